"""The campaign page's "Sync" panel, for its owner: the remotes named in the site's instance
folder (`journal remote add`) with how far this store is ahead of and behind each, push and
pull buttons, and the forks a pull made of the campaign, so the group chooses which line goes
on. A push or pull runs in the background (sync_jobs.py) with a status page showing its
progress; the sync itself is journal/sync's, and what it did, a refusal too, is told in sentences."""
from __future__ import annotations

from dataclasses import dataclass

from flask import Blueprint, abort, current_app, flash, make_response, redirect, render_template, request, url_for
from flask_login import current_user

from journal.errors import JournalError
from journal.sync import remotes
from journal.sync.batch import hashes
from journal.sync.lines import compare

from .access import campaign_access
from .accounts import store_of
from .journal_access import journal_of, lazy_extension
from .sync_jobs import SyncJob, SyncJobs

bp = Blueprint("sync_panel", __name__)
ASK_SECONDS = 5.0    # how long the page waits for a remote's answer before telling it did not come
REFRESH_SECONDS = 1  # how often a sync's status page asks again


@dataclass(frozen=True)
class Standing:
    """One remote as the panel shows it: events ahead and behind (None: not known), or why not."""

    name: str
    url: str
    ahead: int | None = None
    behind: int | None = None
    said: str = ""


def panel(access) -> dict:
    """What the panel shows the campaign's owner: each remote's standing and the forks a pull made."""
    here = hashes(journal_of(), access.id)
    standings = [_standing(named, access.id, here) for named in remotes.listed(current_app.instance_path)]
    return {"remotes": standings, "forks": forks_of(access.id)}


def _standing(named, campaign: str, here: list[str]) -> Standing:
    """How this site stands against one remote, asked now (a remote that does not answer is told so)."""
    try:
        line = named.remote(timeout=ASK_SECONDS).line(campaign)
    except JournalError as error:
        return Standing(named.name, named.url, said=error.message)
    if line is None:
        return Standing(named.name, named.url, len(here), 0, "not there yet: a push creates it there")
    compared = compare(here, line.hashes)
    said = ("both recorded after a common position: pull keeps their line here, then push keeps this one there"
            if compared.diverged else "")
    return Standing(named.name, named.url, compared.ahead, compared.behind, said)


def forks_of(campaign: str) -> list:
    """The campaigns of the current user that a pull made of this one (their names say where from)."""
    journal, found = journal_of(), []
    for cid in store_of().roles(current_user.id):
        if cid == campaign:
            continue
        try:
            info = journal.campaign(cid)
        except JournalError:
            continue
        if " (from " in info.name and journal.forked_from(cid) == campaign:
            found.append(info)
    return found


@bp.post("/campaigns/<cid>/sync")
def sync(cid):
    """Start a push to, or a pull from, a named remote in the background; its status page follows it."""
    access = campaign_access(cid, "owner")
    action, name = request.form.get("action"), request.form.get("remote", "")
    if action not in ("push", "pull"):
        abort(400, "action: push or pull")
    if "://" in name:
        abort(400, "remote: the name of a remote (journal remote add), not an address")
    try:
        remote = remotes.resolve(current_app.instance_path, name, None)
    except JournalError as error:
        flash(f"The {action} did not happen: {error.message}")
        return redirect(url_for("campaigns.show", cid=access.id))
    accounts, user = store_of(), current_user.id
    key = _jobs().start(journal_of(), remote, SyncJob(access.id, action, name, user),
                        lambda fork: accounts.set_role(user, fork, "owner"))
    return redirect(url_for("sync_panel.status", cid=access.id, job=key))


@bp.get("/campaigns/<cid>/sync/<job>")
def status(cid, job):
    """The sync's progress, refreshing itself; once it is over, what it did, told on the campaign's page."""
    access = campaign_access(cid, "owner")
    found = _jobs().get(job, access.id)
    if found is None:
        abort(404, "no such sync of this campaign (its result was told already)")
    if not found.finished:
        response = make_response(render_template("campaigns/sync_status.html", access=access, job=found))
        response.headers["Refresh"] = str(REFRESH_SECONDS)   # the page follows the job without a script
        return response
    _jobs().forget(job)
    for sentence in ([f"The {found.action} did not happen: {found.failed}"] if found.failed else found.sentences):
        flash(sentence)
    return redirect(url_for("campaigns.show", cid=access.id))


def _jobs() -> SyncJobs:
    return lazy_extension("sync_jobs", lambda app: SyncJobs())
