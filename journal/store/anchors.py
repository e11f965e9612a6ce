"""Anchors: the campaign heads the group has seen, kept outside the event rows.

The hash chain proves the events agree with each other, not that they are the events
that were played: whoever can write the database can rewrite an event and re-hash
everything after it. So at each campaign start, session start and end, export,
import, fork, chronicle and demo, and whenever asked (`journal receipt`), the journal
writes the head it reached (position and hash) into a table of its own, each row
chained to the row before it (across all campaigns). A rewritten event no longer has
the anchored hash; a removed event leaves an anchor pointing past the end; a removed
or edited anchor breaks the anchor chain.

The anchor table lives in the same database, so an intruder who rewrites it too is
caught only by a receipt kept outside: the head shown at each session end and printed
on the chronicle's last page (`Receipt.code`, e.g. "124:3f2a-9c1b-77d0-e5a4"), which
`journal verify --head` checks.
"""
from __future__ import annotations

import hashlib
import json
import logging
import random
import re
import threading
import time
from dataclasses import asdict, dataclass
from datetime import datetime, timezone
from uuid import UUID

from domain.kernel.canonical import canonical_json

from ..envelopes.envelope import GENESIS

LOGGER = logging.getLogger(__name__)
RECEIPT_DIGITS = 16
FIELDS = ("number", "campaign", "position", "head", "reason", "name", "ruleset", "recorded_at", "prev", "hash")
REASONS = ("campaign start", "session start", "session end", "export", "import", "fork", "chronicle", "receipt",
           "demo")


@dataclass(frozen=True)
class Receipt:
    """A head short enough to photograph: the position and the first 16 hex digits of its hash."""

    position: int
    head: str

    @property
    def short(self) -> str:
        digits = self.head[:RECEIPT_DIGITS]
        return "-".join(digits[i:i + 4] for i in range(0, RECEIPT_DIGITS, 4))

    @property
    def code(self) -> str:
        return f"{self.position}:{self.short}"


@dataclass(frozen=True)
class Anchor:
    number: int
    campaign: str
    position: int
    head: str
    reason: str
    name: str
    ruleset: str
    recorded_at: str
    prev: str
    hash: str

    @property
    def receipt(self) -> Receipt:
        return Receipt(self.position, self.head)


def digest(record: dict) -> str:
    body = {key: value for key, value in record.items() if key != "hash"}
    return hashlib.sha256(str(record["prev"]).encode() + canonical_json(body)).hexdigest()


def parse_receipt(text: str) -> tuple[int | None, str]:
    """(position or None, hex prefix) from "124:3f2a-9c1b-77d0-e5a4", a hash, or a prefix of one.
    ValueError says what a receipt looks like."""
    position, _, digits = str(text).strip().rpartition(":")
    digits = re.sub(r"[\s-]", "", digits).lower()
    if position.strip() and not position.strip().isdigit():
        raise ValueError(f"{text!r}: a receipt is POSITION:HASH, e.g. 124:3f2a-9c1b-77d0-e5a4")
    if not re.fullmatch(r"[0-9a-f]{12,64}", digits):
        raise ValueError(f"{text!r}: the hash part needs 12 to 64 hex digits (0-9, a-f)")
    return (int(position) if position.strip() else None), digits


def check_rows(rows) -> tuple[list[Anchor], tuple[int, str] | None]:
    """The anchors that check out, in order, and the first problem (row number, what is wrong)."""
    found, prev = [], GENESIS
    for expected, row in enumerate(rows, start=1):
        anchor, problem = _check_row(row, expected, prev)
        if problem:
            return found, (expected, problem)
        found.append(anchor)
        prev = anchor.hash
    return found, None


def _check_row(row, expected: int, prev: str) -> tuple[Anchor | None, str | None]:
    """One stored row (position: its number, kind: its campaign, data: the record)."""
    if row.position != expected:
        return None, f"anchor row {expected} is missing (the next row is {row.position})"
    try:
        record = json.loads(row.data)
    except (ValueError, UnicodeDecodeError):
        return None, "the stored record is not valid JSON"
    if not isinstance(record, dict) or set(record) != set(FIELDS):
        return None, "the record's fields were changed"
    if canonical_json(record) != row.data:
        return None, "the record is not in canonical form (edited by hand?)"
    if record["number"] != row.position or record["campaign"] != row.kind:
        return None, "the row's number or campaign differs from its record"
    if record["prev"] != prev:
        return None, "the anchor chain is broken here (an earlier anchor was changed or removed)"
    if digest(record) != record["hash"]:
        return None, "the record's hash does not match its content"
    return Anchor(**record), None


class AnchorTable:
    """The anchor rows of every campaign in one store, chained in the order they were written.

    Reads come from a cache that only fetches rows it has not seen, so listing campaigns
    or showing a receipt does not re-read the table; audits read every row afresh."""

    def __init__(self, store):
        self.store = store
        self._lock = threading.Lock()
        self._seen = 0
        self._last_hash = GENESIS
        self._by_campaign: dict[str, list[Anchor]] = {}

    def rows(self):
        """Every stored row, in order, unchecked (audits check them with check_rows)."""
        return self.store.anchor_rows()

    def add(self, campaign: str, position: int, head: str, reason: str, name: str, ruleset: str) -> Anchor:
        """Chain a new row after the last one; a number another writer took meanwhile is retried."""
        for attempt in range(ATTEMPTS):
            anchor = self.next_row(campaign, position, head, reason, name, ruleset)
            if self.store.anchor_put(*as_row(anchor)):
                return anchor
            pause(attempt)
        raise RuntimeError("the anchor table is too busy: no row could be added")

    def next_row(self, campaign: str, position: int, head: str, reason: str, name: str, ruleset: str) -> Anchor:
        """The row that would chain after the last one read, not written: `add` writes it alone,
        an append (a campaign's start, a session's start or end) in its own transaction, each
        as `as_row` encodes it, and on a taken number asks again."""
        with self._lock:
            self._refresh()
            number, prev = self._seen + 1, self._last_hash
        record = {"number": number, "campaign": campaign, "position": position, "head": head, "reason": reason,
                  "name": name, "ruleset": ruleset, "recorded_at": _now(), "prev": prev}
        return Anchor(**record, hash=digest(record))

    def due(self, campaign: str, envelope: dict) -> bool:
        """Whether anchoring the event `envelope` writes a row (the head anchored last is not
        written twice)."""
        latest = self.latest(campaign)
        return not (latest and (latest.position, latest.head) == (envelope["position"], envelope["hash"]))

    def anchor(self, campaign: str, envelope: dict, name: str, ruleset: str, reason: str) -> Anchor | None:
        """Anchor the event `envelope` (a head the group reached) and return the anchor; the head
        anchored last is not written twice. None if the table cannot be written: what was
        stored stays stored, and verify says what is unanchored."""
        if not self.due(campaign, envelope):
            return self.latest(campaign)
        try:
            return self.add(campaign, envelope["position"], envelope["hash"], reason, name, ruleset)
        except Exception:  # noqa: BLE001 - the events are stored; a lost anchor is logged and audited
            LOGGER.exception("campaign %s: the %s anchor at position %s was not written", campaign, reason,
                             envelope["position"])
            return None

    def of(self, campaign: str) -> list[Anchor]:
        """A campaign's readable anchors, oldest first (from the cache, brought up to date)."""
        with self._lock:
            self._refresh()
            return list(self._by_campaign.get(campaign, []))

    def latest(self, campaign: str, reasons: tuple[str, ...] | None = None) -> Anchor | None:
        """The campaign's newest readable anchor (of one of `reasons`)."""
        found = [a for a in self.of(campaign) if reasons is None or a.reason in reasons]
        return found[-1] if found else None

    def campaigns(self) -> dict[UUID, Anchor]:
        """The latest readable anchor of every anchored campaign (a row naming no campaign id
        is left to the audit)."""
        with self._lock:
            self._refresh()
            latest = {campaign: found[-1] for campaign, found in self._by_campaign.items() if found}
        found = {}
        for campaign, anchor in latest.items():
            try:
                found[UUID(str(campaign))] = anchor
            except ValueError:
                continue
        return found

    def _refresh(self) -> None:
        for row in self.store.anchor_rows(after=self._seen):
            anchor = _parsed(row.data)
            if anchor is not None:
                self._by_campaign.setdefault(anchor.campaign, []).append(anchor)
            self._seen = row.position
            # a damaged row still gets a successor; the audit reports the damage
            self._last_hash = anchor.hash if anchor and isinstance(anchor.hash, str) else hashlib.sha256(row.data).hexdigest()


def _parsed(data: bytes) -> Anchor | None:
    try:
        record = json.loads(data)
        return Anchor(**record) if isinstance(record, dict) and set(record) == set(FIELDS) else None
    except (ValueError, TypeError, UnicodeDecodeError):
        return None


ATTEMPTS = 30


def pause(attempt: int) -> None:
    """A short random wait before the next try at a row number another writer took."""
    time.sleep(random.random() * 0.02 * (attempt + 1))


def as_row(anchor: Anchor) -> tuple[int, str, bytes]:
    """(number, campaign, stored record) of a row from `AnchorTable.next_row`."""
    return anchor.number, anchor.campaign, canonical_json(asdict(anchor))


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def as_dict(anchor: Anchor) -> dict:
    return {**asdict(anchor), "receipt": anchor.receipt.code}
