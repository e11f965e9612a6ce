"""Logins known to the server, one row per device: logging out ends it for good.

Flask keeps its session in a signed cookie and Flask-Login's remember-me cookie is
signed too, so a copy of either made before logout would still work afterwards. Here
the cookies carry only a random session token (Flask-Login's "alternative token");
the user is loaded through the row it names, and logout deletes the row.
"""
from __future__ import annotations

import hashlib
import secrets
from datetime import datetime, timedelta, timezone

from dataclasses import dataclass

from sqlalchemy import bindparam, delete, insert, select

from .tables import accounts, guests, login_sessions

SESSION_PREFIX = "s_"


BROWSERS = (("Edg/", "Edge"), ("Firefox/", "Firefox"), ("FxiOS/", "Firefox"), ("CriOS/", "Chrome"),
            ("Chrome/", "Chrome"), ("Safari/", "Safari"))
SYSTEMS = (("iPad", "an iPad"), ("iPhone", "an iPhone"), ("Android", "Android"), ("CrOS", "ChromeOS"),
           ("Windows", "Windows"), ("Mac OS X", "macOS"), ("Linux", "Linux"))


def describe_device(user_agent: str) -> str:
    """"Firefox on Android": what a person recognises of a browser's user-agent string."""
    browser = next((name for mark, name in BROWSERS if mark in user_agent), "a browser")
    system = next((name for mark, name in SYSTEMS if mark in user_agent), "")
    return f"{browser} on {system}" if system else browser if user_agent else "an unknown browser"


def digest(token: str) -> str:
    """What is stored of a secret the cookies or a link carry: its SHA-256."""
    return hashlib.sha256(token.encode()).hexdigest()


def stamp(moment: datetime) -> str:
    """A moment as the accounts tables keep it: ISO 8601, so that text order is time order."""
    return moment.isoformat(timespec="seconds")


def now() -> datetime:
    """The moment in UTC, as every stamp is."""
    return datetime.now(timezone.utc)


# Every request asks it: built once (SQLAlchemy then finds its compiled form by the statement
# itself, rather than working out the key of a statement built anew each time).
_ACCOUNT_OF = (select(accounts.c.id, accounts.c.name, guests.c.campaign_id, guests.c.seat)
               .join(login_sessions, login_sessions.c.account_id == accounts.c.id)
               .outerjoin(guests, guests.c.account_id == accounts.c.id)
               .where(login_sessions.c.digest == bindparam("digest"), login_sessions.c.expires_at > bindparam("now")))


@dataclass(frozen=True)
class LoggedIn:
    """Whose a live login is: the account, and for a table guest the one seat of the one campaign it plays."""
    id: int
    name: str
    guest_campaign: str | None = None
    guest_seat: str | None = None


class LoginSessions:
    def __init__(self, engine, days: int = 30):
        self.engine, self.days = engine, days

    def start(self, account_id: int, remember: bool = False, device: str = "", lasts: timedelta | None = None) -> str:
        """A new login, for `lasts` or the configured days; returns the token the cookies carry
        (only its hash is stored)."""
        token = SESSION_PREFIX + secrets.token_urlsafe(32)
        with self.engine.begin() as c:
            c.execute(insert(login_sessions).values(
                account_id=account_id, digest=digest(token), created_at=stamp(now()),
                expires_at=stamp(now() + (lasts or timedelta(days=self.days))), remember=remember,
                device=device[:120]))
        return token

    def account_of(self, token: str) -> LoggedIn | None:
        """The account of a live session (a guest's seat with it), or None (ended, expired or unknown)."""
        if not str(token).startswith(SESSION_PREFIX):
            return None
        with self.engine.connect() as c:
            row = c.execute(_ACCOUNT_OF, {"digest": digest(token), "now": stamp(now())}).first()
        return LoggedIn(row.id, row.name, row.campaign_id, row.seat) if row else None

    def end(self, token: str) -> bool:
        with self.engine.begin() as c:
            return c.execute(delete(login_sessions).where(login_sessions.c.digest == digest(token))).rowcount > 0

    def end_one(self, account_id: int, session_id: int) -> bool:
        with self.engine.begin() as c:
            return c.execute(delete(login_sessions).where(login_sessions.c.id == session_id,
                                                          login_sessions.c.account_id == account_id)).rowcount > 0

    def end_others(self, account_id: int, keep_token: str | None) -> int:
        """End every login of the account but the one holding `keep_token`."""
        query = delete(login_sessions).where(login_sessions.c.account_id == account_id)
        if keep_token:
            query = query.where(login_sessions.c.digest != digest(keep_token))
        with self.engine.begin() as c:
            return c.execute(query).rowcount

    def of(self, account_id: int, current_token: str | None = None) -> list[dict]:
        """The account's live logins, newest first, the current one marked."""
        current = digest(current_token) if current_token else None
        login = login_sessions.c
        with self.engine.connect() as c:
            rows = c.execute(select(login_sessions).where(login.account_id == account_id,
                                                          login.expires_at > stamp(now()))
                             .order_by(login.id.desc())).all()
            return [{"id": r.id, "created_at": r.created_at, "expires_at": r.expires_at, "remember": r.remember,
                     "device": r.device, "current": r.digest == current} for r in rows]
