"""The sync endpoints of the JSON API (journal/sync; docs/api.md, "Sync"): a campaign's hash
chain, its events after a position as export lines with their sealed values and dice seeds,
and a batch of such events appended in one transaction when it continues the head.

A batch carries the campaign's secrets, so only its owner may read or send one (a member gets
403 saying why, a stranger 404); a first push creates the campaign with the same id, owned by
the caller. The routes sit on the API's blueprint (its authentication and error answers);
create_app imports this module before it registers the blueprint.
"""
from __future__ import annotations

from uuid import UUID

from flask import abort, jsonify, request
from flask_login import current_user

from domain.kernel import json_text
from journal.errors import TransferError
from journal.sync.batch import Batch, hashes, outgoing
from journal.sync.landing import land

from .access import campaign_access
from .accounts import store_of
from .api import bp
from .journal_access import journal_of

OWNER_ONLY = ("a sync carries the campaign's dice seeds and sealed values, so only its owner may push or pull "
              "it")


def _owned(cid: str):
    """The campaign if the caller owns it: 404 for a stranger, 403 naming why for a member."""
    access = campaign_access(cid)
    if access.role != "owner":
        abort(403, f"{OWNER_ONLY}; you are its {access.role}")
    return access


@bp.get("/campaigns/<cid>/sync")
def sync_line(cid):
    """The campaign's name, head and the hash of every event: what the other side compares.
    With `verify=1`, also whether this store verifies the campaign (the end of a pull)."""
    access = _owned(cid)
    verify = request.args.get("verify", "0")
    if verify not in ("0", "1"):
        abort(400, f"verify: 1 (verify the campaign here) or 0, not {verify[:40]!r}")
    found = hashes(journal_of(), access.id)
    answer = {"campaign": access.id, "name": access.info.name, "head": len(found), "hashes": found}
    if verify == "1":
        report = journal_of().verify(access.id)
        answer.update(verified=report.ok, problem=report.problem)
    return jsonify(answer)


@bp.get("/campaigns/<cid>/sync/events")
def sync_events(cid):
    """One batch of the campaign's events after `after` (docs/export-format.md lines)."""
    access = _owned(cid)
    raw, head = request.args.get("after", "0"), journal_of().head(access.id)
    if not raw.isascii() or not raw.isdigit():
        abort(400, f"after: a position from 0 to {head}, not {raw[:40]!r}")
    if int(raw) > head:
        abort(404, f"no position {int(raw)}: the campaign is at position {head}")
    return jsonify(outgoing(journal_of(), access.id, int(raw)).to_json())


@bp.post("/campaigns/<cid>/sync/events")
def sync_append(cid):
    """Append a batch that continues the campaign's head here (409 when the head moved on);
    a batch from position 0 of a campaign this store lacks creates it, owned by the caller."""
    new = _absent(cid)
    if not new:
        _owned(cid)
    batch = _batch(cid)
    if new and getattr(current_user, "guest", None):
        abort(403, "a table guest may not create campaigns")
    if new:
        store_of().set_role(current_user.id, batch.campaign, "owner")   # granted first: a push cut off here resumes
    try:
        landed = land(journal_of(), batch)
    except TransferError as error:   # well formed, but it does not verify: a rule no schema says
        _withdraw(new, batch.campaign)
        abort(422, error.message)
    except Exception:
        _withdraw(new, batch.campaign)
        raise
    journal_of().synced(landed.campaign, landed.new, since=batch.after, dice=landed.dice)
    report = journal_of().verify(landed.campaign)
    return jsonify({"campaign": landed.campaign, "head": landed.head, "verified": report.ok,
                    "problem": report.problem}), 201


@bp.post("/campaigns/<cid>/sync/fork")
def sync_fork(cid):
    """End a line a push sent here as `cid` with the marker of a fork of campaign `of` parting
    after position `at` (both the caller's): so a diverged push keeps its line beside the
    other one here (docs/sync.md)."""
    access = _owned(cid)
    asked = request.get_json(silent=True)
    if not isinstance(asked, dict) or set(asked) != {"of", "at", "name"}:
        abort(400, 'send {"of": the campaign it parts from, "at": the last position both hold, "name": the fork\'s name}')
    source = _owned(str(asked["of"]))
    at, mine, theirs = asked["at"], hashes(journal_of(), access.id), hashes(journal_of(), source.id)
    if journal_of().forked_from(access.id) is not None:
        abort(409, f"{access.info.name} is marked as a fork already")
    if not isinstance(at, int) or isinstance(at, bool) or not 0 <= at <= min(len(mine), len(theirs)) \
            or mine[:at] != theirs[:at]:
        abort(422, f"at: the last position both campaigns hold the same event at, not {str(at)[:40]!r}")
    head = journal_of().head(access.id)
    journal_of().mark_fork(access.id, source.id, at, asked["name"], current_user.name)
    journal_of().synced(access.id, False, since=head)
    report = journal_of().verify(access.id)
    return jsonify({"campaign": access.id, "head": journal_of().head(access.id), "verified": report.ok,
                    "problem": report.problem}), 201


def _absent(cid: str) -> bool:
    """Whether this store has no event of the campaign `cid` names (an id; anything else is 404)."""
    try:
        return journal_of().store.head(UUID(cid)) == 0
    except ValueError:
        abort(404)


def _batch(cid: str) -> Batch:
    """The request's batch, of the campaign the address names."""
    if not request.is_json:
        abort(400, "send a sync batch as JSON with Content-Type: application/json")
    try:
        batch = Batch.from_json(json_text.strict_loads(request.get_data()))
    except TransferError as error:
        abort(400, error.message)
    except ValueError as error:
        abort(400, f"the body is {json_text.problem(error)}")
    if batch.campaign != cid:
        abort(422, f"the batch is of campaign {batch.campaign}, the address names {cid}")
    return batch


def _withdraw(new: bool, campaign: str) -> None:
    """A first push that did not land leaves its caller owning nothing."""
    if new and journal_of().store.head(UUID(campaign)) == 0:
        store_of().remove_member(current_user.id, campaign)
