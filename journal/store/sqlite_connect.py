"""The store's connections to SQLite, each keeping the statements it has prepared.

eventsourcing's SQLite pool opens its connections with `cached_statements=True`, which the
sqlite3 module reads as a cache of one statement: every statement an append runs (the event,
the index row and its check, the dice record, the tally) and most of a read's were prepared
again each time they ran, SQLite parsing and planning each one anew. This factory is
eventsourcing's own, its pool's connections made as eventsourcing makes them but keeping
`STATEMENTS` prepared statements each (more than the journal has kinds of statement).

Its connections also lend a transaction whose commit does not wait for the disk, for the read
models (`unsynced_transaction`): on the same connections as the appends, since SQLite keeps a
page cache per connection and drops it whenever another connection has written, so read
models written on connections of their own made every append and every projection after it
start from a cold cache.

`config.py` names this factory as the store's persistence module.
"""
from __future__ import annotations

import sqlite3
from contextlib import contextmanager

from eventsourcing.persistence import InterfaceError
from eventsourcing.sqlite import SQLITE3_DEFAULT_LOCK_TIMEOUT, SQLiteConnection, SQLiteConnectionPool, SQLiteFactory

STATEMENTS = 256


class StatementKeepingConnection(SQLiteConnection):
    """eventsourcing's SQLite connection, which can also lend a transaction that does not wait
    for the disk."""

    def __init__(self, sqlite_conn: sqlite3.Connection, max_age: float | None):
        super().__init__(sqlite_conn=sqlite_conn, max_age=max_age)
        self.synchronous = int(sqlite_conn.execute("PRAGMA synchronous").fetchone()[0])

    @contextmanager
    def unsynced_transaction(self):
        """A cursor in a transaction committed with `synchronous=OFF` (what it writes can be
        lost in a power cut, never half written: the write-ahead log stays consistent), that
        holds the write lock from its start, so it waits for another writer instead of failing
        half-way; the connection's own setting is back once it ends."""
        cursor = self._sqlite_conn.cursor()
        cursor.execute("PRAGMA synchronous=OFF")
        try:
            cursor.execute("BEGIN IMMEDIATE")
            try:
                yield cursor
            except BaseException:
                self._sqlite_conn.rollback()
                raise
            self._sqlite_conn.commit()
        finally:
            cursor.execute(f"PRAGMA synchronous={self.synchronous}")


class StatementKeepingPool(SQLiteConnectionPool):
    """eventsourcing's pool of SQLite connections, each with a statement cache of its own."""

    def _create_connection(self) -> SQLiteConnection:
        try:
            made = sqlite3.connect(database=self.db_name, uri=True, check_same_thread=False, isolation_level=None,
                                   cached_statements=STATEMENTS,
                                   timeout=self.lock_timeout or SQLITE3_DEFAULT_LOCK_TIMEOUT)
        except (sqlite3.Error, TypeError) as error:
            raise InterfaceError(error) from error
        if not self.is_sqlite_memory_mode and not self.is_journal_mode_wal:
            if made.execute("PRAGMA journal_mode;").fetchone()[0].lower() != "wal":
                made.execute("PRAGMA journal_mode=WAL;")
                self.journal_mode_was_changed_to_wal = True
            self.is_journal_mode_wal = True
        made.row_factory = sqlite3.Row
        return StatementKeepingConnection(sqlite_conn=made, max_age=self.max_age)


class StatementKeepingSQLiteFactory(SQLiteFactory):
    """eventsourcing's SQLite factory whose datastore lends connections that keep their statements."""

    def __init__(self, env):
        super().__init__(env)
        made = self.datastore.pool   # eventsourcing's, not yet connected
        self.datastore.pool = StatementKeepingPool(
            db_name=made.db_name, lock_timeout=made.lock_timeout, pool_size=made.pool_size,
            max_overflow=made.max_overflow, pool_timeout=made.pool_timeout, max_age=made.max_age,
            pre_ping=made.pre_ping)
        made.close()
