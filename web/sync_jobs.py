"""Syncs started from the campaign page, run in the background so a long transfer shows its
progress: the request starts a job and redirects to its status page, which refreshes itself
until the job ends (no script needed) and then tells what happened. One sync per campaign at
a time; a finished job is forgotten once its page has told it."""
from __future__ import annotations

import threading
import uuid
from dataclasses import dataclass, field

from journal.errors import JournalError
from journal.sync import syncing


@dataclass
class SyncJob:
    """One push or pull: how far it is (`done` of `total` events) and, once over, what it said."""

    campaign: str
    action: str
    remote: str
    user: int
    done: int = 0
    total: int = 0
    finished: bool = False
    sentences: list[str] = field(default_factory=list)
    failed: str | None = None
    fork: str | None = None

    def moved(self, done: int, total: int) -> None:
        self.done, self.total = done, total


class SyncJobs:
    """The site process's syncs, by id; each runs in a thread of its own."""

    def __init__(self):
        self._jobs: dict[str, SyncJob] = {}
        self._lock = threading.Lock()

    def start(self, journal, remote, job: SyncJob, granted) -> str:
        """Run the job's sync (`granted(fork)` gives its user a fork a pull made); returns its id,
        or the id of the sync of that campaign already under way."""
        with self._lock:
            running = next((key for key, known in self._jobs.items()
                            if known.campaign == job.campaign and not known.finished), None)
            if running:
                return running
            key = uuid.uuid4().hex
            self._jobs[key] = job
        threading.Thread(target=self._run, args=(journal, remote, job, granted), daemon=True,
                         name=f"sync {job.campaign}").start()
        return key

    @staticmethod
    def _run(journal, remote, job: SyncJob, granted) -> None:
        try:
            if job.action == "push":
                done = syncing.push(journal, job.campaign, remote, progress=job.moved)
            else:
                done = syncing.pull(journal, job.campaign, remote, actor=f"sync by {remote.label}",
                                    progress=job.moved)
            if done.fork:
                granted(done.fork)
            job.sentences, job.fork = done.sentences, done.fork
        except JournalError as error:
            job.failed = error.message
        except Exception as error:   # noqa: BLE001 - told on the status page, not lost in a thread
            job.failed = f"it stopped on an unexpected error ({type(error).__name__}); both sides keep what landed"
        finally:
            job.finished = True

    def get(self, key: str, campaign: str) -> SyncJob | None:
        with self._lock:
            job = self._jobs.get(key)
        return job if job is not None and job.campaign == campaign else None

    def forget(self, key: str) -> None:
        with self._lock:
            self._jobs.pop(key, None)
