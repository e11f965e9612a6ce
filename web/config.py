"""Configuration read from the instance folder: the secret key file and database URL.

The secret key never lives in the repository: `ensure_secret_key` writes
`instance/secret_key` on first use (or when `journal init` calls it).

Settings (defaults below) come from `instance/config.py` or environment variables
prefixed `JOURNAL_WEB_` (values parsed as JSON, e.g. JOURNAL_WEB_SESSION_COOKIE_SECURE=true):
JOURNAL_DATABASE_URL (None: instance/journal.sqlite; the `JOURNAL_DATABASE_URL`
variable is read by the journal itself), SESSION_COOKIE_SECURE and
REMEMBER_COOKIE_SECURE (turn on behind https), MAX_CONTENT_LENGTH,
PASSWORD_HASH_METHOD, ALLOW_REGISTRATION, TABLE_POLL_SECONDS, LOGIN_FAILURES_PER_ACCOUNT and
LOGIN_FAILURES_PER_ADDRESS (failed logins a minute before 429), TOKEN_FAILURES_PER_TOKEN,
TOKEN_FAILURES_PER_ACCOUNT and TOKEN_FAILURES_PER_ADDRESS (wrong API tokens a minute: of one
token, of one account's tokens, of unknown tokens from one address), LOGIN_SESSION_DAYS (how long a login lasts unless ended),
JOIN_LINK_MINUTES (how long a seat's join link works unused), GUEST_HOURS (how long a table
guest's login lasts), JOIN_CODE_TRIES (wrong join codes from one address a minute),
CHRONICLE_JOBS_PER_USER (chronicle renders one user may have queued or running),
STREAM_BUDGET, STREAM_RETRY_SECONDS, STREAM_POLL_SECONDS, STREAM_HEARTBEAT_SECONDS and
STREAM_LIFETIME_SECONDS (live tables: web/live.py and docs/live.md).
Behind a reverse proxy, wrap the app in werkzeug's ProxyFix so the client's address is
the one throttled.
"""
from __future__ import annotations

import os
import secrets
from datetime import timedelta
from pathlib import Path

from journal.config import store_settings

SECRET_KEY_FILE = "secret_key"
DATABASE_FILE = "journal.sqlite"


def ensure_secret_key(instance_path) -> bytes:
    """Return the instance's secret key, creating `secret_key` (mode 0600) if missing."""
    folder = Path(instance_path)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / SECRET_KEY_FILE
    if not path.exists():
        key = secrets.token_hex(32)
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "w") as handle:
            handle.write(key)
    return path.read_text().strip().encode()


def defaults() -> dict:
    """Safe defaults; instance/config.py and test_config override them."""
    return {
        "JOURNAL_DATABASE_URL": None,        # None -> sqlite file instance/journal.sqlite
        "MAX_CONTENT_LENGTH": 2 * 1024 * 1024,
        "SESSION_COOKIE_HTTPONLY": True,
        "SESSION_COOKIE_SAMESITE": "Lax",
        "SESSION_COOKIE_SECURE": False,       # set True behind https
        "REMEMBER_COOKIE_HTTPONLY": True,
        "REMEMBER_COOKIE_SAMESITE": "Lax",
        "REMEMBER_COOKIE_SECURE": False,
        "PASSWORD_HASH_METHOD": "scrypt",
        "WTF_CSRF_TIME_LIMIT": None,          # a tablet stays open all evening
        "ALLOW_REGISTRATION": True,           # False: accounts only by `journal user add`
        "TABLE_POLL_SECONDS": 0,              # >0: the table also refreshes every so many seconds (it follows
                                              # the live stream, web/static/live.js, so it need not)
        "LOGIN_FAILURES_PER_ACCOUNT": 10,     # failed logins per account name a minute, then 429
        "LOGIN_FAILURES_PER_ADDRESS": 50,     # generous: players sharing one tablet never lock it
        "TOKEN_FAILURES_PER_TOKEN": 10,       # wrong tries of one token (by its prefix) a minute, then 429
        "TOKEN_FAILURES_PER_ACCOUNT": 30,     # wrong tries of one account's tokens a minute, then 429
        "TOKEN_FAILURES_PER_ADDRESS": 50,     # tokens of no known prefix from one address a minute, then 429
        "LOGIN_SESSION_DAYS": 30,             # a login ends on logout, or after this many days
        "REMEMBER_COOKIE_DURATION": timedelta(days=30),
        "JOIN_LINK_MINUTES": 30,              # a seat's join link (QR code and short code) works this long unused
        "GUEST_HOURS": 12,                    # a table guest (who joined by a link, not logged in) plays this long
        "JOIN_CODE_TRIES": 5,                 # wrong join codes typed at /join from one address a minute, then 429
        "CHRONICLE_JOBS_PER_USER": 2,         # chronicle renders one user may have queued or running
        "STREAM_BUDGET": None,                # live streams one process holds open (each takes a server
                                              # thread); None: half of SERVER_THREADS
        "SERVER_THREADS": 8,                  # waitress's request threads (`journal serve --threads` sets it)
        "STREAM_RETRY_SECONDS": 30,           # a client turned away polls, and tries a stream again after this
        "STREAM_POLL_SECONDS": 0.2,           # how often a stream reads the campaign's head
        "STREAM_HEARTBEAT_SECONDS": 15,       # a comment on an idle stream, so proxies keep it open
        "STREAM_LIFETIME_SECONDS": 300,       # then the stream ends and the browser reconnects where it left off
    }


def accounts_url(journal_url: str | None, instance_path) -> str:
    """The SQLAlchemy URL for the accounts tables: the journal's own database."""
    return store_settings(journal_url, instance_path).sqlalchemy_url
