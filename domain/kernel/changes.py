"""Changes by JSON Pointer (RFC 6901): the facts an event carries about what it changed.

A change is ``{"path": "/table/characters/Keel/move", "set": 2}``, ``{"path": ..., "add": -1}``
(a number added) or ``{"path": ..., "remove": True}`` (a key taken away). The generic
`adjust` command records changes the players make by hand; a ruleset whose rules work on a
draft of the state records the changes the rule made (`diff`), so evolve applies them
without running the rule again.

`apply_changes` copies only the containers on each change's path (path copying): the new
state shares every untouched part with the old one, so a move costs what it changes, not
what the state holds, and fingerprints reuse the digests of the shared parts (fingerprints.py).
"""
from __future__ import annotations

import pickle
from numbers import Number
from typing import Any, Iterable, Mapping

from .errors import RuleViolation

Change = Mapping[str, Any]


def split_pointer(pointer: str) -> list[str]:
    """'/characters/Thea/stress' -> ['characters', 'Thea', 'stress']; '' is the whole state."""
    return list(pointer_parts(pointer))


def pointer_parts(pointer: str) -> tuple[str, ...]:
    """The same as a tuple."""
    if pointer == "":
        return ()
    if not pointer.startswith("/"):
        raise RuleViolation("adjust.path", f"path {pointer!r} must start with '/', like /characters/Thea/skills/lore")
    return tuple(part.replace("~1", "/").replace("~0", "~") for part in pointer[1:].split("/"))


def join_pointer(parts: Iterable[Any]) -> str:
    """['characters', 'Thea', 0] -> '/characters/Thea/0'."""
    return "".join("/" + str(part).replace("~", "~0").replace("/", "~1") for part in parts)


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


def check_changes(state, changes: Iterable[Change]) -> None:
    """Every change of an `adjust` names an existing path, and `add` only adds numbers to numbers."""
    for change in changes:
        current = resolve(state, change["path"])
        if "add" in change and not (isinstance(current, Number) and not isinstance(current, bool)):
            raise RuleViolation("adjust.add", f"{change['path']} holds {current!r}; only numbers can be added to")


class _Copies:
    """Containers copied during one `apply_changes`: those may be changed in place."""

    def __init__(self):
        self.made: list = []            # keeps the copies alive, so their ids stay theirs
        self.ids: set[int] = set()

    def own(self, node):
        if id(node) in self.ids:
            return node
        if isinstance(node, dict):
            node = dict(node)
        elif isinstance(node, list):
            node = list(node)
        else:
            raise TypeError(f"cannot change inside a {type(node).__name__}")
        self.made.append(node)
        self.ids.add(id(node))
        return node


def _key(node, part: str):
    return int(part) if isinstance(node, list) else part


def apply_changes(state, changes: Iterable[Change]):
    """A new state with the changes applied; the input (and every value in a change) is untouched.

    Raises KeyError, IndexError, ValueError or TypeError when a change does not fit the
    state: evolve turns that into EventDoesNotApply.
    """
    copies, root = _Copies(), state
    for change in changes:
        parts = split_pointer(change["path"])
        if not parts:
            root = change["set"]
            continue
        root = node = copies.own(root)
        for part in parts[:-1]:
            key = _key(node, part)
            node[key] = node = copies.own(node[key])
        last = _key(node, parts[-1])
        if "remove" in change:
            del node[last]
        elif "add" in change:
            node[last] = node[last] + change["add"]
        elif isinstance(node, list) and last >= len(node):
            raise IndexError(f"{change['path']}: no item {last} to set")
        else:
            node[last] = change["set"]
    return root


SCALARS = (str, int, float, bool, type(None))


def _same(a, b) -> bool:
    """Equal as JSON: 1, 1.0 and True differ here although Python calls them equal."""
    if a is b:
        return True
    kind = type(a)
    if kind is not type(b):
        return False
    if kind is dict:
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if kind is list:
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return a == b


def _step(path: str, key) -> str:
    key = str(key)
    if "~" in key or "/" in key:
        key = key.replace("~", "~0").replace("/", "~1")
    return path + "/" + key


def diff(before, after, path: str = "") -> list[dict]:
    """The changes that turn `before` into `after` (dicts key by key, lists of one length item by item).

    Dict keys are visited in sorted order: two states equal as JSON give the same changes in
    the same order, whatever order their keys were inserted in (a state folded from events,
    read from a snapshot or built by a rule), so deciding a command again gives its events."""
    if before is after:
        return []
    kind = type(before)
    if kind is dict and type(after) is dict:
        found = []
        for key in sorted(after):
            new = after[key]
            if key not in before:
                found.append({"path": _step(path, key), "set": new})
                continue
            old = before[key]
            if old is new or (type(old) is type(new) and type(new) in SCALARS and old == new):
                continue
            found += diff(old, new, _step(path, key))
        found += [{"path": _step(path, key), "remove": True} for key in sorted(before) if key not in after]
        return found
    if kind is list and type(after) is list and len(before) == len(after) \
            and any(type(item) is dict or type(item) is list for item in before):
        found = []
        for index, (old, new) in enumerate(zip(before, after)):
            if old is not new:
                found += diff(old, new, _step(path, index))
        return found
    return [] if _same(before, after) else [{"path": path, "set": after}]


def clone(value):
    """A deep copy of JSON-plain data: a pickle round trip, cheaper than copy.deepcopy, which
    looks up how to copy each object (docs/dev/performance.md)."""
    return pickle.loads(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))


def draft(state: Mapping, fixed: Iterable[str] = ()) -> dict:
    """A copy of a dict that rules may change in place; the keys in `fixed` are shared, not
    copied (facts no rule changes, e.g. the cards of the catalog)."""
    shared = {key: state[key] for key in fixed if key in state}
    copied = clone({key: value for key, value in state.items() if key not in shared})
    return {key: shared[key] if key in shared else copied[key] for key in state}
