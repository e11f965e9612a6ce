"""Replay (the campaign as it was at any position, with filters) and the dice audit.

The page is served whole once; stepping asks `replay.step` for the parts that change (the
event told in a sentence, the pictures, cards and views at that position, what changed there)
as one JSON document, and static/replay.js swaps them in and keeps ?at=N in the address.
"""
from __future__ import annotations

import json

from flask import Blueprint, Response, render_template, request

from journal.telling import told

from .access import campaign_access
from .changes import changes
from .charts import bar_chart
from .dice_audit import rows
from .journal_access import journal_of
from .snapshot import views_at
from .timeline import entry, jumps, matches, told_with_marks

bp = Blueprint("replay", __name__)
WINDOW = 200


def _filters() -> dict:
    return {"dice": request.args.get("dice") == "1", "text": request.args.get("text", "").strip()[:100],
            "corrections": request.args.get("corrections") == "1"}


def _neighbours(positions: list[int], at: int) -> tuple[int | None, int | None]:
    before = [p for p in positions if p < at]
    after = [p for p in positions if p > at]
    return (before[-1] if before else None), (after[0] if after else None)


def _at(head: int) -> int:
    return min(max(request.args.get("at", head, type=int), 1), max(head, 1))


def _timeline(access, head: int) -> tuple[list[dict], list[dict]]:
    """Every event as an entry with its sentence, and the jump marks."""
    if not head:
        return [], []
    sentences, marks = told_with_marks(journal_of(), access, 1, head)
    items = [entry(e) for e in journal_of().events(access.id, start=1, stop=head, viewer=access.viewer)]
    for item in items:
        item["sentence"] = sentences.get(item["position"], item["text"])
    return items, jumps(marks)


def _step(access, at: int, head: int) -> dict:
    """What the page shows at one position: the event's entry, the drawn views, what changed."""
    snap = views_at(access, at, drawn=True)
    before = views_at(access, at - 1, drawn=True) if at > 1 else None
    current = None
    if head:
        [(_, sentence)] = told(journal_of(), access.id, at, at, access.viewer)
        [envelope] = journal_of().events(access.id, start=at, stop=at, viewer=access.viewer)
        current = {**entry(envelope), "sentence": sentence}
    return {"snap": snap, "current": current, "changed": changes(before, snap)}


@bp.route("/campaigns/<cid>/replay")
def page(cid):
    access = campaign_access(cid)
    head = journal_of().head(access.id)
    at = _at(head)
    filters = _filters()
    timeline, marks = _timeline(access, head)
    shown = [item for item in timeline if matches(item, **filters)]
    previous, following = _neighbours([item["position"] for item in shown], at)
    return render_template("replay/page.html", access=access, head=head, at=at, **_step(access, at, head),
                           timeline=_window(shown, at), hidden=max(0, len(shown) - WINDOW), filters=filters,
                           previous=previous, following=following, marks=marks,
                           positions=[item["position"] for item in shown])


@bp.route("/campaigns/<cid>/replay/step")
def step(cid):
    """The parts of the replay page for one position, as JSON (HTML fragments inside)."""
    access = campaign_access(cid)
    head = journal_of().head(access.id)
    at = _at(head)
    parts = _step(access, at, head)
    document = {"position": at, "head": head, "title": f"Replay #{at} · {access.info.name}",
                "current_html": render_template("replay/_current.html", access=access, current=parts["current"], at=at),
                "views_html": render_template("replay/_views.html", access=access, at=at, **parts),
                "changed": parts["changed"]}
    return Response(json.dumps(document, ensure_ascii=False), mimetype="application/json")


def _window(items: list[dict], at: int) -> list[dict]:
    """At most WINDOW entries, centred on the current position (long campaigns stay light)."""
    if len(items) <= WINDOW:
        return items
    centre = next((i for i, item in enumerate(items) if item["position"] >= at), len(items) - 1)
    start = min(max(0, centre - WINDOW // 2), len(items) - WINDOW)
    return items[start:start + WINDOW]


@bp.route("/campaigns/<cid>/dice")
def dice(cid):
    access = campaign_access(cid)
    found = rows(journal_of().dice(access.id, access.viewer))
    for row in found["dice"]:
        row["chart"] = bar_chart(row)
    return render_template("replay/dice.html", access=access, rows=found["dice"], shuffles=found["shuffles"])
