"""The table view: a tablet beside the board records dice and actions as they happen.

The page holds one form per command (generated from the ruleset's schemas); the
script posts each command to the JSON API and then swaps in fresh view fragments.
"""
from __future__ import annotations

from flask import Blueprint, jsonify, render_template

from domain.kernel import generic

from .access import campaign_access
from .journal_access import journal_of
from .schema_forms import describe_all
from .snapshot import table_views, views_at
from .timeline import entry

bp = Blueprint("table", __name__)
LOG_LENGTH = 40


def _log(access, head: int) -> list[dict]:
    start = max(1, head - LOG_LENGTH + 1)
    events = journal_of().events(access.id, start=start, stop=head, viewer=access.viewer) if head else []
    return [entry(e) for e in reversed(events)]


def _fragments(access) -> dict:
    snap = views_at(access, only=table_views(access.ruleset))
    log = _log(access, snap["position"])
    receipt = journal_of().latest_anchor(access.id, ("session end",))  # shown to the group at each session end
    return {"position": snap["position"],
            "views_html": render_template("table/_views.html", access=access, snap=snap),
            "log_html": render_template("table/_log.html", access=access, log=log, receipt=receipt,
                                        head=snap["position"])}


@bp.route("/campaigns/<cid>/table")
def page(cid):
    access = campaign_access(cid)
    forms = describe_all(access.ruleset) if access.may("player") else {}
    return render_template("table/page.html", access=access, forms=forms, fragments=_fragments(access),
                           generic_kinds=list(generic.SCHEMAS))


@bp.route("/campaigns/<cid>/table/fragment")
def fragment(cid):
    return jsonify(_fragments(campaign_access(cid)))
