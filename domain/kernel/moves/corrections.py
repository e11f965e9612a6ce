"""Corrections by taps: "Correct" at the table as a guided form.

A ruleset names what a group may set right by hand (`Ruleset.correctable`): a value on the
board or a sheet, said in words, where it lies in the state, what it is now and what it may
become. Each becomes an `adjust` move in the moves grammar (docs/moves.md): the new value
picked among those allowed, the reason among the usual ones. The command is the generic
`adjust`, so the kernel still holds it to every invariant; the moves document offers these
to whoever may act for every seat (the owner and the game master), as adjust itself asks.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .grammar import Move, asked, choices, each, fixed

REASONS = ("The table played it differently.", "A rule the app does not model changed it.",
           "It was recorded wrongly.")


@dataclass(frozen=True)
class Correctable:
    """One value a group may correct: `group` where it is ("Claud's sheet"), `label` what it
    is ("Claud's Life Points"), `path` its JSON pointer in the state, `now` its value and
    `values` what it may become, with `labels` saying them where they are code words."""

    group: str
    label: str
    path: str
    now: Any
    values: tuple
    labels: tuple | None = None


def _said(thing: Correctable, value: Any) -> str:
    if thing.labels:
        return thing.labels[thing.values.index(value)]
    return str(value)


def correction_move(thing: Correctable) -> Move:
    """The adjust move that sets `thing` to another allowed value, for a reason picked; its
    fields say it in words (the path in the state is fixed, and shown by its label)."""
    others = [value for value in thing.values if value != thing.now]
    said = [_said(thing, value) for value in others] if thing.labels else None
    now = f"{thing.label}, now {_said(thing, thing.now)}"
    change = {"path": asked(fixed(thing.path), now), "set": asked(choices(others), "becomes", said)}
    return Move("adjust", f"Correct {thing.label} (now {_said(thing, thing.now)})", group=thing.group, fields={
        "changes": asked(each(change, min=1, max=1), "The correction"),
        "reason": asked(choices(REASONS), "Why"),
    })


def correction_moves(ruleset, game) -> list[Move]:
    """Every correction the ruleset allows in `game` (none when it names nothing)."""
    if game is None or ruleset.correctable is None:
        return []
    return [correction_move(thing) for thing in ruleset.correctable(game)
            if any(value != thing.now for value in thing.values)]
