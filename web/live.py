"""Live tables: a campaign's new positions as server-sent events (GET .../stream).

Any process may append to a campaign (another site process, `journal do` at the shell), so a
stream reads the campaign's head in the campaigns index (one small query) whenever an append is
announced (journal/store/announcements.py: at once from this process, and from every process on
PostgreSQL, through LISTEN/NOTIFY), at each heartbeat, and, where the appends of other processes
cannot be heard (SQLite), every STREAM_POLL_SECONDS. When it moved, it sends one message per
new position, told as the reader may read it (journal/projections/telling.py):

    id: 7
    data: {"position": 7, "text": "Ann rolled 3 and 5 for initiative."}

On connect only a comment is sent; a comment every STREAM_HEARTBEAT_SECONDS keeps proxies
from closing an idle stream. A browser's EventSource reconnects by itself with the
Last-Event-ID header, and gets every position after it.

A waitress server answers each request on one of a fixed number of threads, and an open
stream holds its thread. So a process serves at most STREAM_BUDGET streams at once (beyond
it: 503 with Retry-After, and the client polls with `?once=1` instead, which answers what is
new at once and closes), and each stream ends after STREAM_LIFETIME_SECONDS, so a stream
whose tablet has gone frees its thread and the browser reconnects where it left off.
Membership is read again before each batch of messages: a member who was removed hears nothing more.
"""
from __future__ import annotations

import json
import threading
import time
from dataclasses import dataclass
from typing import Callable, Iterator

from domain.kernel.viewers import Viewer
from journal.errors import DamagedData
from journal.projections.telling import told

BATCH = 50   # positions told per read of the log when a reader catches up
END = "retry: 500\n: the stream's lifetime is over; reconnect with Last-Event-ID\n\n"


@dataclass(frozen=True)
class Timing:
    """How often a stream reads the head, sends a heartbeat, and when it ends."""

    poll: float = 0.2
    heartbeat: float = 15.0
    lifetime: float = 300.0

    @classmethod
    def of(cls, config) -> "Timing":
        return cls(float(config["STREAM_POLL_SECONDS"]), float(config["STREAM_HEARTBEAT_SECONDS"]),
                   float(config["STREAM_LIFETIME_SECONDS"]))


class Budget:
    """The streams one process may hold open at once (each holds a server thread)."""

    def __init__(self, size: int):
        self.size = size
        self._open = 0
        self._lock = threading.Lock()
        self.closing = threading.Event()   # set when the site shuts down: every stream ends

    def close(self, wait: float = 5.0) -> None:
        """End every open stream (within a read of the head) and wait, at most `wait` seconds."""
        self.closing.set()
        deadline = time.monotonic() + wait
        while self.open and time.monotonic() < deadline:
            time.sleep(0.02)

    @classmethod
    def of(cls, app) -> "Budget":
        """The app's budget: STREAM_BUDGET, or half of the server's threads."""
        size = app.config.get("STREAM_BUDGET")
        return cls(int(size) if size is not None else max(1, int(app.config["SERVER_THREADS"]) // 2))

    def take(self) -> Callable[[], None] | None:
        """A release function for a free place, or None when every place is taken. The
        release may be called more than once (the stream's end and the response's close)."""
        with self._lock:
            if self._open >= self.size:
                return None
            self._open += 1
        released = threading.Event()

        def release() -> None:
            if not released.is_set():
                released.set()
                with self._lock:
                    self._open -= 1
        return release

    @property
    def open(self) -> int:
        with self._lock:
            return self._open


def message(position: int, text: str) -> str:
    """One event-stream message: the position as its id, the sentence in its data."""
    return f"id: {position}\ndata: {json.dumps({'position': position, 'text': text}, ensure_ascii=False)}\n\n"


def comment(text: str) -> str:
    return f": {text}\n\n"


def catch_up(journal, stream, after: int, head: int, viewer: Viewer) -> Iterator[str]:
    """The messages of the positions after `after` up to `head`, a batch at a time. Damaged
    data ends the stream with a comment naming the position (the host runs `journal verify`)."""
    try:
        for first in range(after + 1, head + 1, BATCH):
            for position, text in told(journal.parts, stream, first, min(head, first + BATCH - 1), viewer):
                yield message(position, text)
    except DamagedData as error:
        yield comment(f"the stored events are damaged at position {error.position}: {error.problem}")
        raise StreamEnded from None


class StreamEnded(Exception):
    """The stream cannot go on (damaged data): it ends, and the browser tries again later."""


@dataclass
class Follower:
    """One reader following one campaign: `reader()` is their viewer now (None: no longer a
    member); `gone()` is true once their connection closed (when the server can tell)."""

    journal: object
    stream: object
    reader: Callable[[], Viewer | None]
    gone: Callable[[], bool] = lambda: False
    clock: Callable[[], float] = time.monotonic

    def head(self) -> int:
        entry = self.journal.store.campaign(self.stream)
        return entry.position if entry else 0

    def once(self, after: int) -> Iterator[str]:
        """What is new after `after`, at once (the polling fallback)."""
        head, viewer = self.head(), self.reader()
        if viewer is not None and head > after:
            try:
                yield from catch_up(self.journal, self.stream, after, head, viewer)
            except StreamEnded:
                return

    def follow(self, after: int, timing: Timing) -> Iterator[str]:
        """A comment, then a message per new position as it is recorded, until the lifetime ends."""
        yield comment("following the campaign; a message per new position")
        try:
            yield from self._following(after, timing)
        except StreamEnded:
            return

    def _following(self, after: int, timing: Timing) -> Iterator[str]:
        """Reads the head when an append was announced (journal/store/announcements.py), at each
        heartbeat, and, where other processes' appends cannot be heard (SQLite), every poll."""
        started = beat = self.clock()
        with self.journal.following(self.stream) as announced:
            head = self.head()
            while self.clock() - started < timing.lifetime and not self.gone():
                if head > after:
                    viewer = self.reader()
                    if viewer is None:
                        return
                    yield from catch_up(self.journal, self.stream, after, head, viewer)
                    after, beat = head, self.clock()
                elif self.clock() - beat >= timing.heartbeat:
                    yield comment("heartbeat")
                    beat = self.clock()
                    head = self.head()
                if announced.wait(after, timing.poll):
                    head = self.head()
        yield END
