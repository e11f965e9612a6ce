"""Big parts of stored states that many snapshots hold alike, parsed once per process.

A snapshot holds the whole state, and some parts of a game never change along a campaign:
a ruleset's catalog of cards is half of a long campaign's snapshot in the scale bench. A
replay that jumps reads a new snapshot each time; parsing that part again took time, and made
one more copy of it in memory. So a state's text is read part by part
at the top of its "game": a part whose text was met before is the object parsed then (states
are never changed in place, so sharing it is safe), any other is parsed as json.loads would.
A part is remembered the second time it is met, so parts that change from one snapshot to
the next (the campaign itself) never take the place of the ones that do not.

Once a state's remembered parts are known, it is read by orjson with each of them cut out
(and put back as the object kept): the parts walked one by one with json's decoder took two
and a half milliseconds of a long campaign's snapshot, orjson reads the rest in one. The
remembered parts are learnt along that walk, so a state holding none of them is walked.
"""
from __future__ import annotations

import json
import threading
from collections import OrderedDict
from typing import Any

import orjson

SMALLEST = 16 * 1024        # characters: a smaller part is parsed again
KEPT_CHARACTERS = 128 * 1024   # of the parts remembered (parsed, some sixteen times that in memory): a
                               # catalog and the campaign part of the latest session's snapshots
MET_ONCE = 64               # parts met once, remembered by their hash until met again
OPENING = '{"game":{'
CUT = '"\\u0000"'         # what a remembered part is replaced with before orjson reads the rest: the
                          # only way JSON writes the string "\x00", so where the text holds no such
                          # string, a "\x00" read at the part's key is the part cut out

_decoder = json.JSONDecoder()
_kept: OrderedDict[str, tuple[str, Any]] = OrderedDict()   # a part's text -> (its key in "game", parsed)
_met: OrderedDict[int, None] = OrderedDict()
_lock = threading.Lock()


def loads(text: str) -> Any:
    """json.loads(text), with the big parts of a state's "game" shared with states parsed
    before when their text is the same."""
    if len(text) < SMALLEST or not text.startswith(OPENING):
        return _whole(text)
    cut = _cut(text)
    if cut is not None:
        return cut
    try:
        game, index = _game(text, len(OPENING))
        if text[index] == "}":
            return {"game": game}
        if text[index] != ",":
            return json.loads(text)
        return {"game": game, **json.loads("{" + text[index + 1:])}
    except (IndexError, ValueError, TypeError):
        return json.loads(text)   # not a state as stored: parsed whole, and any error is its own


def _whole(text: str) -> Any:
    """orjson's reading, json's where orjson refuses (an integer wider than 64 bits, NaN),
    so any text reads as json.loads reads it, errors included."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        return json.loads(text)


def _cut(text: str) -> Any:
    """The state read by orjson with its remembered parts cut out and put back; None when it
    holds none of them (or they are not where a part of "game" stands)."""
    if CUT in text:
        return None
    with _lock:
        kept = list(_kept.items())
    found = []
    for part, (key, value) in kept:
        index = _written_at(text, f"{json.dumps(key, ensure_ascii=False)}:", part)
        if index >= 0:
            text = text[:index] + CUT + text[index + len(part):]
            found.append((part, key, value))
    if not found or len({key for _, key, _ in found}) < len(found):   # two cuts at one key: one is not in "game"
        return None
    try:
        state = orjson.loads(text)
    except orjson.JSONDecodeError:
        return None
    game = state.get("game") if isinstance(state, dict) else None
    if not isinstance(game, dict) or any(game.get(key) != "\x00" for _, key, _ in found):
        return None
    with _lock:
        for part, key, value in found:
            game[key] = value
            if part in _kept:
                _kept.move_to_end(part)
    return state


def _written_at(text: str, key: str, part: str) -> int:
    """Where `part` stands written after `key` in `text`, or -1: the key is looked for (a short
    text found at once) and the part compared where it stands (finding the part itself, some
    forty thousand characters, took a third of a millisecond)."""
    index = text.find(key, len(OPENING) - 1)
    while index >= 0:
        if text.startswith(part, index + len(key)):
            return index + len(key)
        index = text.find(key, index + 1)
    return -1


def _game(text: str, index: int) -> tuple[dict, int]:
    """The parts of "game" from `index` (just inside its brace) and the index after it."""
    game = {}
    if text[index] == "}":
        return game, index + 1
    while True:
        key, index = _decoder.raw_decode(text, index)
        if not isinstance(key, str) or text[index] != ":":
            raise ValueError("not an object's key")
        game[key], index = _part(text, index + 1, key)
        if text[index] == "}":
            return game, index + 1
        if text[index] != ",":
            raise ValueError("not an object")
        index += 1


def _part(text: str, index: int, key: str) -> tuple[Any, int]:
    with _lock:
        for known, (_, parsed) in _kept.items():
            if text.startswith(known, index):
                _kept.move_to_end(known)
                return parsed, index + len(known)
    value, end = _decoder.raw_decode(text, index)
    if end - index >= SMALLEST:
        _meet(text[index:end], key, value)
    return value, end


def _meet(part: str, key: str, value: Any) -> None:
    """Remember a part met for the second time; note one met for the first."""
    hashed = hash(part)
    with _lock:
        if hashed not in _met:
            _met[hashed] = None
            while len(_met) > MET_ONCE:
                _met.popitem(last=False)
            return
        del _met[hashed]
        _kept[part] = (key, value)
        while sum(map(len, _kept)) > KEPT_CHARACTERS and len(_kept) > 1:
            _kept.popitem(last=False)


def forget() -> None:
    """Forget every part (tests)."""
    with _lock:
        _kept.clear()
        _met.clear()
