"""A process's cache bounded by weight: the least recently read entries are dropped once the
weights of those kept (their bytes, or 1 each) come to more than the limit.

Snapshot states, the states last read by position, the drawings a replay just showed, the
moves documents of recent heads and the digests of the states last fingerprinted are kept this
way: each is worth keeping a moment, none for long, and a long campaign's would otherwise grow
with it. (It lives in the kernel, which imports nothing from the journal, for the last of them:
journal/bounded.py hands it on.)"""
from __future__ import annotations

import threading
from collections import OrderedDict


class Bounded:
    """Values by key, at most `limit` of weight besides the newest one."""

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

    def put(self, key, value, weight: int = 1):
        """Keep `value` (the one kept already under `key` stays); `value` is returned."""
        with self._lock:
            if key not in self._found:
                self._found[key] = (value, weight)
                self.size += weight
            while self.size > self.limit and len(self._found) > 1:
                _, (_, dropped) = self._found.popitem(last=False)
                self.size -= dropped
        return value
