"""The accounts tables, kept beside the journal's events in the same database.

Campaigns themselves live in the journal; here we only record who may see them. The
tables are plain SQLAlchemy Core, like the journal's: a site process needs no ORM for nine
small tables, and SQLAlchemy's ORM weighs on every process that imports it.
"""
from __future__ import annotations

from sqlalchemy import (Boolean, Column, Float, ForeignKey, Integer, MetaData, String, Table, UniqueConstraint,
                        inspect, text)
from sqlalchemy.exc import DatabaseError

ROLES = ("owner", "gm", "player", "viewer")   # highest first: the game master reads and acts for every seat

metadata = MetaData()


def _id() -> Column:
    return Column("id", Integer, primary_key=True)


def _account(index: bool = False) -> Column:
    return Column("account_id", Integer, ForeignKey("accounts.id"), nullable=False, index=index)


def _campaign() -> Column:
    return Column("campaign_id", String(100), index=True, nullable=False)


def _role() -> Column:
    return Column("role", String(10), nullable=False)


accounts = Table(
    "accounts", metadata, _id(),
    Column("name", String(80), unique=True, nullable=False),
    Column("password_hash", String(300), nullable=False),
    Column("created_at", String(40), nullable=False))

memberships = Table(
    "memberships", metadata, _id(), _account(), _campaign(), _role(),
    UniqueConstraint("account_id", "campaign_id"))

# A seat of a campaign bound to one member: its moves are accepted only from them, the
# owner or the game master. A seat without a row is unbound (anyone at the table plays it).
seat_bindings = Table(
    "seat_bindings", metadata, _id(),
    _campaign(),
    Column("seat", String(200), nullable=False),
    _account(),
    UniqueConstraint("campaign_id", "seat"))

invitations = Table(
    "invitations", metadata, _id(), _account(), _campaign(), _role(),
    Column("invited_by", String(80), nullable=False),
    UniqueConstraint("account_id", "campaign_id"))

# Only the SHA-256 of a token is stored; the token is shown once. Revoking deletes the row.
# Its prefix (the first characters, "cj_" and 8 more) is kept to throttle wrong tries of that
# token and its account rather than of the address (throttle.py), and to name it to people;
# tokens issued before it was kept have none until their first use.
api_tokens = Table(
    "api_tokens", metadata, _id(), _account(),
    Column("digest", String(64), unique=True, nullable=False),
    Column("prefix", String(16), nullable=True),
    Column("label", String(80), nullable=False),
    Column("created_at", String(40), nullable=False),
    Column("expires_at", String(40), nullable=True))    # None: never

# A login on one device, known to the server: logging out deletes the row, so neither the
# session cookie nor the remember-me cookie of that login works again anywhere. Only the
# SHA-256 of the session's token is stored; the cookies carry the token.
login_sessions = Table(
    "login_sessions", metadata, _id(), _account(index=True),
    Column("digest", String(64), unique=True, nullable=False),
    Column("created_at", String(40), nullable=False),
    Column("expires_at", String(40), nullable=False),
    Column("remember", Boolean, nullable=False, default=False),
    Column("device", String(120), nullable=False, default=""))

# A join link to one seat of one campaign (shown as a QR code at the table, with a short code to
# type at /join as its fallback): it grants that seat and nothing more, once, until it expires or
# is withdrawn. Only the SHA-256 of the link's token and of its code are stored.
join_links = Table(
    "join_links", metadata, _id(), _campaign(),
    Column("seat", String(200), nullable=False),
    Column("digest", String(64), unique=True, nullable=False),
    Column("code_digest", String(64), unique=True, nullable=False),
    Column("made_by", Integer, ForeignKey("accounts.id"), nullable=False),
    Column("created_at", String(40), nullable=False),
    Column("expires_at", String(40), nullable=False))

# A table guest: an account without a password, made when a join link is opened by someone not
# logged in. It plays only its seat of its campaign, until it expires or the one who made the
# link revokes it (both listed on their Devices page).
guests = Table(
    "guests", metadata, _id(),
    Column("account_id", Integer, ForeignKey("accounts.id"), unique=True, nullable=False),
    _campaign(),
    Column("seat", String(200), nullable=False),
    Column("made_by", Integer, ForeignKey("accounts.id"), index=True, nullable=False),
    Column("expires_at", String(40), nullable=False))

# One failed login or bad API token, for throttling: `kind` says what it is counted under
# (throttle.py): a login by account name and address, a token of unknown prefix by address, a
# wrong token of known prefix by that prefix and by its account (two rows).
login_failures = Table(
    "login_failures", metadata, _id(),
    Column("kind", String(10), nullable=False),                   # "login", "token", "prefix", "holder" or "join"
    Column("account", String(80), index=True, nullable=False),    # casefolded name, a token's prefix, or ""
    Column("address", String(64), index=True, nullable=False),
    Column("at", Float, index=True, nullable=False))              # seconds since the epoch


ADDED_COLUMNS = {("api_tokens", "expires_at"): "VARCHAR(40)", ("api_tokens", "prefix"): "VARCHAR(16)"}


def create_tables(engine) -> None:
    """Create what is missing, and add the columns tables made by earlier versions lack. A
    store that has them all (every start of a process but the first) is found so by small
    queries, one for the tables and one for each added column, not create_all's check of each
    table and SQLAlchemy's reflection of a table's columns (the scale bench's start-up figure)."""
    with engine.connect() as connection:
        present = set(inspect(connection).get_table_names())
    if not set(metadata.tables) <= present:
        metadata.create_all(engine)
    for (table, column), kind in ADDED_COLUMNS.items():
        if _has_column(engine, table, column):
            continue
        try:
            with engine.begin() as connection:
                connection.execute(text(f"ALTER TABLE {table} ADD COLUMN {column} {kind}"))
        except DatabaseError:  # another process added it first
            if not _has_column(engine, table, column):
                raise


def _has_column(engine, table: str, column: str) -> bool:
    """Whether `table` has `column`: a query naming it, which reads no row, is refused when
    it has not (on a connection of its own: PostgreSQL gives up the rest of a transaction
    after a refusal)."""
    try:
        with engine.connect() as connection:
            connection.execute(text(f"SELECT {column} FROM {table} WHERE 1 = 0"))
        return True
    except DatabaseError:
        return False
