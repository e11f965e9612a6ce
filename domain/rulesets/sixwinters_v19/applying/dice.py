"""Dice kept as sorted lists of face values (a pool, a player's action dice) or of
{"resource", "value"} asset dice: dice of one value are alike, so a command names a value."""
from __future__ import annotations


def without(values: list, taken: list) -> list:
    """The dice left once one die of each taken value is gone (a missing value is a bug: raises)."""
    left = list(values)
    for value in taken:
        left.remove(value)
    return left


def added(values: list, more: list) -> list:
    return sorted([*values, *more], key=_order)


def _order(die):
    return (die["resource"], die["value"]) if isinstance(die, dict) else die
