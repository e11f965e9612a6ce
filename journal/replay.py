"""The state at any position: fold stored envelopes with the ruleset's evolve.

Retracted commands are left out. A retraction names an earlier command group;
retracting a retraction restores its target. Snapshots (taken at command
boundaries, keyed by code version) make any position a short fold away; a
snapshot is only used when no later retraction reaches back behind it.
"""
from __future__ import annotations

from dataclasses import dataclass
from uuid import UUID, uuid5

from domain.kernel import fold, generic
from domain.kernel.canonical import canonical_json, fingerprint
from domain.kernel.events import Recorded

from .application import Store
from .envelope import decode

KERNEL_VERSION = 1
SNAPSHOT_EVERY = 100
ALWAYS_APPLIED = {generic.DICE_COMMITTED, generic.DICE_REVEALED, generic.CAMPAIGN_STARTED}


@dataclass(frozen=True)
class Replayed:
    position: int
    state: dict
    fingerprint: str


def effective_retracted(records) -> set[int]:
    """Command groups undone by the retractions in `records` ([position, group, target])."""
    undone: set[int] = set()
    for _, group, target in sorted(records, reverse=True):
        if group not in undone:
            undone.add(target)
    return undone


def recorded(ruleset, envelope: dict) -> Recorded:
    """The envelope as evolve sees it, upcast to today's event shape."""
    version, data = fold.upcast(ruleset, envelope["type"], envelope["version"], envelope["data"])
    return Recorded(kind=envelope["type"], data=data, position=envelope["position"], source=envelope["source"],
                    actor=envelope["actor"], recorded_at=envelope["recorded_at"], version=version)


def step(ruleset, state: dict, envelope: dict, skip: bool = False) -> dict:
    """Apply one envelope; a skipped (retracted) one still advances position and dice counter."""
    if skip and envelope["type"] not in ALWAYS_APPLIED:
        meta = fold.count_digital({**state["meta"], "position": envelope["position"]}, envelope["rolls"] or [])
        return {**state, "meta": meta}
    return fold.apply(ruleset, state, recorded(ruleset, envelope), envelope["rolls"])


def code_version(ruleset) -> str:
    return f"{KERNEL_VERSION}:{ruleset.name}:{ruleset.rules_version}:{ruleset.state_version}"


class Replayer:
    """Reads a campaign stream and folds it, using and writing snapshots."""

    def __init__(self, store: Store):
        self.store = store

    def _snapshot_stream(self, stream: UUID, ruleset) -> UUID:
        return uuid5(stream, code_version(ruleset))

    def save_snapshot(self, stream: UUID, ruleset, state: dict) -> None:
        position = state["meta"]["position"]
        self.store.put_snapshot(self._snapshot_stream(stream, ruleset), position, canonical_json(state))

    def _snapshot(self, stream: UUID, ruleset, position: int) -> dict:
        if position <= 0:
            return fold.empty_state()
        row = self.store.snapshot_at_or_before(self._snapshot_stream(stream, ruleset), position)
        return decode(row.data) if row else fold.empty_state()

    def snapshot_before(self, stream: UUID, ruleset, position: int) -> dict:
        """The latest snapshot strictly before `position` (or the empty state)."""
        return self._snapshot(stream, ruleset, position - 1)

    def state_at(self, stream: UUID, ruleset, position: int) -> dict:
        """The state right after `position` (0: before anything)."""
        start = self._snapshot(stream, ruleset, position)
        while True:
            base = start["meta"]["position"]
            envelopes = [decode(row.data) for row in self.store.read(stream, after=base, upto=position)]
            records = list(start["meta"].get("retractions", []))
            records += [[e["position"], e["cmd"], e["retracts"]] for e in envelopes if e["type"] == generic.RETRACTED]
            undone = effective_retracted(records)
            changed = {g for g in undone ^ effective_retracted(start["meta"].get("retractions", [])) if g <= base}
            if not changed:
                return self._fold(stream, ruleset, start, envelopes, undone, records)
            start = self._snapshot(stream, ruleset, min(changed) - 1)

    def _fold(self, stream, ruleset, state, envelopes, undone, records) -> dict:
        last_saved = state["meta"]["position"]
        for index, envelope in enumerate(envelopes):
            state = step(ruleset, state, envelope, skip=envelope["cmd"] in undone)
            position = envelope["position"]
            boundary = index + 1 == len(envelopes) or envelopes[index + 1]["cmd"] == envelopes[index + 1]["position"]
            if boundary and position // SNAPSHOT_EVERY > last_saved // SNAPSHOT_EVERY:
                if not any(r[0] > position for r in records):
                    self.save_snapshot(stream, ruleset, state)
                    last_saved = position
        return state

    def walk(self, stream: UUID, ruleset, upto: int | None = None):
        """Yield (envelope, state after it) for every position, in order."""
        state = fold.empty_state()
        after = 0
        while True:
            rows = self.store.read(stream, after=after, upto=upto, limit=1000)
            for row in rows:
                envelope = decode(row.data)
                if envelope["type"] == generic.RETRACTED:
                    state = self.state_at(stream, ruleset, envelope["position"])
                else:
                    state = step(ruleset, state, envelope)
                yield envelope, state
            if len(rows) < 1000:
                return
            after = rows[-1].position

    def replayed(self, stream: UUID, ruleset, position: int) -> Replayed:
        state = self.state_at(stream, ruleset, position)
        return Replayed(state["meta"]["position"], state, fingerprint(state))
