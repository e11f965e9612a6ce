"""Big parts of stored states that many snapshots hold alike, parsed once per process.

A snapshot holds the whole state, and some parts of a game never change along a campaign:
a ruleset's catalog of cards is half of a long campaign's 100 KB snapshot in the scale bench. A
replay that jumps reads a new snapshot each time; parsing that part again took a millisecond
and a half, and made one more copy of it in memory. So a state's text is read part by part
at the top of its "game": a part whose text was met before is the object parsed then (states
are never changed in place, so sharing it is safe), any other is parsed as json.loads would.
A part is remembered the second time it is met, so parts that change from one snapshot to
the next (the campaign itself) never take the place of the ones that do not.
"""
from __future__ import annotations

import json
import threading
from collections import OrderedDict
from typing import Any

SMALLEST = 16 * 1024        # characters: a smaller part is parsed again
KEPT_CHARACTERS = 128 * 1024   # of the parts remembered (parsed, some sixteen times that in memory): a
                               # catalog and the campaign part of the latest session's snapshots
MET_ONCE = 64               # parts met once, remembered by their hash until met again
OPENING = '{"game":{'

_decoder = json.JSONDecoder()
_kept: OrderedDict[str, Any] = OrderedDict()
_met: OrderedDict[int, None] = OrderedDict()
_lock = threading.Lock()


def loads(text: str) -> Any:
    """json.loads(text), with the big parts of a state's "game" shared with states parsed
    before when their text is the same."""
    if not text.startswith(OPENING):
        return json.loads(text)
    try:
        game, index = _game(text, len(OPENING))
        if text[index] == "}":
            return {"game": game}
        if text[index] != ",":
            return json.loads(text)
        return {"game": game, **json.loads("{" + text[index + 1:])}
    except (IndexError, ValueError, TypeError):
        return json.loads(text)   # not a state as stored: parsed whole, and any error is its own


def _game(text: str, index: int) -> tuple[dict, int]:
    """The parts of "game" from `index` (just inside its brace) and the index after it."""
    game = {}
    if text[index] == "}":
        return game, index + 1
    while True:
        key, index = _decoder.raw_decode(text, index)
        if not isinstance(key, str) or text[index] != ":":
            raise ValueError("not an object's key")
        game[key], index = _part(text, index + 1)
        if text[index] == "}":
            return game, index + 1
        if text[index] != ",":
            raise ValueError("not an object")
        index += 1


def _part(text: str, index: int) -> tuple[Any, int]:
    with _lock:
        for known, parsed in _kept.items():
            if text.startswith(known, index):
                _kept.move_to_end(known)
                return parsed, index + len(known)
    value, end = _decoder.raw_decode(text, index)
    if end - index >= SMALLEST:
        _meet(text[index:end], value)
    return value, end


def _meet(part: str, value: Any) -> None:
    """Remember a part met for the second time; note one met for the first."""
    key = hash(part)
    with _lock:
        if key not in _met:
            _met[key] = None
            while len(_met) > MET_ONCE:
                _met.popitem(last=False)
            return
        del _met[key]
        _kept[part] = value
        while sum(map(len, _kept)) > KEPT_CHARACTERS and len(_kept) > 1:
            _kept.popitem(last=False)


def forget() -> None:
    """Forget every part (tests)."""
    with _lock:
        _kept.clear()
        _met.clear()
