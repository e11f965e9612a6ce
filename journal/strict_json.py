"""JSON as people typed it: a key given twice is refused, never silently the last one."""
from __future__ import annotations

import json


class DuplicateKey(ValueError):
    """The same key twice in one JSON object."""


def _object(pairs: list[tuple]) -> dict:
    found: dict = {}
    for key, value in pairs:
        if key in found:
            raise DuplicateKey(f"the key {key!r} is given twice in one object")
        found[key] = value
    return found


def loads(text: str | bytes):
    """json.loads, refusing duplicated keys (a ValueError, like any other malformed JSON)."""
    return json.loads(text, object_pairs_hook=_object)
