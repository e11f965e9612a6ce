"""Campaign pages: list, create, overview (views and pictures), history, members."""
from __future__ import annotations

from datetime import datetime, timezone

from flask import Blueprint, Response, abort, flash, redirect, render_template, request, url_for
from flask_login import current_user, login_required

from domain import rulesets
from journal.errors import JournalError
from journal.projections.telling import entries

from .access import campaign_access
from .accounts import ROLES, AccountError, store_of
from .accounts.forms import InviteForm
from .campaign_list import PAGE, campaign_page
from .campaign_status import campaign_status
from .catalogs import catalog_names, catalog_setup
from .journal_access import journal_of, one_reading
from .schema_forms import describe, parse_form
from .seats import SeatError, bind, seat_list
from .setup_form import among_slots, answers, questions, suggested_name
from .snapshot import picture_at, views_at
from . import sync_panel


bp = Blueprint("campaigns", __name__)


@bp.route("/campaigns")
@login_required
def index():
    invitations = store_of().invitations(current_user.id)
    for invitation in invitations:
        invitation["name"] = _name_of(invitation["campaign_id"])
    page = max(1, request.args.get("page", 1, type=int))
    listed, more = campaign_page(offset=(page - 1) * PAGE, limit=PAGE)
    return render_template("campaigns/index.html", listed=listed, invitations=invitations, page=page, more=more,
                           standings={item.info.id: campaign_status(item) for item in listed if not item.damaged})


def _name_of(campaign_id: str) -> str:
    try:
        return journal_of().campaign(campaign_id).name
    except JournalError:
        return "?"


def _setup_fields(ruleset) -> list[dict]:
    """The setup form; with a catalogs hook, `catalog` is chosen from the list instead."""
    described = describe(ruleset.setup_schema) if ruleset.setup_schema else []
    return [f for f in described if not (ruleset.catalogs and f["name"] == "catalog")]


def _choices() -> list[dict]:
    """Per ruleset: its catalogs, its suggested campaign name, and its setup document's
    questions (setup_form.py), or, for a ruleset without one, the fields of its setup schema."""
    found, today = [], _today()
    for r in rulesets.all_rulesets():
        asked = questions(r)
        found.append({"ruleset": r, "catalogs": catalog_names(r), "questions": asked,
                      "slots": among_slots(asked or []), "name": suggested_name(r.title, today),
                      "setup": [] if asked is not None else _setup_fields(r)})
    return found


def _today():
    return datetime.now(timezone.utc).date()


def _setup_answers(ruleset, form) -> tuple[dict, str | None]:
    """The setup the form chose: the setup document's answers, else the setup schema's fields."""
    prefix = f"setup-{ruleset.name}-"
    asked = questions(ruleset)
    if asked is not None:
        setup, problems = answers(asked, form, prefix)
        return setup, "; ".join(problems) or None
    setup, errors = parse_form(_setup_fields(ruleset), form, prefix)
    return setup, "; ".join(f"{k}: {' '.join(v)}" for k, v in errors.items()) or None


def _create(form) -> tuple[str | None, str | None]:
    """Create from the posted form; returns (campaign id, error message)."""
    try:
        ruleset = rulesets.get(form.get("ruleset", ""))
    except rulesets.UnknownRuleset as error:
        return None, str(error)
    name = form.get("name", "").strip()   # the form offers a suggested one
    if not name or len(name) > 200:
        return None, "a campaign needs a name (up to 200 characters)"
    setup, error = _setup_answers(ruleset, form)
    if error:
        return None, error
    try:
        setup.update(catalog_setup(ruleset, form.get(f"catalog-{ruleset.name}", "")))
        cid = journal_of().create_campaign(ruleset=ruleset.name, name=name, setup=setup, actor=current_user.name)
    except (ValueError, JournalError) as error:
        return None, getattr(error, "reason", None) or getattr(error, "message", None) or str(error)
    store_of().set_role(current_user.id, cid, "owner")
    return cid, None


@bp.route("/campaigns/new", methods=["GET", "POST"])
@login_required
def new():
    error = None
    if request.method == "POST":
        cid, error = _create(request.form)
        if cid:
            return redirect(url_for("campaigns.show", cid=cid))
    advanced = request.values.get("advanced") == "1"   # the JSON box, on a page of its own
    return render_template("campaigns/new.html", choices=_choices(), error=error, form=request.form,
                           members=store_of().fellows(current_user.id), advanced=advanced), 400 if error else 200


@bp.route("/campaigns/<cid>")
@one_reading
def show(cid):
    access = campaign_access(cid)
    return render_template("campaigns/show.html", access=access, snap=views_at(access, drawn=True),
                           receipt=journal_of().latest_anchor(access.id),
                           sync=sync_panel.panel(access) if access.role == "owner" else None)


@bp.route("/campaigns/<cid>/pictures/<name>.svg")
@one_reading
def picture(cid, name):
    access = campaign_access(cid)
    if name not in access.ruleset.pictures:
        abort(404)
    svg = picture_at(access, name, request.args.get("at", type=int))
    response = Response(svg, mimetype="image/svg+xml")
    response.headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'"
    return response


@bp.route("/campaigns/<cid>/history")
@one_reading
def history(cid):
    access = campaign_access(cid)
    size = 50
    head = journal_of().head(access.id)
    page = max(1, request.args.get("page", 1, type=int))
    stop = max(0, head - (page - 1) * size)
    start = max(1, stop - size + 1)
    events = entries(journal_of().parts, access.id, start, stop, access.viewer) if stop else []
    return render_template("campaigns/history.html", access=access, events=list(reversed(events)),
                           page=page, more=start > 1)


@bp.route("/campaigns/<cid>/members", methods=["GET", "POST"])
def members(cid):
    access = campaign_access(cid, "owner" if request.method == "POST" else "viewer")
    form = InviteForm()
    if request.method == "POST" and form.validate_on_submit():
        try:
            store_of().invite(access.id, form.name.data, form.role.data, current_user.name)
            flash(f"{form.name.data} is invited as {form.role.data}.")
            return redirect(url_for("campaigns.members", cid=access.id))
        except AccountError as error:
            form.name.errors.append(str(error))
    status = 400 if form.errors else 200
    return render_template("campaigns/members.html", access=access, form=form, roles=ROLES,
                           members=store_of().members(access.id),
                           seats=seat_list(journal_of(), store_of(), access.id)), status


@bp.route("/campaigns/<cid>/seats/<path:seat>", methods=["POST"])
def seat(cid, seat):
    """The owner binds a seat to a member, or leaves it unbound (an empty choice)."""
    access = campaign_access(cid, "owner")
    user = request.form.get("user", "").strip() or None
    try:
        bind(journal_of(), store_of(), access.id, seat, user)
    except SeatError as error:
        abort(error.status, error.message)
    flash(f"The seat {seat} is bound to {user}." if user else f"The seat {seat} is unbound: anyone at the table plays it.")
    return redirect(url_for("campaigns.members", cid=access.id))


@bp.route("/invitations/<int:iid>", methods=["POST"])
@login_required
def answer(iid):
    accept = request.form.get("answer") == "accept"
    cid = store_of().answer_invitation(current_user.id, iid, accept)
    if cid is None:
        abort(404)
    return redirect(url_for("campaigns.show", cid=cid) if accept else url_for("campaigns.index"))


@bp.route("/campaigns/<cid>/members/<int:uid>", methods=["POST"])
def member(cid, uid):
    """The owner changes a member's role or removes them (never their own, so a campaign keeps an owner)."""
    access = campaign_access(cid, "owner")
    store = store_of()
    if store.role(uid, access.id) is None:
        abort(404)
    if uid == current_user.id:
        abort(400, "you cannot change your own role")
    action = request.form.get("role", "")
    if action == "remove":
        store.remove_member(uid, access.id)
    elif action in ROLES:
        store.set_role(uid, access.id, action)
    else:
        abort(400, f"role: {', '.join(ROLES)} or remove")
    return redirect(url_for("campaigns.members", cid=access.id))
