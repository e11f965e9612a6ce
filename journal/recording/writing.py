"""Writing to a campaign: starting it, executing a command, appending a fork's marker.

A command is decided on the campaign's latest state (heads.py), with the app's dice rolled
from the committed seed where the table asked; its events are sealed into the hash chain
(sealing.py) and appended atomically. Of two writers on one campaign, the loser gets a
ConflictError and nothing of its command is stored; it decides again on the new state.

A command acts for a seat (acting.py), recorded in its events; what its events keep face
down or private is sealed out of them into the secret vault (sealing.py), and an event the
rules reveal secrets with is followed by the openings (revealing.py).
"""
from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass
from typing import Iterator
from uuid import UUID, uuid4

from domain.kernel import generic, json_text
from domain.kernel.dice import check_value, walk_dice
from domain.kernel.errors import RuleViolation
from domain.kernel.events import DIGITAL, PHYSICAL
from domain.kernel.viewers import Viewer

from ..envelopes import envelope as envelopes
from ..envelopes import reading
from ..vaults import seeds
from .acting import acting_seat, may_take_back
from ..store.anchors import ATTEMPTS as ANCHOR_ATTEMPTS, AnchorTable, as_row, pause
from ..store.application import Row, Store
from ..store.read_store import TallyChange
from .commands import campaign_name, load_setup, validate
from ..errors import CommandRejected, ConflictError
from .heads import Heads
from ..history.replay import Replayer, read_intact
from .retraction import decide_retract, decide_reveal
from ..vaults.revealing import reveal_event
from ..vaults.sealed_values import SealedValues
from ..vaults.sealing import Head, seal_all, seal_retraction, tag
from ..vaults.seed_vault import SeedVault

TURNS = 64                 # locks shared out among the campaigns by their id: few, and enough
PATIENCE_SECONDS = 60.0    # a command without expected_position is tried again for this long


def attempts(retries: int | None = None, patience: float = PATIENCE_SECONDS) -> Iterator[int]:
    """0, 1, 2, ...: the first attempt, then one more each time the caller goes on, after a
    short random pause that grows with each (so writers who collided do not collide again);
    at most `retries` more, or (None) until `patience` seconds have passed."""
    deadline = time.monotonic() + patience
    attempt = 0
    while True:
        yield attempt
        attempt += 1
        if (retries is not None and attempt > retries) or (retries is None and time.monotonic() > deadline):
            return
        time.sleep(random.uniform(0, min(0.2, 0.002 * 2 ** attempt)))


@dataclass(frozen=True)
class Appended:
    """What one command appended, as the projections (read_models.py) read it once it is
    committed: the campaign stood at `before`, `envelopes` were appended (as a reader reads them
    back from the store), it stands at `after`."""

    stream: UUID
    rules: object
    before: dict
    envelopes: list
    after: dict
    dice: TallyChange | None = None   # what it changed in the dice records (None: nothing)


class Writer:
    """Appends to the campaigns of one store, keeping their cached heads and anchors current.
    It writes nothing but the command's one transaction (and the sealed values, snapshots and
    anchors beside it): the read models are brought up to date by the caller, after the
    campaign's turn is over, from the `Appended` it returns."""

    def __init__(self, store: Store, replayer: Replayer, vault: SeedVault, heads: Heads, anchors: AnchorTable,
                 sealed: SealedValues):
        self.store, self.replayer, self.vault, self.heads, self.anchors = store, replayer, vault, heads, anchors
        self.sealed = sealed
        self._turns = [threading.Lock() for _ in range(TURNS)]

    def create(self, rules, name: str, setup: dict | None, actor: str) -> Appended:
        """A new campaign: its first event names the ruleset and the rules it is decided by."""
        name = campaign_name(name, "campaign.name")
        setup = load_setup(rules, setup or {})
        stream = uuid4()
        data = {"name": name.strip(), "ruleset": rules.name, "rules_version": rules.rules_version,
                "rules_revision": rules.rules_revision, "setup": setup}
        head = Head(state={"meta": {"position": 0}, "game": None}, hash=envelopes.GENESIS)
        # anchored in the same transaction: listed even if event 1 is lost
        return self._append(stream, rules, head, tag([generic.Event(generic.CAMPAIGN_STARTED, data)], PHYSICAL),
                            actor)

    def execute(self, stream: UUID, rules, command: dict, actor: str, expected_position: int | None,
                retries: int | None = None, viewer: Viewer | None = None, bindings: dict | None = None) -> Appended:
        """Decide a command on the latest state and append its events atomically; a command
        for a seat bound to someone other than `viewer` is SeatRefused (the shell passes none).

        A command that names no `expected_position` does not depend on which writer came first:
        when another writer (a thread, another site process, the shell) appended meanwhile, it
        is decided again on the new state, until it lands (or `retries` more times, when given).
        One that names a position is a ConflictError as soon as the campaign is elsewhere."""
        loaded = validate(rules, command)
        with self._turn(stream):
            for attempt in attempts(retries):
                # a position asked for is checked against the store, not this process's cache:
                # the client may have read a newer head from another process
                head = self.heads.latest(stream, fresh=attempt > 0 or expected_position is not None)
                if expected_position is not None and expected_position != head.position:
                    raise ConflictError(str(stream), expected_position, head.position)
                made: list[str] = []   # the dice seeds this attempt makes, stored with its events
                try:
                    seat, events = self._decide(stream, rules, head, loaded, viewer, bindings, made)
                    return self._append(stream, rules, head, events, actor, seat, made)
                except CommandRejected:
                    if attempt == 0 and self.store.head(stream) != head.position:
                        continue  # decided on a stale cache: decide again on the real state
                    raise
                except ConflictError:
                    self.heads.forget(stream)
                    if expected_position is not None:
                        raise ConflictError(str(stream), expected_position, self.store.head(stream)) from None
        raise ConflictError(str(stream), None, self.store.head(stream))

    def _turn(self, stream: UUID) -> threading.Lock:
        """The threads of one process write to one campaign in turn, so they do not race each
        other (writers in other processes still may: the store orders those)."""
        return self._turns[hash(stream) % len(self._turns)]

    def _decide(self, stream: UUID, rules, head: Head, command: dict, viewer: Viewer | None = None,
                bindings: dict | None = None, made: list[str] | None = None) -> tuple[str | None, list[tuple]]:
        """(the seat acted for, [(Event, source, command or None, rolls or None)]), dice rolled
        where the table asked: from the session's seed (a new one added to `made`), or sealed
        from a secret of their own."""
        made = [] if made is None else made
        kind, game, meta = command["type"], head.state["game"], head.state["meta"]
        try:
            seat = acting_seat(self.store, stream, rules, head, command, viewer, bindings)
            if kind == "retract":
                decided = decide_retract(self.store, stream, head, command)
                may_take_back(self.store, stream, rules, head, decided[0].data["target"], viewer, bindings)
                return seat, tag(decided, PHYSICAL, command, None)
            if kind == "reveal":
                return seat, tag(decide_reveal(self.vault.active(stream, meta), meta), PHYSICAL, command, None)
            if kind == "roll":
                command = generic.prepare_roll(command)
            elif kind not in generic.SCHEMAS and rules.prepare:
                command = rules.prepare(game, command)
            commit, seed, counter = self.vault.for_command(stream, meta, command, made)
            # a copy (the loaded command is reused on retry) in stored key order: dice are numbered
            # as verify reads them, and the rules decide the command as it is stored
            command = json_text.stored_form(command)
            rolls = seeds.roll_missing(command, seed, counter) if seed else []
            sealed_dice = seeds.roll_sealed(command)
            for die in walk_dice(command):
                check_value(die)
            decided = generic.decide(rules, game, command) if kind in generic.SCHEMAS else rules.decide(game, command)
        except RuleViolation as error:
            raise CommandRejected(error.rule, error.message) from None
        source = DIGITAL if rolls or sealed_dice else PHYSICAL
        tagged = tag(commit, PHYSICAL) + tag(decided, source, command, rolls or None)
        tagged += tag(self.vault.session_events(stream, rules, meta, decided, commit, made), PHYSICAL)
        return seat, tagged + tag(reveal_event(self.sealed, stream, rules, decided), PHYSICAL)

    def _append(self, stream: UUID, rules, head: Head, decided, actor: str, seat: str | None = None,
                made: list[str] = ()) -> Appended:
        """Seal the events into the chain, append them atomically with their vault entries (the
        new dice seeds `made`, the secrets sealed out of them): one durable commit, all or none.
        Advance the cache; snapshot when replaying since the last one would cost too much
        (fold_cost.py), anchor at a session's start and end."""
        secrets = []
        if decided and decided[0].event.kind == generic.RETRACTED:
            sealed, state = seal_retraction(self.replayer, stream, rules, head, decided[0], actor, seat)
        else:
            sealed, state, secrets = seal_all(rules, head, decided, actor, seat)
        rows = [Row(e["position"], e["type"], envelopes.encode(e)) for e in sealed]
        seeds, secrets = [self.vault.entry(seed) for seed in made], self.sealed.vault.entry(secrets)
        reason = _anchor_reason(rules, sealed)
        for attempt in range(ANCHOR_ATTEMPTS):
            anchor = self._anchor_row(stream, rules, sealed[-1], state, reason)
            try:
                dice = self.store.append(stream, rows, seeds=seeds, secrets=secrets, anchor=anchor)
                break
            except ConflictError:
                if anchor is None or self.store.head(stream) != head.position:
                    raise   # the campaign moved on: decided again by the caller
                pause(attempt)   # only the anchor's number was taken (another campaign's anchor)
        else:
            raise ConflictError(str(stream), head.position, None)
        self.heads.remember(stream, Head(state, sealed[-1]["hash"]))
        if self.replayer.snapshots.due(stream, rules, sealed[-1]["position"]):
            self.replayer.snapshots.save(stream, rules, state)
        stored = [json_text.loads(row.data) for row in rows]   # as a reader reads them back: keys in order
        return Appended(stream, rules, head.state, stored, state, dice)

    def _anchor_row(self, stream: UUID, rules, last: dict, state: dict, reason: str | None) -> Row | None:
        """The anchor row the append writes in its own transaction (a campaign's start, a
        session's start or end), or None."""
        if reason is None or not self.anchors.due(str(stream), last):
            return None
        anchor = self.anchors.next_row(str(stream), last["position"], last["hash"], reason, state["meta"]["name"],
                                       rules.name)
        return Row(*as_row(anchor))

    def append_fork(self, stream: UUID, rules, rows: list[Row], name: str, actor: str) -> UUID:
        """The copied rows and the fork marker named `name` (checked as create checks a campaign's
        name), appended to a new stream in one transaction."""
        name = campaign_name(name, "fork.name")
        last = read_intact(self.store, stream, after=len(rows) - 1, upto=len(rows))[0]
        head = Head(self.replayer.state_at(stream, rules, last["position"]), last["hash"])
        marker = generic.Event(generic.FORKED, {"campaign": str(stream), "at": last["position"], "name": name})
        sealed, state, _ = seal_all(rules, head, tag([marker], PHYSICAL), actor)
        new = uuid4()
        self.sealed.vault.restore(new, reading.secrets_in(self.sealed.of(stream), rows))
        self.store.append(new, [*rows, *(Row(e["position"], e["type"], envelopes.encode(e)) for e in sealed)])
        self.heads.remember(new, Head(state, sealed[-1]["hash"]))
        return new


    def mark_fork(self, stream: UUID, rules, source: UUID, at: int, name: str, actor: str) -> None:
        """The fork marker named `name` appended to `stream`, a line parting from `source` after `at`."""
        name = campaign_name(name, "fork.name")
        head = self.heads.latest(stream, fresh=True)
        marker = generic.Event(generic.FORKED, {"campaign": str(source), "at": at, "name": name})
        sealed, state, _ = seal_all(rules, head, tag([marker], PHYSICAL), actor)
        self.store.append(stream, [Row(e["position"], e["type"], envelopes.encode(e)) for e in sealed])
        self.heads.remember(stream, Head(state, sealed[-1]["hash"]))


def _anchor_reason(rules, sealed: list[dict]) -> str | None:
    """Why the append anchors the head it reaches: the campaign's start, a session's end or
    start (anchors.py), or None."""
    kinds = {e["type"] for e in sealed}
    if generic.CAMPAIGN_STARTED in kinds:
        return "campaign start"
    for session_kinds, reason in ((rules.session_end_kinds, "session end"),
                                  (rules.session_start_kinds, "session start")):
        if kinds & set(session_kinds):
            return reason
    return None
