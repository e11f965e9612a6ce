"""The store's connections to SQLite, each keeping the statements it has prepared.

eventsourcing's SQLite pool opens its connections with `cached_statements=True`, which the
sqlite3 module reads as a cache of one statement: every statement an append runs (the event,
the index row and its check, the dice record, the tally) and most of a read's were prepared
again each time they ran, SQLite parsing and planning each one anew. This factory is
eventsourcing's own, its pool's connections made as eventsourcing makes them but keeping
`STATEMENTS` prepared statements each (more than the journal has kinds of statement).

`config.py` names this factory as the store's persistence module.
"""
from __future__ import annotations

import sqlite3

from eventsourcing.persistence import InterfaceError
from eventsourcing.sqlite import SQLITE3_DEFAULT_LOCK_TIMEOUT, SQLiteConnection, SQLiteConnectionPool, SQLiteFactory

STATEMENTS = 256


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
        return SQLiteConnection(sqlite_conn=made, max_age=self.max_age)


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
