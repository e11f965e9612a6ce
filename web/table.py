"""The table page: a tablet beside the board, played by tapping.

Everything on it comes from the campaign itself, whatever the game: the ruleset's pictures
(inline, so the things marked `data-choice` can be tapped), a status line read off its table
view, the legal moves of the moves document as buttons (static/move_fields.js turns a move's
fields into chips, steppers and dice tappers) and the last sentences of the log. The generic
commands (undo, add a note, correct) sit apart from the moves.

One JSON fragment holds every part the page refreshes after a move (static/table.js).
"""
from __future__ import annotations


from flask import Blueprint, Response, render_template, request

from domain.kernel import generic
from domain.kernel.group_voice import CHAPTER_PARTS
from domain.kernel.moves.corrections import drawn_values, tapped_corrections
from journal.projections.moves import moves_document
from journal.projections.telling import entries

from domain.kernel import json_text

from .access import campaign_access
from .journal_access import journal_of, one_reading
from .schema_forms import describe_all
from .snapshot import table_views, views_at


bp = Blueprint("table", __name__)
LOG_LENGTH = 12     # sentences in the log panel; the history page holds the rest
CORRECTIONS = ("adjust", "reveal", "retract")   # the generic commands behind "Correct"


def _told(access, head: int) -> list[dict]:
    """The last events as the member reads them: a sentence each (the one the live stream and
    undo tell), newest first."""
    if not head:
        return []
    first = max(1, head - LOG_LENGTH + 1)
    return [{"position": item["position"], "actor": item["actor"], "text": item["sentence"], "dice": item["dice"], "owners": item.get("owners"),
             "more_dice": item["more_dice"], "retracted": item["retracted"], "retracts": item["retracts"], "private": bool(item.get("private"))}
            for item in reversed(entries(journal_of().parts, access.id, first, head, access.viewer))]


def _status(view: dict | None) -> list[dict]:
    """The table view's headline: its plain values (whose turn, the step, the tracks) and the
    dice lying loose in it; what is larger stays in the details."""
    items = []
    for key, value in (view or {}).items():
        if isinstance(value, bool) or value is None or value == "":
            continue
        if isinstance(value, (str, int, float)):
            items.append({"key": key, "text": str(value)})
        elif isinstance(value, dict) and 0 < len(value) <= 4 and all(
                isinstance(v, (str, int, float)) and not isinstance(v, bool) for v in value.values()):
            items.append({"key": key, "text": " · ".join(v if isinstance(v, str) else f"{k.replace('_', ' ')} {v}"
                                                         for k, v in value.items())})
        elif isinstance(value, list) and value and all(isinstance(d, dict) and "value" in d for d in value):
            items.append({"key": key, "dice": value})
    return items


def _headline(access, snap: dict) -> list[dict]:
    """The status line: the declared table view's values; a ruleset that declares none (its
    first view is the data of a picture, its keys and values code words) says where it stands
    in its own sentence (`Ruleset.status`), beside the loose dice."""
    view = next(iter(snap["views"].values()), None)
    if access.ruleset.table_view:
        return _status(view)
    said = [{"key": "now", "text": snap["where"]}] if snap.get("where") else []
    return said + [item for item in _status(view) if "dice" in item]


def _pictures(snap: dict) -> list[dict]:
    """Each picture with something to show, inline (pictures are escaped SVG made by the
    ruleset); the first one that marks things to tap is shown first."""
    shown = [{"name": name, "svg": svg, "narrow": snap.get("narrow", {}).get(name), "tappable": "data-choice=" in svg}
             for name, svg in snap["svg"].items()]
    shown.sort(key=lambda p: not p["tappable"])
    return shown


def _drawn(snap: dict) -> list[tuple[str, str]]:
    """(view, pointer) of each value the board's pictures draw (wide and narrow; the sheets of a
    game that draws its party as a picture among them): a picture's own view is the one it is
    named after."""
    found = []
    for pictures in (snap["svg"], snap.get("narrow") or {}):
        for name, svg in pictures.items():
            found += drawn_values(str(svg), name)
    return found


def _correct_at(access, snap: dict, document: dict) -> list[dict]:
    """The values drawn on the page a tap corrects while correcting, those the moves document
    offers this reader a correction of (the owner and the game master every one, a player their
    own seat's), each with the state pointer its correction move fixes and what it is called."""
    offered = {move["fields"]["changes"]["each"]["path"]["fixed"] for move in document.get("corrections", [])}
    if not offered:
        return []
    found = tapped_corrections(access.ruleset, snap["game"], _drawn(snap))
    return [{"view": view, "pointer": pointer, "path": thing.path, "label": thing.label}
            for (view, pointer), thing in found.items() if thing.path in offered]


def fragments(access, correcting: bool = False, details: bool = False) -> dict:
    """Every part of the page that changes with the campaign, at one position; while
    `correcting`, with the corrections the reader may make and the values a tap corrects; with
    `details`, the table's details (its view as tables, every value a link to why it is so),
    asked for when they are shown (None otherwise: the page keeps what it has)."""
    snap = views_at(access, only=table_views(access.ruleset), drawn=True, keep_game=True)
    head = snap["position"]
    document = moves_document(journal_of(), access.id, access.viewer, access.bindings, corrections=correcting)
    return {"position": head,
            "moves": document,
            "correct_at": _correct_at(access, snap, document),
            "status_html": render_template("table/_status.html", status=_headline(access, snap), document=document),
            "board_html": render_template("table/_board.html", pictures=_pictures(snap)),
            "views_html": render_template("table/_views.html", access=access, snap=snap) if details else None,
            "log_html": render_template("table/_log.html", access=access, told=_told(access, head), head=head,
                                        # shown to the group at each session end
                                        receipt=journal_of().latest_anchor(access.id, ("session end",)))}


def _json(document: dict) -> Response:
    """In the order written: a move's fields are listed in order (jsonify would sort them)."""
    return Response(json_text.fast(document), mimetype="application/json")


@bp.route("/campaigns/<cid>/table")
@one_reading
def page(cid):
    access = campaign_access(cid)
    # the generic commands as forms by hand ("Advanced", the owner's): the table corrects by taps
    forms = describe_all(access.ruleset, only=CORRECTIONS) if access.may("owner") else {}
    parts = fragments(access)
    return render_template("table/page.html", access=access, forms=forms, fragments=parts,
                           moves_json=json_text.spaced(parts["moves"], ascii=False),
                           correct_at_json=json_text.spaced(parts["correct_at"], ascii=False),
                           generic_kinds=list(generic.SCHEMAS), chapter_parts=CHAPTER_PARTS)


@bp.route("/campaigns/<cid>/table/fragment")
@one_reading
def fragment(cid):
    return _json(fragments(campaign_access(cid), correcting=request.args.get("corrections") == "1",
                           details=request.args.get("details") == "1"))
