"""JSON, read and written in one place, in the few forms the project uses.

orjson (when installed: the rules need only the standard library) reads and writes wherever what it gives is what is wanted; the standard library's json
where orjson refuses (an integer wider than 64 bits, a lone surrogate, NaN, a key that is not a
string) and where a form was first written by json and is kept byte for byte: what hashes,
fingerprints, digests and checks are taken of (json and orjson write some floats differently,
"1e+16" and "1e16"), and the one-line form stored beside the events in rows written before.

- `canonical(value)`: sorted keys, no spaces, UTF-8 bytes: what hashes and fingerprints read
  (`canonical_text`: the same as text); `stored_form(value)`: the value as the log holds it.
- `compact(value)`: no spaces, keys in their order, text.
- `spaced(value)`: json's own separators (", " and ": "), as digests, checks and the command
  line's one-line answers have always been written.
- `pretty(value)`: indented, for people.
- `fast(value)`: bytes for an answer, by orjson (json when orjson refuses).
- `loads(data)`: any JSON text or bytes; `strict_loads(text)`: JSON as people typed it.
- `weight(value)`: how many bytes a value holds as compact JSON (a cache's estimate).
"""
from __future__ import annotations

import hashlib
import json
from json.encoder import c_make_encoder, encode_basestring
from typing import Any, Callable

from .nesting import MAX_DEPTH, TooDeep, parsed

try:   # optional: the rules run wherever Python and marshmallow do (docs/dev/architecture.md)
    import orjson
except ImportError:   # pragma: no cover - the project's own environments have it
    orjson = None

__all__ = ["DuplicateKey", "MAX_DEPTH", "TooDeep", "canonical", "canonical_text", "compact", "fast", "loads", "plain_fingerprint",
           "pretty", "problem", "spaced", "strict_loads", "weight"]


def _not_json(value: Any):
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


if c_make_encoder is not None:   # json's C encoder, made once (json.dumps makes one a call): the same text
    _encoder = c_make_encoder(None, _not_json, encode_basestring, None, ":", ",", True, False, True)

    def canonical_text(value: Any) -> str:
        """Sorted keys, no spaces, unescaped Unicode: what json.dumps writes with those settings."""
        return "".join(_encoder(value, 0))
else:   # pragma: no cover
    canonical_text = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode


def canonical(value: Any) -> bytes:
    """Sorted keys, no spaces, unescaped Unicode, UTF-8: byte-identical for equal JSON values."""
    return canonical_text(value).encode()


def plain_fingerprint(value: Any) -> str:
    """sha256 of the canonical JSON, hex: a version 1 fingerprint (what logs recorded before
    fingerprints were taken by parts, fingerprints.py), and the check a snapshot row carries
    of the state it holds."""
    return hashlib.sha256(canonical(value)).hexdigest()


def stored_form(value: Any) -> Any:
    """The value as the log holds it and gives it back: its canonical JSON read again (keys in
    sorted order, tuples as lists). A command is put in this form once, as the journal takes it."""
    return loads(canonical(value))


def compact(value: Any, sort_keys: bool = False) -> str:
    """No spaces, unescaped Unicode."""
    return json.dumps(value, sort_keys=sort_keys, separators=(",", ":"), ensure_ascii=False)


def spaced(value: Any, sort_keys: bool = False, ascii: bool = True, default: Callable | None = None) -> str:
    """json's own separators; non-ASCII escaped unless `ascii` is False."""
    return json.dumps(value, sort_keys=sort_keys, ensure_ascii=ascii, default=default)


def pretty(value: Any, indent: int = 2, sort_keys: bool = False) -> str:
    """Indented for people to read, unescaped Unicode."""
    return json.dumps(value, indent=indent, sort_keys=sort_keys, ensure_ascii=False)


def fast(value: Any, sort_keys: bool = False, default: Callable | None = None) -> bytes:
    """Compact UTF-8 bytes for an answer, written by orjson; by json what orjson refuses."""
    if orjson is not None:
        try:
            return orjson.dumps(value, default=default, option=orjson.OPT_SORT_KEYS if sort_keys else 0)
        except TypeError:   # a key that is not text, an integer wider than 64 bits
            pass
    return json.dumps(value, sort_keys=sort_keys, separators=(",", ":"), ensure_ascii=False, default=default).encode()


def weight(value: Any) -> int:
    """The bytes of the value as compact JSON (anything JSON cannot hold counted as its text)."""
    return len(fast(value, default=str))


_DIGITS = bytes(0x39 if 0x30 <= byte <= 0x39 else 0x20 for byte in range(256))   # a digit as "9", else a space
_WIDE = b"9" * 19   # nineteen digits in a row: a number orjson may read as a float (beyond 64 bits)


def _wide(data: str | bytes | bytearray | memoryview) -> bool:
    """Whether the text holds nineteen digits in a row (in a number, or in a string: json reads
    either right), found by translating the bytes rather than by a pattern."""
    raw = data.encode() if isinstance(data, str) else bytes(data)
    return _WIDE in raw.translate(_DIGITS)


def loads(data: str | bytes | bytearray | memoryview) -> Any:
    """The value a JSON text holds: read by orjson; by json a text with nineteen digits in a
    row (orjson reads an integer wider than 64 bits as a float, json as the integer it is) and
    what orjson refuses and json reads (an escaped lone surrogate), so what parses is what was
    written."""
    if orjson is not None and not _wide(data):
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError:
            pass
    return json.loads(data)


class DuplicateKey(ValueError):
    """The same key twice in one JSON object."""


def _object(pairs: list[tuple]) -> dict:
    found: dict = {}
    for key, value in pairs:
        if key in found:
            raise DuplicateKey(f"the key {key!r} is given twice in one object")
        found[key] = value
    return found


def _strict(text: str | bytes):
    return json.loads(text, object_pairs_hook=_object)


def strict_loads(text: str | bytes):
    """JSON as people typed it: a key given twice is refused, never silently the last one, and
    so is JSON nested deeper than MAX_DEPTH levels (nesting.py): both are ValueErrors, like any
    other malformed JSON."""
    return parsed(_strict, text)


def problem(error: ValueError) -> str:
    """What is wrong with the text, to follow "the body is", "--setup is", "line 3 is"."""
    if isinstance(error, TooDeep):
        return str(error)
    return f"not valid JSON ({error})"
