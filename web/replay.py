"""Replay (the campaign as it was at any position, with filters) and the dice audit."""
from __future__ import annotations

from flask import Blueprint, render_template, request

from .access import campaign_access
from .charts import bar_chart
from .dice_audit import audit
from .journal_access import journal_of
from .snapshot import views_at
from .timeline import entry, matches

bp = Blueprint("replay", __name__)
WINDOW = 200


def _filters() -> dict:
    return {"dice": request.args.get("dice") == "1", "text": request.args.get("text", "").strip()[:100],
            "corrections": request.args.get("corrections") == "1"}


def _neighbours(positions: list[int], at: int) -> tuple[int | None, int | None]:
    before = [p for p in positions if p < at]
    after = [p for p in positions if p > at]
    return (before[-1] if before else None), (after[0] if after else None)


@bp.route("/campaigns/<cid>/replay")
def page(cid):
    access = campaign_access(cid)
    head = journal_of().head(access.id)
    at = min(max(request.args.get("at", head, type=int), 1), max(head, 1))
    filters = _filters()
    timeline = [entry(e) for e in journal_of().events(access.id, start=1, stop=head, viewer=access.viewer)] if head else []
    shown = [item for item in timeline if matches(item, **filters)]
    previous, following = _neighbours([item["position"] for item in shown], at)
    current = next((item for item in timeline if item["position"] == at), None)
    return render_template("replay/page.html", access=access, head=head, at=at, snap=views_at(access, at),
                           timeline=_window(shown, at), hidden=max(0, len(shown) - WINDOW), filters=filters,
                           previous=previous, following=following, current=current)


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
    head = journal_of().head(access.id)
    rows = audit(journal_of().events(access.id, start=1, stop=head, viewer=access.viewer) if head else [])
    for row in rows:
        row["chart"] = bar_chart(row)
    return render_template("replay/dice.html", access=access, rows=rows)
