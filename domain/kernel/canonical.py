"""Canonical JSON: the same value always gives the same bytes.

Sorted keys, no spaces, unescaped Unicode: json.dumps with those settings, worked out at once
(in C). Nothing is remembered: a state is fingerprinted by its parts (fingerprints.py), and
what is encoded here whole (commands, envelopes, anchors, cards, a snapshot's state) is
encoded once.
"""
from __future__ import annotations

import hashlib
import json
from typing import Any


def _plain(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def canonical_json(value: Any) -> bytes:
    """Sorted keys, no spaces, UTF-8: byte-identical for equal JSON values."""
    return _plain(value).encode()


def plain_json(value: Any) -> bytes:
    """The same bytes as `canonical_json` (the name its readers of stored values use)."""
    return _plain(value).encode()


def plain_fingerprint(value: Any) -> str:
    """sha256 of the canonical JSON, hex: a version 1 fingerprint (what logs recorded before
    fingerprints were taken by parts, fingerprints.py), and the check a snapshot row carries
    of the state it holds."""
    return hashlib.sha256(plain_json(value)).hexdigest()
