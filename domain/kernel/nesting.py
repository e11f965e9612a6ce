"""How deep typed input may nest: JSON and TOML of at most MAX_DEPTH levels of objects and lists.

A command, a setup or a card file nests a few levels; a parser, and every function that walks
a value (validation, canonical JSON, the checks for unreadable text), runs out of stack some
thousand levels down and would end in a RecursionError. Everything that reads JSON or TOML a
person or a program sent (the API's bodies, the command line, the site's forms, card and board
files, export files) parses it through `parsed`, so input nested too deeply is refused with one
sentence naming the limit, before anything walks it.
"""
from __future__ import annotations

from typing import Callable

MAX_DEPTH = 32


class TooDeep(ValueError):
    """Input nested deeper than the limit."""

    def __init__(self, limit: int):
        self.limit = limit
        super().__init__(f"nested deeper than {limit} levels (the limit for JSON and TOML input)")


def check_depth(value, limit: int = MAX_DEPTH) -> None:
    """TooDeep when `value` holds objects or lists more than `limit` levels deep (an empty
    object or list is one level); walked without recursion."""
    waiting = [(value, 1)]
    while waiting:
        item, depth = waiting.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        if depth > limit:
            raise TooDeep(limit)
        waiting.extend((child, depth + 1) for child in children if isinstance(child, (dict, list)))


def _openings(text: str | bytes) -> int:
    """How many objects and lists the text could open at most (brackets, also inside strings)."""
    if isinstance(text, (bytes, bytearray)):
        return text.count(b"[") + text.count(b"{")
    return text.count("[") + text.count("{")


def parsed(parse: Callable, text: str | bytes, limit: int = MAX_DEPTH):
    """parse(text), refused with TooDeep when the value nests deeper than `limit`, also when
    the parser itself runs out of stack on it (far deeper than any limit)."""
    try:
        value = parse(text)
    except RecursionError:
        raise TooDeep(limit) from None
    if _openings(text) > limit:   # fewer brackets than the limit cannot nest beyond it
        check_depth(value, limit)
    return value
