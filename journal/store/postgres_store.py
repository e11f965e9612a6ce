"""The store's recorder on PostgreSQL: the index and read models written in the insert's
transaction, appends announced to every process (its connections: postgres_connect.py).

Imported only when a store is on PostgreSQL (journal/config.py names the recorder by its
topic): a site on SQLite does not carry psycopg and eventsourcing's PostgreSQL recorder,
which weigh on every site process that imports them.
"""
from __future__ import annotations

from contextlib import contextmanager
from uuid import UUID

from eventsourcing.persistence import StoredEvent
from eventsourcing.postgres import PostgresApplicationRecorder
from psycopg.sql import SQL, Identifier

from . import announcements, index, read_tables
from .application import EVENTS_PER_STATEMENT, SQLIndex, SQLReadModels


class IndexedPostgresRecorder(SQLIndex, SQLReadModels, PostgresApplicationRecorder):
    """The same on PostgreSQL: the index row and the read models are written inside the
    insert's transaction, before the events table is locked, so a losing writer rolls all back.
    The new head is announced to every process (journal/store/announcements.py) when the transaction
    commits."""

    MARK = "%s"
    JOINED = "string_agg"

    def __init__(self, datastore, **kwargs):
        super().__init__(datastore, **kwargs)
        self.sql_create_statements.append(SQL(index.CREATE))
        self.sql_create_statements += [SQL(statement) for statement in read_tables.CREATE]

    @contextmanager
    def _projection(self):
        """The read models' transaction does not wait for the disk (`synchronous_commit`, for it alone)."""
        with self.datastore.transaction(commit=True) as cursor:
            cursor.execute("SET LOCAL synchronous_commit = off")
            yield cursor

    @staticmethod
    def _insert_beside(cursor, recorder, stored_events) -> None:
        recorder._insert_stored_events(cursor, stored_events)

    def _insert_events(self, curs, stored_events, beside=(), counted=None, **kwargs) -> None:
        """The vault rows (`beside`: (recorder, rows) in this database), the index row and the
        dice records, in the insert's transaction (`counted`: read_store.py `_project`)."""
        for recorder, rows in beside:
            self._insert_beside(curs, recorder, rows)
        super()._insert_events(curs, stored_events, **kwargs)
        entries = index.entries(stored_events)
        self._upsert(curs, entries)
        self._project(curs, stored_events, counted)
        for entry in entries:
            curs.execute(announcements.NOTIFY, (announcements.CHANNEL, announcements.message(entry.id, entry.position)))

    def _insert_stored_events(self, curs, stored_events, **kwargs) -> None:
        """The events in statements of EVENTS_PER_STATEMENT: an import of a long campaign sent
        them all in one, and psycopg's pipeline waited for ever on its sync."""
        for start in range(0, len(stored_events), EVENTS_PER_STATEMENT):
            super()._insert_stored_events(curs, stored_events[start:start + EVENTS_PER_STATEMENT], **kwargs)

    def _table(self) -> SQL:
        return SQL("{0}.{1}").format(Identifier(self.datastore.schema), Identifier(self.events_table_name))

    def _every_event_statement(self):
        return SQL("SELECT notification_id AS n, originator_id, state FROM {0} WHERE notification_id > %s "
                   "ORDER BY notification_id LIMIT %s").format(self._table())

    def _campaign_events(self, cursor, stream: UUID) -> list[StoredEvent]:
        cursor.execute(SQL("SELECT originator_version, topic, state FROM {0} WHERE originator_id = %s "
                           "ORDER BY originator_version").format(self._table()), (stream,))
        return [StoredEvent(stream, r["originator_version"], r["topic"], bytes(r["state"])) for r in cursor.fetchall()]

    def _lock_tally(self, cursor, campaign: str) -> None:
        """The projections of one campaign's tally take turns: a lock held to the transaction's end."""
        cursor.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (f"{read_tables.DICE_TALLY}/{campaign}",))

    def _lock_read_models(self, cursor) -> None:
        """Appends write the read models before they insert their events: they wait here."""
        cursor.execute(SQL("LOCK TABLE {0}, {1} IN EXCLUSIVE MODE").format(
            Identifier(read_tables.DICE_TALLY), Identifier(read_tables.DICE_RECORDS)))

    def select_at(self, stream: UUID, positions: list[int]) -> list[StoredEvent]:
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(SQL("SELECT originator_version, topic, state FROM {0} WHERE originator_id = %s AND "
                               "originator_version = ANY(%s) ORDER BY originator_version").format(self._table()),
                           (stream, list(positions)))
            return [StoredEvent(stream, r["originator_version"], r["topic"], bytes(r["state"]))
                    for r in cursor.fetchall()]

    def select_kind(self, stream: UUID, kind: str, after: int, limit: int | None = None) -> list[StoredEvent]:
        with self.datastore.transaction(commit=False) as cursor:
            cursor.execute(SQL("SELECT originator_version, topic, state FROM {0} WHERE originator_id = %s AND "
                               "originator_version > %s AND topic = %s ORDER BY originator_version LIMIT %s"
                               ).format(self._table()), (stream, after, kind, limit))
            return [StoredEvent(stream, r["originator_version"], r["topic"], bytes(r["state"]))
                    for r in cursor.fetchall()]
