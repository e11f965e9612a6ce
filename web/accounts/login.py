"""Flask-Login wiring: the session user loader and bearer tokens for the API."""
from __future__ import annotations

from flask import request
from flask_login import LoginManager, UserMixin

from . import store_of
from .store import User

login_manager = LoginManager()
login_manager.login_view = "auth.login"
login_manager.login_message = "Please log in to see that page."


class LoginUser(UserMixin):
    def __init__(self, user: User, by_token: bool = False):
        self.id, self.name, self.by_token = user.id, user.name, by_token

    def get_id(self) -> str:
        return str(self.id)


@login_manager.user_loader
def load_user(user_id: str):
    try:
        user = store_of().user(int(user_id))
    except ValueError:
        return None
    return LoginUser(user) if user else None


def bearer_token() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


@login_manager.request_loader
def load_user_from_token(req):
    """Only the API accepts bearer tokens (pages rely on the session cookie)."""
    token = bearer_token()
    if token is None or not request.path.startswith("/api/"):
        return None
    user = store_of().user_for_token(token)
    return LoginUser(user, by_token=True) if user else None
