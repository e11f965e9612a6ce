"""Changing a SQLite store behind the journal's back, as an intruder with the file would."""
from __future__ import annotations

import sqlite3
from pathlib import Path
from uuid import UUID

from domain.kernel import fold
from domain.kernel.canonical import canonical_json, plain_fingerprint
from domain.kernel.fingerprints import fingerprint
from journal.envelopes import envelope as envelopes
from journal.store import snapshots
from journal.history.replay import step

EVENTS, SNAPSHOTS, ANCHORS = "stored_events", "stored_snapshots", "stored_anchors"


def connect(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, isolation_level=None)


def rows(path: Path, table: str, stream: UUID | None = None) -> list[tuple[str, int, str, bytes]]:
    """(originator id, version, topic, state) of every row (of one stream), in order."""
    query = f"SELECT originator_id, originator_version, topic, state FROM {table}"
    args = ()
    if stream is not None:
        query, args = query + " WHERE originator_id = ?", (stream.hex,)
    with connect(path) as connection:
        return [(i, v, t, bytes(s)) for i, v, t, s in connection.execute(query + " ORDER BY 1, 2", args)]


def put(path: Path, table: str, originator: str, version: int, state: bytes | None = None, topic: str | None = None):
    with connect(path) as connection:
        if state is not None:
            connection.execute(f"UPDATE {table} SET state = ? WHERE originator_id = ? AND originator_version = ?",
                               (state, originator, version))
        if topic is not None:
            connection.execute(f"UPDATE {table} SET topic = ? WHERE originator_id = ? AND originator_version = ?",
                               (topic, originator, version))


def delete(path: Path, table: str, originator: str, version: int) -> None:
    with connect(path) as connection:
        connection.execute(f"DELETE FROM {table} WHERE originator_id = ? AND originator_version = ?",
                           (originator, version))


def event(path: Path, stream: UUID, position: int) -> dict:
    (row,) = [r for r in rows(path, EVENTS, stream) if r[1] == position]
    return envelopes.decode(row[3])


def rewrite_events(path: Path, stream: UUID, rules, change, fingerprint=fingerprint) -> None:
    """Apply `change(envelope)` to every event, then re-seal the whole chain with fresh
    fingerprints (taken by `fingerprint`), as a forger who knows the format would (no
    retractions in the log)."""
    state, prev = fold.empty_state(), envelopes.GENESIS
    for originator, version, _, data in rows(path, EVENTS, stream):
        env = envelopes.decode(data)
        env = change(env) or env
        state = step(rules, state, env)
        env = envelopes.seal({**{k: v for k, v in env.items() if k not in ("hash", "prev")},
                              "state": fingerprint(state)}, prev)
        prev = env["hash"]
        put(path, EVENTS, originator, version, envelopes.encode(env))


def forge_snapshot(path: Path, row: tuple, change) -> None:
    """Change a snapshot's state and store it with its own, matching check (the sha256 of the
    state's canonical JSON, what a row carries)."""
    originator, version, _, data = row
    body = envelopes.decode(snapshots.unpacked(data)[0])   # stored as canonical JSON, as rows were before compression
    state = change(body["state"]) or body["state"]
    put(path, SNAPSHOTS, originator, version,
        canonical_json({"fingerprint": plain_fingerprint(state), "position": version, "state": state}))


def flip(data: bytes, offset: int, mask: int = 0x01) -> bytes:
    changed = bytearray(data)
    changed[offset] ^= mask
    return bytes(changed)
