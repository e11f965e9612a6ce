"""The generic `adjust`: explicit, reasoned changes to the game state by JSON Pointer.

The table is the truth: when a card does something the engine does not model,
the group records what changed and why, and replay applies it like any event.
"""
from __future__ import annotations

import copy
from numbers import Number

from .errors import RuleViolation


def split_pointer(pointer: str) -> list[str]:
    """RFC 6901: '/characters/Thea/stress' -> ['characters', 'Thea', 'stress']."""
    if not pointer.startswith("/"):
        raise RuleViolation("adjust.path", f"path {pointer!r} must start with '/', like /characters/Thea/skills/lore")
    return [part.replace("~1", "/").replace("~0", "~") for part in pointer[1:].split("/")]


def _child(node, key: str, pointer: str):
    if isinstance(node, dict) and key in node:
        return node[key]
    if isinstance(node, list) and key.isdigit() and int(key) < len(node):
        return node[int(key)]
    raise RuleViolation("adjust.path", f"path {pointer!r} does not exist in the state (at {key!r})")


def resolve(state, pointer: str):
    """The value at a pointer, or a RuleViolation naming the missing part."""
    node = state
    for key in split_pointer(pointer):
        node = _child(node, key, pointer)
    return node


def check_changes(state, changes: list[dict]) -> None:
    """Every change names an existing path, and `add` only adds numbers to numbers."""
    for change in changes:
        current = resolve(state, change["path"])
        if "add" in change and not (isinstance(current, Number) and not isinstance(current, bool)):
            raise RuleViolation("adjust.add", f"{change['path']} holds {current!r}; only numbers can be added to")


def apply_changes(state, changes: list[dict]):
    """A new state with the changes applied; the input is not touched."""
    result = copy.deepcopy(state)
    for change in changes:
        *parents, last = split_pointer(change["path"])
        node = result
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        index = int(last) if isinstance(node, list) else last
        node[index] = node[index] + change["add"] if "add" in change else copy.deepcopy(change["set"])
    return result
