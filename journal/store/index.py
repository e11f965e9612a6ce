"""The campaigns index: one row per campaign (name, ruleset, head position and hash, last played).

The store writes it in the same transaction as every append (see the recorders in
application.py), so every process reads the same list of campaigns and the same head,
whoever wrote last. Stores made before the index existed are backfilled when opened.
This module holds only the table's SQL and the rows computed from stored events;
it knows no database library.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from uuid import UUID

from ..envelopes.envelope import parsed

TABLE = "campaign_index"
NAMED = ("journal/campaign-started", "journal/forked")  # the events that give a campaign its name
COLUMNS = ("id", "name", "ruleset", "head_position", "head_hash", "started_at", "last_played")

CREATE = (f"CREATE TABLE IF NOT EXISTS {TABLE} (id VARCHAR(36) PRIMARY KEY, name TEXT NOT NULL, "
          "ruleset TEXT NOT NULL, head_position BIGINT NOT NULL, head_hash TEXT NOT NULL, "
          "started_at TEXT NOT NULL, last_played TEXT NOT NULL)")
# An empty name, ruleset or start time leaves the stored one (most appends do not rename); the head only moves forward.
_UPSERT = (f"INSERT INTO {TABLE} ({', '.join(COLUMNS)}) VALUES ({{marks}}) ON CONFLICT (id) DO UPDATE SET "
           f"name = CASE WHEN excluded.name = '' THEN {TABLE}.name ELSE excluded.name END, "
           f"started_at = CASE WHEN excluded.started_at = '' THEN {TABLE}.started_at ELSE excluded.started_at END, "
           f"ruleset = CASE WHEN excluded.ruleset = '' THEN {TABLE}.ruleset ELSE excluded.ruleset END, "
           "head_position = excluded.head_position, head_hash = excluded.head_hash, "
           f"last_played = excluded.last_played WHERE excluded.head_position >= {TABLE}.head_position")
SELECT = f"SELECT {', '.join(COLUMNS)} FROM {TABLE}"
# The digests an append keeps of what it wrote into its campaign's row (read_tables.CHECKS): the head
# (every append sets it whole), the name and the start time (set by the appends that name them).
CHECKED = {"index": ("ruleset", "position", "hash", "last_played"), "index-name": ("name",),
           "index-started": ("started_at",)}
_CHECKED_SELECT = (f"SELECT {', '.join(f'{TABLE}.{column}' for column in COLUMNS)}, "
                   + ", ".join(f"c{n}.digest AS d{n}" for n in range(len(CHECKED))) + f" FROM {TABLE} "
                   + " ".join(f"LEFT JOIN {{checks}} c{n} ON c{n}.campaign_id = {TABLE}.id AND c{n}.model = '{model}'"
                              for n, model in enumerate(CHECKED)))


def upsert(mark: str) -> str:
    """The upsert statement with the driver's parameter mark ('?' for SQLite, '%s' for psycopg)."""
    return _UPSERT.format(marks=", ".join([mark] * len(COLUMNS)))


def select_one(mark: str) -> str:
    return f"{SELECT} WHERE id = {mark}"


def checked_select(checks: str, mark: str | None = None) -> str:
    """Every row (or, with `mark`, one) with the digests kept of it, in one statement: one snapshot of both."""
    found = _CHECKED_SELECT.format(checks=checks)
    return f"{found} WHERE {TABLE}.id = {mark}" if mark else found


def digest(entry: "IndexEntry", model: str) -> str:
    values = [str(value) if not isinstance(value, int) else value for value in
              (getattr(entry, field) for field in CHECKED[model])]
    return hashlib.sha256(json.dumps(values, ensure_ascii=False).encode()).hexdigest()


def checks_of(entry: "IndexEntry") -> list[tuple[str, str]]:
    """(model, digest) an append keeps of the row it writes: the head always, the name and the
    start time when it sets them."""
    return [(model, digest(entry, model)) for model in CHECKED
            if model == "index" or getattr(entry, CHECKED[model][0])]


def holds(entry: "IndexEntry", digests: list) -> bool:
    """Whether a row is the one its appends wrote: every digest kept of it matches."""
    return all(found == digest(entry, model) for model, found in zip(CHECKED, digests))


@dataclass(frozen=True)
class IndexEntry:
    """A campaign as the index knows it."""

    id: str
    name: str
    ruleset: str
    position: int
    hash: str
    started_at: str
    last_played: str

    @classmethod
    def from_row(cls, row) -> "IndexEntry":
        return cls(str(row["id"]), row["name"], row["ruleset"], int(row["head_position"]), row["head_hash"],
                   row["started_at"], row["last_played"])

    def params(self) -> tuple:
        return (self.id, self.name, self.ruleset, self.position, self.hash, self.started_at, self.last_played)


def _envelope(state) -> dict:
    return parsed(state) or {}


def entries(stored_events) -> list[IndexEntry]:
    """One entry per stream in an append: its new head, and its name where the append renames it."""
    by_stream: dict[str, list] = {}
    for stored in stored_events:
        by_stream.setdefault(str(UUID(str(stored.originator_id))), []).append(stored)
    return [entry(stream, rows) for stream, rows in by_stream.items()]


def entry(stream: str, rows) -> IndexEntry:
    """The entry after `rows` (in position order) were appended to `stream`."""
    last = max(rows, key=lambda r: r.originator_version)
    head = _envelope(last.state)
    named = [_envelope(r.state) for r in rows if r.topic in NAMED]
    first = next((_envelope(r.state) for r in rows if r.originator_version == 1), {})
    data = named[-1].get("data") if named else None
    name = data.get("name", "") if isinstance(data, dict) else ""
    return IndexEntry(stream, str(name), str(head.get("ruleset", "")), last.originator_version,
                      str(head.get("hash", "")), str(first.get("recorded_at", "")), str(head.get("recorded_at", "")))
