"""Background chronicle renders: a job id at once, status with progress, the PDF at the end."""
from __future__ import annotations

import time

import pytest

from journal.errors import CampaignNotFound
from reports.chronicle import ReportError
from reports.jobs import JobRegistry, NotReady, UnknownJob


@pytest.fixture
def registry(journal):
    jobs = JobRegistry(journal)
    yield jobs
    jobs.shutdown()


def wait(registry, job_id, limit=120):
    start, seen = time.monotonic(), []
    while time.monotonic() - start < limit:
        status = registry.status(job_id)
        seen.append(status)
        if status["state"] in ("done", "failed"):
            return seen
        time.sleep(0.05)
    raise AssertionError(f"job still {seen[-1]}")


def test_a_job_renders_the_chronicle_in_the_background(journal, registry):
    cid = journal.create_campaign("dice", "Background", {}, actor="alice")
    journal.execute(cid, {"type": "roll", "spec": "2d6", "kind": "d", "purpose": "a try"}, actor="alice")
    job = registry.start(cid, page_size="Letter")
    seen = wait(registry, job)
    assert seen[-1] == {"state": "done", "progress": 1.0, "error": None}
    assert {s["state"] for s in seen} <= {"queued", "running", "done"}
    assert [s["progress"] for s in seen] == sorted(s["progress"] for s in seen)
    assert registry.result(job).startswith(b"%PDF")


def test_bad_requests_fail_at_start_not_in_the_worker(registry):
    with pytest.raises(ReportError):
        registry.start("whatever", page_size="A3")
    with pytest.raises(CampaignNotFound):
        registry.start("no such campaign")


def test_an_unknown_job_id_is_an_error(registry):
    with pytest.raises(UnknownJob):
        registry.status("nope")


def test_a_failed_render_reports_its_error_and_has_no_result(journal, registry, monkeypatch):
    cid = journal.create_campaign("dice", "Doomed", {}, actor="alice")
    monkeypatch.setattr("reports.jobs.render_chronicle", lambda *a, **k: (_ for _ in ()).throw(RuntimeError("boom")))
    job = registry.start(cid)
    assert wait(registry, job)[-1]["state"] == "failed"
    assert "boom" in registry.status(job)["error"]
    with pytest.raises(NotReady, match="boom"):
        registry.result(job)


def test_kept_books_are_bounded_by_their_bytes_the_oldest_forgotten_first(journal, monkeypatch):
    sizes = iter([400, 400, 300])
    monkeypatch.setattr("reports.jobs.render_chronicle", lambda *a, **k: b"%PDF" + b"x" * next(sizes))
    registry = JobRegistry(journal, max_bytes=1000)
    try:
        cid = journal.create_campaign("dice", "Weighed", {}, actor="alice")
        first = registry.start(cid)
        wait(registry, first)
        second = registry.start(cid)
        wait(registry, second)
        assert registry.result(first) and registry.result(second)      # 808 bytes kept
        third = registry.start(cid)
        wait(registry, third)                                          # 1112 bytes: the oldest goes
        with pytest.raises(UnknownJob):
            registry.status(first)
        assert len(registry.result(second)) == 404 and len(registry.result(third)) == 304
    finally:
        registry.shutdown()
