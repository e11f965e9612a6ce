"""The moves document's fields (docs/moves.md), built with the kernel's constructors so every
field is checked as it is made; short names in the order this game uses them."""
from __future__ import annotations

from domain.kernel import moves as grammar
from domain.kernel.moves import asked, by, fixed, integer, physical, roll

__all__ = ["asked", "by", "choices", "dice", "die", "fixed", "integer", "move", "rolled", "some", "text"]


def choices(values, least: int = 1, most: int = 1, many: bool | None = None, default=None) -> dict:
    return grammar.choices(list(values), min=least, max=most, many=many, default=default)


def some(values, most: int) -> dict:
    """Pick one to `most` of the values; always a list."""
    values = list(values)
    return grammar.choices(values, 1, max(1, min(most, len(values))), many=True)


def dice(count: int, kind: str, sides: int = 6) -> dict:
    """Exactly `count` dice read off the table."""
    return grammar.dice(sides, kind, count, count)


def die(kind: str, sides: int = 6) -> dict:
    return grammar.die(sides, kind)


def text(most: int, required: bool = False) -> dict:
    return grammar.text(required=required, max=most)


def rolled(**dice_fields) -> dict:
    """The table rolls and enters the dice, or the app rolls them (the dice fields are then left out)."""
    return {"roll": roll(), **{name: physical(field) for name, field in dice_fields.items()}}


def move(command: str, label: str, group: str, **fields) -> dict:
    """A move before its seat is known (moves/__init__.py pairs it with the seat that makes it)."""
    return {"type": command, "label": label, "group": group, "fields": fields}
