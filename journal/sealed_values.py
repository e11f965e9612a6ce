"""A store's sealed values: the secret vault beside each campaign, and what its log has opened.

Folding a campaign needs both: the vault holds what was sealed when it was recorded; a copy
imported without the vault (a member's export) folds as far as the log reveals.
"""
from __future__ import annotations

import threading
from uuid import UUID

from .application import Store
from .compact import Compact
from .revealing import Revealed
from .secrecy import Secret
from .secret_vault import SecretVault


class SealedValues:
    """One per Journal: the secret vault and what the log has opened, for every campaign of a
    store. The two merged are kept per campaign until either changes (a long campaign opens
    thousands of values, each checked against its commitment when it is taken in)."""

    def __init__(self, store: Store):
        self.store = store
        self.vault = SecretVault(store)
        self.revealed = Revealed(store)
        self._merged: dict[UUID, tuple[Compact, Compact, Compact[str, Secret]]] = {}
        self._lock = threading.Lock()

    def of(self, stream: UUID) -> Compact[str, Secret]:
        """commitment -> sealed value: the vault's, and any the log has opened that it lacks."""
        held = self.vault.contents(stream)
        extra = self.revealed.of(stream, held).secrets
        if not extra:
            return held
        with self._lock:
            known = self._merged.get(stream)
        # both are replaced, never changed, when something is added: the same objects, the same merge
        if known is not None and known[0] is held and known[1] is extra:
            return known[2]
        merged = extra.merged(held)   # the vault's own win
        with self._lock:
            self._merged[stream] = (held, extra, merged)
        return merged

    def opened(self, stream: UUID) -> frozenset[tuple[int, str]]:
        """The (position, pointer) of every value the log has opened."""
        return self.revealed.of(stream, self.vault.contents(stream)).places
