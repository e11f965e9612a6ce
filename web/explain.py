"""Why is this so, as a page: the events that made one value of a view what it is
(journal/projections/explaining.py), for the member reading it. Every value the site shows links here;
static/explain.js shows the same answer in a panel beside the value, from the API."""
from __future__ import annotations

from flask import Blueprint, abort, render_template, request

from journal.errors import CommandRejected
from journal.projections.explaining import NotExplained, parse_pointer

from .access import campaign_access
from .journal_access import journal_of

bp = Blueprint("explain", __name__)


@bp.get("/campaigns/<cid>/explain")
def page(cid):
    access = campaign_access(cid)
    name, pointer = request.args.get("view", ""), request.args.get("path")
    if name not in access.ruleset.views:
        abort(404, f"no view {name!r}; views: {', '.join(access.ruleset.views) or 'none'}")
    if pointer is None:
        abort(400, "view and path: the view's name and a JSON pointer into it, e.g. ?view=sheets&path=/year")
    try:
        parse_pointer(pointer)
    except CommandRejected as error:
        abort(400, f"path: {error.reason}")
    head = journal_of().head(access.id)
    at = request.args.get("at", type=int)
    if at is not None and not 1 <= at <= head:
        abort(404, f"no position {at}: the campaign is at position {head}")
    try:
        answer = journal_of().explain(access.id, name, pointer, at, access.viewer)
    except NotExplained as error:
        abort(404, error.message)
    return render_template("campaigns/explain.html", access=access, answer=answer)
