"""Connections to a SQLite store whose commits do not wait for the disk, for the read models
brought up to date after a command's commit (read_store.py `_projection`).

`PRAGMA synchronous` is a setting of one connection, so these are connections of their own,
one per thread: the command's own connections keep SQLite's full synchronous commit, and a
command is one durable commit. What these write can be lost in a power cut, never half
written (the write-ahead log stays consistent), and is worked out again by the next reader
that misses it (or by `journal rebuild`).
"""
from __future__ import annotations

import sqlite3
import threading
from contextlib import contextmanager

LOCK_SECONDS = 5.0


class UnsyncedConnections:
    """Per-thread connections to the SQLite file `db_name` with `synchronous=OFF`."""

    def __init__(self, db_name: str, lock_seconds: float | None = None):
        self.db_name, self.lock_seconds = db_name, lock_seconds or LOCK_SECONDS
        self._local = threading.local()
        self._made: list[sqlite3.Connection] = []
        self._lock = threading.Lock()

    def connection(self) -> sqlite3.Connection:
        found = getattr(self._local, "connection", None)
        if found is None:
            found = sqlite3.connect(self.db_name, uri=True, check_same_thread=False, isolation_level=None,
                                    timeout=self.lock_seconds)
            found.row_factory = sqlite3.Row
            found.execute("PRAGMA synchronous=OFF")
            with self._lock:
                self._made.append(found)
            self._local.connection = found
        return found

    @contextmanager
    def transaction(self):
        """A cursor in a transaction that holds the write lock from its start (so it waits for
        another writer instead of failing half-way), committed at the end or rolled back."""
        connection = self.connection()
        cursor = connection.cursor()
        cursor.execute("BEGIN IMMEDIATE")
        try:
            yield cursor
        except BaseException:
            connection.rollback()
            raise
        connection.commit()

    def close(self) -> None:
        with self._lock:
            made, self._made = self._made, []
        for connection in made:
            connection.close()
        self._local = threading.local()
