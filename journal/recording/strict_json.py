"""JSON as people typed it: a key given twice is refused, never silently the last one, and so is
JSON nested deeper than the limit (domain/kernel/nesting.py): both are ValueErrors, like any
other malformed JSON."""
from __future__ import annotations

import json

from domain.kernel.nesting import MAX_DEPTH, TooDeep, parsed

__all__ = ["DuplicateKey", "MAX_DEPTH", "TooDeep", "loads", "problem"]


class DuplicateKey(ValueError):
    """The same key twice in one JSON object."""


def _object(pairs: list[tuple]) -> dict:
    found: dict = {}
    for key, value in pairs:
        if key in found:
            raise DuplicateKey(f"the key {key!r} is given twice in one object")
        found[key] = value
    return found


def _loads(text: str | bytes):
    return json.loads(text, object_pairs_hook=_object)


def loads(text: str | bytes):
    """json.loads, refusing duplicated keys and nesting deeper than MAX_DEPTH levels."""
    return parsed(_loads, text)


def problem(error: ValueError) -> str:
    """What is wrong with the text, to follow "the body is", "--setup is", "line 3 is"."""
    if isinstance(error, TooDeep):
        return str(error)
    return f"not valid JSON ({error})"
