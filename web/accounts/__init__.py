"""Accounts for the web site, and the functions the `journal` CLI calls.

    add_user(app_or_url, name, password) -> User
    issue_token(app_or_url, name, label="cli", days=None) -> str
    list_tokens(app_or_url, name) -> list[dict]
    revoke_token(app_or_url, name, token_id) -> bool
    add_member(app_or_url, campaign_id, name, role="owner")
    own_every_campaign(app_or_url, name)

`app_or_url` is a Flask app made by `web.create_app`, a database URL (the same
one the journal uses, e.g. "sqlite:///instance/journal.sqlite" or
"postgresql://u:p@h/db"), or None for the default instance/journal.sqlite.
"""
from __future__ import annotations


from flask import Flask

from ..config import accounts_url
from ..journal_access import lazy_extension
from .store import AccountError, AccountStore, User
from .tables import ROLES
from .throttle import Limits

__all__ = ["AccountError", "AccountStore", "User", "ROLES", "add_user", "issue_token", "list_tokens", "revoke_token",
           "add_member", "own_every_campaign", "store_of"]


def _make_store(app: Flask) -> AccountStore:
    url = accounts_url(app.config.get("JOURNAL_DATABASE_URL"), app.instance_path)
    config = app.config
    limits = Limits(per_account=config["LOGIN_FAILURES_PER_ACCOUNT"], per_address=config["LOGIN_FAILURES_PER_ADDRESS"],
                    tokens_per_address=config["TOKEN_FAILURES_PER_ADDRESS"],
                    tokens_per_prefix=config["TOKEN_FAILURES_PER_TOKEN"],
                    tokens_per_account=config["TOKEN_FAILURES_PER_ACCOUNT"],
                    codes_per_address=config["JOIN_CODE_TRIES"])
    return AccountStore(url, app.config.get("PASSWORD_HASH_METHOD", "scrypt"), limits, app.config["LOGIN_SESSION_DAYS"])


def store_of(app: Flask | None = None) -> AccountStore:
    """The app's AccountStore, made on first use (after the server forks)."""
    return lazy_extension("accounts", _make_store, app)


def _store(app_or_url, instance_path=None) -> AccountStore:
    if isinstance(app_or_url, Flask):
        return store_of(app_or_url)
    if app_or_url is None:
        app_or_url = accounts_url(None, instance_path or "instance")
    return AccountStore(accounts_url(app_or_url, instance_path or "instance"))


def add_user(app_or_url, name: str, password: str, *, instance_path=None) -> User:
    """Create an account; raises AccountError if the name is taken."""
    return _store(app_or_url, instance_path).add_user(name, password)


def issue_token(app_or_url, name: str, label: str = "cli", days: int | None = None, *, instance_path=None) -> str:
    """A new bearer token for the API (shown once; only its hash is stored), valid `days` days or until revoked."""
    return _store(app_or_url, instance_path).issue_token(name, label, days)


def _user(store: AccountStore, name: str) -> User:
    user = store.user_named(name)
    if user is None:
        raise AccountError(f"no user called {name!r}")
    return user


def list_tokens(app_or_url, name: str, *, instance_path=None) -> list[dict]:
    """The user's API tokens: id, label, prefix, created_at, expires_at, expired (never the token itself,
    only how it begins: "cj_" and 8 characters; None for a token issued before prefixes were kept and not used since)."""
    store = _store(app_or_url, instance_path)
    return store.tokens(_user(store, name).id)


def revoke_token(app_or_url, name: str, token_id: int, *, instance_path=None) -> bool:
    """Revoke one of the user's tokens by id; False when the user has no such token."""
    store = _store(app_or_url, instance_path)
    return store.revoke_token(_user(store, name).id, token_id)


def add_member(app_or_url, campaign_id: str, name: str, role: str = "owner", *, instance_path=None) -> None:
    """Give user `name` a role in a campaign (e.g. after `journal demo` or `campaign new`)."""
    store = _store(app_or_url, instance_path)
    store.set_role(_user(store, name).id, campaign_id, role)


def own_every_campaign(app_or_url, name: str, *, password: str | None = None, instance_path=None) -> None:
    """User `name` owns every campaign in the store (`journal serve --demo`), however many;
    with `password`, the account is made first when there is none (only then is a password
    hashed, on purpose slowly: a restart finds the account and hashes nothing)."""
    store = _store(app_or_url, instance_path)
    user = store.user_named(name)
    if user is None and password is not None:
        try:
            user = store.add_user(name, password)
        except AccountError:   # another process made it meanwhile
            user = store.user_named(name)
    store.own_every_campaign((user or _user(store, name)).id)
