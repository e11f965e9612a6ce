"""Secrets in an append-only, hash-chained log: a sealed value is replaced by its commitment.

The log holds `{"sealed": commitment}` where the secret was, commitment = sha256(salt +
canonical JSON of the value); the value and its salt live beside the log, read only by
their audience. A later event opens it (value and salt in the clear), and anyone can check
the opening against the commitment the log has held since: so the chain, `verify` and an
export without the secrets still prove that nothing was changed once revealed.

Values are named by JSON Pointers into a document (an event's data, or its whole envelope).
Everything here is pure: the journal makes the salts and keeps the values.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from .json_text import canonical
from .changes import join_pointer, split_pointer

SEALED = "sealed"
HIDDEN = {SEALED: None}   # what a reader sees where a value recorded in the clear is withheld


@dataclass(frozen=True)
class Reveal:
    """An earlier sealed value an event makes public: the event at position `at`, the value at
    `pointer` in its data ("" for all of it, e.g. a hand chosen in secret)."""

    at: int
    pointer: str = ""


@dataclass(frozen=True)
class Opening:
    """A sealed value in the clear: where it was sealed, the value and its salt."""

    position: int
    pointer: str
    value: Any
    salt: str

    def matches(self, sealed: str) -> bool:
        return commitment(self.value, self.salt) == sealed

    def to_json(self) -> dict:
        return {"position": self.position, "pointer": self.pointer, "value": self.value, "salt": self.salt}

    @classmethod
    def from_json(cls, data: Mapping) -> "Opening":
        return cls(data["position"], data["pointer"], data["value"], data["salt"])


def commitment(value: Any, salt: str) -> str:
    """sha256(salt bytes + canonical JSON of the value), hex (the bytes worked out at once: a
    sealed value is committed to, or checked, once)."""
    return hashlib.sha256(bytes.fromhex(salt) + canonical(value)).hexdigest()


def placeholder(sealed: str | None) -> dict:
    return {SEALED: sealed}


def is_placeholder(value: Any) -> bool:
    return isinstance(value, dict) and len(value) == 1 and SEALED in value


def exists(document: Any, pointer: str) -> bool:
    node = document
    for part in split_pointer(pointer):
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return False
    return True


def get(document: Any, pointer: str) -> Any:
    node = document
    for part in split_pointer(pointer):
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def put(document: Any, pointer: str, value: Any) -> Any:
    """A copy of `document` with `value` at `pointer`; only the containers on the path are copied."""
    parts = split_pointer(pointer)
    if not parts:
        return value
    head, rest = parts[0], join_pointer(parts[1:])
    if isinstance(document, list):
        index = int(head)
        return [*document[:index], put(document[index], rest, value), *document[index + 1:]]
    return {**document, head: put(document[head], rest, value)}


def present(document: Any, pointers: Iterable[str]) -> list[str]:
    """The pointers that name a value in `document`, outermost first (a pointer inside another
    sealed one is sealed within it)."""
    found = [p for p in dict.fromkeys(pointers) if exists(document, p)]
    return sorted(found, key=lambda p: len(split_pointer(p)))


def seal(document: Any, pointers: Iterable[str], salts: Mapping[str, str]) -> tuple[Any, dict[str, Any]]:
    """(the document with each pointed value replaced by its placeholder, pointer -> value).

    `salts` gives each pointer its salt (the journal makes them). Inner pointers are sealed
    before outer ones, so an outer secret holds the inner placeholders and each value is
    stored once."""
    values = {}
    for pointer in reversed(present(document, pointers)):
        values[pointer] = get(document, pointer)
        document = put(document, pointer, placeholder(commitment(values[pointer], salts[pointer])))
    return document, values


def withhold(document: Any, pointers: Iterable[str]) -> Any:
    """The document with the pointed values hidden from a reader (placeholders without a
    commitment: a value recorded in the clear before it was sealed)."""
    for pointer in reversed(present(document, pointers)):
        if not is_placeholder(get(document, pointer)):
            document = put(document, pointer, dict(HIDDEN))
    return document


def unseal(document: Any, values: Mapping[str, Any]) -> Any:
    """The document with sealed values put back where their placeholders are, outermost first."""
    for pointer in sorted(values, key=lambda p: len(split_pointer(p))):
        if exists(document, pointer) and is_placeholder(get(document, pointer)):
            document = put(document, pointer, values[pointer])
    return document


def placeholders(document: Any, prefix: str = "") -> list[tuple[str, str | None]]:
    """(pointer, commitment) of every placeholder in a document, depth first (a pointer is
    spelled out only for a placeholder found: a sealed deck holds hundreds of plain values)."""
    found: list[tuple[tuple, str | None]] = []
    _placeholders(document, (), found)
    return [(prefix + join_pointer(path), sealed) for path, sealed in found]


def _placeholders(document: Any, path: tuple, found: list) -> None:
    if isinstance(document, dict):
        if len(document) == 1 and SEALED in document:
            found.append((path, document[SEALED]))
            return
        for key, value in document.items():
            if isinstance(value, (dict, list)):
                _placeholders(value, (*path, key), found)
    elif isinstance(document, list):
        for index, value in enumerate(document):
            if isinstance(value, (dict, list)):
                _placeholders(value, (*path, index), found)
