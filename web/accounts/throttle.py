"""Throttling failed logins and bad API tokens, shared by every site process (it lives in
the accounts database, not in one process's memory).

Logins: at most `per_account` failed logins per account name per window, and `per_address`
per client address (generous, so players sharing one tablet never lock it). An unknown name
is throttled like a known one, so the answers tell nobody which names exist.

Tokens: a wrong token whose prefix (its first characters, stored beside its hash) names a
token of an account counts against that prefix and that account, never against the address:
one stale tablet at a club stops only its own token, not every other tablet behind the same
address. At most `tokens_per_prefix` wrong tries of one prefix and `tokens_per_account` of
one account's prefixes; a token whose prefix names nothing counts against the address, at most
`tokens_per_address` (higher: a whole club shares it). Only failures count.

Join codes (the short code typed at /join): at most `codes_per_address` wrong codes per client
address per window: a code is short, so only a few guesses are allowed.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Callable

from sqlalchemy import delete, insert, select

from .tables import login_failures

# What a failure is counted under (its `kind`; the `account` column holds the key):
LOGIN = "login"      # a failed login, by account name (and by address)
TOKEN = "token"      # a bearer token whose prefix names no token, by address
PREFIX = "prefix"    # a wrong token with a known prefix, by that prefix
HOLDER = "holder"    # the same failure, by the name of the account the prefix belongs to
JOIN = "join"        # a wrong join code typed at /join, by address


@dataclass(frozen=True)
class Limits:
    per_account: int = 10
    per_address: int = 50
    tokens_per_address: int = 50
    tokens_per_prefix: int = 10
    tokens_per_account: int = 30
    codes_per_address: int = 5
    window: float = 60.0


@dataclass(frozen=True)
class Wait:
    """Seconds until another try is allowed, and why it is held up (for the 429's message)."""
    seconds: int
    why: str


def account_key(name: str | None) -> str:
    return (name or "").strip().casefold()[:80]


class Throttle:
    def __init__(self, engine, limits: Limits = Limits(), clock: Callable[[], float] = time.time):
        self.engine, self.limits, self.clock = engine, limits, clock

    def retry_after(self, kind: str, account: str | None, address: str) -> int | None:
        """Seconds until another login is allowed, or None when it is allowed now."""
        failure = login_failures.c
        per_address = self.limits.codes_per_address if kind == JOIN else self.limits.per_address
        checks = [(failure.address == address[:64], per_address)]
        if kind == LOGIN:
            checks.append((failure.account == account_key(account), self.limits.per_account))
        waited = self._wait([(kind, condition, limit, "") for condition, limit in checks])
        return waited.seconds if waited else None

    def token_wait(self, prefix: str | None, holder: str | None, address: str) -> Wait | None:
        """Whether a bearer token may be tried now: by its prefix and its account when the
        prefix names a token (`holder` is that token's account name), else by the address."""
        failure = login_failures.c
        if prefix and holder:
            return self._wait([
                (PREFIX, failure.account == prefix, self.limits.tokens_per_prefix,
                 f"wrong tries of the API token {prefix}… (revoked, expired or mistyped)"),
                (HOLDER, failure.account == account_key(holder), self.limits.tokens_per_account,
                 "wrong tries of this account's API tokens")])
        return self._wait([(TOKEN, failure.address == address[:64], self.limits.tokens_per_address,
                            "unknown API tokens from this address")])

    def _wait(self, checks: list[tuple]) -> Wait | None:
        """The longest wait of the checks (kind, condition, limit, why) over their limit."""
        now = self.clock()
        failure = login_failures.c
        longest: tuple[float, str] = (0.0, "")
        with self.engine.connect() as c:
            for kind, condition, limit, why in checks:
                recent = c.scalars(select(failure.at).where(
                    failure.kind == kind, condition, failure.at > now - self.limits.window)
                    .order_by(failure.at.desc()).limit(limit)).all()
                if len(recent) >= limit:
                    longest = max(longest, (recent[-1] + self.limits.window - now, why))
        seconds, why = longest
        return Wait(max(1, math.ceil(seconds)), why) if seconds > 0 else None

    def failed(self, kind: str, account: str | None, address: str) -> None:
        """Count one failed login (and forget failures older than the window)."""
        self._count([{"kind": kind, "account": account_key(account) if kind == LOGIN else "", "address": address[:64]}])

    def token_failed(self, prefix: str | None, holder: str | None, address: str) -> None:
        """Count one wrong bearer token: by its prefix and account when the prefix names a
        token, else by the address."""
        if prefix and holder:
            self._count([{"kind": PREFIX, "account": prefix, "address": address[:64]},
                         {"kind": HOLDER, "account": account_key(holder), "address": address[:64]}])
        else:
            self._count([{"kind": TOKEN, "account": "", "address": address[:64]}])

    def _count(self, rows: list[dict]) -> None:
        now = self.clock()
        with self.engine.begin() as c:
            c.execute(delete(login_failures).where(login_failures.c.at < now - self.limits.window))
            c.execute(insert(login_failures), [{**row, "at": now} for row in rows])
