"""The chronicle of a ruleset that has none of its own: events told by kind, notes quoted.

A chapter is a session when the ruleset names its session-start kinds, otherwise a day
of play; `year` selects a calendar year. The last chapter shows the final state through
the ruleset's own pictures and views, so even a brand-new game prints something useful.
"""
from __future__ import annotations

from domain.kernel.chronicle import (NOT_NARRATED, Chronicle, Moment, Picture, Section,
                                     Table, Timeline, narrate_generic, narrate_unknown)
from domain.kernel.group_voice import lead_chapter
from domain.kernel.luck import luck_section, luck_voice
from domain.kernel.storytelling import byline, dates_of

MAX_VIEW_ROWS = 60


def chronicle(ruleset, timeline: Timeline, year: int | None = None) -> Chronicle:
    """The fallback book for `ruleset` (called by reports when ruleset.chronicle is None)."""
    moments = [m for m in timeline if year is None or m.recorded_at[:4] == str(year)]
    book = Chronicle(title=timeline.name or ruleset.title,
                     subtitle=f"A {ruleset.title} campaign" + (f", {year}" if year else ""))
    chapters = _chapters(moments, ruleset.session_start_kinds)
    voice = luck_voice()
    for number, (title, group) in enumerate(chapters, 1):
        chapter = _chapter(title, group)
        if number < len(chapters):   # the last chapter's pictures are in "Where things stand"
            chapter.blocks += _pictures_at(ruleset, group[-1].state, title)
        book.sections.append(chapter)
        luck = luck_section(group, voice)
        if luck:
            book.sections.append(luck)
    book.dates = dates_of(moments)
    if moments:
        book.sections.append(_final(ruleset, timeline.state_at(moments[-1].position)))
    book.facts = [("Game", ruleset.title), ("Events", len(moments)),
                  ("Chapters", len(chapters)), ("Players", ", ".join(_actors(moments)) or "-")]
    return book


def _chapters(moments: list[Moment], starts: frozenset) -> list[tuple[str, list[Moment]]]:
    """Split at session starts (or at each new day when the ruleset has no sessions)."""
    chapters: list[tuple[str, list[Moment]]] = []
    sessions, day = 0, None
    for moment in moments:
        if starts and moment.kind in starts:
            sessions += 1
            chapters.append((f"Session {sessions}", []))
        elif starts and not chapters:
            chapters.append(("Before the first session", []))
        elif not starts and moment.recorded_at[:10] != day:
            day = moment.recorded_at[:10]
            chapters.append((f"Day {len(chapters) + 1}: {day or 'undated'}", []))
        chapters[-1][1].append(moment)
    return chapters


def _pictures_at(ruleset, state, title: str) -> list[Picture]:
    """The ruleset's pictures (the board, the map) as they stood at a chapter's end."""
    pictures = []
    for name, picture in ruleset.pictures.items():
        try:
            pictures.append(Picture(picture(state), caption=f"{name.replace('_', ' ').capitalize()} at the end of {title}"))
        except Exception:   # a picture that cannot draw this state is left out, not fatal
            continue
    return pictures


def _chapter(title: str, moments: list[Moment]) -> Section:
    players = _actors(moments)
    section = Section(title, byline=byline(moments, players))
    section.say(f"{', '.join(players) or 'The table'} recorded {len(moments)} event"
                f"{'s' if len(moments) != 1 else ''}.", style="lead")
    for moment in moments:
        if moment.kind in NOT_NARRATED:
            continue
        section.add(narrate_generic(moment) or narrate_unknown(moment))
    return lead_chapter(section, moments)


def _final(ruleset, state) -> Section:
    """Where things stand: every picture and view of the last state."""
    section = Section("Where things stand", style="appendix")
    for name, picture in ruleset.pictures.items():
        try:
            section.add(Picture(picture(state), caption=name.replace("_", " ").capitalize()))
        except Exception as error:  # a picture that cannot draw this state must not sink the book
            section.say(f"The {name} picture could not be drawn ({type(error).__name__}).", style="aside")
    for name, view in ruleset.views.items():
        try:
            rows = _flatten(view(state))
        except Exception as error:  # same: a view failing on an odd state is reported, not fatal
            section.say(f"The {name} view could not be shown ({type(error).__name__}).", style="aside")
            continue
        if rows:
            section.add(Table(["Item", "Value"], rows[:MAX_VIEW_ROWS], caption=f"View: {name}"))
    return section


def _flatten(value, prefix: str = "") -> list[list[str]]:
    """A JSON value as (path, scalar) rows."""
    if isinstance(value, dict):
        return [row for key, item in value.items() for row in _flatten(item, f"{prefix}{key} ")]
    if isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value):
        return [row for index, item in enumerate(value) for row in _flatten(item, f"{prefix}{index + 1} ")]
    if isinstance(value, list):
        return [[prefix.strip(), ", ".join(map(str, value))]]
    return [[prefix.strip(), "" if value is None else str(value)]]


def _actors(moments: list[Moment]) -> list[str]:
    return sorted({m.actor for m in moments if m.actor})
