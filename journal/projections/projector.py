"""The read models brought up to date after a command's commit, in order, by whoever gets
there first: a reader in this process that needs them now, or a thread of its own. The writer
returns once its one durable commit is made and never waits for them.

`submit` hands over what a command appended (writing.py's `Appended`); each append goes
through named stages in order (read_models.py: the sentences of the campaign's usual readers,
then the dice tally), one stage of one append at a time, appends in the order handed over. A
reader of those rows in this process first makes sure what was handed over for its campaign is
done (`settled`), through the stage it reads (a page that reads sentences does not wait for the
tally): while no one else is working on a stage, it works off the stages first in line itself,
on its own thread; otherwise it waits. The thread takes up an append only once its readers had
a moment (`LINGER`) to do so: a command's answer reads its sentences at once, and handing them
to another thread and waiting for it cost more than the telling (the two threads take turns
with the interpreter's lock; docs/dev/performance.md). A reader in another process that finds
a row missing works it out itself, as it always could. `close` works off what is left before
the store closes.
"""
from __future__ import annotations

import logging
import threading
import time
from collections import Counter, deque
from typing import Callable

log = logging.getLogger(__name__)

# How long an append waits for a reader of this process before the thread takes it up: a
# command's answer reads its sentences at once, and the table's next command comes seconds later.
LINGER = 0.05
# How many appends may wait at most: a writer faster than the telling (an import, a script
# posting commands in a loop) works off the first in line itself beyond it, so what waits, and
# the memory it holds, stays bounded.
BACKLOG = 8


class Queued:
    """One append handed over, and the index of its next stage."""

    __slots__ = ("appended", "next", "due")

    def __init__(self, appended):
        self.appended, self.next, self.due = appended, 0, time.monotonic() + LINGER


class Projector:
    """Appends worked off in order, one stage at a time, by its thread (started on the first
    append) or by a reader that needs the next stage now; each append goes through the
    `stages` (name -> work) in their order."""

    def __init__(self, stages: dict[str, Callable[[object], None]]):
        self.stages = stages
        self._names = list(stages)
        self._waiting: deque[Queued] = deque()
        self._pending: Counter = Counter()   # (stream, stage) -> appends handed over, that stage not done
        lock = threading.RLock()
        self._changed = threading.Condition(lock)   # a stage done: for the readers and writers waiting
        self._wake = threading.Condition(lock)      # the thread's: work came, or closing
        self._busy = False                   # a stage is being worked on (by the thread or a reader)
        self._working = threading.local()    # set on the thread working a stage: its own reads wait for nothing
        self._thread: threading.Thread | None = None
        self._closed = False

    def submit(self, appended) -> None:
        """Hand over one command's append; after `close`, it is worked off here and now, and
        beyond `BACKLOG` waiting, the first in line is worked off here first."""
        with self._changed:
            if not self._closed:
                self._waiting.append(Queued(appended))
                self._pending.update((appended.stream, stage) for stage in self._names)
                self._start()
                if len(self._waiting) == 1:
                    self._wake.notify()   # the first in line: the thread looks at its time
                while len(self._waiting) > BACKLOG and threading.current_thread() is not self._thread:
                    if self._busy:
                        self._changed.wait()
                    else:
                        self._step()
                return
        for stage in self._names:
            self._do(stage, appended)

    @property
    def waiting(self) -> int:
        """How many appends wait for some stage."""
        return len(self._waiting)

    def settled(self, stream=None, through: str | None = None) -> None:
        """Return once every append handed over for `stream` (None: for any campaign) is done,
        through the stage `through` (None: every stage); doing the stages first in line here
        while no one else is working on one."""
        if threading.current_thread() is self._thread or getattr(self._working, "stage", None):
            return   # the projection itself reads what it keeps
        waited = set(self._names[:self._names.index(through) + 1] if through else self._names)
        with self._changed:
            while any(count for (pending, stage), count in self._pending.items()
                      if stage in waited and (stream is None or pending == stream)):
                if self._busy:
                    self._changed.wait()
                else:   # what is first in line, whatever it is: appends are worked off in order
                    self._step()

    def close(self) -> None:
        """Work off what is left, then end the thread."""
        with self._changed:
            self._closed = True
            self._wake.notify()
            thread = self._thread
        if thread is not None:
            thread.join()

    def _start(self) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="read-model projector", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        """Each append once its reader had the time to take it up (at once when closing); while
        a reader or writer works a stage, the thread looks again a moment later (it is not woken
        by every stage done: with a writer appending in a loop, that was a switch of threads per
        append)."""
        with self._changed:
            while self._waiting or not self._closed:
                if not self._waiting:
                    self._wake.wait()
                    continue
                left = self._waiting[0].due - time.monotonic()
                if self._busy or (left > 0 and not self._closed):
                    self._wake.wait(left if left > 0 else LINGER)
                else:
                    self._step()

    def _step(self) -> None:
        """The next stage of the first append waiting, done outside the lock (held on entry and
        on return); the append leaves the queue after its last stage."""
        queued = self._waiting[0]
        stage = self._names[queued.next]
        self._busy = True
        self._changed.release()
        try:
            self._do(stage, queued.appended)
        finally:
            self._changed.acquire()
            self._busy = False
            queued.next += 1
            if queued.next == len(self._names):
                self._waiting.popleft()
            key = (queued.appended.stream, stage)
            self._pending[key] -= 1
            if not self._pending[key]:
                del self._pending[key]
            self._changed.notify_all()
            if self._closed:
                self._wake.notify()   # closing: the thread goes on at once

    def _do(self, stage: str, appended) -> None:
        self._working.stage = stage
        try:
            self.stages[stage](appended)
        except Exception:   # noqa: BLE001 - the events are committed; a reader tells what is missing
            log.exception("could not bring the read models up to date with an append to campaign %s",
                          appended.stream)
        finally:
            self._working.stage = None
