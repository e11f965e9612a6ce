"""Throttling failed logins and bad API tokens, shared by every site process (it lives in
the accounts database, not in one process's memory).

At most `per_account` failed logins per account name per window, and `per_address`
per client address (generous, so players sharing one tablet never lock it); at most
`tokens_per_address` bad bearer tokens per address. Only failures count. An unknown
name is throttled like a known one, so the answers tell nobody which names exist.
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Callable

from sqlalchemy import delete, insert, select

from .tables import login_failures

LOGIN, TOKEN = "login", "token"


@dataclass(frozen=True)
class Limits:
    per_account: int = 10
    per_address: int = 50
    tokens_per_address: int = 10
    window: float = 60.0


def account_key(name: str | None) -> str:
    return (name or "").strip().casefold()[:80]


class Throttle:
    def __init__(self, engine, limits: Limits = Limits(), clock: Callable[[], float] = time.time):
        self.engine, self.limits, self.clock = engine, limits, clock

    def retry_after(self, kind: str, account: str | None, address: str) -> int | None:
        """Seconds until another attempt is allowed, or None when it is allowed now."""
        now = self.clock()
        failure = login_failures.c
        checks = [(failure.address == address[:64],
                   self.limits.per_address if kind == LOGIN else self.limits.tokens_per_address)]
        if kind == LOGIN:
            checks.append((failure.account == account_key(account), self.limits.per_account))
        wait = 0.0
        with self.engine.connect() as c:
            for condition, limit in checks:
                recent = c.scalars(select(failure.at).where(
                    failure.kind == kind, condition, failure.at > now - self.limits.window)
                    .order_by(failure.at.desc()).limit(limit)).all()
                if len(recent) >= limit:
                    wait = max(wait, recent[-1] + self.limits.window - now)
        return max(1, math.ceil(wait)) if wait > 0 else None

    def failed(self, kind: str, account: str | None, address: str) -> None:
        """Count one failure (and forget failures older than the window)."""
        now = self.clock()
        with self.engine.begin() as c:
            c.execute(delete(login_failures).where(login_failures.c.at < now - self.limits.window))
            c.execute(insert(login_failures).values(kind=kind, account=account_key(account) if kind == LOGIN else "",
                                                    address=address[:64], at=now))
