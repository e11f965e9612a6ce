"""Outcome records: what an event recorded in a version that carried only its input did to the
state, kept beside the log and bound to the event's hash (read_tables.OUTCOMES).

A ruleset names those versions (`Ruleset.outcome_versions`); its evolve reads such an event
through the record handed to it with the event (`Recorded.outcome_record`), as it reads an
event that carries its changes. The records are worked out once, by the migration
(migrating.py, with the earlier rules in migrations/), so the events, their hashes and every
export stay as they were recorded. A fold that meets such an event without its record stops
with NeedsMigration, which says to run `journal migrate`.
"""
from __future__ import annotations

import json
from typing import Iterable, Mapping
from uuid import UUID

from domain.kernel.events import Recorded

from .errors import JournalError

KEY = "outcome_record"   # the envelope key under which a reader in the clear is given the record


class NeedsMigration(JournalError):
    """The campaign holds events of an earlier version whose outcome records are not kept yet."""

    def __init__(self, stream, position: int, kind: str):
        super().__init__(f"campaign {stream} holds events recorded under an earlier version of its rules ({kind} "
                         f"at position {position} is the first met) whose outcomes are not worked out yet: run "
                         f"`journal migrate {stream}` once")
        self.stream, self.position = str(stream), position


def wanted(rules, envelope: Mapping) -> bool:
    """Whether the event is of a version its ruleset reads through an outcome record."""
    return envelope.get("version", 1) < rules.outcome_versions.get(envelope["type"], 0)


def body_of(outcomes: Mapping[str, list]) -> str:
    """A record as kept: the changes by the fingerprint of the state before the event, as JSON
    with sorted keys, so a record worked out again compares as text."""
    entries = [{"before": before, "changes": outcomes[before]} for before in sorted(outcomes)]
    return json.dumps({"outcomes": entries}, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def read_body(body: str) -> dict[str, list]:
    """fingerprint of the state before -> changes, from a kept record."""
    return {entry["before"]: entry["changes"] for entry in json.loads(body)["outcomes"]}


class Kept:
    """The outcome records a fold may need, by event hash (each as `Recorded.outcome_record`
    reads it: the changes by the fingerprint of the state before the event)."""

    def __init__(self, stream=None, by_hash: Mapping[str, Mapping[str, list]] | None = None):
        self.stream, self.by_hash = stream, dict(by_hash or {})

    def of(self, rules, game, envelope: Mapping, event: Recorded) -> Mapping:
        """The event's record (`game`, the state before it, is for a migration working one
        out); NeedsMigration when none is kept for it."""
        found = self.by_hash.get(envelope.get("hash"))
        if found is None:
            raise NeedsMigration(self.stream, event.position, event.kind)
        return found


def kept_for(store, stream: UUID, rules, envelopes: Iterable[Mapping]) -> Kept:
    """The records the envelopes need, read in one statement; none read when none is wanted."""
    if not rules.outcome_versions:
        return Kept(stream)
    positions = [envelope["position"] for envelope in envelopes if wanted(rules, envelope)]
    if not positions:
        return Kept(stream)
    rows = store.outcome_rows(stream, min(positions), max(positions))
    return Kept(stream, {digest: read_body(body) for _, digest, body in rows})


def attached(kept: Kept, rules, envelopes: list[dict]) -> list[dict]:
    """The envelopes, each of a version read through an outcome record with its record under
    KEY (for a reader in the clear that folds them itself: the chronicle's timeline)."""
    return [{**env, KEY: kept.by_hash[env["hash"]]} if wanted(rules, env) and env.get("hash") in kept.by_hash
            else env for env in envelopes]
