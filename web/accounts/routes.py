"""The auth blueprint: register, log in, log out, API tokens."""
from __future__ import annotations

from urllib.parse import urlsplit

from flask import Blueprint, abort, current_app, flash, redirect, render_template, request, url_for
from flask_login import current_user, login_required, login_user, logout_user

from . import store_of
from .forms import LoginForm, RegisterForm, TokenForm
from .login import LoginUser
from .store import AccountError

bp = Blueprint("auth", __name__)


def _safe_next(default: str) -> str:
    """Only follow `next` within this site (no open redirect)."""
    target = request.args.get("next", "")
    parts = urlsplit(target)
    if target.startswith("/") and not target.startswith("//") and not parts.netloc:
        return target
    return default


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
            login_user(LoginUser(user))
            return redirect(url_for("campaigns.index"))
    return render_template("auth/register.html", form=form), 200 if request.method == "GET" or not form.errors else 400


@bp.route("/login", methods=["GET", "POST"])
def login():
    form = LoginForm()
    if form.validate_on_submit():
        user = store_of().authenticate(form.name.data, form.password.data)
        if user:
            login_user(LoginUser(user), remember=form.remember.data)
            return redirect(_safe_next(url_for("campaigns.index")))
        form.password.errors.append("name or password is wrong")
    status = 200 if request.method == "GET" else 400
    return render_template("auth/login.html", form=form), status


@bp.route("/logout", methods=["POST"])
def logout():
    logout_user()
    return redirect(url_for("auth.login"))


@bp.route("/account/tokens", methods=["GET", "POST"])
@login_required
def tokens():
    form = TokenForm()
    token = None
    if form.validate_on_submit():
        token = store_of().issue_token(current_user.name, form.label.data or "api")
        flash("Copy the token now: it is shown only once.")
    return render_template("auth/tokens.html", form=form, token=token)
