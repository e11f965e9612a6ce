"""The moves document's fields for Six Winters v19.3, made with the kernel's grammar
(domain/kernel/moves, docs/moves.md), and the picks the grammar has no kind for (dice that
repeat, dice fitting a defense pattern) enumerated as the items of a `choices` field.

A field with nothing to pick (no obstacle to burn, one progress stage left) is None and is
left out of its move: the command's schema fills it with its empty default."""
from __future__ import annotations

from collections import Counter
from typing import Iterable

from domain.kernel.moves import Move, by, choices, fixed, physical, roll, sub_multisets
from domain.kernel.moves import dice as _dice, die as _die, each as _each

from ..words import SIDES

__all__ = ["Move", "by", "choices", "dice", "die", "each", "fixed", "fitting", "move", "rolled", "some_of",
           "sub_multisets"]


def some_of(options: Iterable, low: int, high: int) -> dict | None:
    """A list of `low` to `high` distinct items (None when nothing can be picked)."""
    options = list(options)
    high = min(high, len(options))
    if high < 1:
        return None
    return choices(options, min=low, max=high, many=True)


def dice(kind: str, count: int) -> dict:
    """`count` six-sided dice of a kind, read off the table."""
    return _dice(SIDES, kind, count, count)


def die(kind: str) -> dict:
    return _die(SIDES, kind)


def each(fields: dict, count: int, distinct: str | None = None) -> dict:
    """Exactly `count` objects of these fields (one per pool, per player, per location), no two
    sharing `distinct`."""
    return _each(fields, min=count, max=count, distinct=distinct)


def rolled(fields: dict) -> dict:
    """Fields whose dice (or shuffle) the app may roll: "roll", then the fields only when the
    table rolls ("physical")."""
    return {"roll": roll(), **{name: physical(field) for name, field in fields.items()}}


def move(kind: str, label: str, group: str, fields: dict, seat: str | None = None) -> Move:
    """A move of one player's seat (None: the whole table's), fields with nothing to pick left out."""
    kept = {name: field for name, field in fields.items() if field is not None}
    return Move(kind, label, kept, group=group, seats=frozenset({seat}) if seat else frozenset())


def fitting(values: list[int], faces: list[int], most: int) -> list[list[int]]:
    """Picks of 0..most dice whose values each fill an open face of a pattern."""
    open_faces = Counter(faces)
    return [pick for pick in sub_multisets(values, 0, most) if not (Counter(pick) - open_faces)]
