"""The latest state of each active campaign, kept so a command does not replay its campaign.

One cache per Journal, shared by threads. Another process may have appended meanwhile, so a
caller that must see the store as it is now asks for a `fresh` head, checked against the
store's position; a command decided on a stale head is decided again, and the store's
optimistic concurrency refuses the append of the slower of two writers.
"""
from __future__ import annotations

import threading
from typing import Callable
from uuid import UUID

from domain.kernel.caches import bounded
from domain.kernel.fingerprints import tree

from ..store.application import Store
from ..errors import CampaignNotFound
from ..history.replay import Replayer, read_intact
from ..vaults.sealing import Head


class Heads:
    """A least-recently-used cache of campaign heads, bounded by their states' bytes (the
    registry's "campaign-heads")."""

    def __init__(self, store: Store, replayer: Replayer, ruleset_of: Callable[[UUID], object]):
        self.store, self.replayer, self.ruleset_of = store, replayer, ruleset_of
        self.kept = bounded("campaign-heads")
        self._lock = threading.RLock()

    def latest(self, stream: UUID, fresh: bool = False) -> Head:
        """The cached head; with `fresh`, checked against the store (another process may have written).

        Other threads may evict or forget the entry at any moment, so the cache is only
        touched under the lock and an entry that vanished meanwhile is simply not renewed.
        """
        with self._lock:
            cached = self.kept.get(stream)
        last = self.store.head(stream) if fresh or cached is None else cached.position
        if cached is not None and cached.position == last:
            return cached
        if last == 0:
            raise CampaignNotFound(str(stream))
        state = self.replayer.state_at(stream, self.ruleset_of(stream), last)
        head = Head(state, read_intact(self.store, stream, after=last - 1, upto=last)[0]["hash"])
        self.remember(stream, head)
        return head

    def remember(self, stream: UUID, head: Head) -> None:
        """Keep the newest head: a slower thread never puts back an older one. A head is weighed
        by its state's digest tree, worked out here when a replay made the state (the next
        command's fingerprints start from it)."""
        weight = tree(head.state).size
        with self._lock:
            known = self.kept.get(stream)
            if known is None or known.position <= head.position:
                self.kept.put(stream, head, weight, replace=True)

    def forget(self, stream: UUID) -> None:
        with self._lock:
            self.kept.drop(stream)
