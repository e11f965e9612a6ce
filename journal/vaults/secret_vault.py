"""The secret vault: sealed values beside the campaign stream, found by their commitment.

An entry holds the secrets of one command (value, salt, where it was sealed, who may read
it). It is written in the transaction of the command's events (writing.py): a command that is
refused or loses a race leaves no entry. A value is looked up by the commitment its
placeholder carries, so a value or salt changed in the vault is simply not found: the event
then reads as sealed, and `journal verify` names it.

Entries are made in the order of the positions they seal (a command's before its events, an
import's sorted by position), so the values a few positions need are found by position
(`between`): a fresh process folding a state from a snapshot reads the entries of the
events it folds, not the whole vault. That order is what the search relies on, not what
makes it right: a value is still taken only by its commitment, and whoever finds one
missing asks the whole vault (sealed_values.py).
"""
from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from uuid import UUID

from domain.kernel.canonical import canonical_json

from ..store.application import Row
from .compact import Compact
from ..errors import ConflictError
from ..store.paged import paged
from ..envelopes.secrecy import Secret


RESTORED_PER_ENTRY = 50    # secrets in one vault entry of an import (a command's own are one entry)
READ_AT_ONCE = 16          # vault entries read by one query (a command's entry is small, an import's large)


class SecretVault:
    """One per Journal; caches each campaign's entries and reads only those written since."""

    def __init__(self, store):
        self.store = store
        self._cache: dict[UUID, tuple[int, Compact[str, Secret]]] = {}
        self._lock = threading.Lock()

    @staticmethod
    def entry(secrets: list[Secret]) -> list[bytes]:
        """The stored entry of one command's secrets ([] when it sealed none)."""
        return [canonical_json({"secrets": [secret.to_json() for secret in secrets]})] if secrets else []

    def keep(self, stream: UUID, secrets: list[Secret]) -> None:
        """Store secrets as a new entry of their own (numbers taken by another process are skipped)."""
        if not secrets:
            return
        data = self.entry(secrets)[0]
        for _ in range(20):
            number = self.store.secret_count(stream) + 1
            try:
                self.store.secret_put(stream, number, data)
                return
            except ConflictError:
                continue
        raise ConflictError(str(stream), None, None)

    def contents(self, stream: UUID) -> Compact[str, Secret]:
        """commitment -> secret for every readable entry of the campaign: the entries read
        before are kept (as bytes: compact.py), only those made since are read."""
        count = self.store.secret_count(stream)
        with self._lock:
            cached = self._cache.get(stream)
        if cached and cached[0] == count:
            return cached[1]
        known = cached[0] if cached and cached[0] < count else 0
        found = cached[1] if known else empty()
        found = found.with_values((secret.commitment, secret) for row in self._rows(stream, known)
                                  for secret in _entries(row.data))
        with self._lock:
            self._cache[stream] = (count, found)
        return found

    def held(self, stream: UUID) -> bool:
        """Whether this process has read the campaign's whole vault before (it keeps it up to date)."""
        with self._lock:
            return stream in self._cache

    def between(self, stream: UUID, first: int, last: int) -> dict[str, Secret] | None:
        """commitment -> secret for the values sealed at positions `first`..`last`, from the
        entries found by position; None when an entry met on the way cannot be read (the
        whole vault is then the answer)."""
        start = self._first_entry(stream, first, self.store.secret_count(stream))
        if start is None:
            return None
        found = {}
        for row in self._rows(stream, start - 1):
            secrets = _entries(row.data)
            if secrets and min(secret.position for secret in secrets) > last:
                break
            found.update((secret.commitment, secret) for secret in secrets if first <= secret.position <= last)
        return found

    def _first_entry(self, stream: UUID, first: int, count: int) -> int | None:
        """The last entry whose values start before position `first` (1 when none does): a
        binary search over the entries' first positions."""
        low, high = 1, count
        while low < high:
            middle = (low + high + 1) // 2
            starts = self._starts_at(stream, middle)
            if starts is None:
                return None
            low, high = (middle, high) if starts < first else (low, middle - 1)
        return low

    def _starts_at(self, stream: UUID, number: int) -> int | None:
        """The first position entry `number` seals a value at (None: the entry cannot be read)."""
        rows = self.store.secret_rows(stream, after=number - 1, limit=1)
        try:
            return min(item["position"] for item in json.loads(rows[0].data)["secrets"])
        except (IndexError, ValueError, KeyError, TypeError):
            return None

    def _rows(self, stream: UUID, after: int) -> Iterator[Row]:
        """The entries after number `after`, READ_AT_ONCE to a query (paged.py says why)."""
        return paged(lambda start, size: self.store.secret_rows(stream, after=start, limit=size), after, READ_AT_ONCE)

    def restore(self, stream: UUID, secrets: list[Secret]) -> None:
        """An import's or a fork's secrets, RESTORED_PER_ENTRY to an entry: read back, an entry
        is parsed whole, and a long campaign's vault in one entry swelled a site process the
        first time it read it (docs/dev/performance.md).
        They are kept in the order of their positions, as a command's are (`between`)."""
        secrets = sorted(secrets, key=lambda secret: (secret.position, secret.pointer))
        for start in range(0, len(secrets), RESTORED_PER_ENTRY):
            self.keep(stream, secrets[start:start + RESTORED_PER_ENTRY])


def empty() -> Compact[str, Secret]:
    """A vault with nothing in it."""
    return Compact(Secret.from_json, Secret.to_json)


def _entries(data: bytes) -> list[Secret]:
    """The secrets of one stored entry; a damaged entry holds none (verify reports what is missing)."""
    try:
        return [Secret.from_json(item) for item in json.loads(data)["secrets"]]
    except (ValueError, KeyError, TypeError):
        return []
