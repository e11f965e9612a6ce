"""Canonical JSON and fingerprints: the same state always gives the same bytes.

The canonical text of a container is remembered by the container's identity, so a state
that shares most of its parts with the previous one (apply_changes copies only what an
event touched) is fingerprinted at the cost of its changed parts. States are never changed
in place once built (evolve returns new ones), which is what makes the identity a safe key;
`check_cache(True)` compares every cached text with a fresh encoding (the test suite does).
"""
from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from json.encoder import encode_basestring
from typing import Any

CACHE_SIZE = 200_000
_texts: OrderedDict[int, tuple[Any, str]] = OrderedDict()
_lock = threading.Lock()
_checking = False


def check_cache(on: bool) -> bool:
    """Verify every canonical text against json.dumps (slow; catches a state changed in place).
    Returns the previous setting."""
    global _checking
    previous, _checking = _checking, on
    return previous


def _plain(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _float(value: float) -> str:
    return _plain(value)


def _remember(value: Any, text: str) -> str:
    with _lock:
        _texts[id(value)] = (value, text)
        if len(_texts) > CACHE_SIZE:
            for _ in range(CACHE_SIZE // 10):
                _texts.popitem(last=False)
    return text


def _text(value: Any) -> str:
    kind = type(value)
    if kind is str:
        return encode_basestring(value)
    if kind is dict or kind is list:
        hit = _texts.get(id(value))
        if hit is not None and hit[0] is value:
            return hit[1]
        if kind is list:
            return _remember(value, "[" + ",".join([_text(item) for item in value]) + "]")
        if not all(type(key) is str for key in value):
            return _remember(value, _plain(value))
        return _remember(value, "{" + ",".join([encode_basestring(key) + ":" + _text(value[key])
                                                for key in sorted(value)]) + "}")
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if kind is int:
        return int.__repr__(value)
    return _plain(value)


def canonical_text(value: Any) -> str:
    """Sorted keys, no spaces, unescaped Unicode: the text of json.dumps with those settings."""
    text = _text(value)
    if _checking and text != _plain(value):
        raise AssertionError("a state was changed in place after its canonical text was taken")
    return text


def canonical_json(value: Any) -> bytes:
    """Sorted keys, no spaces, UTF-8: byte-identical for equal JSON values."""
    return canonical_text(value).encode()


def fingerprint(value: Any) -> str:
    """sha256 of the canonical JSON, hex; two replays agree iff their fingerprints do."""
    return hashlib.sha256(canonical_json(value)).hexdigest()


def plain_json(value: Any) -> bytes:
    """The same bytes as `canonical_json`, worked out at once without remembering any part:
    for a value read once (a stored snapshot checked before use), many times faster than
    taking it apart."""
    return _plain(value).encode()


def plain_fingerprint(value: Any) -> str:
    """`fingerprint` of a value read once (see `plain_json`)."""
    return hashlib.sha256(plain_json(value)).hexdigest()
