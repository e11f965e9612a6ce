"""The cast page: who played whom, each character once, for any game with characters.

A ruleset names its roles as it reads them from its log (a character, the player at the table,
when: a year, a session); a character played by several players, or in several years, is one
row that names them all, so a reader finds each hero once, as in a play's list of parts.

Pure: it gathers what it is given and makes no text of its own but the headings.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .chronicle import Section, Table
from .storytelling import and_list

TITLE = "The cast"


@dataclass(frozen=True)
class Role:
    """One character as played once: by whom ('' when nobody at the table plays it) and when."""

    character: str
    player: str = ""
    when: str = ""


def cast_rows(roles: Iterable[Role]) -> list[list[str]]:
    """A row per character in the order they first appear: its name, its players and the times
    it was played, each named once."""
    found: dict[str, tuple[list, list]] = {}
    for role in roles:
        players, times = found.setdefault(role.character, ([], []))
        for value, into in ((role.player, players), (role.when, times)):
            if value and value not in into:
                into.append(value)
    return [[name, and_list(players) or "-", and_list(times)] for name, (players, times) in found.items()]


def cast_section(roles: Iterable[Role], lead: str = "", title: str = TITLE, when: str = "When") -> Section | None:
    """The cast as a page of its own, or None when the game names no character (no empty page);
    `when` heads the column of times (left out when no role says when)."""
    rows = cast_rows(roles)
    if not rows:
        return None
    section = Section(title, style="cast")
    section.say(lead, "lead")
    if any(row[2] for row in rows):
        return section.add(Table(["Character", "Played by", when], rows, caption="Who played whom"))
    return section.add(Table(["Character", "Played by"], [row[:2] for row in rows], caption="Who played whom"))
