"""The JSON API under /api/v1: campaigns, commands, events, views, pictures.

Auth: a bearer token (`Authorization: Bearer cj_...`) or the site's session cookie;
with the cookie, unsafe requests must carry `X-CSRFToken` (the blueprint is exempt
from CSRFProtect only because bearer requests cannot be forged by another site).
"""
from __future__ import annotations

import io

from flask import Blueprint, Response, abort, current_app, jsonify, request, url_for
from flask_login import current_user
from flask_wtf.csrf import validate_csrf
from werkzeug.exceptions import ServiceUnavailable
from werkzeug.utils import secure_filename
from wtforms.validators import ValidationError

from domain import rulesets
from domain.kernel.viewers import Viewer
from domain.kernel import json_text
from journal.recording.commands import campaign_name, check_text
from journal.errors import CommandRejected, ConflictError
from journal.projections.explaining import parse_pointer
from journal.projections.moves import moves_document, setup_document, stale
from journal.projections.telling import told

from .access import campaign_access
from .campaign_list import OFFSET_LIMIT, campaign_page
from .accounts import store_of
from .catalogs import catalog_setup
from .joining import make_link
from .journal_access import journal_of, lazy_extension, one_reading
from .live import Budget, Follower, Timing
from .schema_forms import command_schemas
from .seats import SeatError, bind, seat_list
from .snapshot import picture_at, views_at

bp = Blueprint("api", __name__)
SAFE = ("GET", "HEAD", "OPTIONS")
LIST_LIMIT = 100    # campaigns listed at a time unless `limit` says otherwise


@bp.before_request
def authenticate():
    if request.endpoint == "api.openapi":
        return None
    if not current_user.is_authenticated:
        abort(401, "log in or send Authorization: Bearer <token>")
    csrf_on = current_app.config.get("WTF_CSRF_ENABLED", True)
    if csrf_on and request.method not in SAFE and not getattr(current_user, "by_token", False):
        try:
            validate_csrf(request.headers.get("X-CSRFToken", ""))
        except ValidationError as error:
            abort(400, f"CSRF check failed: {error}")
    return None


def _body(allowed: set[str]) -> dict:
    """The request's JSON object, as sent: duplicated keys and unknown fields are refused."""
    if not request.is_json:
        abort(400, "send a JSON object with Content-Type: application/json")
    try:
        body = json_text.strict_loads(request.get_data())
    except ValueError as error:  # UnicodeDecodeError and nesting deeper than the limit too
        abort(400, f"the body is {json_text.problem(error)}")
    if not isinstance(body, dict):
        abort(400, "send a JSON object")
    unknown = sorted(set(body) - allowed)
    if unknown:
        abort(400, f"unknown field(s): {', '.join(map(repr, unknown))}; known: {', '.join(sorted(allowed))}")
    check_text(body, "")
    return body


def _query_int(name: str, default: int, low: int, high: int | None = None) -> int:
    """A whole number from the query string, or 400 naming the parameter."""
    raw = request.args.get(name)
    if raw is None:
        return default
    if not raw.isdigit() or int(raw) < low or (high is not None and int(raw) > high):
        abort(400, f"{name}: a whole number from {low}{f' to {high}' if high else ' up'}, not {raw!r}")
    return int(raw)


def _at(head: int) -> int | None:
    """The position asked for (None: now); one past the head does not exist yet (404)."""
    if request.args.get("at") is None:
        return None
    at = _query_int("at", 0, 1)
    if at > head:
        abort(404, f"no position {at}: the campaign is at position {head}")
    return at


def _offered(access, kind: str, name: str) -> None:
    """A 404 naming what the campaign's ruleset offers when it has no view or picture (`kind`) of that name."""
    offered = getattr(access.ruleset, kind + "s")
    if name not in offered:
        abort(404, f"no {kind} {name!r}; {kind}s: {', '.join(offered) or 'none'}")


def _info(info, role: str, described: dict | None = None) -> dict:
    """A campaign as the API lists it; `described` keeps what each ruleset offers, for a list."""
    described = {} if described is None else described
    if info.ruleset not in described:
        try:
            ruleset = rulesets.get(info.ruleset)
        except rulesets.UnknownRuleset:   # a damaged campaign, or one of a game not installed here
            described[info.ruleset] = {"views": [], "pictures": [], "commands": []}
        else:
            described[info.ruleset] = {"views": list(ruleset.views), "pictures": list(ruleset.pictures),
                                       "commands": list(command_schemas(ruleset))}
    return {"id": info.id, "name": info.name, "ruleset": info.ruleset, "position": info.position, "role": role,
            **described[info.ruleset]}


@bp.get("/openapi.json")
def openapi():
    """Imported here: the document needs apispec and every ruleset, memory that a site
    process serving only its tables never needs."""
    from .openapi import openapi_document

    return jsonify(openapi_document(url_for("api.campaigns", _external=False).rsplit("/campaigns", 1)[0]))


@bp.get("/campaigns")
def campaigns():
    """The caller's campaigns by name, `limit` (default 100) from `offset`, in one query;
    `next` is the offset of the next page (null on the last)."""
    offset, limit = _query_int("offset", 0, 0, OFFSET_LIMIT), _query_int("limit", LIST_LIMIT, 1, 1000)
    listed, more = campaign_page(offset=offset, limit=limit)
    described: dict = {}
    return jsonify({"campaigns": [_info(item.info, item.role, described) for item in listed],
                    "next": offset + limit if more else None})


@bp.post("/campaigns")
def create():
    body = _body({"name", "ruleset", "setup", "catalog"})
    ruleset, setup, catalog = body.get("ruleset"), body.get("setup", {}), body.get("catalog", "")
    try:
        name = campaign_name(body.get("name"), "campaign.name")
    except CommandRejected as error:
        abort(400, f"name: {error.reason}")
    if ruleset not in rulesets.available():
        abort(400, f"ruleset: one of {', '.join(rulesets.available())}")
    if not isinstance(setup, dict):
        abort(400, "setup: a JSON object")
    if not isinstance(catalog, str):
        abort(400, "catalog: the name of an imported card catalog")
    try:
        setup = {**setup, **catalog_setup(rulesets.get(ruleset), catalog)}
    except ValueError as error:
        abort(422, f"catalog: {error}")
    cid = journal_of().create_campaign(ruleset=ruleset, name=name, setup=setup, actor=current_user.name)
    store_of().set_role(current_user.id, cid, "owner")
    return jsonify(_info(journal_of().campaign(cid), "owner")), 201


@bp.get("/campaigns/<cid>")
@one_reading
def campaign(cid):
    access = campaign_access(cid)
    return jsonify(_info(access.info, access.role))


@bp.post("/campaigns/<cid>/commands")
def command(cid):
    access = campaign_access(cid, "player")
    body = _body({"command", "expected_position"})
    command_dict, expected = body.get("command"), body.get("expected_position")
    if not isinstance(command_dict, dict) or not isinstance(command_dict.get("type"), str):
        abort(400, "command: a JSON object with a string `type`")
    if expected is not None and (not isinstance(expected, int) or isinstance(expected, bool) or expected < 0):
        abort(400, "expected_position: a position (integer) or null")
    try:
        stored = journal_of().execute(access.id, command_dict, actor=current_user.name, expected_position=expected,
                                      viewer=access.viewer, bindings=access.bindings)
    except ConflictError as error:   # sent from a stale moves document: say what changed since
        raise stale(journal_of(), access.id, error, access.viewer) from None
    shown = _told(access, stored[0]["position"], stored[-1]["position"])
    return jsonify({"position": journal_of().head(access.id), "events": shown}), 201


@bp.get("/campaigns/<cid>/moves")
@one_reading
def moves(cid):
    """What the caller may do now (docs/moves.md): a player's seats' moves and those of unbound
    seats, every move for the owner and the game master, none for a viewer; `?corrections=1`
    adds the corrections by taps the caller may make."""
    access = campaign_access(cid)
    return _in_order(moves_document(journal_of(), access.id, access.viewer, access.bindings,
                                    corrections=_corrections_asked()))


@bp.get("/rulesets/<name>/setup")
def setup(name):
    """The questions of a new campaign, every option enumerated; POST /campaigns takes the
    answers as its setup, with the catalog's name beside it."""
    if name not in rulesets.available():
        abort(404, f"no ruleset {name!r}; the rulesets: {', '.join(rulesets.available())}")
    try:
        chosen = catalog_setup(rulesets.get(name), request.args.get("catalog", ""))
    except ValueError as error:
        abort(404, f"catalog: {error}")
    return _in_order(setup_document(name, chosen.get("catalog")))


def _in_order(document: dict) -> Response:
    """A moves or setup document with its keys in the order written: fields are listed in
    order, and a `by` field names an earlier one (jsonify would sort them)."""
    return Response(json_text.fast(document), mimetype="application/json")


def _told(access, start: int, stop: int) -> list[dict]:
    """The envelopes from `start` to `stop` as the caller may read them, each with "text": its
    sentence for this reader (the one the pages, the log and the live stream tell)."""
    envelopes = journal_of().events(access.id, start=start, stop=stop, viewer=access.viewer)
    sentences = dict(told(journal_of().parts, access.id, start, stop, access.viewer))
    return [{**envelope, "text": sentences.get(envelope["position"], "")} for envelope in envelopes]


@bp.get("/campaigns/<cid>/events")
@one_reading
def events(cid):
    access = campaign_access(cid)
    head = journal_of().head(access.id)
    start, limit = _query_int("start", 1, 1), _query_int("limit", 100, 1, 1000)
    stop = min(head, start + limit - 1)
    page = _told(access, start, stop) if start <= head else []
    return jsonify({"head": head, "events": page, "next": stop + 1 if stop < head else None})


@bp.get("/campaigns/<cid>/stream")
def stream(cid):
    """The campaign live (text/event-stream, web/live.py): a message per new position, told as
    the caller may read it; Last-Event-ID resumes after a position. `?once=1` answers what is
    new after Last-Event-ID (or `after`) at once and closes (the fallback when every stream is taken)."""
    access = campaign_access(cid)
    head = journal_of().head(access.id)
    after = _last_event_id(head)
    follower = _follower(access)
    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
    if _once():
        return Response(follower.once(after), mimetype="text/event-stream", headers=headers)
    budget = lazy_extension("live_streams", Budget.of)
    release = budget.take()
    if release is None:
        raise ServiceUnavailable("every live stream of this server is taken: poll with ?once=1 meanwhile",
                                 retry_after=int(current_app.config["STREAM_RETRY_SECONDS"]))
    follower.gone = _either(follower.gone, budget.closing.is_set)
    response = Response(_released(follower.follow(after, Timing.of(current_app.config)), release),
                        mimetype="text/event-stream", headers=headers)
    response.call_on_close(release)
    return response


def _last_event_id(head: int) -> int:
    """The position the reader has read: the Last-Event-ID header (a browser's EventSource sends
    it when it reconnects), else `?after=` (the page's position when it opened the stream),
    else the head: only what is new. Both are checked whenever they are given."""
    header = _position_read("Last-Event-ID", request.headers.get("Last-Event-ID"), head)
    after = _position_read("after", _single("after"), head)
    found = header if header is not None else after
    return head if found is None else found


def _position_read(name: str, raw: str | None, head: int) -> int | None:
    if raw is None:
        return None
    if not (raw.isascii() and raw.isdigit()):
        abort(400, f"{name}: a position (a whole number from 0 to {head}), not {raw[:40]!r}")
    if int(raw) > head:
        abort(409, f"{name}: position {int(raw)} is past the campaign's head ({head}): read it afresh")
    return int(raw)


def _single(name: str) -> str | None:
    """A query parameter given at most once."""
    values = request.args.getlist(name)
    if len(values) > 1:
        abort(400, f"{name}: give it once")
    return values[0] if values else None


def _corrections_asked() -> bool:
    raw = _single("corrections")
    if raw not in (None, "1"):
        abort(400, f"corrections: 1 (with the corrections by taps), or leave it out; not {raw[:40]!r}")
    return raw == "1"


def _once() -> bool:
    raw = _single("once")
    if raw not in (None, "1"):
        abort(400, f"once: 1 (answer at once), or leave it out; not {raw[:40]!r}")
    return raw == "1"


def _follower(access) -> Follower:
    """The campaign followed by the caller, their membership read again whenever it moves."""
    app, user_id, name, cid = current_app._get_current_object(), current_user.id, current_user.name, access.id
    gone = request.environ.get("waitress.client_disconnected") or (lambda: False)

    def reader():
        accounts = store_of(app)
        role = accounts.role(user_id, cid)
        if role is None:
            return None
        bindings = accounts.bindings(cid)
        return Viewer.of(name, role, [seat for seat, user in bindings.items() if user == name])
    return Follower(journal_of(), journal_of().stream_id(cid), reader, gone)


def _either(first, second):
    return lambda: first() or second()


def _released(messages, release):
    """The stream's messages; its place in the budget is given back however it ends."""
    try:
        yield from messages
    finally:
        release()


@bp.get("/campaigns/<cid>/views")
@one_reading
def views(cid):
    access = campaign_access(cid)
    return jsonify(views_at(access, _at(journal_of().head(access.id))))


@bp.get("/campaigns/<cid>/views/<name>")
@one_reading
def view(cid, name):
    access = campaign_access(cid)
    _offered(access, "view", name)
    snap = views_at(access, _at(journal_of().head(access.id)), only=[name])
    return jsonify({"position": snap["position"], "name": name, "view": snap["views"][name]})


@bp.get("/campaigns/<cid>/explain")
@one_reading
def explain(cid):
    """Why a value of a view is so (journal/projections/explaining.py): `view`, `path` (a JSON pointer into
    the view as /views/<name> serves it) and `at`; the events that made it, told for the caller."""
    access = campaign_access(cid)
    name, pointer = _single("view"), _single("path")
    if name is None or pointer is None:
        abort(400, "view and path: the view's name and a JSON pointer into it, e.g. ?view=sheets&path=/year")
    _offered(access, "view", name)
    try:
        parse_pointer(pointer)
    except CommandRejected as error:
        abort(400, f"path: {error.reason}")
    return jsonify(journal_of().explain(access.id, name, pointer, _at(journal_of().head(access.id)), access.viewer))


@bp.get("/campaigns/<cid>/pictures/<name>")
@one_reading
def picture(cid, name):
    access = campaign_access(cid)
    _offered(access, "picture", name)
    svg = picture_at(access, name, _at(journal_of().head(access.id)))
    return Response(svg, mimetype="image/svg+xml")


@bp.get("/campaigns/<cid>/seats")
def seats(cid):
    """Every seat of the campaign and the member bound to it (null: unbound, anyone at the table plays it)."""
    access = campaign_access(cid)
    return jsonify({"seats": seat_list(journal_of(), store_of(), access.id)})


@bp.put("/campaigns/<cid>/seats/<seat>")
def bind_seat(cid, seat):
    """The owner binds a seat to a member ({"user": name}) or unbinds it ({"user": null})."""
    access = campaign_access(cid, "owner")
    body = _body({"user"})
    if "user" not in body or not (body["user"] is None or isinstance(body["user"], str)):
        abort(400, "user: a member's name, or null to unbind the seat")
    try:
        return jsonify(bind(journal_of(), store_of(), access.id, seat, body["user"]))
    except SeatError as error:
        abort(error.status, error.message)


@bp.post("/campaigns/<cid>/seats/<seat>/join")
def join_seat(cid, seat):
    """The owner or the game master makes a join link to a seat: {"url", "code", "expires"} (docs/seats-and-secrets.md)."""
    access = campaign_access(cid, "gm")
    if request.get_data():
        _body(set())
    try:
        made = make_link(access, seat)
    except SeatError as error:
        abort(error.status, error.message)
    return jsonify({key: made[key] for key in ("url", "code", "expires")}), 201


@bp.get("/campaigns/<cid>/export")
def export(cid):
    """The campaign as JSON Lines (docs/export-format.md): the owner's export holds the sealed
    values; anyone else's holds their commitments only, and still verifies."""
    access = campaign_access(cid)
    buffer = io.StringIO()
    journal_of().export(access.id, buffer, with_secrets=access.role == "owner")
    response = Response(buffer.getvalue(), mimetype="application/x-ndjson")
    response.headers["Content-Disposition"] = f'attachment; filename="{download_name(access.info.name)}"'
    response.headers["Cache-Control"] = "private, no-store"
    return response


def download_name(name: str) -> str:
    return f"{secure_filename(name)[:80] or 'campaign'}.jsonl"
