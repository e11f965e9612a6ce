"""Flask-Login wiring: logins loaded through their server-side session, bearer tokens for the API.

The session cookie and the remember-me cookie carry a login's session token
(sessions.py), never the account id, so ending the login on the server ends both.
Wrong bearer tokens are throttled by the token's prefix and account, or by the address when
the prefix names no token (throttle.py): past the limit, 429 saying which.
"""
from __future__ import annotations

from flask import request
from flask_login import LoginManager, UserMixin
from werkzeug.exceptions import TooManyRequests

from . import store_of
from .store import User

login_manager = LoginManager()
login_manager.login_view = "auth.login"
login_manager.login_message = "Please log in to see that page."


class LoginUser(UserMixin):
    """A logged-in account; `guest` is (campaign id, seat) for a table guest, else None."""

    def __init__(self, user: User, session_token: str | None = None, by_token: bool = False,
                 guest: tuple[str, str] | None = None):
        self.id, self.name, self.by_token, self.session_token = user.id, user.name, by_token, session_token
        self.guest = guest

    def get_id(self) -> str:
        return self.session_token or ""


def client_address() -> str:
    return request.remote_addr or "unknown"


@login_manager.user_loader
def load_user(session_token: str):
    found = store_of().logins.account_of(session_token)
    if found is None:
        return None
    guest = (found.guest_campaign, found.guest_seat) if found.guest_campaign else None
    return LoginUser(User(found.id, found.name), session_token=session_token, guest=guest)


def bearer_token() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


def too_many(wait: int, what: str) -> TooManyRequests:
    return TooManyRequests(f"too many {what}: try again in {wait} seconds", retry_after=wait)


@login_manager.request_loader
def load_user_from_token(req):
    """Only the API accepts bearer tokens (pages rely on the session cookie)."""
    token = bearer_token()
    if token is None or not request.path.startswith("/api/"):
        return None
    store = store_of()
    holder = store.token_holder(token)
    wait = store.throttle.token_wait(holder.prefix, holder.account, client_address())
    if wait:
        raise too_many(wait.seconds, wait.why)
    if holder.user is None:
        store.throttle.token_failed(holder.prefix, holder.account, client_address())
        return None
    return LoginUser(holder.user, by_token=True)
