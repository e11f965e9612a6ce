"""Chronicle downloads: the overview starts a background render, a status page polls it.

WeasyPrint can take many seconds on a long campaign, more than a request should wait,
so the request only queues a job (reports.jobs) and redirects to a status page; the
page polls a small JSON route and offers the PDF when it is done. A job id is only
readable through the URLs of the campaign it renders (404 otherwise), so a member of
one campaign cannot fetch another campaign's book by pasting its job id. One user may
have at most CHRONICLE_JOBS_PER_USER renders queued or running; past that, 429.
"""
from __future__ import annotations

import io
import threading

from flask import Blueprint, Flask, abort, jsonify, redirect, render_template, request, send_file, url_for
from flask_login import current_user
from werkzeug.exceptions import TooManyRequests
from werkzeug.utils import secure_filename

from domain.kernel import Viewer
from domain.kernel.caches import bound
from reports import editions
from reports.chronicle import ReportError, css_page_size
from reports.jobs import QUEUED, RUNNING, JobRegistry, NotReady, UnknownJob

from .access import campaign_access
from .journal_access import journal_of, lazy_extension

bp = Blueprint("chronicle", __name__)
PAGE_SIZES = ("A4", "Letter")
MAX_YEAR = 9999
GONE = "no such chronicle render here (finished renders are kept for an hour)"


def canonical_page_size(text: str) -> str:
    """"A4" or "Letter" whatever the case; reports' own ReportError for anything else."""
    css_page_size(text)
    return next(size for size in PAGE_SIZES if size.lower() == str(text).lower())


class TooManyJobs(Exception):
    """The user already has as many renders queued or running as one user may."""


class CampaignJobs:
    """The app's JobRegistry, plus the campaign, year and page size of each job, and who started it."""

    def __init__(self, journal, per_user: int = 2, max_bytes: int = bound("chronicle-books"), apart: bool = True):
        self.registry = JobRegistry(journal, max_bytes=max_bytes, apart=apart)
        self.per_user = per_user
        self._jobs: dict[str, dict] = {}
        self._owners: dict[str, object] = {}
        self._lock = threading.Lock()

    def start(self, campaign_id: str, year: int | None, page_size: str, owner=None, viewer=None) -> str:
        """Queue a render, or join the same book: told for the same sight, at the same head of
        the log, queued, running or done. Two tablets asking for one book get the one render,
        and repeated clicks do not pile up; once the log has moved on, a new book is made.
        ReportError (bad page size) here; TooManyJobs when `owner` already has `per_user`
        renders in flight."""
        facts = {"campaign": campaign_id, "year": year, "page_size": canonical_page_size(page_size),
                 "sight": viewer.sight if viewer is not None else None,
                 "head": self.registry.journal.head(campaign_id)}
        with self._lock:
            self._forget_gone()
            same = self._same(facts)
            if same:
                return same
            if owner is not None and self._in_flight(owner) >= self.per_user:
                raise TooManyJobs(owner)
            job_id = self.registry.start(campaign_id, year=year, page_size=facts["page_size"], viewer=viewer)
            self._jobs[job_id], self._owners[job_id] = facts, owner
        return job_id

    def _in_flight(self, owner) -> int:
        return sum(1 for job_id, who in self._owners.items()
                   if who == owner and self.registry.status(job_id)["state"] in (QUEUED, RUNNING))

    def _same(self, facts: dict) -> str | None:
        for job_id, known in self._jobs.items():
            if known == facts and self.registry.status(job_id)["state"] != "failed":
                return job_id
        return None

    def job(self, campaign_id: str, job_id: str, viewer=None) -> dict:
        """The job's facts and status; UnknownJob for a forgotten job, another campaign's, or,
        asked for a `viewer`, a book told for a reader who sees otherwise (it may hold what is
        private to them, or lack what is theirs)."""
        with self._lock:
            facts = self._jobs.get(job_id)
        if facts is None or facts["campaign"] != campaign_id or (viewer is not None and not sees_all_of(viewer, facts["sight"])):
            raise UnknownJob(job_id)
        return {**facts, **self.registry.status(job_id)}

    def result(self, campaign_id: str, job_id: str, viewer=None) -> bytes:
        self.job(campaign_id, job_id, viewer)
        return self.registry.result(job_id)

    def shutdown(self) -> None:
        """Cancel queued renders and wait for the running one (before the Journal closes)."""
        self.registry.shutdown(wait=True)

    def _forget_gone(self) -> None:
        """Drop the facts of jobs the registry has forgotten (it keeps them an hour)."""
        for job_id in list(self._jobs):
            try:
                self.registry.status(job_id)
            except UnknownJob:
                del self._jobs[job_id]
                self._owners.pop(job_id, None)


def sees_all_of(member, sight) -> bool:
    """Whether `member` reads everything a book told for `sight` (audit, gm, seats) holds: the
    same reader, or an edition that sees less (a player reads the group's edition and their
    own seat's, the game master any but an audit's)."""
    if sight is None or member.audit:
        return True
    audit, gm, seats = sight
    if audit or (gm and not member.gm):
        return False
    return member.gm or seats <= member.seats


def jobs_of(app: Flask | None = None) -> CampaignJobs:
    """One registry per app (and so per Journal), made on first use like the Journal."""
    return lazy_extension("chronicle_jobs", lambda made: CampaignJobs(
        journal_of(made), made.config.get("CHRONICLE_JOBS_PER_USER", 2),
        made.config.get("CHRONICLE_CACHE_BYTES", bound("chronicle-books")), made.config.get("CHRONICLE_RENDER_APART", True)), app)


@bp.app_template_global("chronicle_years")
def offered_years(views: dict) -> list[int]:
    """Years a view lists under "years" (plain numbers or records with a "year"), if any."""
    years = set()
    for view in views.values():
        listed = view.get("years") if isinstance(view, dict) else None
        for item in listed if isinstance(listed, list) else []:
            year = item.get("year") if isinstance(item, dict) else item
            if isinstance(year, int) and not isinstance(year, bool):
                years.add(year)
    return sorted(years)


def _year(text: str) -> int | None:
    text = text.strip()
    if not text:
        return None
    if not text.isdigit() or int(text) > MAX_YEAR:
        abort(400, f"year must be a whole number from 0 to {MAX_YEAR}, or empty for the whole campaign")
    return int(text)


@bp.app_template_global("chronicle_editions")
def offered_editions(access) -> list[tuple[str, str]]:
    """(value, label) of the editions this member may fetch, the group's first."""
    seats = editions.campaign_seats(journal_of(), access.id)
    chairs = editions.campaign_chairs(journal_of(), access.id)
    labels = {editions.GROUP: "The group's (what every player saw)",
              editions.GM: "The game master's (everything)" if chairs else "The owner's (everything)"}
    return [(edition, labels.get(edition) or f"{edition[len(editions.SEAT):]}'s edition")
            for edition in editions.offered(access.viewer, seats, chairs)]


def _reader(access, edition: str):
    """The viewer a chosen edition is told for (none chosen: the member as they are)."""
    if not edition:
        return access.viewer
    if not editions.allowed(edition, access.viewer):
        abort(403, f"you may fetch the group's edition and your own seat's, not {edition}")
    return editions.viewer_for(edition, editions.campaign_seats(journal_of(), access.id),
                               editions.campaign_chairs(journal_of(), access.id))


@bp.route("/campaigns/<cid>/chronicle", methods=["POST"])
def start(cid):
    access = campaign_access(cid)
    year = _year(request.form.get("year", ""))
    try:
        viewer = _reader(access, request.form.get("edition", "").strip())
        job_id = jobs_of().start(access.id, year, request.form.get("page_size", "A4"), owner=current_user.id,
                                 viewer=viewer)
    except ReportError as error:
        abort(400, str(error))
    except TooManyJobs:
        raise TooManyRequests(f"you already have {jobs_of().per_user} chronicles rendering: wait for one to "
                              "finish, then try again", retry_after=10) from None
    return redirect(url_for("chronicle.status_page", cid=access.id, job=job_id), 303)


def _job(access, job_id: str) -> dict:
    try:
        return jobs_of().job(access.id, job_id, access.viewer)
    except UnknownJob:
        abort(404, GONE)


def _status(access, job_id: str) -> dict:
    job = _job(access, job_id)
    done = job["state"] == "done"
    return {"state": job["state"], "progress": job["progress"], "error": job["error"],
            "download": url_for("chronicle.download", cid=access.id, job=job_id) if done else None}


@bp.route("/campaigns/<cid>/chronicle/<job>")
def status_page(cid, job):
    access = campaign_access(cid)
    facts = _job(access, job)
    return render_template("chronicle/status.html", access=access, job=facts, status=_status(access, job),
                           status_url=url_for("chronicle.status", cid=access.id, job=job))


@bp.route("/campaigns/<cid>/chronicle/<job>/status")
def status(cid, job):
    response = jsonify(_status(campaign_access(cid), job))
    response.headers["Cache-Control"] = "no-store"
    return response


def download_name(campaign_name: str, year: int | None, edition: str = "") -> str:
    """An ASCII file name from the campaign name, the year and the edition (`Edition.stem`), so
    two editions of one book never share a name (no path, quotes or control characters)."""
    stem = secure_filename(campaign_name)[:80] or "campaign"
    told = secure_filename(edition)[:60]
    return f"{stem}-chronicle{f'-{year}' if year is not None else ''}{f'-{told}' if told else ''}.pdf"


def _edition_stem(access, facts: dict) -> str:
    sight = facts["sight"] or Viewer.auditor().sight
    return editions.edition_of(sight, editions.campaign_chairs(journal_of(), access.id)).stem


@bp.route("/campaigns/<cid>/chronicle/<job>/pdf")
def download(cid, job):
    access = campaign_access(cid)
    facts = _job(access, job)
    try:
        pdf = jobs_of().result(access.id, job, access.viewer)
    except NotReady as error:
        message = f"the chronicle failed: {error}" if facts["state"] == "failed" else \
            f"the chronicle is not ready yet ({facts['state']}, {round(facts['progress'] * 100)}%)"
        abort(409, message)
    response = send_file(io.BytesIO(pdf), mimetype="application/pdf", as_attachment=True,
                         download_name=download_name(access.info.name, facts["year"], _edition_stem(access, facts)),
                         max_age=0)
    response.headers["Cache-Control"] = "private, no-store"
    return response
