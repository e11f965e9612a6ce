"""The session end of a year (rulebook "Session End"): the result, what each character
brought home, and the bookkeeping events that follow."""
from __future__ import annotations

from domain.kernel.chronicle import Moment, Section, Table
from domain.kernel.storytelling import Voice

from ..campaign import events as ev
from .tellers import narrate
from .text import condition_name
from .year import Year


def session_end_section(year: Year, moments: list[Moment], voice: Voice | None = None) -> Section:
    """`moments` run from the scenario's end to the year's last event."""
    ended = year.data(ev.SCENARIO_ENDED)
    section = Section("Session end", level=2)
    result = {"success": "succeeded", "failure": "failed"}.get(ended.get("result"), "ended")
    section.say(voice.say("scenario_result", result=result) if voice else f"The scenario {result}.", "lead")
    chars = (ended.get("summary") or {}).get("characters") or {}
    rows = [[n, ", ".join(c.get("assets", [])) or "-", ", ".join(c.get("obstacles", [])) or "-",
             ", ".join(condition_name(x) for x in c.get("conditions", [])) or "-"] for n, c in chars.items()]
    if rows:
        section.add(Table(["Character", "Assets completed", "Obstacles overcome", "Conditions"], rows,
                          caption="What each character brought home"))
    narrate(section, moments, {}, voice)
    return section
