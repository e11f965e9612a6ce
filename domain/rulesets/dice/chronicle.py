"""The dice ruleset's chronicle: the reference implementation of the chronicle hook.

The dice ruleset has no sessions or years of its own, so a chapter is a day of play
(the date the events were recorded) and `year` selects a calendar year. Each chapter
tells the rolls and quotes the notes in the order they happened, then lists the rolls
in a table; the day's dice and luck page counts the faces and finds the luckiest roll.
"""
from __future__ import annotations

from itertools import groupby

from domain.kernel.chronicle import (NOT_NARRATED, ROLL, Chronicle, Paragraph, Section, Table, Timeline,
                                     narrate_generic)
from domain.kernel.epilogue import awards, luckiest, most
from domain.kernel.group_voice import lead_chapter
from domain.kernel.luck import luck_section, luck_voice, moment_drawn
from domain.kernel.storytelling import byline, dates_of
from domain.kernel.turning import story_paragraph

from .story import day_story


def chronicle(timeline: Timeline, year: int | None = None) -> Chronicle:
    """The book of a dice campaign (optionally of one calendar year)."""
    moments = [m for m in timeline if year is None or m.recorded_at[:4] == str(year)]
    book = Chronicle(title=timeline.name or "A dice journal",
                     subtitle=f"The rolls of {year}" if year else "A journal of rolls and notes")
    days = [(day, list(group)) for day, group in groupby(moments, key=lambda m: m.recorded_at[:10])]
    voice = luck_voice()
    for number, (day, group) in enumerate(days, 1):
        book.sections.append(_day(number, day, group))
        luck = luck_section(group, voice)
        if luck:
            book.sections.append(luck)
    book.sections += [page for page in [_awards(moments)] if page]
    book.dates = dates_of(moments)
    rolls = [m for m in moments if m.kind == "journal/rolled"]
    book.facts = [("Days of play", len(days)), ("Rolls", len(rolls)),
                  ("Notes", sum(1 for m in moments if m.kind == "journal/noted"))]
    return book


def _day(number: int, day: str, moments: list) -> Section:
    """One day of play: who took part, what happened in order, the rolls in a table."""
    players = sorted({m.actor for m in moments if m.actor})
    section = Section(f"Day {number}: {day or 'undated'}", byline=byline(moments, players))
    rolls = [m for m in moments if m.kind == "journal/rolled"]
    section.say(f"{_names(players) or 'The table'} met and rolled {len(rolls)} "
                f"time{'s' if len(rolls) != 1 else ''}.", style="lead")
    section.blocks += story_paragraph(day_story(moments, players))
    told = (m for m in moments if m.kind not in NOT_NARRATED)
    for (is_roll, _), run in groupby(told, key=lambda m: (m.kind == "journal/rolled", m.actor)):
        run = list(run)
        if is_roll and len(run) > 3:
            section.add(_roll_summary(run))
            continue
        for moment in run:
            block = narrate_generic(moment)
            if block is not None:
                section.add(_as_story(block))
                section.add(moment_drawn(moment, block.text) if is_roll else None)
    if rolls:
        section.add(Table(["#", "Who", "Purpose", "Dice", "Total", "Rolled"],
                          [[m.position, m.actor, m.data.get("purpose", ""),
                            " ".join(f"{d['value']}" for d in m.data["dice"]),
                            sum(d["value"] for d in m.data["dice"]), m.source] for m in rolls],
                          caption="The rolls of the day", numeric=(0, 4)))
    return lead_chapter(section, moments)


def _awards(moments: list) -> Section | None:
    """The journal's awards, read from the log (`domain.kernel.epilogue`): who rolled most and
    the luckiest roll (a high total counts, as on the dice pages: a journal of rolls has no
    rule that says otherwise). A part of the last chapter, not a page of its own."""
    block = awards([most(moments, lambda m: [m.by] if m.kind == "journal/rolled" and m.by else [], "Most rolls", "roll"),
                    luckiest(moments, lambda kind: 1)])
    return Section("Awards", level=2, blocks=[block]) if block else None


def _as_story(block):
    """A roll told in the day's own story: in a journal of rolls a roll is what happened, not
    the move-by-move account other books keep for their appendix."""
    return Paragraph(block.text) if isinstance(block, Paragraph) and block.style == ROLL else block


def _roll_summary(rolls: list) -> Paragraph:
    """A run of many rolls in one sentence: who, how many, the best and the worst total."""
    totals = [(sum(d["value"] for d in m.data["dice"]), m) for m in rolls]
    best, worst = max(totals, key=lambda t: t[0]), min(totals, key=lambda t: t[0])
    who = _names(sorted({m.actor for m in rolls if m.actor})) or "The table"
    return Paragraph(f"{who} rolled {len(rolls)} times. The best was {best[0]}"
                     f"{_for(best[1])}, the worst {worst[0]}{_for(worst[1])}.")


def _for(moment) -> str:
    return f" ({moment.data['purpose']})" if moment.data.get("purpose") else ""


def _names(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]
