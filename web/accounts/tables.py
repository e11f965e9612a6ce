"""The accounts tables, kept beside the journal's events in the same database.

Campaigns themselves live in the journal; here we only record who may see them.
"""
from __future__ import annotations

from sqlalchemy import Boolean, Float, ForeignKey, String, UniqueConstraint, inspect, text
from sqlalchemy.exc import DatabaseError
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

ROLES = ("owner", "gm", "player", "viewer")   # highest first: the game master reads and acts for every seat


class Base(DeclarativeBase):
    pass


class Account(Base):
    __tablename__ = "accounts"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80), unique=True)
    password_hash: Mapped[str] = mapped_column(String(300))
    created_at: Mapped[str] = mapped_column(String(40))


class Membership(Base):
    __tablename__ = "memberships"
    __table_args__ = (UniqueConstraint("account_id", "campaign_id"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))
    campaign_id: Mapped[str] = mapped_column(String(100), index=True)
    role: Mapped[str] = mapped_column(String(10))


class SeatBinding(Base):
    """A seat of a campaign bound to one member: its moves are accepted only from them, the
    owner or the game master. A seat without a row is unbound (anyone at the table plays it)."""

    __tablename__ = "seat_bindings"
    __table_args__ = (UniqueConstraint("campaign_id", "seat"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    campaign_id: Mapped[str] = mapped_column(String(100), index=True)
    seat: Mapped[str] = mapped_column(String(200))
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))


class Invitation(Base):
    __tablename__ = "invitations"
    __table_args__ = (UniqueConstraint("account_id", "campaign_id"),)
    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))
    campaign_id: Mapped[str] = mapped_column(String(100), index=True)
    role: Mapped[str] = mapped_column(String(10))
    invited_by: Mapped[str] = mapped_column(String(80))


class ApiToken(Base):
    """Only the SHA-256 of a token is stored; the token is shown once. Revoking deletes the row."""

    __tablename__ = "api_tokens"
    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"))
    digest: Mapped[str] = mapped_column(String(64), unique=True)
    label: Mapped[str] = mapped_column(String(80))
    created_at: Mapped[str] = mapped_column(String(40))
    expires_at: Mapped[str | None] = mapped_column(String(40), nullable=True)  # None: never


class LoginSession(Base):
    """A login on one device, known to the server: logging out deletes the row, so neither
    the session cookie nor the remember-me cookie of that login works again anywhere.
    Only the SHA-256 of the session's token is stored; the cookies carry the token."""

    __tablename__ = "login_sessions"
    id: Mapped[int] = mapped_column(primary_key=True)
    account_id: Mapped[int] = mapped_column(ForeignKey("accounts.id"), index=True)
    digest: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[str] = mapped_column(String(40))
    expires_at: Mapped[str] = mapped_column(String(40))
    remember: Mapped[bool] = mapped_column(Boolean, default=False)
    device: Mapped[str] = mapped_column(String(120), default="")


class LoginFailure(Base):
    """One failed login or bad API token, by account name and by address, for throttling."""

    __tablename__ = "login_failures"
    id: Mapped[int] = mapped_column(primary_key=True)
    kind: Mapped[str] = mapped_column(String(10))           # "login" or "token"
    account: Mapped[str] = mapped_column(String(80), index=True)  # casefolded name ("" for tokens)
    address: Mapped[str] = mapped_column(String(64), index=True)
    at: Mapped[float] = mapped_column(Float, index=True)    # seconds since the epoch


ADDED_COLUMNS = {("api_tokens", "expires_at"): "VARCHAR(40)"}


def create_tables(engine) -> None:
    """Create what is missing, and add the columns tables made by earlier versions lack."""
    Base.metadata.create_all(engine)
    for (table, column), kind in ADDED_COLUMNS.items():
        if column in {c["name"] for c in inspect(engine).get_columns(table)}:
            continue
        try:
            with engine.begin() as connection:
                connection.execute(text(f"ALTER TABLE {table} ADD COLUMN {column} {kind}"))
        except DatabaseError:  # another process added it first
            if column not in {c["name"] for c in inspect(engine).get_columns(table)}:
                raise
