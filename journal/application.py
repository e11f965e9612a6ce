"""The one place that talks to eventsourcing: a thin store over its recorders.

We keep eventsourcing's recorders, optimistic concurrency on the stream version,
snapshot store and notification log, but fold stored JSON with our own evolve:
the library's per-event object reconstruction is several times slower (TOOLING.md).
Events are stored under a stable kind string as the topic, never a module path.
"""
from __future__ import annotations

import random
import sqlite3
import time
from dataclasses import dataclass
from uuid import UUID, uuid5

from eventsourcing.application import Application
from eventsourcing.persistence import DatabaseError, IntegrityError, OperationalError, StoredEvent

from .config import StoreSettings
from .errors import ConflictError

CAMPAIGN_TOPICS = ("journal/campaign-started", "journal/forked")
SNAPSHOT_KIND, SEED_KIND = "journal/snapshot", "journal/seed"
_VAULT = UUID("6f1d4a2e-8b7c-4e0a-9d3f-5a2b1c0e7d64")
_ANCHORS = UUID("2b8e5c1d-7a4f-4e93-b6d0-3c9f1e8a5d27")  # the one stream of the anchor table


def _bytes(state) -> bytes:
    """Stored state as bytes, even if someone rewrote the column as text."""
    return state.encode() if isinstance(state, str) else bytes(state)


class JournalApplication(Application):
    """Pinned name: it prefixes config keys and PostgreSQL table names."""

    name = "CampaignJournal"


@dataclass(frozen=True)
class Row:
    """One stored record: stream position, kind (the topic) and the stored bytes."""

    position: int
    kind: str
    data: bytes


class Store:
    """Append-only campaign streams, snapshots, the dice-seed vault and the anchor table."""

    def __init__(self, settings: StoreSettings):
        self.settings = settings
        self.app = self._open(settings)
        self.recorder = self.app.recorder
        self.snapshots = self.app.snapshots.recorder
        self.anchors = self._retrying(lambda: self.app.factory.aggregate_recorder(purpose="anchors"))

    @classmethod
    def _open(cls, settings: StoreSettings) -> JournalApplication:
        return cls._retrying(lambda: JournalApplication(env=dict(settings.env)))

    @staticmethod
    def _retrying(make, attempts: int = 8):
        """Processes starting together all create the tables; PostgreSQL may refuse the losers
        ("tuple concurrently updated"), so they try again once the winner is done."""
        for attempt in range(attempts):
            try:
                return make()
            except DatabaseError:
                if attempt == attempts - 1:
                    raise
                time.sleep(0.05 * (attempt + 1) + random.random() * 0.1)
        raise AssertionError("unreachable")

    def close(self) -> None:
        self.app.close()

    def append(self, stream: UUID, rows: list[Row]) -> None:
        """All rows in one transaction, or none; a taken position is a ConflictError."""
        stored = [StoredEvent(stream, row.position, row.kind, row.data) for row in rows]
        try:
            self.recorder.insert_events(stored)
        except (IntegrityError, OperationalError, sqlite3.OperationalError) as error:
            raise ConflictError(str(stream), rows[0].position - 1, None) from error

    def read(self, stream: UUID, after: int = 0, upto: int | None = None, limit: int | None = None) -> list[Row]:
        events = self.recorder.select_events(stream, gt=after or None, lte=upto, limit=limit)
        return [Row(e.originator_version, e.topic, _bytes(e.state)) for e in events]

    def head(self, stream: UUID) -> int:
        last = self.recorder.select_events(stream, desc=True, limit=1)
        return last[0].originator_version if last else 0

    def campaign_rows(self) -> list[tuple[UUID, Row]]:
        """First events and fork events of every campaign, in commit order."""
        found, start = [], 1
        while True:
            page = self.recorder.select_notifications(start, 500, topics=CAMPAIGN_TOPICS)
            found += [(UUID(str(n.originator_id)), Row(n.originator_version, n.topic, _bytes(n.state))) for n in page]
            if len(page) < 500:
                return found
            start = page[-1].id + 1

    def put_snapshot(self, stream: UUID, position: int, data: bytes) -> None:
        """Best effort: another process may have written the same snapshot."""
        try:
            self.snapshots.insert_events([StoredEvent(stream, position, SNAPSHOT_KIND, data)])
        except (IntegrityError, OperationalError, sqlite3.OperationalError):
            pass

    def snapshot_at_or_before(self, stream: UUID, position: int) -> Row | None:
        rows = self.snapshots.select_events(stream, lte=position, desc=True, limit=1)
        return Row(rows[0].originator_version, rows[0].topic, _bytes(rows[0].state)) if rows else None

    def snapshot_rows(self, stream: UUID) -> list[Row]:
        return [Row(e.originator_version, e.topic, _bytes(e.state)) for e in self.snapshots.select_events(stream)]

    def vault_put(self, stream: UUID, number: int, data: bytes) -> None:
        """Secret seeds live outside the campaign stream, so exports never carry them unrevealed."""
        try:
            self.snapshots.insert_events([StoredEvent(uuid5(_VAULT, str(stream)), number, SEED_KIND, data)])
        except (IntegrityError, OperationalError, sqlite3.OperationalError) as error:
            raise ConflictError(str(stream), None, None) from error

    def vault_rows(self, stream: UUID) -> list[Row]:
        """The campaign's vault entries, numbered from 1 in the order they were made."""
        return [Row(e.originator_version, e.topic, _bytes(e.state))
                for e in self.snapshots.select_events(uuid5(_VAULT, str(stream)))]

    def anchor_put(self, number: int, campaign: str, record: bytes) -> bool:
        """Row `number` of the anchor table; False when another writer took that number first."""
        try:
            self.anchors.insert_events([StoredEvent(_ANCHORS, number, campaign, record)])
            return True
        except (IntegrityError, OperationalError, sqlite3.OperationalError):
            return False

    def anchor_rows(self, after: int = 0) -> list[Row]:
        """Anchor rows after number `after`, in order: position is the row number, kind the campaign."""
        return [Row(e.originator_version, e.topic, _bytes(e.state))
                for e in self.anchors.select_events(_ANCHORS, gt=after or None)]
