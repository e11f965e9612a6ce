"""Every in-process cache of the project, declared here: its name, what it is keyed by, its bound
in bytes, how an entry is weighed and what makes an entry stale.

A cache is kept only where its cause cannot be removed and a bench figure says it pays; the
figures, and the caches removed because they saved next to nothing, are listed in
docs/dev/performance.md ("Caches"). A cache is made by name (`bounded`, `memo`), so its bound
lives here and nowhere else; tests/test_caches_registry.py finds every cache in domain/,
journal/, web/ and reports/ and checks that each is declared here and listed in that table.

It lives in the kernel, which imports nothing from the journal, so the kernel's own caches
(fingerprints, hidden piles, drawings) are declared with the others.
"""
from __future__ import annotations

import functools
import json
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any, Callable

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


DECLARED: dict[str, Cache] = {cache.name: cache for cache in (
    Cache("fingerprint-trees", "domain/kernel/fingerprints.py", "id(state), the state held", 16 * MB,
          "a digest tree's estimated bytes with the containers it holds",
          "none: a state is never changed in place; least recently read dropped"),
    Cache("sorted-piles", "domain/kernel/hidden.py", "id(pile), the pile held", 320 * KB,
          "two references per card", "none: a pile is never changed in place; oldest dropped"),
    Cache("redacted-states", "domain/kernel/hidden.py", "(id(state), the sight that matters), per ruleset",
          8 * MB, "the state's digest tree's bytes",
          "none: a state is never changed in place; least recently read dropped"),
    Cache("sheet-drawings", "domain/rulesets/sixwinters/campaign/cards.py",
          "the arguments' identities, then their bytes",
          512 * KB, "the drawing's text and its key", "none: drawing is pure; least recently read dropped"),
    Cache("command-schemas", "journal/commands.py", "a command's schema class", 2 * MB,
          "an estimate per schema instance", "none: a schema is only read (load)"),
    Cache("builtin-catalogs", "domain/rulesets/*/catalog/builtin.py", "(ruleset, edition)", 4 * MB,
          "its JSON text", "none: files of the installed package"),
    Cache("token-table", "domain/rulesets/sixwinters/catalog/importing/markup.py", "none (one table)",
          256 * KB, "its JSON text", "none: a file of the installed package"),
    Cache("openapi-documents", "web/openapi.py", "(base address, the rulesets installed)", 4 * MB,
          "its JSON text", "none: a new ruleset installed makes a new key"),
    Cache("chronicle-environment", "reports/chronicle.py", "none (one environment)", 1 * MB,
          "an estimate", "none: templates of the installed package"),
    Cache("snapshot-states", "journal/snapshots.py", "(stream, ruleset, position)", 256 * KB,
          "the stored JSON's length", "none: the state after a stored position never changes"),
    Cache("replay-states", "journal/replay.py", "(stream, ruleset, position)", 12 * MB,
          "the state's digest tree's bytes", "none: the state after a stored position never changes"),
    Cache("campaign-heads", "journal/heads.py", "stream", 32 * MB, "the state's digest tree's bytes",
          "checked against the store's head when asked `fresh`; a newer head replaces an older"),
    Cache("told-sentences", "journal/telling.py", "(stream, position, sight) and undo labels by head", 2 * MB,
          "the text's length and an estimate per entry", "none: a sentence is a function of the log up to it"),
    Cache("moves-documents", "journal/service.py", "(stream, head position, viewer, bindings)", 1 * MB,
          "its JSON text", "none: keyed by the head position"),
    Cache("jump-marks", "journal/service.py", "(stream, marks version, head position)", 256 * KB,
          "the rows' values and an estimate per row", "none: keyed by the head position"),
    Cache("shown-steps", "web/shown_steps.py", "(campaign, sight, position)", 1 * MB,
          "the drawings' text and the views' digests", "none: a drawn position never changes"),
    Cache("chronicle-books", "reports/jobs.py, web/chronicle.py", "the job", 64 * MB, "the PDF's bytes",
          "dropped after keep_seconds; the oldest beyond the bound"),
)}


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
    return len(json.dumps(value, separators=(",", ":"), default=str))


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
