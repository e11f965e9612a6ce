"""The latest state of each active campaign, kept so a command does not replay its campaign.

One cache per Journal, shared by threads. Another process may have appended meanwhile, so a
caller that must see the store as it is now asks for a `fresh` head, checked against the
store's position; a command decided on a stale head is decided again, and the store's
optimistic concurrency refuses the append of the slower of two writers.
"""
from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Callable
from uuid import UUID

from .application import Store
from .errors import CampaignNotFound
from .replay import Replayer, read_intact
from .sealing import Head


class Heads:
    """A least-recently-used cache of campaign heads (at most `size`)."""

    def __init__(self, store: Store, replayer: Replayer, ruleset_of: Callable[[UUID], object], size: int = 64):
        self.store, self.replayer, self.ruleset_of, self.size = store, replayer, ruleset_of, size
        self._heads: OrderedDict[UUID, Head] = OrderedDict()
        self._lock = threading.RLock()

    def latest(self, stream: UUID, fresh: bool = False) -> Head:
        """The cached head; with `fresh`, checked against the store (another process may have written).

        Other threads may evict or forget the entry at any moment, so the cache is only
        touched under the lock and an entry that vanished meanwhile is simply not renewed.
        """
        with self._lock:
            cached = self._heads.get(stream)
        last = self.store.head(stream) if fresh or cached is None else cached.position
        if cached is not None and cached.position == last:
            with self._lock:
                if self._heads.get(stream) is cached:
                    self._heads.move_to_end(stream)
            return cached
        if last == 0:
            raise CampaignNotFound(str(stream))
        state = self.replayer.state_at(stream, self.ruleset_of(stream), last)
        head = Head(state, read_intact(self.store, stream, after=last - 1, upto=last)[0]["hash"])
        self.remember(stream, head)
        return head

    def remember(self, stream: UUID, head: Head) -> None:
        """Keep the newest head: a slower thread never puts back an older one."""
        with self._lock:
            known = self._heads.get(stream)
            if known is None or known.position <= head.position:
                self._heads[stream] = head
            self._heads.move_to_end(stream)
            while len(self._heads) > self.size:
                self._heads.popitem(last=False)

    def forget(self, stream: UUID) -> None:
        with self._lock:
            self._heads.pop(stream, None)
