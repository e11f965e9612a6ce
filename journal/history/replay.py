"""The state at any position: fold stored envelopes with the ruleset's evolve.

Retracted commands are left out. A retraction names an earlier command group;
retracting a retraction restores its target. One function, `Replayer.state_at`,
decides which commands a fold skips, for reads, for replays and for sealing a new
retraction alike, so the state the journal records after an undo is always the
state a replay from scratch gives.

A fold starts from a checkpoint: a state at a command boundary that carries the
retractions known when it was taken. Checkpoints come from the snapshot table
(snapshots.py, checked before use) or, for walks over a whole campaign, from the
walk itself. A checkpoint is only used when no later retraction reaches behind it.
"""
from __future__ import annotations

import bisect
import logging
import time
from dataclasses import dataclass, replace
from typing import Callable, Iterable, Mapping, Protocol
from uuid import UUID

from domain.kernel import fold, generic_events
from domain.kernel.caches import bounded
from domain.kernel.fingerprints import fingerprint, weight
from domain.kernel.errors import EventDoesNotApply

from ..envelopes import envelope as envelopes
from ..envelopes import secrecy
from ..store.application import Store
from ..envelopes.recorded import recorded
from ..errors import DamagedData
from .outcomes import Kept, NeedsMigration, kept_for
from ..store.fold_cost import FoldCost
from ..store.snapshots import Snapshots

Secrets = Callable[[UUID], "Mapping[str, secrecy.Secret]"]   # a campaign's sealed values by commitment
Between = Callable[[UUID, int, int], "Mapping[str, secrecy.Secret]"]   # ... those a span of positions needs
Outcomes = Callable[[UUID, object, list], Kept]   # the outcome records a list of envelopes needs

LOGGER = logging.getLogger(__name__)
SNAPSHOT_EVERY = 100   # the most events between two stored snapshots (fold_cost.py stores them by cost)
PAGE = 200             # events parsed at a time along a walk: a long campaign's thousands parsed at once
                       # peak high for a moment, and a site process keeps the memory a moment needed
ALWAYS_APPLIED = {generic_events.DICE_COMMITTED, generic_events.DICE_REVEALED, generic_events.CAMPAIGN_STARTED}


@dataclass(frozen=True)
class Replayed:
    """The state at a position; its fingerprint is worked out when asked for (most readers
    only look)."""

    position: int
    state: dict
    known_fingerprint: str | None = None

    @property
    def fingerprint(self) -> str:
        return self.known_fingerprint or fingerprint(self.state)


def effective_retracted(records) -> set[int]:
    """Command groups undone by the retractions in `records` ([position, group, target])."""
    undone: set[int] = set()
    for _, group, target in sorted(records, reverse=True):
        if group not in undone:
            undone.add(target)
    return undone


def step(ruleset, state: dict, envelope: dict, skip: bool = False, salts=(), outcomes: Kept | None = None) -> dict:
    """Apply one envelope (its sealed values opened; `salts` theirs, in pointer order; an event
    of a version read through an outcome record, with its record from `outcomes`); a skipped
    (retracted) one still advances position and dice counter."""
    if skip and envelope["type"] not in ALWAYS_APPLIED:
        meta = fold.count_digital({**state["meta"], "position": envelope["position"]}, envelope["rolls"] or [])
        return {**state, "meta": meta}
    event = recorded(ruleset, envelope)
    if event.version < ruleset.outcome_versions.get(event.kind, 0):
        event = replace(event, outcome_record=outcome_record(outcomes or Kept(), ruleset, state, envelope, event))
    return fold.apply(ruleset, state, event, envelope["rolls"], salts)


def outcome_record(outcomes: Kept, ruleset, state: dict, envelope: dict, event):
    """The event's outcome record for the commands the fold leaves out: those `outcomes` was
    bound to, or, folding on as the log was recorded, those the state's retractions undo."""
    undone = outcomes.undone
    if undone is None:
        undone = effective_retracted(state["meta"].get("retractions", []))
    return outcomes.of(ruleset, state, envelope, event, undone)


def opened_step(ruleset, state: dict, envelope: dict, skip: bool, vault: Mapping, outcomes: Kept | None = None) -> dict:
    """Apply a stored envelope: its sealed values are opened from `vault` first."""
    if not envelope.get("sealed"):
        return step(ruleset, state, envelope, skip, outcomes=outcomes)
    return step(ruleset, state, secrecy.fully_opened(envelope, vault), skip, secrecy.salts_of(envelope, vault),
                outcomes)


def replay_step(stream, ruleset, state: dict, envelope: dict, skip: bool, vault: Mapping | None = None,
                trial: bool = False, outcomes: Kept | None = None) -> dict:
    """One step of a replay. Every stored event passed its hash check, so a ruleset that
    cannot apply one meets a forged (re-hashed) event, a rules bug or a sealed value whose
    secret is missing: the reader gets the position and the reason, never a traceback. In a
    `trial` (a fold with a retraction not stored yet) an event that does not apply is the
    retraction's doing: EventDoesNotApply goes to the caller, who refuses the retraction. An
    event whose outcome record is not kept yet is NeedsMigration (outcomes.py)."""
    try:
        return opened_step(ruleset, state, envelope, skip, vault or {}, outcomes)
    except NeedsMigration:
        raise
    except Exception as error:  # noqa: BLE001 - reported with its position, and logged
        if trial and isinstance(error, EventDoesNotApply):
            raise
        LOGGER.warning("campaign %s: position %s cannot be replayed", stream, envelope["position"], exc_info=True)
        raise DamagedData(str(stream), envelope["position"],
                          f"the event cannot be replayed ({type(error).__name__}: {error})") from error


def read_intact(store: Store, stream: UUID, after: int = 0, upto: int | None = None,
                limit: int | None = None) -> list[dict]:
    """Stored envelopes after `after`, each checked on its own (bytes, fields, hash, position):
    damaged data is a DamagedData naming the position, never a JSON error or a wrong state."""
    found = []
    for expected, row in enumerate(store.read(stream, after=after, upto=upto, limit=limit), start=after + 1):
        if row.position != expected:
            raise DamagedData(str(stream), expected, "the campaign's first event is missing" if expected == 1
                              else "the event at this position is missing")
        envelope, problem = envelopes.check(row.data, row.kind, expected, canonical=False)
        if problem:
            raise DamagedData(str(stream), expected, problem)
        found.append(envelope)
    if upto is not None and limit is None and len(found) < upto - after and store.head(stream) >= upto:
        raise DamagedData(str(stream), after + len(found) + 1, "events are missing here")
    return found


def retraction_records(envelopes_: Iterable[dict]) -> list[list[int]]:
    return [[e["position"], e["cmd"], e["retracts"]] for e in envelopes_ if e["type"] == generic_events.RETRACTED]


def is_boundary(envelope: dict) -> bool:
    """A command's first event: the state before it sits at a command boundary."""
    return envelope["cmd"] == envelope["position"]


class Checkpoints(Protocol):
    def at_or_before(self, position: int) -> dict:
        """A trusted state at a command boundary at or before `position` (or the empty state)."""

    def offer(self, state: dict) -> None:
        """A state at a command boundary the fold passed, no later retraction reaching behind it."""


class WalkCheckpoints:
    """States a walk passed, kept in memory: a walk trusts nothing it did not fold itself."""

    def __init__(self, every: int):
        self.every, self._positions, self._states = every, [], []

    def at_or_before(self, position: int) -> dict:
        index = bisect.bisect_right(self._positions, position)
        return self._states[index - 1] if index else fold.empty_state()

    def offer(self, state: dict) -> None:
        position = state["meta"]["position"]
        last = self._positions[-1] if self._positions else 0
        if position // self.every > last // self.every:
            self.seed(state)

    def seed(self, state: dict) -> None:
        """A state to start from (at a command boundary, after every state kept before)."""
        self._positions.append(state["meta"]["position"])
        self._states.append(state)


class Replayer:
    """Reads a campaign stream and folds it, from checked snapshots or from the start."""

    def __init__(self, store: Store, every: int = SNAPSHOT_EVERY, secrets: Secrets | None = None,
                 between: Between | None = None, outcomes: Outcomes | None = None):
        self.store = store
        self.every = every
        self.secrets = secrets or (lambda stream: {})
        self.between = between or (lambda stream, first, last: self.secrets(stream))
        self.outcomes = outcomes or (lambda stream, rules, envelopes_: kept_for(store, stream, rules, envelopes_))
        self.snapshots = Snapshots(self, FoldCost(every))
        self._states = bounded("replay-states")   # states read lately, by position (a replay stepping along reads each twice)

    def state_at(self, stream: UUID, ruleset, position: int, pending: list[dict] = (),
                 checkpoints: Checkpoints | None = None) -> dict:
        """The state right after `position` (0: before anything), then after the `pending`
        envelopes that follow it but are not stored yet (a retraction being sealed). With
        `pending`, a stored event that no longer applies raises EventDoesNotApply (the
        retraction took away what it stood on); in a plain read it is DamagedData.

        A plain read (no `pending`, the store's snapshots) is kept: the state after a stored
        position never changes (a retraction changes only what comes after it)."""
        plain = not pending and checkpoints is None
        key = (stream, ruleset.name, position)
        if plain and (known := self._states.get(key)) is not None:
            return known
        before = self._states.get((stream, ruleset.name, position - 1)) if plain else None
        if before is not None:   # a replay stepping on folds one event (and stores no snapshot for it)
            checkpoints = self.snapshots.of(stream, ruleset, below=position - 1)
        checkpoints = checkpoints or self.snapshots.of(stream, ruleset)
        start = before if before is not None else checkpoints.at_or_before(position)
        while True:
            base = start["meta"]["position"]
            envelopes_ = read_intact(self.store, stream, after=base, upto=position) + list(pending)
            known = list(start["meta"].get("retractions", []))
            records = known + retraction_records(envelopes_)
            undone = effective_retracted(records)
            changed = {g for g in undone ^ effective_retracted(known) if g <= base}
            if not changed:
                state = self._fold(stream, ruleset, start, envelopes_, undone, records, checkpoints, bool(pending))
                return self._states.put(key, state, weight(state)) if plain else state
            start = checkpoints.at_or_before(min(changed) - 1)

    def _fold(self, stream, ruleset, state, envelopes_, undone, records, checkpoints, trial: bool) -> dict:
        """Intermediate states are true states only when no retraction comes after them.
        What folding costs is measured as the fold goes, before each snapshot is offered:
        an import folds its whole campaign at once, and a process that had not folded the
        ruleset before spaced all of its snapshots by the first guess (snapshots are stored
        by cost)."""
        latest = max((r[0] for r in records), default=0)
        sealed = [e["position"] for e in envelopes_ if e.get("sealed")]
        vault = self.between(stream, min(sealed), max(sealed)) if sealed else {}
        outcomes = self.outcomes(stream, ruleset, envelopes_).within(undone)
        cost = self.snapshots.cost
        folding, folded = 0.0, 0
        for envelope in envelopes_:
            if is_boundary(envelope) and latest <= state["meta"]["position"]:
                if cost.measured(ruleset, folded, folding):
                    folding, folded = 0.0, 0
                checkpoints.offer(state)
            started = time.perf_counter()
            state = replay_step(stream, ruleset, state, envelope, envelope["cmd"] in undone, vault, trial, outcomes)
            folding += time.perf_counter() - started
            folded += 1
        cost.measured(ruleset, folded, folding)
        return state

    def walk(self, stream: UUID, ruleset, upto: int | None = None, start: dict | None = None):
        """Yield (envelope, state after it) for every position, in order, folded from scratch
        (or from `start`, a state a walk proved before: verify.py): no stored snapshot is used,
        so fingerprints and audits depend on the events alone."""
        checkpoints = WalkCheckpoints(self.every)
        state, after = fold.empty_state(), 0
        if start is not None:
            checkpoints.seed(start)
            state, after = start, start["meta"]["position"]
        while True:
            page = read_intact(self.store, stream, after=after, upto=upto, limit=PAGE)
            vault = self.secrets(stream) if any(e.get("sealed") for e in page) else {}
            outcomes = self.outcomes(stream, ruleset, page)
            for envelope in page:
                if is_boundary(envelope):
                    checkpoints.offer(state)
                if envelope["type"] == generic_events.RETRACTED:
                    state = self.state_at(stream, ruleset, envelope["position"], checkpoints=checkpoints)
                else:
                    state = replay_step(stream, ruleset, state, envelope, False, vault, outcomes=outcomes)
                yield envelope, state
            if len(page) < PAGE:
                return
            after = page[-1]["position"]

    def recorded_fingerprint(self, stream: UUID, position: int) -> str:
        """The fingerprint the chain recorded for the state after `position`."""
        return read_intact(self.store, stream, after=position - 1, upto=position)[0]["state"]

    def replayed(self, stream: UUID, ruleset, position: int) -> Replayed:
        state = self.state_at(stream, ruleset, position)
        return Replayed(state["meta"]["position"], state)
