"""The auth blueprint: register, log in, log out, logins on other devices, API tokens."""
from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, abort, current_app, flash, redirect, render_template, request, url_for
from flask_login import current_user, login_required, login_user, logout_user

from journal.errors import JournalError

from ..journal_access import journal_of
from . import store_of
from .forms import LoginForm, RegisterForm, TokenForm
from .login import LoginUser, client_address
from .sessions import describe_device
from .store import AccountError, User
from .throttle import LOGIN

bp = Blueprint("auth", __name__)


def _safe_next(default: str) -> str:
    """Only follow `next` within this site (no open redirect)."""
    target = request.args.get("next", "")
    parts = urlsplit(target)
    if target.startswith("/") and not target.startswith("//") and not parts.netloc:
        return target
    return default


def _log_in(user: User, remember: bool = False) -> None:
    """A new login known to the server (sessions.py): its token is what the cookies carry."""
    token = store_of().logins.start(user.id, remember, describe_device(request.user_agent.string or ""))
    login_user(LoginUser(user, session_token=token), remember=remember)


@bp.route("/register", methods=["GET", "POST"])
def register():
    if not current_app.config.get("ALLOW_REGISTRATION", True):
        abort(403, "registration is closed here: ask the host for an account")
    form = RegisterForm()
    if form.validate_on_submit():
        try:
            user = store_of().add_user(form.name.data, form.password.data)
        except AccountError as error:
            form.name.errors.append(str(error))
        else:
            _log_in(user)
            return redirect(url_for("campaigns.index"))
    return render_template("auth/register.html", form=form), 200 if request.method == "GET" or not form.errors else 400


@bp.route("/login", methods=["GET", "POST"])
def login():
    """Past the failed-login limit the password is not even checked: 429 with Retry-After."""
    form = LoginForm()
    if form.validate_on_submit():
        store, address = store_of(), client_address()
        wait = store.throttle.retry_after(LOGIN, form.name.data, address)
        if wait:
            form.password.errors.append(f"too many failed logins: try again in {wait} seconds")
            return render_template("auth/login.html", form=form), 429, {"Retry-After": str(wait)}
        user = store.authenticate(form.name.data, form.password.data)
        if user:
            _log_in(user, remember=form.remember.data)
            return redirect(_safe_next(url_for("campaigns.index")))
        store.throttle.failed(LOGIN, form.name.data, address)
        form.password.errors.append("name or password is wrong")
    status = 200 if request.method == "GET" else 400
    return render_template("auth/login.html", form=form), status


@bp.route("/logout", methods=["POST"])
def logout():
    """Ends the login on the server too: a copy of this device's cookies no longer works."""
    token = getattr(current_user, "session_token", None)
    if token:
        store_of().logins.end(token)
    logout_user()
    return redirect(url_for("auth.login"))


@bp.route("/account/sessions")
@login_required
def sessions():
    found = store_of().logins.of(current_user.id, current_user.session_token)
    return render_template("auth/sessions.html", sessions=found, guests=_guests_let_in())


def _guests_let_in() -> list[dict]:
    """The table guests who joined by the account's links, each with its campaign's name."""
    let_in = store_of().guests.made_by(current_user.id)
    for guest in let_in:
        try:
            guest["campaign"] = journal_of().campaign(guest["campaign_id"]).name
        except JournalError:
            guest["campaign"] = guest["campaign_id"]
    return let_in


@bp.route("/account/sessions/<int:sid>/end", methods=["POST"])
@login_required
def end_session(sid):
    if not store_of().logins.end_one(current_user.id, sid):
        abort(404, "no such login of yours")
    flash("That device is logged out.")
    return redirect(url_for("auth.sessions"))


@bp.route("/account/sessions/end-others", methods=["POST"])
@login_required
def end_other_sessions():
    ended = store_of().logins.end_others(current_user.id, current_user.session_token)
    flash(f"Logged out on {ended} other device{'' if ended == 1 else 's'}.")
    return redirect(url_for("auth.sessions"))


@bp.route("/account/tokens", methods=["GET", "POST"])
@login_required
def tokens():
    form = TokenForm()
    token = None
    if form.validate_on_submit():
        days = int(form.days.data.split()[0]) if form.days.data[0].isdigit() else None
        token = store_of().issue_token(current_user.name, form.label.data or "api", days)
        flash("Copy the token now: it is shown only once.")
    return render_template("auth/tokens.html", form=form, token=token, tokens=store_of().tokens(current_user.id))


@bp.route("/account/tokens/<int:tid>/revoke", methods=["POST"])
@login_required
def revoke(tid):
    if not store_of().revoke_token(current_user.id, tid):
        abort(404, "no such token of yours")
    flash("The token is revoked: it no longer works.")
    return redirect(url_for("auth.tokens"))
