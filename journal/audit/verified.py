"""What `journal verify` proved before, so the next verify goes on from there.

After a replay that matched every fingerprint, verify keeps a record: the position it reached,
the hash of the event there, what today's rules said of the commands up to it, the digest of
every snapshot row it checked, and a snapshot of the state there. The next verify checks the
whole hash chain again (a changed event anywhere breaks it), and if the event at the recorded
position still has the recorded hash, the events up to it are the ones replayed before: it
replays only the events since, from the recorded state (taken only if its fingerprint is the
one the chain holds there), and parses only the snapshot rows that are new or changed.
`journal verify --full` replays everything from the start, as with new code.

Records are kept per code version (snapshots.code_version): other rules, another record.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from domain.kernel.fingerprints import has_fingerprint

from ..store import snapshots as snapshotting

VERSION = 1


@dataclass(frozen=True)
class Verified:
    """A replay proved up to `position` (the event there had `hash`)."""

    position: int
    hash: str
    rules_differ_at: int | None = None
    rules_difference: str | None = None
    snapshots: dict = field(default_factory=dict)     # position -> sha256 of the snapshot row checked

    def to_bytes(self) -> bytes:
        return json.dumps({"hash": self.hash, "rules_differ_at": self.rules_differ_at,
                           "rules_difference": self.rules_difference,
                           "snapshots": {str(k): v for k, v in self.snapshots.items()}}, sort_keys=True).encode()

    @classmethod
    def from_row(cls, row) -> "Verified | None":
        try:
            found = json.loads(row.data)
            return cls(row.position, str(found["hash"]), found.get("rules_differ_at"), found.get("rules_difference"),
                       {int(k): str(v) for k, v in found.get("snapshots", {}).items()})
        except (ValueError, TypeError, KeyError, AttributeError):
            return None


def version_of(rules) -> str:
    return f"{VERSION}:{snapshotting.code_version(rules)}"


def row_digest(row) -> str:
    return hashlib.sha256(row.kind.encode() + b"\0" + row.data).hexdigest()


def latest(replayer, stream, rules, envs: list[dict]) -> tuple["Verified", dict] | None:
    """The record to go on from and the state at its position, when the events up to it are
    the ones it proved and a snapshot there holds the state the chain recorded; else None."""
    row = replayer.store.verified_latest(stream, version_of(rules))
    found = Verified.from_row(row) if row is not None else None
    if found is None or not 1 <= found.position <= len(envs) or envs[found.position - 1]["hash"] != found.hash:
        return None
    stored = replayer.store.snapshot_at_or_before(snapshotting.snapshot_stream(stream, rules), found.position)
    if stored is None or stored.position != found.position:
        return None
    state, problem = snapshotting.parse(stored.position, stored.data)
    if problem is None:
        replayer.snapshots.load_catalogs(stream, rules, state)
    if problem or not has_fingerprint(state, envs[found.position - 1]["state"]):
        return None
    return found, state


def remember(replayer, stream, rules, envs: list[dict], state: dict, report, checked: dict) -> None:
    """Keep what this verify proved (the replay reached the head with every fingerprint)."""
    position = envs[-1]["position"]
    if state["meta"]["position"] != position:
        return
    replayer.snapshots.save(stream, rules, state)
    record = Verified(position, envs[-1]["hash"], report.rules_differ_at, report.rules_difference, checked)
    replayer.store.verified_put(stream, version_of(rules), position, record.to_bytes())
