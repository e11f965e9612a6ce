"""`push` and `pull`: a campaign's log made the same in this store and on another site.

One log a prefix of the other is a fast-forward: the events after it travel, in batches of
one transaction each, so a sync cut off anywhere leaves both sides with a prefix of the same
log (verifiable) and the next sync goes on from there. When both sides recorded after a common
position nothing is lost: a pull keeps this store's line and stores the site's as a fork named
after where it came from; a push is refused ("pull first") and changes nothing there. Both
sides verify after every sync.
"""
from __future__ import annotations

import socket
from dataclasses import dataclass, field, replace
from uuid import UUID, uuid4, uuid5

from domain.kernel.viewers import Viewer

from ..errors import CampaignNotFound, SyncError
from ..projections.telling import told
from ..store.read_store import TallyChange
from .batch import hashes, joined, outgoing, prefix
from .landing import land
from .lines import Compared, compare, events
from .remote import Remote


@dataclass
class Synced:
    """What a sync did, in sentences; `fork`: the id of the fork a diverged pull stored."""

    campaign: str
    sentences: list[str] = field(default_factory=list)
    fork: str | None = None
    first: bool = False   # the campaign came here whole (a first pull)


def _quiet(done: int, total: int) -> None:
    """No progress shown."""


def push(journal, campaign_ref: str, remote: Remote, progress=_quiet, store_name: str | None = None) -> Synced:
    """Send the events the site lacks; refused when the site recorded events this store lacks,
    unless a pull kept the site's line here already: then this store's line goes there as a fork
    named after `store_name` (by default this computer's name)."""
    info = journal.campaign(campaign_ref)
    line = remote.line(info.id)
    here = hashes(journal, info.id)
    compared = compare(here, line.hashes if line else [])
    if compared.behind:
        if _kept_before(journal, info.id, line.hashes)[1]:
            return _push_our_line(journal, info, here, compared, remote, progress, store_name or this_store())
        raise SyncError(f"the site {remote.label} recorded {events(compared.behind)} after position "
                        f"{compared.common} that this store lacks: pull first (nothing was changed there)")
    if not compared.ahead:
        return Synced(info.id, [f"{remote.label} already holds all {events(compared.here)} of {info.name}."])
    answer, after = {}, compared.common
    while after < compared.here:
        batch = outgoing(journal, info.id, after)
        answer = remote.send(batch)
        after = batch.head
        progress(after - compared.common, compared.ahead)
    _verified_there(answer, remote)
    _verified_here(journal, info.id)
    new = " (a new campaign there, with the same id)" if line is None else ""
    return Synced(info.id, [f"Pushed {events(compared.ahead)} of {info.name} to {remote.label}{new}; both hold "
                            f"{events(compared.here)} and verify."])


def _push_our_line(journal, info, here: list[str], compared: Compared, remote: Remote, progress,
                   store_name: str) -> Synced:
    """This store's line sent to the site as a fork of the campaign there, named after where it
    came from, so both stores hold both lines. Its id follows from the campaign's and this line's
    head: a push cut off midway goes on with the same fork, and a line sent before is not sent again."""
    fork, fork_name = str(uuid5(UUID(info.id), here[-1])), f"{info.name} (from {store_name})"
    line = remote.line(fork)
    there = compare(here, line.hashes if line else [])
    if there.common < there.there:   # holds more than this line: the marker a push put there
        return Synced(info.id, [f"The line of this store is kept on {remote.label} already, as the fork "
                                f"\"{line.name}\" ({fork}): nothing new to push."], fork)
    after = there.common
    while after < there.here:
        batch = outgoing(journal, info.id, after)
        remote.send(replace(batch, campaign=fork, name=fork_name))
        after = batch.head
        progress(after - there.common, there.ahead)
    _verified_there(remote.mark_fork(fork, info.id, compared.common, fork_name), remote)
    return Synced(info.id, [f"{remote.label} and this store both recorded events after position {compared.common}; "
                            "nothing is lost.",
                            f"The line of {remote.label} is kept here; this store's line ({events(compared.ahead)} "
                            f"after it) is now kept there as the fork \"{fork_name}\" ({fork}). "
                            "Choose which line goes on."], fork)


def this_store() -> str:
    """The name this store goes by on another site: the computer's."""
    return socket.gethostname() or "another store"


def pull(journal, campaign_ref: str, remote: Remote, actor: str = "sync", progress=_quiet) -> Synced:
    """Bring the site's events here: a fast-forward, a first copy, or (when both recorded after
    a common position) the site's line kept as a fork beside this store's."""
    campaign, here = _local(journal, campaign_ref)
    line = remote.line(campaign)
    if line is None:
        raise SyncError(f"the site {remote.label} has no campaign {campaign} that this token's owner owns")
    compared = compare(here, line.hashes)
    if not compared.behind:
        more = f"; this store has {events(compared.ahead)} more: push them" if compared.ahead else ""
        return Synced(campaign, [f"Nothing to pull from {remote.label}: it holds no event this store lacks{more}."])
    if compared.diverged:
        return _keep_their_line(journal, campaign, line, compared, remote, actor, progress)
    fresh = not here or journal.latest_anchor(campaign) is None   # a first copy, or one cut off before it was told
    dice = _fetch_into(journal, campaign, compared, remote, progress)
    journal.synced(campaign, new=fresh, since=compared.common, dice=dice)
    _verified_here(journal, campaign)
    _verified_there(remote.verified(campaign), remote)
    name = journal.campaign(campaign).name
    first = " (a first copy here)" if fresh else ""
    return Synced(campaign, [f"Pulled {events(compared.behind)} of {name} from {remote.label}{first}; both hold "
                             f"{events(compared.there)} and verify."], first=fresh)


def _local(journal, ref: str) -> tuple[str, list[str]]:
    """The campaign's id and its hashes here; a campaign not here yet must be named by its id."""
    try:
        info = journal.campaign(ref)
    except CampaignNotFound:
        try:
            return str(UUID(ref)), []
        except ValueError:
            raise SyncError(f"no campaign {ref!r} in this store: name a campaign not here yet by its id") from None
    return info.id, hashes(journal, info.id)


def _fetch_into(journal, campaign: str, compared: Compared, remote: Remote, progress) -> TallyChange | None:
    """Land the site's events after the common position here, batch by batch; what they
    changed in the dice records (None: nothing)."""
    after, dice = compared.common, None
    while after < compared.there:
        batch = remote.events(campaign, after)
        if not batch.lines:
            raise SyncError(f"the site {remote.label} sent no events after position {after} though it holds more")
        landed = land(journal, batch).dice
        dice = landed if dice is None else dice + landed
        after = batch.head
        progress(after - compared.common, compared.behind)
    return dice


def _keep_their_line(journal, campaign: str, line, compared: Compared, remote: Remote, actor: str,
                     progress) -> Synced:
    """The site's line (the common events, then its own) stored here in one transaction as a new
    campaign, marked as a fork named after where it came from; this store's line is untouched.
    A line kept here before is not stored again: an earlier pull's fork is named, and a copy
    left unmarked by a pull cut off before its marker is marked now."""
    fork, marked = _kept_before(journal, campaign, line.hashes)
    if marked:
        return Synced(campaign, [f"The line of {remote.label} is kept here already, as the fork "
                                 f"\"{journal.campaign(fork).name}\" ({fork}): nothing new to pull."], fork)
    if fork is None:
        fork = str(uuid4())
        land(journal, joined(prefix(journal, campaign, compared.common),
                             _fetched(campaign, compared, remote, progress), fork))
    fork_name = f"{journal.campaign(campaign).name} (from {remote.label})"
    journal.mark_fork(fork, campaign, compared.common, fork_name, actor)
    journal.synced(fork, new=True)
    _verified_here(journal, campaign)
    _verified_here(journal, fork)
    _verified_there(remote.verified(campaign), remote)
    return Synced(campaign, _diverged(journal, campaign, fork, fork_name, compared, remote.label), fork)


def _fetched(campaign: str, compared: Compared, remote: Remote, progress):
    """The site's events after the common position, as one batch."""
    theirs, after = None, compared.common
    while after < compared.there:
        batch = remote.events(campaign, after)
        theirs = batch if theirs is None else joined(theirs, batch, campaign)
        after = batch.head
        progress(after - compared.common, compared.behind)
    return theirs


def _kept_before(journal, campaign: str, theirs: list[str]) -> tuple[str | None, bool]:
    """(a campaign here holding exactly the site's line, whether a fork marker of `campaign`
    follows it), or (None, False). The index gives the few campaigns of the right length."""
    for entry in journal.store.campaigns():
        if entry.id == campaign or entry.position not in (len(theirs), len(theirs) + 1):
            continue
        if hashes(journal, entry.id)[:len(theirs)] != theirs:
            continue
        if entry.position == len(theirs):
            return entry.id, False
        if journal.forked_from(entry.id) == campaign:
            return entry.id, True
    return None, False


def _diverged(journal, campaign: str, fork: str, fork_name: str, compared: Compared, label: str) -> list[str]:
    """What each line holds after the common position, in sentences."""
    mine = _last_sentence(journal, campaign, compared.here)
    theirs = _last_sentence(journal, fork, compared.there)
    return [f"This store and {label} both recorded events after position {compared.common}; nothing is lost.",
            f"Here: {events(compared.ahead)} after it, the last: {mine}",
            f"On {label}: {events(compared.behind)} after it, the last: {theirs}",
            f"This campaign keeps its line; the line of {label} is kept as the fork \"{fork_name}\" ({fork}). "
            "Choose which line goes on."]


def _last_sentence(journal, campaign: str, position: int) -> str:
    """The sentence of the event at `position`, as the owner reads it."""
    found = told(journal.parts, campaign, position, position, Viewer.auditor())
    return found[0][1] if found else f"event {position}"


def _verified_there(answer: dict, remote: Remote) -> None:
    """The other site verified the campaign after the sync, or a SyncError says what it found."""
    if not answer.get("verified"):
        raise SyncError(f"the site {remote.label} does not verify the campaign after the sync: "
                        f"{answer.get('problem') or 'no reason given'}")


def _verified_here(journal, campaign: str) -> None:
    """This store verifies the campaign after the sync, or a SyncError says what it found."""
    report = journal.verify(campaign)
    if not report.ok:
        raise SyncError(f"the events landed here, but this store's campaign does not verify: {report.problem}")
