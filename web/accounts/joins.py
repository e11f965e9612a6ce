"""Join links and table guests: a seat of a campaign handed to a phone by a QR code or a short code.

A link grants one seat of one campaign, once: opening it takes the row away, so a used link,
like a withdrawn or expired one, is simply not found. Only hashes of the link's token and of
its code are stored (a token is shown once, as an API token is). A guest is an account with no
password that plays the link's seat until its login expires or the link's maker revokes it.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import timedelta

from sqlalchemy import delete, insert, select
from sqlalchemy.exc import IntegrityError

from .sessions import digest, now, stamp
from .tables import accounts, guests, join_links, login_sessions, memberships, seat_bindings

LINK_PREFIX = "j_"
CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"    # no letter or digit read as another (0/O, 1/I/L, 2/Z, 5/S, 8/B)
CODE_LENGTH = 6
NO_PASSWORD = "!guest"   # not a hash werkzeug reads: no password ever matches it


def normal_code(typed: str) -> str:
    """A typed code as it is stored: capitals, without the spaces and dashes people add."""
    return "".join(ch for ch in typed.upper() if ch.isalnum())[:CODE_LENGTH * 2]


@dataclass(frozen=True)
class NewLink:
    """A link just made: its token and code are known only now (neither is stored)."""
    id: int
    token: str
    code: str
    expires_at: str


@dataclass(frozen=True)
class Link:
    """An open link as the store holds it: where it leads and who made it."""
    id: int
    campaign_id: str
    seat: str
    made_by: int
    expires_at: str


class JoinLinks:
    def __init__(self, engine):
        self.engine = engine

    def make(self, campaign_id: str, seat: str, made_by: int, minutes: int) -> NewLink:
        """A new link to `seat`, working `minutes` minutes; a code shared by another open link is drawn again."""
        expires = stamp(now() + timedelta(minutes=minutes))
        with self.engine.begin() as c:
            c.execute(delete(join_links).where(join_links.c.expires_at <= stamp(now())))
        for _ in range(8):
            token = LINK_PREFIX + secrets.token_urlsafe(24)
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            try:
                with self.engine.begin() as c:
                    made = c.execute(insert(join_links).values(
                        campaign_id=campaign_id, seat=seat, digest=digest(token), code_digest=digest(code),
                        made_by=made_by, created_at=stamp(now()), expires_at=expires))
                return NewLink(made.inserted_primary_key[0], token, code, expires)
            except IntegrityError:
                continue
        raise RuntimeError("no free join code after eight draws")

    def open(self, campaign_id: str) -> list[Link]:
        """The campaign's links still open (neither used, withdrawn nor expired), oldest first."""
        with self.engine.connect() as c:
            rows = c.execute(select(join_links).where(join_links.c.campaign_id == campaign_id,
                                                      join_links.c.expires_at > stamp(now()))
                             .order_by(join_links.c.id)).all()
        return [Link(r.id, r.campaign_id, r.seat, r.made_by, r.expires_at) for r in rows]

    def withdraw(self, campaign_id: str, link_id: int) -> bool:
        """Withdraw an open link of the campaign; False when it has none of that id."""
        with self.engine.begin() as c:
            return c.execute(delete(join_links).where(join_links.c.id == link_id,
                                                      join_links.c.campaign_id == campaign_id)).rowcount > 0

    def take(self, token: str | None = None, code: str | None = None) -> Link | None:
        """The link the token (or code) opens, taken away so that it opens nothing again; None
        when no open link has it. Of two phones opening one link at once, one gets it."""
        column, secret = (join_links.c.digest, token) if token is not None else (join_links.c.code_digest, code)
        with self.engine.begin() as c:
            row = c.execute(select(join_links).where(column == digest(secret or ""),
                                                     join_links.c.expires_at > stamp(now()))).first()
            if row is None or not c.execute(delete(join_links).where(join_links.c.id == row.id)).rowcount:
                return None
        return Link(row.id, row.campaign_id, row.seat, row.made_by, row.expires_at)


class Guests:
    def __init__(self, engine):
        self.engine = engine

    def seat(self, link: Link, hours: float) -> tuple[int, str, timedelta]:
        """A new guest sitting at the link's seat, a player of its campaign: (account id, name,
        how long it plays). Made in one transaction, so a refusal leaves nothing behind."""
        lasts = timedelta(hours=hours)
        with self.engine.begin() as c:
            name = f"{link.seat[:40]} (guest {secrets.token_hex(3)})"
            account = c.execute(insert(accounts).values(name=name, password_hash=NO_PASSWORD,
                                                        created_at=stamp(now()))).inserted_primary_key[0]
            c.execute(insert(guests).values(account_id=account, campaign_id=link.campaign_id, seat=link.seat,
                                            made_by=link.made_by, expires_at=stamp(now() + lasts)))
            c.execute(insert(memberships).values(account_id=account, campaign_id=link.campaign_id, role="player"))
            c.execute(delete(seat_bindings).where(seat_bindings.c.campaign_id == link.campaign_id,
                                                  seat_bindings.c.seat == link.seat))
            c.execute(insert(seat_bindings).values(campaign_id=link.campaign_id, seat=link.seat, account_id=account))
        return account, name, lasts

    def made_by(self, account_id: int) -> list[dict]:
        """The guests whose links the account made, still playing (not expired), newest first."""
        with self.engine.connect() as c:
            rows = c.execute(select(guests.c.id, guests.c.campaign_id, guests.c.seat, guests.c.expires_at,
                                    accounts.c.name).join(accounts, accounts.c.id == guests.c.account_id)
                             .where(guests.c.made_by == account_id, guests.c.expires_at > stamp(now()))
                             .order_by(guests.c.id.desc())).all()
        return [{"id": r.id, "name": r.name, "campaign_id": r.campaign_id, "seat": r.seat,
                 "expires_at": r.expires_at} for r in rows]

    def is_guest(self, account_id: int) -> bool:
        with self.engine.connect() as c:
            return c.scalar(select(guests.c.id).where(guests.c.account_id == account_id)) is not None

    def revoke(self, made_by: int, guest_id: int) -> bool:
        """End a guest the account let in: its logins, its membership and its seat go at once
        (the seat is unbound again). False when the account made no such guest."""
        with self.engine.begin() as c:
            row = c.execute(select(guests).where(guests.c.id == guest_id, guests.c.made_by == made_by)).first()
            if row is None:
                return False
            account = row.account_id
            c.execute(delete(login_sessions).where(login_sessions.c.account_id == account))
            c.execute(delete(seat_bindings).where(seat_bindings.c.account_id == account))
            c.execute(delete(memberships).where(memberships.c.account_id == account))
            c.execute(delete(guests).where(guests.c.id == guest_id))
        return True
