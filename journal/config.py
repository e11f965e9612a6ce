"""Where the store lives: a database URL turned into eventsourcing settings.

`JOURNAL_DATABASE_URL` (or `--db`) picks PostgreSQL for shared hosting; without it
the embedded SQLite file instance/journal.sqlite is used.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote, urlparse

from .errors import StoreUnavailable

URL_VARIABLE = "JOURNAL_DATABASE_URL"
INSTANCE_VARIABLE = "JOURNAL_INSTANCE"


def instance_path(path: str | os.PathLike | None = None) -> Path:
    """The instance folder: given, $JOURNAL_INSTANCE, or ./instance."""
    return Path(path or os.environ.get(INSTANCE_VARIABLE) or Path.cwd() / "instance").resolve()


@dataclass(frozen=True)
class StoreSettings:
    url: str
    kind: str  # "sqlite", "postgres" or "memory" (throwaway checks)
    env: dict

    @property
    def sqlalchemy_url(self) -> str:
        """The same database for SQLAlchemy users (accounts, read models)."""
        if self.kind == "sqlite":
            return f"sqlite:///{self.env['SQLITE_DBNAME']}"
        return self.url.replace("postgresql://", "postgresql+psycopg://", 1)

    @property
    def where(self) -> str:
        """The store's address for messages, without a password."""
        if self.kind == "postgres":
            env = self.env
            return f"PostgreSQL at {env['POSTGRES_HOST']}:{env['POSTGRES_PORT']}/{env['POSTGRES_DBNAME']}"
        return self.env.get("SQLITE_DBNAME", self.url)


# The store's own recorders also write the campaigns index (journal/store/index.py) in each append.
RECORDERS = {"sqlite": "journal.store.application:IndexedSQLiteRecorder",
             "postgres": "journal.store.postgres_store:IndexedPostgresRecorder"}
CONNECT_TIMEOUT = 5


def _sqlite(path: Path) -> StoreSettings:
    env = {"PERSISTENCE_MODULE": "journal.store.sqlite_connect:StatementKeepingSQLiteFactory", "SQLITE_DBNAME": str(path),
           "APPLICATION_RECORDER_TOPIC": RECORDERS["sqlite"],
           "SQLITE_LOCK_TIMEOUT": "30", "IS_SNAPSHOTTING_ENABLED": "y"}
    return StoreSettings(url=f"sqlite:///{path}", kind="sqlite", env=env)


def _postgres(url: str) -> StoreSettings:
    parts = urlparse(url)
    try:
        parts.port
    except ValueError:
        raise StoreUnavailable(f"the port in {parts.netloc.rpartition('@')[2]!r} is not a number") from None
    env = {"PERSISTENCE_MODULE": "eventsourcing.postgres", "IS_SNAPSHOTTING_ENABLED": "y",
           "APPLICATION_RECORDER_TOPIC": RECORDERS["postgres"],
           "POSTGRES_DBNAME": parts.path.lstrip("/"), "POSTGRES_HOST": parts.hostname or "127.0.0.1",
           "POSTGRES_PORT": str(parts.port or 5432), "POSTGRES_USER": unquote(parts.username or "postgres"),
           "POSTGRES_PASSWORD": unquote(parts.password or ""), "POSTGRES_POOL_SIZE": "5",
           "POSTGRES_LOCK_TIMEOUT": "30", "POSTGRES_CONNECT_TIMEOUT": str(CONNECT_TIMEOUT)}
    return StoreSettings(url=url, kind="postgres", env=env)


def store_settings(url: str | None = None, instance: str | os.PathLike | None = None) -> StoreSettings:
    """Settings for a URL: sqlite:///path, a .sqlite path, postgresql://…, or the default file."""
    url = url or os.environ.get(URL_VARIABLE)
    if not url:
        return _sqlite(instance_path(instance) / "journal.sqlite")
    if url.startswith(("postgresql://", "postgres://", "postgresql+psycopg://")):
        return _postgres(url.replace("postgresql+psycopg://", "postgresql://", 1).replace("postgres://", "postgresql://", 1))
    if url == "memory://":
        return StoreSettings(url=url, kind="memory", env={"PERSISTENCE_MODULE": "journal.store.application:IndexedPOPOFactory",
                                                          "IS_SNAPSHOTTING_ENABLED": "y"})
    if url.startswith("sqlite:///"):
        return _sqlite(Path(url[len("sqlite:///"):]).resolve())
    if "://" in url:
        scheme = url.split("://", 1)[0]
        raise StoreUnavailable(f"{scheme}:// databases are not supported: use sqlite:///PATH or "
                               "postgresql://USER:PASSWORD@HOST:PORT/DB")
    return _sqlite(Path(url).resolve())
