"""Configuration read from the instance folder: the secret key file and database URL.

The secret key never lives in the repository: `ensure_secret_key` writes
`instance/secret_key` on first use (or when `journal init` calls it).

Settings (defaults below) come from `instance/config.py` or environment variables
prefixed `JOURNAL_WEB_` (values parsed as JSON, e.g. JOURNAL_WEB_SESSION_COOKIE_SECURE=true):
JOURNAL_DATABASE_URL (None: instance/journal.sqlite; the `JOURNAL_DATABASE_URL`
variable is read by the journal itself), SESSION_COOKIE_SECURE and
REMEMBER_COOKIE_SECURE (turn on behind https), MAX_CONTENT_LENGTH,
PASSWORD_HASH_METHOD, ALLOW_REGISTRATION, TABLE_POLL_SECONDS.
"""
from __future__ import annotations

import os
import secrets
from pathlib import Path

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
        "TABLE_POLL_SECONDS": 15,             # 0: the table view only refreshes after its own commands
    }


def accounts_url(journal_url: str | None, instance_path) -> str:
    """The SQLAlchemy URL for the accounts tables: the journal's own database."""
    from journal.config import store_settings

    return store_settings(journal_url, instance_path).sqlalchemy_url
