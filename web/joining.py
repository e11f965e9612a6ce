"""Joining a seat by scanning: the seats panel of the table shows a QR code and a short code per
seat; a phone that opens the link (or types the code at /join) sits in that seat at once.

A logged-in member sits as themselves; anyone else sits as a table guest, a login without a
password for that seat alone (accounts/joins.py), that expires and that the link's maker can
revoke on their Devices page. The binding is the one `journal seat` and the members page make
(seats.py). A link works once; a used, withdrawn or expired one answers a page saying so, and
stores nothing.
"""
from __future__ import annotations

import segno
from flask import Blueprint, abort, current_app, flash, redirect, render_template, request, url_for
from flask_login import current_user, login_required, login_user, logout_user
from markupsafe import Markup, escape

from .access import campaign_access
from .accounts import store_of
from .accounts.joins import Link, normal_code
from .accounts.login import LoginUser, client_address
from .accounts.sessions import describe_device
from .accounts.store import User
from .accounts.throttle import JOIN
from .journal_access import journal_of
from .seats import SeatError, bind, joinable, seat_ids, seat_list

bp = Blueprint("join", __name__)

# What a table guest may not do, whatever its role: make campaigns, accept invitations, import
# cards, or mint API tokens that would outlive its login.
GUEST_REFUSED = {"campaigns.new", "campaigns.answer", "api.create", "auth.tokens", "auth.revoke",
                 "card_import.upload", "join.seats", "join.make", "join.withdraw"}


@bp.before_app_request
def guests_play_their_seat_only():
    """A table guest is refused anything beyond playing its seat (403 saying so)."""
    if request.endpoint in GUEST_REFUSED and getattr(current_user, "guest", None):
        abort(403, "a table guest plays only the seat it joined: log in with an account to do this")


def make_link(access, seat: str) -> dict:
    """A new join link to `seat` of the campaign: {"url", "code", "expires", "id"}; SeatError
    for a seat the game does not have or that is the game master's."""
    joinable(journal_of(), access.id, seat)
    link = store_of().joins.make(access.id, seat, current_user.id, current_app.config["JOIN_LINK_MINUTES"])
    return {"url": url_for("join.open_link", token=link.token, _external=True), "code": link.code,
            "expires": link.expires_at, "id": link.id}


def qr_svg(url: str, label: str) -> Markup:
    """The link as an inline SVG QR code, dark on light whatever the page's colours."""
    svg = segno.make(url, error="m", micro=False).svg_inline(omitsize=True, svgclass="qr", lineclass=None,
                                                            dark="#000", light="#fff", border=4)
    return Markup(svg.replace("<svg ", f'<svg role="img" aria-label="{escape(label)}" ', 1))


def _panel(access, made: dict | None = None, seat: str | None = None, status: int = 200):
    links = store_of().joins.open(access.id)
    page = render_template("join/seats.html", access=access, seats=seat_list(journal_of(), store_of(), access.id),
                           links=links, made=made, made_seat=seat,
                           qr=qr_svg(made["url"], f"QR code: join as {seat}") if made else None)
    return page, status


@bp.route("/campaigns/<cid>/table/seats")
def seats(cid):
    """The seats panel: each seat, who plays it, and a button to show its join code."""
    return _panel(campaign_access(cid, "gm"))


@bp.route("/campaigns/<cid>/table/seats/<path:seat>/join", methods=["POST"])
def make(cid, seat):
    """A new join link for the seat, shown once: its QR code, its short code and when it expires."""
    access = campaign_access(cid, "gm")
    try:
        made = make_link(access, seat)
    except SeatError as error:
        abort(error.status, error.message)
    return _panel(access, made, seat)


@bp.route("/campaigns/<cid>/table/joins/<int:lid>/withdraw", methods=["POST"])
def withdraw(cid, lid):
    """The owner or the game master withdraws an open link: it opens nothing from now on."""
    access = campaign_access(cid, "gm")
    if not store_of().joins.withdraw(access.id, lid):
        abort(404, "no open join link of that number in this campaign")
    flash("The join link is withdrawn: it no longer opens the seat.")
    return redirect(url_for("join.seats", cid=access.id))


def _gone(why: str = ""):
    return render_template("join/gone.html", why=why), 410


@bp.route("/join/<token>")
def open_link(token):
    """Opening a link sits this browser in its seat and shows the table."""
    link = store_of().joins.take(token=token)
    return _gone() if link is None else _sit(link)


@bp.route("/join", methods=["GET", "POST"])
def code():
    """The fallback: the seat's short code typed in; a few wrong codes an address a minute."""
    if request.method == "GET":
        return render_template("join/code.html", error=None)
    store, address = store_of(), client_address()
    wait = store.throttle.retry_after(JOIN, None, address)
    if wait:
        error = f"too many wrong codes: try again in {wait} seconds"
        return render_template("join/code.html", error=error), 429, {"Retry-After": str(wait)}
    link = store.joins.take(code=normal_code(request.form.get("code", "")))
    if link is None:
        store.throttle.failed(JOIN, None, address)
        error = "That code opens no seat: it may be mistyped, used, withdrawn or expired."
        return render_template("join/code.html", error=error), 400
    return _sit(link)


def _sit(link: Link):
    """Sit in the link's seat as the logged-in member, else as a new table guest; then the table."""
    journal, store = journal_of(), store_of()
    if link.seat not in seat_ids(journal, link.campaign_id):
        return _gone(f"The seat {link.seat} is no longer at that table.")
    if current_user.is_authenticated and not current_user.guest:
        if store.role(current_user.id, link.campaign_id) in (None, "viewer"):
            store.set_role(current_user.id, link.campaign_id, "player")
        bind(journal, store, link.campaign_id, link.seat, current_user.name)
    else:
        _leave_guest_login()
        account, name, lasts = store.guests.seat(link, current_app.config["GUEST_HOURS"])
        token = store.logins.start(account, True, describe_device(request.user_agent.string or ""), lasts)
        login_user(LoginUser(User(account, name), token, guest=(link.campaign_id, link.seat)), remember=True)
    return redirect(url_for("table.page", cid=link.campaign_id))


def _leave_guest_login() -> None:
    """A phone that was a guest at another seat ends that login before it sits again."""
    if current_user.is_authenticated and current_user.session_token:
        store_of().logins.end(current_user.session_token)
        logout_user()


@bp.route("/account/guests/<int:gid>/revoke", methods=["POST"])
@login_required
def revoke_guest(gid):
    """The maker of a guest's link ends that guest at once (from their Devices page)."""
    if not store_of().guests.revoke(current_user.id, gid):
        abort(404, "no guest of yours of that number")
    flash("The guest is logged out and its seat is unbound.")
    return redirect(url_for("auth.sessions"))
