"""A store's sealed values: the secret vault beside each campaign, and what its log has opened.

Folding a campaign needs both: the vault holds what was sealed when it was recorded; a copy
imported without the vault (a member's export) folds as far as the log reveals.
"""
from __future__ import annotations

import threading
from uuid import UUID

from .application import Store
from .compact import Compact
from .revealing import Revealed, secret_pairs
from .secrecy import Secret
from .secret_vault import SecretVault, empty


class SealedValues:
    """One per Journal: the secret vault and the openings of every campaign of a store. The
    two merged are kept per campaign until either changes (a long campaign opens thousands
    of values, each checked against its commitment when it is taken in)."""

    def __init__(self, store: Store):
        self.store = store
        self.vault = SecretVault(store)
        self.revealed = Revealed(store)
        self._merged: dict[UUID, tuple[Compact, Compact, Compact[str, Secret]]] = {}
        self._lock = threading.Lock()

    def of(self, stream: UUID) -> Compact[str, Secret]:
        """commitment -> sealed value: the vault's, and any the log has opened."""
        held, openings = self.vault.contents(stream), self.revealed.of(stream)
        if not openings:
            return held
        with self._lock:
            known = self._merged.get(stream)
        # both are replaced, never changed, when something is added: the same objects, the same merge
        if known is not None and known[0] is held and known[1] is openings:
            return known[2]
        merged = empty().with_values(secret_pairs(openings.values())).merged(held)   # the vault's own win
        with self._lock:
            self._merged[stream] = (held, openings, merged)
        return merged
