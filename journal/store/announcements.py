"""Who appended where: each new head of a campaign is announced to the readers following it.

Every append is announced in its own process at once. On PostgreSQL the store also announces
it to every other process: the recorder sends `NOTIFY campaign_journal_appended, '<campaign>
<position>'` inside the append's transaction (PostgreSQL delivers it at the commit, and never
for an append rolled back), and each process that has readers runs one listening thread on a
connection of its own. One channel for all campaigns, the campaign named in the message: a
process LISTENs once, without a race between a new reader and its LISTEN, and picks out the
campaigns it follows.

A reader waits for a position past the one it has told; `wait` says whether to read the head
again. On SQLite (and while the listening connection is down, on PostgreSQL) appends made by
other processes cannot be heard, so `wait` answers yes after each interval and the reader
reads the head then, as a poll; a reader never misses a position, it only hears it later.
"""
from __future__ import annotations

import logging
import threading
from collections import Counter
from contextlib import contextmanager
from typing import Callable, Iterator
from uuid import UUID

CHANNEL = "campaign_journal_appended"
NOTIFY = "SELECT pg_notify(%s, %s)"
LOGGER = logging.getLogger(__name__)
MAX_RETRY_SECONDS = 30.0


def message(stream: str, position: int) -> str:
    return f"{stream} {position}"


def parsed(payload: str) -> tuple[str, int] | None:
    """(campaign, position) from a message; None for anything else on the channel."""
    stream, _, position = payload.partition(" ")
    return (stream, int(position)) if position.isdigit() else None


class Announcements:
    """The heads announced in this process, for the campaigns someone follows here."""

    def __init__(self, listen: Callable[["Announcements"], "Listening"] | None = None):
        """`listen` starts hearing other processes (PostgreSQL); without it only this one's."""
        self._known: dict[str, int] = {}
        self._followers: Counter[str] = Counter()
        self._changed = threading.Condition()
        self._epoch = 0          # moves whenever announcements may have been missed (see `missed`)
        self._listen, self._listening = listen, None

    @property
    def hears_others(self) -> bool:
        """True while appends of other processes are announced here too."""
        return self._listening is not None and self._listening.connected.is_set()

    def announce(self, stream, position: int) -> None:
        key = str(stream)
        with self._changed:
            if key in self._known and position > self._known[key]:
                self._known[key] = position
                self._changed.notify_all()

    def missed(self) -> None:
        """Announcements may have gone unheard (the listening connection came back): every
        reader reads its head once more."""
        with self._changed:
            self._epoch += 1
            self._changed.notify_all()

    @contextmanager
    def following(self, stream: UUID | str) -> Iterator["Follow"]:
        """Hear the campaign's new heads while the block runs."""
        key = str(stream)
        self._start_listening()
        with self._changed:
            self._followers[key] += 1
            self._known.setdefault(key, 0)
            epoch = self._epoch
        try:
            yield Follow(self, key, epoch)
        finally:
            with self._changed:
                self._followers[key] -= 1
                if not self._followers[key]:
                    del self._followers[key], self._known[key]

    def wait(self, follow: "Follow", after: int, seconds: float) -> bool:
        """Follow.wait: an announcement past `after`, or a missed one, or the interval's end."""
        with self._changed:
            def heard():
                return self._known.get(follow.stream, 0) > after or self._epoch != follow.epoch
            told = self._changed.wait_for(heard, timeout=seconds)
            follow.epoch = self._epoch
        return told or not self.hears_others

    def _start_listening(self) -> None:
        with self._changed:
            if self._listen is not None and self._listening is None:
                self._listening = self._listen(self)

    def close(self) -> None:
        if self._listening is not None:
            self._listening.stop()


class Follow:
    """One reader's place: the announcements it has taken into account."""

    def __init__(self, announcements: Announcements, stream: str, epoch: int):
        self.announcements, self.stream, self.epoch = announcements, stream, epoch

    def wait(self, after: int, seconds: float) -> bool:
        """Within `seconds`: True when the head may be past `after` (read it), False when no
        append past it can have happened unheard."""
        return self.announcements.wait(self, after, seconds)


class Listening:
    """A thread LISTENing on the channel over a connection of its own, reconnecting when it
    is lost; made by `connect`, which opens an autocommit psycopg connection."""

    def __init__(self, announcements: Announcements, connect: Callable, retry_seconds: float = 1.0):
        self.announcements, self.connect, self.retry_seconds = announcements, connect, retry_seconds
        self.connected, self.stopped = threading.Event(), threading.Event()
        self.thread = threading.Thread(target=self._run, name="journal-listen", daemon=True)
        self.thread.start()

    def stop(self, wait: float = 5.0) -> None:
        self.stopped.set()
        self.thread.join(timeout=wait)

    def _run(self) -> None:
        pause = self.retry_seconds
        while not self.stopped.is_set():
            try:
                with self.connect() as connection:
                    pause = self.retry_seconds
                    self._listen(connection)
            except Exception as error:  # noqa: BLE001 - readers poll meanwhile; try again
                if not self.stopped.is_set():
                    LOGGER.warning("not hearing other processes' appends (%s); trying again in %.0f s", error, pause)
            self.connected.clear()
            self.announcements.missed()
            self.stopped.wait(pause)
            pause = min(pause * 2, MAX_RETRY_SECONDS)   # a server that is down is not asked every second

    def _listen(self, connection) -> None:
        connection.execute(f"LISTEN {CHANNEL}")
        self.connected.set()
        self.announcements.missed()   # whatever was appended before now: read it once
        while not self.stopped.is_set():
            for notice in connection.notifies(timeout=0.5):
                found = parsed(notice.payload) if notice.channel == CHANNEL else None
                if found:
                    self.announcements.announce(*found)
