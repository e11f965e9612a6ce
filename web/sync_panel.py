"""The campaign page's "Sync" panel, for its owner: the remotes named in the site's instance
folder (`journal remote add`) with how far this store is ahead of and behind each, push and
pull buttons, and the forks a pull made of the campaign, so the group chooses which line goes
on. The sync itself is journal/sync's; a refusal or a failure is told as a sentence."""
from __future__ import annotations

from dataclasses import dataclass

from flask import Blueprint, abort, current_app, flash, redirect, request, url_for
from flask_login import current_user

from journal.errors import JournalError
from journal.sync import remotes, syncing
from journal.sync.batch import hashes
from journal.sync.lines import compare

from .access import campaign_access
from .accounts import store_of
from .journal_access import journal_of

bp = Blueprint("sync_panel", __name__)
ASK_SECONDS = 5.0    # how long the page waits for a remote's answer before telling it did not come


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
    said = "both recorded after a common position: pull keeps both lines" if compared.diverged else ""
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
    """Push to, or pull from, a named remote; the sentences of what happened are flashed."""
    access = campaign_access(cid, "owner")
    action, name = request.form.get("action"), request.form.get("remote", "")
    if action not in ("push", "pull"):
        abort(400, "action: push or pull")
    if "://" in name:
        abort(400, "remote: the name of a remote (journal remote add), not an address")
    try:
        remote = remotes.resolve(current_app.instance_path, name, None)
        done = (syncing.push(journal_of(), access.id, remote) if action == "push"
                else syncing.pull(journal_of(), access.id, remote, actor=current_user.name))
    except JournalError as error:
        flash(f"The {action} did not happen: {error.message}")
        return redirect(url_for("campaigns.show", cid=access.id))
    if done.fork:
        store_of().set_role(current_user.id, done.fork, "owner")
    for sentence in done.sentences:
        flash(sentence)
    return redirect(url_for("campaigns.show", cid=access.id))
