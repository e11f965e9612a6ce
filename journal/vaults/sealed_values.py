"""A store's sealed values: the secret vault beside each campaign, and what its log has opened.

Folding a campaign needs both: the vault holds what was sealed when it was recorded; a copy
imported without the vault (a member's export) folds as far as the log reveals.
"""
from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Mapping
from uuid import UUID

from ..store.application import Store
from .compact import Compact
from .revealing import Revealed
from ..envelopes.secrecy import Secret
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

    def between(self, stream: UUID, first: int, last: int) -> Mapping[str, Secret]:
        """What `of` holds, for folding the events at positions `first`..`last`: in a process
        that has not read the campaign's vault, the values sealed there, found by position
        (a fresh process reading one position need not read every sealed value of a long
        campaign). A value asked for but not found there (opened only by the log, or an entry
        out of order) is looked up in `of`."""
        if self.vault.held(stream):
            return self.of(stream)
        found = self.vault.between(stream, first, last)
        return ByPosition(found, lambda: self.of(stream)) if found is not None else self.of(stream)

    def opened(self, stream: UUID) -> frozenset[tuple[int, str]]:
        """The (position, pointer) of every value the log has opened."""
        return self.revealed.of(stream, self.vault.contents(stream)).places


class ByPosition(Mapping):
    """Sealed values found by position, with the whole (read only when asked for a value not
    found) behind them: what one asks for is what `SealedValues.of` answers."""

    def __init__(self, found: dict[str, Secret], whole: Callable[[], Mapping[str, Secret]]):
        self.found, self._whole, self._read = found, whole, None

    def whole(self) -> Mapping[str, Secret]:
        if self._read is None:
            self._read = self._whole()
        return self._read

    def __getitem__(self, commitment: str) -> Secret:
        found = self.found.get(commitment)
        return found if found is not None else self.whole()[commitment]

    def __contains__(self, commitment: object) -> bool:
        return commitment in self.found or commitment in self.whole()

    def __iter__(self) -> Iterator[str]:
        return iter(self.whole())

    def __len__(self) -> int:
        return len(self.whole())

    def __bool__(self) -> bool:
        return bool(self.found) or bool(self.whole())
