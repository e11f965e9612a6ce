"""Connections to a store on PostgreSQL, imported only when a store is there: a site on
SQLite does not carry psycopg (nor eventsourcing's PostgreSQL recorder, postgres_store.py,
which weigh on every site process that imports them)."""
from __future__ import annotations

import psycopg

from ..config import StoreSettings
from ..errors import StoreUnavailable


def connect_postgres(settings: StoreSettings, **options) -> psycopg.Connection:
    env = settings.env
    return psycopg.connect(host=env["POSTGRES_HOST"], port=env["POSTGRES_PORT"], dbname=env["POSTGRES_DBNAME"],
                           user=env["POSTGRES_USER"], password=env["POSTGRES_PASSWORD"],
                           connect_timeout=int(env["POSTGRES_CONNECT_TIMEOUT"]), **options)


def reach_postgres(settings: StoreSettings, create: bool, table: str) -> None:
    """Fails fast with a message when the server cannot be reached or holds no store (no `table`)."""
    try:
        with connect_postgres(settings) as connection:
            exists = connection.execute("SELECT to_regclass(%s)", (table,)).fetchone()[0] is not None
    except psycopg.Error as error:
        reason = " ".join((str(error).strip().splitlines() or ["no answer"])[-1].split())
        raise StoreUnavailable(f"cannot connect to {settings.where}: {reason}") from None
    if not exists and not create:
        raise StoreUnavailable(f"no store in {settings.where}: check --db or JOURNAL_DATABASE_URL, "
                               "or create one with `journal init`")
