"""Chronicle renders in the background, so a web request never waits for WeasyPrint.

A small in-process registry: `start` queues a render and returns a job id at once;
`status` reports its state and progress; `result` hands over the PDF when done. One
worker thread by default: layout is CPU-bound and WeasyPrint is not built for parallel
renders in one process, so jobs run one after another. Finished jobs are kept for
`keep_seconds`, and their books for as long as all kept books together stay within
`max_bytes` (the registry's "chronicle-books", domain/kernel/caches.py; the oldest finished go first), then forgotten. Create one registry per
Journal (e.g. in create_app).
"""
from __future__ import annotations

import logging
import secrets
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from domain.kernel.caches import bound
from journal.errors import JournalError

from . import render_chronicle
from .chronicle import ReportError, css_page_size

LOGGER = logging.getLogger(__name__)
QUEUED, RUNNING, DONE, FAILED = "queued", "running", "done", "failed"


class UnknownJob(KeyError):
    """No such job (never started, or forgotten after keep_seconds)."""


class NotReady(RuntimeError):
    """The job has not finished (or failed): there is no PDF to hand over."""


@dataclass
class _Job:
    campaign: str
    year: int | None
    page_size: str
    state: str = QUEUED
    progress: float = 0.0
    error: str | None = None
    pdf: bytes | None = None
    finished: float | None = None
    viewer: object = None      # the domain Viewer the book is told for (None: everything)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)


class JobRegistry:
    """start(campaign, year, page_size) -> id; status(id) -> dict; result(id) -> bytes."""

    def __init__(self, journal, workers: int = 1, keep_seconds: float = 3600, max_bytes: int = bound("chronicle-books"),
                 apart: bool = False):
        self.journal = journal
        self.apart = apart    # lay each book out in a process of its own (reports/worker.py)
        self.keep_seconds = keep_seconds
        self.max_bytes = max_bytes
        self._jobs: dict[str, _Job] = {}
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="chronicle")

    def start(self, campaign: str, year: int | None = None, page_size: str = "A4", viewer=None) -> str:
        """Queue a render (told for `viewer`); bad input (unknown campaign, page size) fails here, not later."""
        css_page_size(page_size)
        info = self.journal.campaign(campaign)
        job_id = secrets.token_urlsafe(12)
        with self._lock:
            self._forget_old()
            self._jobs[job_id] = _Job(info.id, year, page_size, viewer=viewer)
        self._pool.submit(self._run, job_id)
        return job_id

    def status(self, job_id: str) -> dict:
        """{"state": queued|running|done|failed, "progress": 0..1, "error": str|None}."""
        job = self._job(job_id)
        with job.lock:
            return {"state": job.state, "progress": round(job.progress, 3), "error": job.error}

    def result(self, job_id: str) -> bytes:
        """The PDF of a finished job (NotReady while queued/running or after a failure)."""
        job = self._job(job_id)
        with job.lock:
            if job.state != DONE:
                raise NotReady(job.error or f"job {job_id} is {job.state}")
            return job.pdf

    def shutdown(self, wait: bool = True) -> None:
        self._pool.shutdown(wait=wait, cancel_futures=True)

    def _job(self, job_id: str) -> _Job:
        with self._lock:
            job = self._jobs.get(job_id)
        if job is None:
            raise UnknownJob(job_id)
        return job

    def _run(self, job_id: str) -> None:
        job = self._job(job_id)
        self._set(job, state=RUNNING)
        try:
            pdf = render_chronicle(self.journal, job.campaign, job.year, job.page_size,
                                   progress=lambda done, total: self._set(job, progress=done / total),
                                   viewer=job.viewer, **({"apart": True} if self.apart else {}))
        except (ReportError, LookupError, ValueError) as error:
            self._set(job, state=FAILED, error=str(error), finished=time.monotonic())
        except JournalError as error:  # e.g. damaged stored events: the message names the position
            self._set(job, state=FAILED, error=error.message, finished=time.monotonic())
        except Exception as error:  # a worker must record every failure, or the job hangs "running"
            LOGGER.exception("chronicle job %s failed", job_id)
            self._set(job, state=FAILED, error=f"{type(error).__name__}: {error}", finished=time.monotonic())
        else:
            self._set(job, state=DONE, progress=1.0, pdf=pdf, finished=time.monotonic())
            with self._lock:
                self._forget_beyond_budget()

    @staticmethod
    def _set(job: _Job, **changes) -> None:
        with job.lock:
            for name, value in changes.items():
                setattr(job, name, value)

    def _forget_beyond_budget(self) -> None:
        """Kept books are bounded by their bytes, not their number: one long campaign's book
        may weigh what a hundred short ones do."""
        done = sorted((j.finished, k) for k, j in self._jobs.items() if j.state == DONE and j.pdf is not None)
        total = sum(len(self._jobs[k].pdf) for _, k in done)
        for _, job_id in done[:-1]:   # the newest book is kept whatever it weighs
            if total <= self.max_bytes:
                break
            total -= len(self._jobs.pop(job_id).pdf)

    def _forget_old(self) -> None:
        now = time.monotonic()
        for job_id in [k for k, j in self._jobs.items() if j.finished and now - j.finished > self.keep_seconds]:
            del self._jobs[job_id]
