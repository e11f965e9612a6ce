"""Envelopes: every stored event's facts, sealed into a hash chain.

hash = sha256(previous hash + canonical JSON of the envelope without its hash).
The stored bytes are the canonical JSON of the whole envelope, so any change to any
stored byte, a removed event or a reordering breaks the chain at that position.
"""
from __future__ import annotations

import hashlib
import json

import orjson

from domain.kernel.canonical import plain_json

GENESIS = "0" * 64
FIELDS = ("position", "cmd", "type", "version", "data", "ruleset", "actor", "recorded_at", "source",
          "retracts", "rolls", "commitment", "command", "state", "prev", "hash")
# present only when they say something (journal/envelopes/secrecy.py): the seat acted for, who may
# read the event when not everyone, and the values sealed out of it
OPTIONAL = ("seat", "audience", "sealed")


def has_fields(envelope) -> bool:
    """Every field, and none but the optional ones besides."""
    return isinstance(envelope, dict) and set(FIELDS) <= set(envelope) <= set(FIELDS) | set(OPTIONAL)


def digest(envelope: dict) -> str:
    """The hash an envelope must carry, given its own `prev` (its canonical bytes are worked
    out at once: an envelope is hashed once, nothing is gained by remembering its parts)."""
    body = {key: value for key, value in envelope.items() if key != "hash"}
    return hashlib.sha256(envelope["prev"].encode() + plain_json(body)).hexdigest()


def seal(envelope: dict, prev: str) -> dict:
    """The envelope chained to `prev`, with its hash."""
    sealed = {**envelope, "prev": prev}
    sealed["hash"] = digest(sealed)
    return sealed


def encode(envelope: dict) -> bytes:
    return plain_json(envelope)


def decode(data: bytes) -> dict:
    """The stored bytes parsed: by orjson, which reads a page of events in a fraction of json's
    time (every page and every fold reads events); by json what orjson refuses and json reads (an
    integer wider than 64 bits, an escaped lone surrogate), so what parses is what parsed."""
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError:
        return json.loads(data)


def parsed(state) -> dict | None:
    """A stored row's bytes (or text) parsed, when they hold a JSON object; else None."""
    try:
        found = decode(state if isinstance(state, (bytes, str)) else bytes(state))
    except (ValueError, TypeError):
        return None
    return found if isinstance(found, dict) else None


def check(data: bytes, kind: str, position: int, prev: str | None = None,
          canonical: bool = True) -> tuple[dict | None, str | None]:
    """(envelope, None) when the stored bytes are intact, else (None, the problem).

    Without `prev` the event is checked on its own (a reader folding a few events);
    with it, also its link to the event before (an audit of the whole chain). Readers
    skip the canonical-form check: the hash already covers every value they use."""
    try:
        envelope = decode(data)
    except (ValueError, UnicodeDecodeError):
        return None, "stored bytes are not valid JSON"
    if not has_fields(envelope):
        return None, "envelope fields were changed"
    if canonical and encode(envelope) != data:
        return None, "stored bytes are not in canonical form (edited by hand?)"
    if envelope["position"] != position:
        return None, f"event claims position {envelope['position']} (reordered or removed events)"
    if envelope["type"] != kind:
        return None, f"stored kind {kind!r} differs from the event's type {envelope['type']!r}"
    if prev is not None and envelope["prev"] != prev:
        return None, "chain broken: previous hash does not match (an earlier event was changed or removed)"
    if not isinstance(envelope["prev"], str) or not isinstance(envelope["hash"], str):
        return None, "envelope fields were changed"
    if not _hashes_to_its_hash(data, envelope):
        return None, "hash does not match the event's content (content was changed)"
    return envelope, None


def _hashes_to_its_hash(data: bytes, envelope: dict) -> bool:
    """Whether the envelope carries the hash of its content. The stored bytes with their hash
    field cut out (as the canonical form writes it) are the bytes that were hashed when the
    event was sealed, if nothing was changed: hashing them needs no encoding again (a large
    event took a quarter of a millisecond to encode, and every page reads forty). Bytes that
    are not in that form are encoded again and checked the long way."""
    field = b',"hash":"' + envelope["hash"].encode() + b'"'
    at = data.find(field)
    if at >= 0:
        body = data[:at] + data[at + len(field):]
        if hashlib.sha256(envelope["prev"].encode() + body).hexdigest() == envelope["hash"]:
            return True
    return digest(envelope) == envelope["hash"]
