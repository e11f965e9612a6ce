"""Reading die values out of commands: entered physical dice or dice the app rolled.

A die in a command is a dict {"sides", "value", "kind"} (kernel DieSchema) or, where a
player points at a die already on the table, a bare value or {"type", "value"}.
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from ..guards import check_face


def face(die, what: str = "die") -> int:
    """The value of a die given as a number or a die dict."""
    value = die.get("value") if isinstance(die, dict) else die
    return check_face(value, what)


def faces(dice: list, what: str = "die") -> list[int]:
    return [face(die, what) for die in dice or []]


class Roller:
    """Hands out the dice of a command in order and checks that none is left over.

    The rules never roll: each random result comes from the command (docs/dev/architecture.md,
    "Dice"). `need` raises when the command brought too few dice.
    """

    def __init__(self, dice: list | None, what: str):
        self.values = faces(dice or [], what)
        self.what = what
        self.used = 0

    def need(self) -> int:
        if self.used >= len(self.values):
            raise RuleViolation("sixwinters.dice.count", f"more {self.what} dice are needed than the command gave ({len(self.values)})")
        self.used += 1
        return self.values[self.used - 1]

    def left(self) -> int:
        return len(self.values) - self.used

    def done(self) -> None:
        if self.left():
            raise RuleViolation("sixwinters.dice.count", f"{self.left()} {self.what} dice were given but not needed")
