"""Replay (the campaign as it was at any position, with filters) and the dice audit.

The page reads only the events around its position (and the state from the nearest
snapshot); a filter searches the whole campaign. It is served whole once; stepping asks
`replay.step` for the parts that change (the event told in a sentence, the pictures, cards and
views at that position, what changed there, the event's timeline row) as one JSON document, and
static/replay.js swaps them in, adds the row to the timeline when it comes next to the rows
shown, and keeps ?at=N in the address.

What changed at a position is found by comparing it with the position before as a reader sees
both, which takes drawing that one too. A page or step that follows the position before (a
step on, with or without script) compares with it as it was just drawn. A page opened, or a
step jumped, anywhere else is served without waiting for the comparison: the script asks
`replay.changes` for it right after (the position before is folded on the way to the
position's own and kept a moment, so the comparison draws it and no more), and marks what
changed as a step on would have.

Every part is read as the member watches: as themselves, or from another viewpoint they may
take (?as=, web/viewpoints.py), which every address the page makes keeps.
"""
from __future__ import annotations


from flask import Blueprint, Response, current_app, render_template, request, url_for

from journal.projections.marks import marks_near
from journal.projections.entries import entry
from journal.projections.telling import entries, told

from domain.kernel import json_text

from .access import campaign_access
from .changes import changes, compared, said
from .charts import bar_chart
from .dice_audit import rows
from .journal_access import journal_of, one_reading
from .shown_steps import drawn_bytes, shown_steps
from .snapshot import views_at
from .timeline import jumps, matches
from .viewpoints import viewpoints, watched

bp = Blueprint("replay", __name__)
WINDOW = 20         # timeline entries around the position (about a screen on a tablet); stepping adds the
                    # rows next to them it reaches (static/replay.js), so a replay played on keeps its timeline
FILTERED = 200      # entries around the position when a filter is on
SHUFFLES_SHOWN = 50  # the latest shuffles and draws the dice audit lists (all on asking)


def _watched(cid: str):
    """The member's access as the replay reads it: from the viewpoint asked for (?as=), when
    the member may take it (web/viewpoints.py)."""
    return watched(campaign_access(cid), request.args.get("as", "").strip())


def _filters() -> dict:
    return {"dice": request.args.get("dice") == "1", "text": request.args.get("text", "").strip()[:100],
            "corrections": request.args.get("corrections") == "1"}


def _neighbours(positions: list[int], at: int) -> tuple[int | None, int | None]:
    before = [p for p in positions if p < at]
    after = [p for p in positions if p > at]
    return (before[-1] if before else None), (after[0] if after else None)


def _at(head: int) -> int:
    return min(max(request.args.get("at", head, type=int), 1), max(head, 1))


def _entries(access, first: int, last: int) -> list[dict]:
    """The events from `first` to `last` as timeline entries, each with its sentence (kept with
    it: journal/projections/telling.py `entries`)."""
    if last < first:
        return []
    return entries(journal_of().parts, access.id, first, last, access.viewer)


def _filtered(access, head: int, filters: dict) -> list[dict]:
    """Every event that matches the filters: a search reads the whole campaign (the text
    filter reads every sentence too; the others only those of the entries shown)."""
    if not head:
        return []
    if filters["text"]:
        return [item for item in _entries(access, 1, head) if matches(item, **filters)]
    items = [entry(e) for e in journal_of().events(access.id, start=1, stop=head, viewer=access.viewer)]
    return [item for item in items if matches(item, **filters)]


def _told_window(access, window: list[dict]) -> list[dict]:
    """The window's entries with their sentences, told along the positions they span."""
    missing = [item for item in window if "sentence" not in item]
    if missing:
        sentences = dict(told(journal_of().parts, access.id, missing[0]["position"], missing[-1]["position"], access.viewer))
        for item in missing:
            item["sentence"] = sentences.get(item["position"], item["text"])
    return window


def _shown():
    return current_app.extensions.setdefault("shown_steps", shown_steps())


def _step(access, at: int, head: int, current: dict | None = None) -> dict:
    """What the page shows at one position: the event's entry (`current`, when the timeline
    read it already), the drawn views, what changed: against the position before as the step
    before kept it, or None when it did not (the script asks `changes` for it)."""
    shown, key = _shown(), (access.id, access.viewer.sight)
    kept = None if at == 1 else shown.get((*key, at - 1))
    if at > 1 and not kept:
        journal_of().state(access.id, at=at - 1)   # kept a moment for `changes`: `at` folds on from it
    snap = views_at(access, at, drawn=True)
    now = compared(snap)
    if at <= head:   # a position that is there (an empty campaign shows position 1 before it is)
        shown.put((*key, at), now, drawn_bytes(now))
    changed = changes(kept, now) if kept or at == 1 else None
    if head and current is None:
        [current] = entries(journal_of().parts, access.id, at, at, access.viewer)
    return {"snap": snap, "current": current, "changed": changed}


@bp.route("/campaigns/<cid>/replay")
@one_reading
def page(cid):
    """The campaign at one position: only the events around it are read and told, the jump
    marks come from the journal (journal/projections/marks.py); a filter searches the whole campaign."""
    member = campaign_access(cid)
    access = watched(member, request.args.get("as", "").strip())
    head = journal_of().head(access.id)
    at = _at(head)
    filters = _filters()
    near, more = marks_near(journal_of().parts, access.id, at) if head else ([], {})
    if any(filters.values()):
        shown = _filtered(access, head, filters)
        positions = [item["position"] for item in shown]
        previous, following = _neighbours(positions, at)
        timeline = _told_window(access, _window(shown, at, FILTERED))
    else:
        first = max(1, min(at - WINDOW // 2, head - WINDOW + 1))
        timeline = _entries(access, first, min(head, first + WINDOW - 1))
        positions, shown = None, timeline
        previous, following = (at - 1 if at > 1 else None), (at + 1 if at < head else None)
    here = next((item for item in timeline if item["position"] == at), None)
    parts = _step(access, at, head, here)
    return render_template("replay/page.html", access=access, head=head, at=at, **parts, what_changed=said(parts["changed"]),
                           viewpoints=viewpoints(member), watch=request.args.get("as", "").strip(),
                           timeline=timeline, hidden=max(0, (head if positions is None else len(shown)) - len(timeline)),
                           filters=filters, previous=previous, following=following, marks=jumps(near), more=more,
                           positions=positions)


@bp.route("/campaigns/<cid>/replay/step")
@one_reading
def step(cid):
    """The parts of the replay page for one position, as JSON (HTML fragments inside). A step
    on from the position shown carries what changed; a jump (nothing kept of the position
    before) names where to ask for it instead (`changes_url`), as the page does."""
    access = _watched(cid)
    head = journal_of().head(access.id)
    at = _at(head)
    parts = _step(access, at, head)
    document = {"position": at, "head": head, "title": f"Replay #{at} · {access.info.name}",
                "current_html": render_template("replay/_current.html", access=access, current=parts["current"], at=at,
                                                what_changed=said(parts["changed"])),
                "views_html": render_template("replay/_views.html", access=access, at=at,
                                              watch=request.args.get("as", "").strip(), **parts),
                "row_html": render_template("replay/_row.html", access=access, current=parts["current"], at=at),
                "changed": parts["changed"]}
    if parts["changed"] is None:   # a jump: what changed there is asked for next
        document["changes_url"] = url_for("replay.changes_at", cid=access.id, at=at, **{"as": request.args.get("as") or None})
    return Response(json_text.fast(document), mimetype="application/json")


@bp.route("/campaigns/<cid>/replay/changes")
@one_reading
def changes_at(cid):
    """What changed at one position, as JSON ({"position", "changed"}): the marks of a page
    served without them. The position is compared as the page drew it (kept a moment), else
    drawn again."""
    access = _watched(cid)
    at = _at(journal_of().head(access.id))
    key = (access.id, access.viewer.sight)
    if at == 1:
        return Response(json_text.fast({"position": at, "changed": changes(None, {}), "said": ""}), mimetype="application/json")
    now = _shown().get((*key, at)) or compared(views_at(access, at, drawn=True))
    before = compared(views_at(access, at - 1, drawn=True, compared=True))
    changed = changes(before, now)
    return Response(json_text.fast({"position": at, "changed": changed, "said": said(changed)}),
                    mimetype="application/json")


@bp.route("/campaigns/<cid>/replay/details")
@one_reading
def details(cid):
    """The data behind the replay's pictures at one position: read when its details are opened
    (`fragment=1`: the sections alone, for static/raw_data.js; else a page of its own)."""
    access = _watched(cid)
    at = _at(journal_of().head(access.id))
    snap = views_at(access, at, drawn=True)
    page = "replay/_details.html" if request.args.get("fragment") == "1" else "replay/details.html"
    return render_template(page, access=access, snap=snap, at=at)


def _window(items: list[dict], at: int, size: int) -> list[dict]:
    """At most `size` entries, centred on the current position (long campaigns stay light)."""
    if len(items) <= size:
        return items
    centre = next((i for i, item in enumerate(items) if item["position"] >= at), len(items) - 1)
    start = min(max(0, centre - size // 2), len(items) - size)
    return items[start:start + size]


@bp.route("/campaigns/<cid>/dice")
@one_reading
def dice(cid):
    access = campaign_access(cid)
    found = rows(journal_of().dice(access.id, access.viewer))
    for row in found["dice"]:
        row["chart"] = bar_chart(row)
    listed = found["shuffles"] if request.args.get("shuffles") == "all" else found["shuffles"][-SHUFFLES_SHOWN:]
    return render_template("replay/dice.html", access=access, rows=found["dice"], shuffles=listed,
                           earlier=len(found["shuffles"]) - len(listed))
