"""The chapters of the book: "Before the first winter", then one chapter per year from its
session start (opening, the party, the game, moments in the dice, session end, the party
at year's end)."""
from __future__ import annotations

from domain.kernel.chronicle import Facts, Moment, Section, Timeline

from ..campaign import events as ev
from .moments import key_moments
from .tellers import narrate
from .scenes import game_sections
from .session_end import session_end_section
from .sheets import party_section
from .text import and_list
from .year import Year


def prologue(timeline: Timeline, moments: list[Moment]) -> list[Section]:
    """The unlocked characters and the starting map, before the first session starts."""
    start = moments[-1].state or {}
    unlocked = [n for n, s in ((start.get("campaign") or {}).get("sheets") or {}).items() if s.get("unlocked")]
    section = Section("Before the first winter", style="chapter")
    section.say(f"The campaign began with {len(unlocked)} characters ready to ride out: {and_list(unlocked)}.", "lead")
    narrate(section, moments, {})
    party = party_section(start, {f"#{i}": n for i, n in enumerate(unlocked)}, "The characters at the outset",
                          "The world map at the outset")
    return [section, party]


def year_sections(timeline: Timeline, year: Year) -> list[Section]:
    """The chapter of one year: opening, setup, party, game, moments, session end, party."""
    cast = year.data(ev.CHARACTERS_CHOSEN).get("characters") or {}
    placed = year.first(ev.CHARACTERS_PLACED)
    ended = year.first(ev.SCENARIO_ENDED)
    open_at = placed.position if placed else year.moments[0].position
    end_at = ended.position if ended else None
    before = [m for m in year.moments if m.position <= open_at]
    game = [m for m in year.moments if m.position > open_at and (end_at is None or m.position < end_at)]
    after = [m for m in year.moments if end_at is not None and m.position >= end_at]
    sections = [_opening(year, cast, before)]
    if placed is None:
        sections[0].say("The session has begun; the game has not opened yet.", "aside")
        return sections
    sections.append(party_section(timeline.state_at(open_at), cast, "The party sets out",
                                  f"The world map as year {year.number} begins"))
    sections += game_sections(timeline, year, game, after)
    moments = key_moments(year)
    if moments:
        sections.append(Section("Moments in the dice", level=2, blocks=moments))
    if after:
        sections.append(session_end_section(year, after))
        sections.append(party_section(year.moments[-1].state or {}, cast, "The party at year's end",
                                      f"The world map as year {year.number} closes"))
    return sections


def _opening(year: Year, cast: dict, moments: list[Moment]) -> Section:
    """Who played whom, the scenario and difficulty, the year at a glance, and the session start."""
    scenario = year.data(ev.SCENARIO_CHOSEN)
    spotlight = year.data(ev.SPOTLIGHT_CHOSEN).get("spotlight")
    name = scenario.get("scenario", "an unknown scenario")
    section = Section(f"Year {year.number}: {name}")
    who = [f"{p} played {c}" + (" (in the spotlight)" if p == spotlight else "") for p, c in cast.items()]
    section.say(f"In year {year.number} {and_list(who) or 'the party'}. They took on {name} "
                f"at {scenario.get('difficulty', 'standard')} difficulty.", "lead")
    setup, scene = year.data(ev.SCENARIO_SET_UP), year.data(ev.INITIAL_SCENE_PLACED)
    section.add(Facts([("Scenario", name), ("Difficulty", scenario.get("difficulty", "standard")),
                       ("Spotlight", spotlight or "-"), ("Threat pool", setup.get("threat_pool", "-")),
                       ("First scene", scene.get("scene", "-")), ("Scene location", scene.get("location", "-")),
                       ("Points needed", scene.get("target", "-"))], caption="The year at a glance"))
    narrate(section, moments, {})
    return section
