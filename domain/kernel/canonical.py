"""Canonical JSON and fingerprints: the same state always gives the same bytes."""
import hashlib
import json
from typing import Any


def canonical_json(value: Any) -> bytes:
    """Sorted keys, no spaces, UTF-8: byte-identical for equal JSON values."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def fingerprint(value: Any) -> str:
    """sha256 of the canonical JSON, hex; two replays agree iff their fingerprints do."""
    return hashlib.sha256(canonical_json(value)).hexdigest()
