"""Values kept by a process as their JSON bytes, compressed, read back when asked for.

The secret vault and the log's openings of a long campaign hold thousands of sealed values
(a shuffle's every die): parsed, they took some four times their stored bytes, and a site
process kept every campaign's. A fold asks for a few of them at a time, so they are kept as
bytes and parsed on each reading. The bytes are compressed (zlib at its fastest level): a
deck's order names the same cards again and again, so a long campaign's vault keeps a
fraction of its bytes, for a moment's work once when a process first reads it and a little
for each value read after (docs/dev/performance.md).
"""
from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Generic, TypeVar

from domain.kernel.canonical import plain_json

K = TypeVar("K")
V = TypeVar("V")
LEVEL = 1   # zlib's fastest: nearly all of what the slower levels save, at a fraction of the time


class Compact(Mapping, Generic[K, V]):
    """A read-only mapping of key -> value, each value kept as the compressed bytes of
    `to_json(value)` and made again with `from_json(parsed)`."""

    def __init__(self, from_json: Callable[[Any], V], to_json: Callable[[V], Any], raw: dict | None = None):
        self.from_json, self.to_json = from_json, to_json
        self._raw: dict[K, bytes] = raw if raw is not None else {}

    def with_values(self, items: Mapping[K, V] | Iterator[tuple[K, V]]) -> "Compact[K, V]":
        """A new mapping holding these values too (they win over the ones held)."""
        pairs = items.items() if isinstance(items, Mapping) else items
        return Compact(self.from_json, self.to_json,
                       {**self._raw, **{key: zlib.compress(plain_json(self.to_json(value)), LEVEL)
                                         for key, value in pairs}})

    def merged(self, other: "Compact[K, V]") -> "Compact[K, V]":
        """This mapping with the other's values over it (no value parsed)."""
        return Compact(self.from_json, self.to_json, {**self._raw, **other._raw})

    def __getitem__(self, key: K) -> V:
        return self.from_json(json.loads(zlib.decompress(self._raw[key])))

    def __contains__(self, key: object) -> bool:
        return key in self._raw

    def __iter__(self) -> Iterator[K]:
        return iter(self._raw)

    def __len__(self) -> int:
        return len(self._raw)

    def kept_bytes(self) -> int:
        """What the values take as kept (their compressed bytes)."""
        return sum(map(len, self._raw.values()))
