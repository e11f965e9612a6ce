"""Dice as values: a die is (kind, sides, value); the rules never roll.

A die dict without a "value" is a request for the app to roll it: the journal
fills the value in from the campaign's committed seed before `decide` runs.
"""
from __future__ import annotations

import re

from .errors import RuleViolation

_SPEC = re.compile(r"^\s*(\d{1,3})\s*[dD]\s*(\d{1,4})\s*$")
MAX_DICE = 200


def parse_spec(spec: str, kind: str = "d") -> list[dict]:
    """'3d6' -> three unrolled six-sided dice; an impossible spec is a RuleViolation."""
    match = _SPEC.match(spec or "")
    if not match:
        raise RuleViolation("dice.spec", f"cannot read dice spec {spec!r}; write it like '3d6'")
    count, sides = int(match[1]), int(match[2])
    if not 1 <= count <= MAX_DICE:
        raise RuleViolation("dice.spec", f"a roll has 1 to {MAX_DICE} dice, not {count}")
    if sides < 2:
        raise RuleViolation("dice.spec", f"a die has at least 2 sides, not {sides}")
    return [{"sides": sides, "kind": kind} for _ in range(count)]


def check_value(die: dict, field: str = "dice") -> None:
    """A die's value lies in 1..sides."""
    sides, value = die.get("sides"), die.get("value")
    if value is not None and not 1 <= value <= sides:
        raise RuleViolation("dice.value", f"{field}: a d{sides} shows 1 to {sides}, not {value}")


def is_die(value) -> bool:
    """A dict with 'sides' is a die wherever it sits in a command."""
    return isinstance(value, dict) and "sides" in value


def walk_dice(value):
    """Yield every die dict inside a JSON-plain command, depth first, in order. One generator
    walks the whole value with a stack of iterators (a generator for each nested container
    cost twice as much): a shuffle's event holds hundreds of dice, and every timeline row
    walks its event."""
    if is_die(value):
        yield value
        return
    stack = [iter(_items(value))]
    while stack:
        for item in stack[-1]:
            if isinstance(item, dict):
                if "sides" in item:
                    yield item
                else:
                    stack.append(iter(item.values()))
                    break
            elif isinstance(item, list):
                stack.append(iter(item))
                break
        else:
            stack.pop()


def _items(value):
    return value.values() if isinstance(value, dict) else value if isinstance(value, list) else ()


def values(dice: list[dict]) -> list[int]:
    """The face values of rolled dice, in order."""
    return [die["value"] for die in dice]
