"""Connections to a SQLite store whose commits do not wait for the disk, for the read models
brought up to date after a command's commit (read_store.py `_projection`).

`PRAGMA synchronous` is a setting of one connection, so these are connections of their own
(a few, lent to one transaction at a time): the command's own connections keep SQLite's full
synchronous commit, and a command is one durable commit. What these write can be lost in a
power cut, never half written (the write-ahead log stays consistent), and is worked out again
by the next reader that misses it (or by `journal rebuild`).
"""
from __future__ import annotations

import sqlite3
import threading
from contextlib import contextmanager

LOCK_SECONDS = 5.0
IDLE = 4   # connections kept open between transactions; more are closed once used


class UnsyncedConnections:
    """Connections to the SQLite file `db_name` with `synchronous=OFF`, one per transaction at a
    time, the few idle ones kept for the next (threads come and go: a site may start one per
    request)."""

    def __init__(self, db_name: str, lock_seconds: float | None = None):
        self.db_name, self.lock_seconds = db_name, lock_seconds or LOCK_SECONDS
        self._idle: list[sqlite3.Connection] = []
        self._lock = threading.Lock()

    def connection(self) -> sqlite3.Connection:
        """An idle connection, or a new one."""
        with self._lock:
            if self._idle:
                return self._idle.pop()
        made = sqlite3.connect(self.db_name, uri=True, check_same_thread=False, isolation_level=None,
                               timeout=self.lock_seconds)
        made.row_factory = sqlite3.Row
        made.execute("PRAGMA synchronous=OFF")
        return made

    def put_back(self, connection: sqlite3.Connection) -> None:
        with self._lock:
            if len(self._idle) < IDLE:
                self._idle.append(connection)
                return
        connection.close()

    @contextmanager
    def transaction(self):
        """A cursor in a transaction that holds the write lock from its start (so it waits for
        another writer instead of failing half-way), committed at the end or rolled back."""
        connection = self.connection()
        try:
            cursor = connection.cursor()
            cursor.execute("BEGIN IMMEDIATE")
            try:
                yield cursor
            except BaseException:
                connection.rollback()
                raise
            connection.commit()
        finally:
            self.put_back(connection)

    def close(self) -> None:
        with self._lock:
            idle, self._idle = self._idle, []
        for connection in idle:
            connection.close()
