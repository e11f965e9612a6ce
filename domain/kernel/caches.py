"""Every in-process cache of the project, declared in one table (caches.toml beside this module,
read here): its name, what makes it, what it is keyed by, its bound in bytes, how an entry is
weighed and what makes an entry stale.

A cache is kept only where its cause cannot be removed and a bench figure says it pays; the
figures, and the caches removed because they saved next to nothing, are listed in
docs/dev/performance.md ("Caches"). A cache is made by name here (`bounded`, `memo`), so its
bound lives in the table and nowhere else; tests/test_caches_registry.py finds every cache in
domain/, journal/, web/ and reports/ and checks that each is declared and listed in the notes.

It lives in the kernel, which imports nothing from the journal, so the kernel's own caches
(fingerprints, hidden piles, drawings) are declared with the others.
"""
from __future__ import annotations

import functools
import threading
import tomllib
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable
from . import json_text

KB, MB = 1024, 1024 * 1024


@dataclass(frozen=True)
class Cache:
    """One cache: `where` makes it (modules, comma-separated), by `key`, at most `bound` bytes
    (entries weighed as `weighed` says; the newest entry is kept whatever it weighs);
    `invalidation` says why no entry goes stale or what drops it."""
    name: str
    where: str
    key: str
    bound: int
    weighed: str
    invalidation: str


def _bytes(text: str) -> int:
    """A bound as caches.toml writes it (a whole number, then MB or KB) as a number of bytes."""
    number, unit = text.split()
    return int(number) * {"KB": KB, "MB": MB}[unit]


def _declared(path: Path) -> dict[str, Cache]:
    return {name: Cache(name, row["where"], row["key"], _bytes(row["bound"]), row["weighed"], row["invalidation"])
            for name, row in tomllib.loads(path.read_text(encoding="utf-8")).items()}


DECLARED: dict[str, Cache] = _declared(Path(__file__).with_name("caches.toml"))


class Bounded:
    """Values by key, at most `limit` of weight besides the newest one; the least recently read
    entries are dropped first."""

    def __init__(self, limit: int):
        self.limit, self.size = limit, 0
        self._found: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key):
        with self._lock:
            found = self._found.get(key)
            if found is not None:
                self._found.move_to_end(key)
            return found[0] if found else None

    def newest(self):
        """The value read or kept last (None when nothing is kept)."""
        with self._lock:
            if not self._found:
                return None
            return next(reversed(self._found.values()))[0]

    def put(self, key, value, weight: int = 1, replace: bool = False):
        """Keep `value` (with `replace` it takes the place of one kept under `key`, which
        otherwise stays); `value` is returned."""
        with self._lock:
            if replace:
                self._drop(key)
            if key not in self._found:
                self._found[key] = (value, weight)
                self.size += weight
            self._found.move_to_end(key)
            while self.size > self.limit and len(self._found) > 1:
                _, (_, dropped) = self._found.popitem(last=False)
                self.size -= dropped
        return value

    def drop(self, key) -> None:
        with self._lock:
            self._drop(key)

    def clear(self) -> None:
        with self._lock:
            self._found.clear()
            self.size = 0

    def __len__(self) -> int:
        return len(self._found)

    def _drop(self, key) -> None:
        old = self._found.pop(key, None)
        if old is not None:
            self.size -= old[1]


def bound(name: str) -> int:
    """The declared bound of the cache `name`, in bytes (KeyError when it is not declared)."""
    return DECLARED[name].bound


def bounded(name: str) -> Bounded:
    """A new cache `name`, bounded as declared."""
    return Bounded(bound(name))


def json_bytes(value: Any) -> int:
    """A JSON-plain value weighed as its JSON text."""
    return json_text.weight(value)


def memo(name: str, weigh: Callable[[Any], int] = json_bytes):
    """`function` remembered by its (hashable) arguments in the cache `name`, each result
    weighed by `weigh`."""
    def remembering(function):
        kept = bounded(name)

        @functools.wraps(function)
        def remembered(*args):
            found = kept.get(args)
            if found is None:
                found = function(*args)
                kept.put(args, found, weigh(found))
            return found
        remembered.kept = kept
        return remembered
    return remembering
