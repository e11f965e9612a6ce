"""Fingerprints of states by their parts: a state's digest is worked out from its parts' digests.

A container's digest is sha256 of its body, and a body names the containers inside by their
digests (a Merkle tree): the canonical JSON of the container with every container in it that
holds a container taken out (0 in its place in a list), then `;` and each of those taken out as
its key (or index) and its digest. A container that holds no container stands in its parent's
JSON as it is. So a state that shares most of its parts with the one before (apply_changes
copies only the containers an event touched) is fingerprinted at the cost of the containers
that changed, whatever the state holds.

The digests of a state form a tree of `Digest`s beside it; the tree of the next state takes
each unchanged part's `Digest` from the tree before, the very object: it is found where the
part stands in the state before and used only when the part is the same object there. Nothing
is remembered by identity but the trees themselves, kept in one cache bounded by their bytes
(`RECENT`): the tree of the state a new one was made from is found there.

States are never changed in place once built (evolve returns new ones): that is what lets a
part keep its digest. `check_shared(True)` checks every digest taken from a tree before against
a fresh encoding of its part (the test suite does), so a state changed in place fails the test
that did it.

Two versions of fingerprints are in stored logs: version 1 (64 hex digits, what every log held
before) is sha256 of the whole canonical JSON (`canonical.plain_fingerprint`, worked out at
once when a recorded one is compared); version 2 ("v2:" and 64 hex digits) is the root digest
here, what new envelopes carry. `fingerprint_as` gives a state's fingerprint in the version of
a recorded one.

A state may name a big container it never changes (a card catalog) by a reference instead of
holding it: a string registered in `NAMED` with the container's Digest (kernel/catalogs.py).
Wherever such a string stands as a value, the container's digest stands in its parent's body,
as it did when the state held the container itself, and a fingerprint of version 1 is taken of
the state with the container put back (`expanded`). So a state's fingerprint is the same
whether it holds the container or its reference.
"""
from __future__ import annotations

import hashlib
import sys
from json.encoder import encode_basestring
from typing import Any

from .caches import bounded
from .json_text import plain_fingerprint
from . import json_text

PREFIX = "v2:"
STATE_BYTES = 3 * 1024 * 1024   # an estimate of a long campaign's state parsed, for a state not fingerprinted
NODE_BYTES = 200                  # an estimate of a Digest with its parts and its hex digest, besides its container
_SCALAR_SET = frozenset((str, int, float, bool, type(None)))
_TEXT = frozenset((str,))
RECENT = bounded("fingerprint-trees")   # id(state) -> the Digest of that state (holding it, so the id stays its)
NAMED: dict[str, "Digest"] = {}   # a reference -> the Digest of the container it stands for (kernel/catalogs.py)
_checking = False


class Digest:
    """The digest of one value of a state, and the digests of the containers inside it.

    `parts` mirrors the value's containers (a dict by key, a list by index; None when it holds
    none); `size` is an estimate of the bytes the tree and the containers it holds take;
    `check` is the sha256 of the value's canonical JSON, taken only while checking."""

    __slots__ = ("value", "hex", "parts", "size", "check")

    def __init__(self, value: Any, hex_: str, parts, size: int, check: bytes | None):
        self.value, self.hex, self.parts, self.size, self.check = value, hex_, parts, size, check

    @property
    def fingerprint(self) -> str:
        return PREFIX + self.hex


def check_shared(on: bool) -> bool:
    """Check every digest taken from an earlier tree against a fresh encoding of its part (slow;
    catches a state changed in place). Returns the previous setting."""
    global _checking
    previous, _checking = _checking, on
    return previous


_plain = json_text.canonical_text   # the canonical JSON, as text


def _sealed(value: Any) -> bytes:
    return hashlib.sha256(_plain(value).encode()).digest()


def _reused(node: "Digest") -> "Digest":
    """A digest from an earlier tree, checked against its part when checking."""
    if _checking and node.check is not None and _sealed(node.value) != node.check:
        raise AssertionError("a state was changed in place after its fingerprint was taken")
    return node


def _made(value: Any, body: str, parts, below: int) -> "Digest":
    encoded = body.encode()
    return Digest(value, hashlib.sha256(encoded).hexdigest(), parts,
                  sys.getsizeof(value) + len(encoded) + NODE_BYTES + below, _sealed(value) if _checking else None)


def _leaf(value: Any) -> bool:
    """Whether a dict or list holds no container (it is written inline, as its JSON)."""
    if type(value) is dict:
        return set(map(type, value)) <= _TEXT and _scalars(value.values())
    return _scalars(value)


def _scalars(values) -> bool:
    """Whether `values` are scalars, none of them a reference standing for a container."""
    return set(map(type, values)) <= _SCALAR_SET and (not NAMED or NAMED.keys().isdisjoint(values))


def name(reference: str, node: "Digest") -> "Digest | None":
    """Let `reference` stand for the value `node` is the Digest of in every state from now on;
    the Digest it stands for, or None when the value is written inline in its parent's JSON (a
    scalar, a container holding only scalars), where no digest stands for it. A reference is
    named once: a second naming keeps the first."""
    if type(node.value) not in (dict, list) or _leaf(node.value):
        return None
    return NAMED.setdefault(reference, node)


def expanded(value: Any) -> Any:
    """`value` with every reference replaced by the container it stands for (what a fingerprint
    of version 1 is taken of); `value` itself when it holds none."""
    kind = type(value)
    if kind is str:
        node = NAMED.get(value)
        return value if node is None else node.value
    if kind is dict:
        items = {key: expanded(item) for key, item in value.items()}
        return value if all(items[key] is item for key, item in value.items()) else items
    if kind is list or kind is tuple:
        items = [expanded(item) for item in value]
        return value if all(new is old for new, old in zip(items, value)) else items
    return value


def _part(value: Any, before: "Digest | None") -> "Digest | None":
    """The Digest of a container that holds a container (from `before` when it was taken of it);
    None for a scalar or a container holding none (written inline)."""
    kind = type(value)
    if kind in _SCALAR_SET:
        named = NAMED.get(value) if kind is str and NAMED else None
        return None if named is None else _reused(named)
    if before is not None and before.value is value:
        return _reused(before)
    if kind is list:
        return None if _scalars(value) else _list(value, before)
    if kind is dict and set(map(type, value)) <= _TEXT:
        return None if _scalars(value.values()) else _dict(value, before)
    value = json_text.loads(_plain(value))   # a tuple, a subclass, keys not text: as its JSON reads back
    return None if type(value) in _SCALAR_SET or _leaf(value) else digest(value)


def _dict(value: dict, before: "Digest | None") -> "Digest":
    """Its body: the JSON of its scalars and inline containers, `;`, then `key:digest` for each
    other container, by key."""
    if not set(map(type, value)) <= _TEXT:   # keys JSON writes as text: as its JSON reads back
        return digest(json_text.loads(_plain(value)))
    earlier = before.parts if before is not None and type(before.value) is dict and before.parts else {}
    inline, parts, below = {}, {}, 0
    for key, item in value.items():
        node = _part(item, earlier.get(key))
        if node is None:
            inline[key] = item
        else:
            parts[key], below = node, below + node.size
    listed = ",".join([encode_basestring(key) + ":" + parts[key].hex for key in sorted(parts)])
    return _made(value, _plain(inline) + ";" + listed, parts or None, below)


def _list(value: list, before: "Digest | None") -> "Digest":
    """Its body: the JSON of the list with 0 for each container that holds a container, `;`,
    then `index:digest` for each of those."""
    earlier = before.parts if before is not None and type(before.value) is list and before.parts else {}
    moved = None   # the earlier parts by their value's identity, when one is not where it stood
    inline, parts, below = list(value), {}, 0
    for index, item in enumerate(value):
        if type(item) in _SCALAR_SET and not (type(item) is str and item in NAMED):
            continue
        found = earlier.get(index)
        if earlier and (found is None or found.value is not item):
            if moved is None:
                moved = {id(node.value): node for node in earlier.values()}
            found = moved.get(id(item))
        node = _part(item, found)
        if node is not None:
            inline[index], parts[index], below = 0, node, below + node.size
    listed = ",".join([f"{index}:{node.hex}" for index, node in parts.items()])
    return _made(value, _plain(inline) + ";" + listed, parts or None, below)


def digest(value: Any, before: "Digest | None" = None) -> Digest:
    """The Digest of `value`, taking the digest of every part of it that is a part of the value
    `before` was taken of (the same object where it stood there) from `before`'s tree."""
    if before is not None and before.value is value:
        return _reused(before)
    kind = type(value)
    if kind is str and value in NAMED:
        return _reused(NAMED[value])
    if kind in _SCALAR_SET or ((kind is dict or kind is list) and _leaf(value)):
        return _made(value, _plain(value), None, 0)
    if kind is dict:
        return _dict(value, before)
    if kind is list:
        return _list(value, before)
    return digest(json_text.loads(_plain(value)))


def tree(value: Any, before: Any = None) -> Digest:
    """The Digest of a state, kept in `RECENT`: worked out from the tree of `before` (the state
    it was made from) when that is kept, else from the tree kept last."""
    known = RECENT.get(id(value))
    if known is not None and known.value is value:
        return _reused(known)
    earlier = RECENT.get(id(before)) if before is not None else None
    if earlier is None or earlier.value is not before:
        earlier = RECENT.newest()
    found = digest(value, earlier)
    return RECENT.put(id(value), found, found.size)


def sharing(value: Any, reference: Any) -> Any:
    """`value` with each part that equals the part standing at the same place in `reference`
    replaced by that very part: a state read back from stored text shares what it has in common
    with a state fingerprinted before, so its fingerprint by parts costs only what differs (the
    comparisons run in C). Whoever trusts the result must fingerprint the result itself, as
    `tree` does: a part of `reference` equal to a part of `value` by `==` is equal as JSON but
    for `1 == 1.0 == True`, so only the shared value's own fingerprint says what it is."""
    if value is reference or type(value) is not type(reference):
        return value
    if value == reference:
        return reference
    if type(value) is dict:
        return {key: sharing(item, reference.get(key)) for key, item in value.items()}
    if type(value) is list:
        return [sharing(item, reference[index]) if index < len(reference) else item
                for index, item in enumerate(value)]
    return value


def fingerprint(value: Any, before: Any = None) -> str:
    """The fingerprint of a state (version 2): equal for states equal as JSON, whatever shares
    what; `before` is the state it was made from, when the caller knows it."""
    return tree(value, before).fingerprint


def fingerprint_as(value: Any, recorded: Any, before: Any = None) -> str:
    """The fingerprint of `value` in the version `recorded` is written in (what a log recorded
    earlier is compared with what its replay gives)."""
    if isinstance(recorded, str) and recorded.startswith(PREFIX):
        return fingerprint(value, before)
    return plain_fingerprint(expanded(value) if NAMED else value)


def has_fingerprint(value: Any, recorded: Any, before: Any = None) -> bool:
    """Whether `value` is the state a recorded fingerprint (of either version) was taken of."""
    return fingerprint_as(value, recorded, before) == recorded


def weight(state: Any) -> int:
    """What a state weighs in a cache that holds it: its digest tree's estimated bytes when it
    has been fingerprinted, else STATE_BYTES (weighing it would cost a fingerprint)."""
    known = RECENT.get(id(state))
    return known.size if known is not None and known.value is state else STATE_BYTES
