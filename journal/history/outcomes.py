"""Outcome records: what an event recorded in a version that carried only its input did to the
state, kept beside the log and bound to the event's hash (read_tables.OUTCOMES).

A ruleset names those versions (`Ruleset.outcome_versions`); its evolve reads such an event
through the record handed to it with the event (`Recorded.outcome_record`), as it reads an
event that carries its changes. The records are worked out once, by the migration
(migrating.py, with the earlier rules in migrations/), so the events, their hashes and every
export stay as they were recorded. A fold that meets such an event without its record stops
with NeedsMigration, which says to run `journal migrate`.

What an event did depends on the state it met, and an undo recorded later makes a replay meet
an earlier event again without the retracted command: a record holds the changes for each set
of earlier commands undone when its event is folded (`undone`, the commands a fold leaves out).
"""
from __future__ import annotations

import copy
import json
from typing import Iterable, Mapping
from uuid import UUID

from domain.kernel.events import Recorded

from ..errors import JournalError

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


def context(undone: Iterable[int], envelope: Mapping) -> str:
    """The earlier commands left out when the event is folded, as a record names them."""
    return ",".join(str(group) for group in sorted(undone) if group < envelope["cmd"])


def body_of(outcomes: Mapping[str, list]) -> str:
    """A record as kept: the changes for each set of earlier commands left out, as JSON with
    sorted keys, so a record worked out again compares as text."""
    entries = [{"undone": [int(group) for group in key.split(",") if group], "changes": outcomes[key]}
               for key in sorted(outcomes)]
    return json.dumps({"outcomes": entries}, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def read_body(body: str) -> dict[str, list]:
    """The changes of a kept record by the earlier commands left out (`context`)."""
    return {",".join(map(str, entry["undone"])): entry["changes"] for entry in json.loads(body)["outcomes"]}


class Kept:
    """The outcome records a fold may need, by event hash; `undone`, when a fold names them, the
    commands it leaves out (else they are read from the state's retractions)."""

    def __init__(self, stream=None, by_hash: Mapping[str, Mapping[str, list]] | None = None):
        self.stream, self.by_hash, self.undone = stream, dict(by_hash or {}), None

    def within(self, undone) -> "Kept":
        """The same records for a fold that leaves out the commands `undone`."""
        bound = copy.copy(self)
        bound.undone = frozenset(undone)
        return bound

    def of(self, rules, state: dict, envelope: Mapping, event: Recorded, undone) -> Mapping | None:
        """The event's record for the state it meets (None when none was worked out for it);
        NeedsMigration when none is kept for the event. (`rules` and the state are what a
        migration works a record out from.)"""
        found = self.by_hash.get(envelope.get("hash"))
        if found is None:
            raise NeedsMigration(self.stream, event.position, event.kind)
        changes = found.get(context(undone, envelope))
        return None if changes is None else {"changes": changes}


def kept_for(store, stream: UUID, rules, envelopes: Iterable[Mapping]) -> Kept:
    """The records the envelopes need, read in one statement; none read when none is wanted."""
    if not rules.outcome_versions:
        return Kept(stream)
    positions = [envelope["position"] for envelope in envelopes if wanted(rules, envelope)]
    if not positions:
        return Kept(stream)
    rows = store.outcome_rows(stream, min(positions), max(positions))
    return Kept(stream, {digest: read_body(body) for _, digest, body in rows})


def attached(kept: Kept, rules, envelopes: list[dict], undone) -> list[dict]:
    """The envelopes, each of a version read through an outcome record with its record for the
    campaign as it stands (the commands `undone` left out) under KEY: for a reader in the clear
    that folds them itself (the chronicle's timeline)."""
    found = []
    for env in envelopes:
        changes = kept.by_hash.get(env.get("hash"), {}).get(context(undone, env)) if wanted(rules, env) else None
        found.append(env if changes is None else {**env, KEY: {"changes": changes}})
    return found
