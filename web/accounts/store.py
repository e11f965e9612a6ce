"""AccountStore: accounts, memberships, invitations and API tokens over SQLAlchemy,
with the logins (sessions.py), the throttle on failures (throttle.py) and the join links and table
guests (joins.py) beside them.

Every method opens its own short transaction (SQLAlchemy Core on tables.py's tables) and
returns plain values.
"""
from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from journal.store import listing
from sqlalchemy import create_engine, delete, exists, insert, literal, or_, select, update
from sqlalchemy.exc import IntegrityError
from werkzeug.security import check_password_hash, generate_password_hash

from .joins import Guests, JoinLinks
from .sessions import LoginSessions
from .tables import ROLES, accounts, api_tokens, create_tables, guests, invitations, memberships, seat_bindings
from .throttle import Limits, Throttle

TOKEN_PREFIX = "cj_"
PREFIX_LENGTH = len(TOKEN_PREFIX) + 8   # the part of a token kept in the clear: "cj_" and 8 characters


class AccountError(ValueError):
    """A request about accounts that cannot be met (name taken, unknown user...)."""


@dataclass(frozen=True)
class User:
    id: int
    name: str


def _stamp(moment: datetime) -> str:
    return moment.isoformat(timespec="seconds")


def _now() -> str:
    return _stamp(datetime.now(timezone.utc))


def digest(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def token_prefix(token: str) -> str | None:
    """The prefix a token of ours begins with, or None for anything shorter or not ours."""
    return token[:PREFIX_LENGTH] if token.startswith(TOKEN_PREFIX) and len(token) > PREFIX_LENGTH else None


@dataclass(frozen=True)
class TokenHolder:
    """What a bearer token names: its user when it is valid now; the prefix and the name of
    the account it belongs to when its prefix is a known token's (valid, expired or mistyped);
    neither when its prefix names no token."""
    user: User | None
    prefix: str | None = None
    account: str | None = None


class AccountStore:
    def __init__(self, url: str, hash_method: str = "scrypt", limits: Limits = Limits(), session_days: int = 30):
        connect_args = {"timeout": 30, "check_same_thread": False} if url.startswith("sqlite") else {}
        self.engine = create_engine(url, connect_args=connect_args, pool_pre_ping=True)
        create_tables(self.engine)
        self.hash_method = hash_method
        self.logins = LoginSessions(self.engine, session_days)
        self.throttle = Throttle(self.engine, limits)
        self.joins, self.guests = JoinLinks(self.engine), Guests(self.engine)
        self._decoy: str | None = None

    # accounts
    def add_user(self, name: str, password: str) -> User:
        name = name.strip()
        if not name or len(name) > 80:
            raise AccountError("a user name has 1 to 80 characters")
        hashed = generate_password_hash(password, method=self.hash_method)
        try:
            with self.engine.begin() as c:
                added = c.execute(insert(accounts).values(name=name, password_hash=hashed, created_at=_now()))
                return User(added.inserted_primary_key[0], name)
        except IntegrityError:
            raise AccountError(f"the name {name!r} is taken") from None

    def has_accounts(self) -> bool:
        """Whether any account exists (`journal serve` says how to log in when none does)."""
        with self.engine.connect() as c:
            return c.execute(select(accounts.c.id).limit(1)).first() is not None

    def user(self, user_id: int) -> User | None:
        with self.engine.connect() as c:
            account = c.execute(select(accounts.c.id, accounts.c.name).where(accounts.c.id == user_id)).first()
            return User(account.id, account.name) if account else None

    def user_named(self, name: str) -> User | None:
        with self.engine.connect() as c:
            account = c.execute(select(accounts.c.id, accounts.c.name).where(accounts.c.name == name.strip())).first()
            return User(account.id, account.name) if account else None

    def authenticate(self, name: str, password: str) -> User | None:
        """The same work for an unknown name as for a known one (a password check against a
        decoy hash of the same method), so the answer's timing names no account."""
        with self.engine.connect() as c:
            account = c.execute(select(accounts).where(accounts.c.name == name.strip())).first()
            stored = account.password_hash if account else self._decoy_hash()
            if check_password_hash(stored, password) and account:
                return User(account.id, account.name)
        return None

    def _decoy_hash(self) -> str:
        if self._decoy is None:
            self._decoy = generate_password_hash(secrets.token_urlsafe(16), method=self.hash_method)
        return self._decoy

    # tokens
    def issue_token(self, name: str, label: str = "api", days: int | None = None) -> str:
        """A new token (shown once), valid for `days` days or until revoked when None."""
        user = self.user_named(name)
        if user is None:
            raise AccountError(f"no user called {name!r}")
        if days is not None and not 1 <= days <= 3650:
            raise AccountError("a token lasts 1 to 3650 days (or until revoked)")
        token = TOKEN_PREFIX + secrets.token_urlsafe(32)
        expires = _stamp(datetime.now(timezone.utc) + timedelta(days=days)) if days else None
        with self.engine.begin() as c:
            c.execute(insert(api_tokens).values(account_id=user.id, digest=digest(token), prefix=token_prefix(token),
                                                label=label[:80], created_at=_now(), expires_at=expires))
        return token

    def user_for_token(self, token: str) -> User | None:
        """The token's user, unless it was revoked or has expired: one query, for every API call asks."""
        token_row = api_tokens.c
        with self.engine.connect() as c:
            row = c.execute(select(accounts.c.id, accounts.c.name)
                            .join(api_tokens, token_row.account_id == accounts.c.id)
                            .where(token_row.digest == digest(token),
                                   or_(token_row.expires_at.is_(None), token_row.expires_at > _now()))).first()
        return User(row.id, row.name) if row else None

    def token_holder(self, token: str) -> TokenHolder:
        """Who a bearer token speaks for (TokenHolder): the valid token by its hash, as every API
        call asks; a wrong one by its prefix, so that wrong tries are counted against that token
        and its account. A valid token issued before prefixes were kept gets its prefix now."""
        prefix, token_row = token_prefix(token), api_tokens.c
        with self.engine.connect() as c:
            row = c.execute(select(accounts.c.id, accounts.c.name, token_row.id.label("token"), token_row.prefix)
                            .join(api_tokens, token_row.account_id == accounts.c.id)
                            .where(token_row.digest == digest(token),
                                   or_(token_row.expires_at.is_(None), token_row.expires_at > _now()))).first()
            if row is None and prefix is not None:
                holder = c.scalar(select(accounts.c.name).join(api_tokens, token_row.account_id == accounts.c.id)
                                  .where(token_row.prefix == prefix).limit(1))
                return TokenHolder(None, prefix if holder else None, holder)
        if row is None:
            return TokenHolder(None)
        if row.prefix is None and prefix is not None:
            with self.engine.begin() as c:
                c.execute(update(api_tokens).where(token_row.id == row.token).values(prefix=prefix))
        return TokenHolder(User(row.id, row.name), prefix, row.name)

    def tokens(self, user_id: int) -> list[dict]:
        """The account's tokens (never the tokens themselves: their prefix at most), oldest first."""
        now = _now()
        with self.engine.connect() as c:
            rows = c.execute(select(api_tokens).where(api_tokens.c.account_id == user_id).order_by(api_tokens.c.id))
            return [{"id": r.id, "label": r.label, "prefix": r.prefix, "created_at": r.created_at,
                     "expires_at": r.expires_at, "expired": bool(r.expires_at and r.expires_at <= now)} for r in rows]

    def revoke_token(self, user_id: int, token_id: int) -> bool:
        """Delete one of the account's tokens; False when it has no such token."""
        with self.engine.begin() as c:
            return c.execute(delete(api_tokens).where(api_tokens.c.id == token_id,
                                                      api_tokens.c.account_id == user_id)).rowcount > 0

    # memberships
    def role(self, user_id: int, campaign_id: str) -> str | None:
        with self.engine.connect() as c:
            return c.scalar(select(memberships.c.role).where(
                memberships.c.account_id == user_id, memberships.c.campaign_id == campaign_id))

    def roles(self, user_id: int) -> dict[str, str]:
        """campaign id -> role for every campaign the user belongs to."""
        with self.engine.connect() as c:
            rows = c.execute(select(memberships.c.campaign_id, memberships.c.role)
                             .where(memberships.c.account_id == user_id))
            return {cid: role for cid, role in rows}

    def members(self, campaign_id: str) -> list[dict]:
        with self.engine.connect() as c:
            rows = c.execute(select(accounts.c.id, accounts.c.name, memberships.c.role)
                             .join(memberships, memberships.c.account_id == accounts.c.id)
                             .where(memberships.c.campaign_id == campaign_id).order_by(accounts.c.name))
            return [{"id": uid, "name": name, "role": role} for uid, name, role in rows]

    def fellows(self, user_id: int) -> list[str]:
        """The user's name, then those of everyone who shares a campaign with them, sorted: the
        names a new campaign offers to tap as its players (a table guest, who sits at one seat
        of one campaign only, is none of them)."""
        shared = select(memberships.c.campaign_id).where(memberships.c.account_id == user_id)
        with self.engine.connect() as c:
            own = c.scalar(select(accounts.c.name).where(accounts.c.id == user_id))
            rows = c.scalars(select(accounts.c.name).distinct()
                             .join(memberships, memberships.c.account_id == accounts.c.id)
                             .where(memberships.c.campaign_id.in_(shared), accounts.c.id != user_id,
                                    accounts.c.id.not_in(select(guests.c.account_id)))
                             .order_by(accounts.c.name))
            return ([own] if own else []) + list(rows)

    def remove_member(self, user_id: int, campaign_id: str) -> bool:
        """A member who leaves also leaves the seats bound to them (unbound from then on)."""
        with self.engine.begin() as c:
            done = c.execute(delete(memberships).where(memberships.c.account_id == user_id,
                                                       memberships.c.campaign_id == campaign_id))
            c.execute(delete(seat_bindings).where(seat_bindings.c.account_id == user_id,
                                                  seat_bindings.c.campaign_id == campaign_id))
            return done.rowcount > 0

    # seats
    def bindings(self, campaign_id: str) -> dict[str, str]:
        """seat -> the name of the member bound to it (unbound seats are absent)."""
        with self.engine.connect() as c:
            rows = c.execute(select(seat_bindings.c.seat, accounts.c.name)
                             .join(accounts, seat_bindings.c.account_id == accounts.c.id)
                             .where(seat_bindings.c.campaign_id == campaign_id))
            return {seat: name for seat, name in rows}

    def bind(self, campaign_id: str, seat: str, user_id: int | None) -> None:
        """Bind the seat to a member, or unbind it (None)."""
        with self.engine.begin() as c:
            c.execute(delete(seat_bindings).where(seat_bindings.c.campaign_id == campaign_id,
                                                  seat_bindings.c.seat == seat))
            if user_id is not None:
                c.execute(insert(seat_bindings).values(campaign_id=campaign_id, seat=seat, account_id=user_id))

    def set_role(self, user_id: int, campaign_id: str, role: str) -> None:
        """A member made a viewer leaves the seats bound to them: a viewer plays no seat."""
        if role not in ROLES:
            raise AccountError(f"a role is one of {', '.join(ROLES)}")
        with self.engine.begin() as c:
            c.execute(delete(memberships).where(memberships.c.account_id == user_id,
                                                memberships.c.campaign_id == campaign_id))
            c.execute(insert(memberships).values(account_id=user_id, campaign_id=campaign_id, role=role))
            if role == "viewer":
                c.execute(delete(seat_bindings).where(seat_bindings.c.account_id == user_id,
                                                      seat_bindings.c.campaign_id == campaign_id))

    def own_every_campaign(self, user_id: int) -> None:
        """The user owns every campaign of the journal's index (the demo account), in two
        statements however many campaigns there are."""
        index = listing.campaign_index
        member = memberships.c
        with self.engine.begin() as c:
            c.execute(update(memberships).where(member.account_id == user_id, member.role != "owner",
                                                member.campaign_id.in_(select(index.c.id))).values(role="owner"))
            missing = select(literal(user_id), index.c.id, literal("owner")).where(~exists().where(
                member.account_id == user_id, member.campaign_id == index.c.id))
            c.execute(insert(memberships).from_select(["account_id", "campaign_id", "role"], missing))

    # invitations
    def invite(self, campaign_id: str, name: str, role: str, invited_by: str) -> None:
        user = self.user_named(name)
        if user is None:
            raise AccountError(f"no user called {name!r}")
        if role not in ROLES[1:]:
            raise AccountError("invite as game master (gm), player or viewer")
        if self.role(user.id, campaign_id):
            raise AccountError(f"{user.name} is already a member")
        if self.guests.is_guest(user.id):
            raise AccountError(f"{user.name} is a table guest: a guest plays only the seat it joined")
        with self.engine.begin() as c:
            c.execute(delete(invitations).where(invitations.c.account_id == user.id,
                                                invitations.c.campaign_id == campaign_id))
            c.execute(insert(invitations).values(account_id=user.id, campaign_id=campaign_id, role=role,
                                                 invited_by=invited_by))

    def invitations(self, user_id: int) -> list[dict]:
        with self.engine.connect() as c:
            rows = c.execute(select(invitations).where(invitations.c.account_id == user_id).order_by(invitations.c.id))
            return [{"id": i.id, "campaign_id": i.campaign_id, "role": i.role, "invited_by": i.invited_by} for i in rows]

    def answer_invitation(self, user_id: int, invitation_id: int, accept: bool) -> str | None:
        """Accept or decline; returns the campaign id, or None if no such invitation is the user's."""
        with self.engine.begin() as c:
            invitation = c.execute(select(invitations).where(invitations.c.id == invitation_id)).first()
            if invitation is None or invitation.account_id != user_id:
                return None
            campaign_id, role = invitation.campaign_id, invitation.role
            c.execute(delete(invitations).where(invitations.c.id == invitation_id))
        if accept:
            self.set_role(user_id, campaign_id, role)
        return campaign_id
