"""A store's sealed values: the secret vault beside each campaign, and what its log has opened.

Folding a campaign needs both: the vault holds what was sealed when it was recorded; a copy
imported without the vault (a member's export) folds as far as the log reveals.
"""
from __future__ import annotations

from uuid import UUID

from .application import Store
from .revealing import Revealed, as_secrets
from .secrecy import Secret
from .secret_vault import SecretVault


class SealedValues:
    """One per Journal: the secret vault and the openings of every campaign of a store."""

    def __init__(self, store: Store):
        self.store = store
        self.vault = SecretVault(store)
        self.revealed = Revealed(store)

    def of(self, stream: UUID) -> dict[str, Secret]:
        """commitment -> sealed value: the vault's, and any the log has opened."""
        held = self.vault.contents(stream)
        opened = as_secrets(self.revealed.of(stream).values())
        return {**opened, **held} if opened else held
