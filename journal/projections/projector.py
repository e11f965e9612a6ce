"""The read models brought up to date after a command's commit, on a thread of their own, so
the writer returns once its one durable commit is made and never waits for them.

`submit` hands over what a command appended (writing.py's `Appended`); the thread works each
off in order, through named stages in order (read_models.py: the sentences of the campaign's
usual readers, then the dice tally). A reader of those rows in this process first waits until
what was handed over for its campaign is done (`settled`), through the stage it reads (a page
that reads sentences does not wait for the tally), so it reads the rows instead of working
them out again; a reader in another process that finds a row missing works it out itself, as
it always could. `close` works off what is left before the store closes.
"""
from __future__ import annotations

import logging
import threading
from collections import Counter, deque
from typing import Callable

log = logging.getLogger(__name__)


class Projector:
    """One thread working off appends in order, started on the first one; each append goes
    through the `stages` (name -> work) in their order."""

    def __init__(self, stages: dict[str, Callable[[object], None]]):
        self.stages = stages
        self._waiting: deque = deque()
        self._pending: Counter = Counter()   # (stream, stage) -> appends handed over, that stage not done
        self._changed = threading.Condition()
        self._thread: threading.Thread | None = None
        self._closed = False

    def submit(self, appended) -> None:
        """Hand over one command's append; after `close`, it is worked off here and now."""
        with self._changed:
            if not self._closed:
                self._waiting.append(appended)
                self._pending.update((appended.stream, stage) for stage in self.stages)
                self._start()
                self._changed.notify_all()
                return
        for stage in self.stages:
            self._do(stage, appended)

    def settled(self, stream=None, through: str | None = None) -> None:
        """Return once every append handed over for `stream` (None: for any campaign) is done,
        through the stage `through` (None: every stage)."""
        names = list(self.stages)
        waited = set(names[:names.index(through) + 1] if through else names)
        with self._changed:
            if threading.current_thread() is self._thread:
                return   # the projection itself reads what it keeps
            self._changed.wait_for(lambda: not any(
                count for (pending, stage), count in self._pending.items()
                if stage in waited and (stream is None or pending == stream)))

    def close(self) -> None:
        """Work off what is left, then end the thread."""
        with self._changed:
            self._closed = True
            self._changed.notify_all()
            thread = self._thread
        if thread is not None:
            thread.join()

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="read-model projector", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self._waiting or self._closed)
                if not self._waiting:
                    return
                appended = self._waiting.popleft()
            for stage in self.stages:
                try:
                    self._do(stage, appended)
                finally:
                    with self._changed:
                        key = (appended.stream, stage)
                        self._pending[key] -= 1
                        if not self._pending[key]:
                            del self._pending[key]
                        self._changed.notify_all()

    def _do(self, stage: str, appended) -> None:
        try:
            self.stages[stage](appended)
        except Exception:   # noqa: BLE001 - the events are committed; a reader tells what is missing
            log.exception("could not bring the read models up to date with an append to campaign %s",
                          appended.stream)
