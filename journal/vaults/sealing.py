"""Turning decided events into sealed envelopes, and the state each one leaves behind.

An event's secrets (what its ruleset keeps face down, or all of a private event) are sealed
out of its envelope here (secrecy.py): the state is folded from the values, the hash covers
the commitments, and the secrets are returned for the vault."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from domain.kernel import generic_events
from domain.kernel.fingerprints import fingerprint
from domain.kernel.errors import EventDoesNotApply

from ..envelopes import envelope as envelopes
from ..envelopes import secrecy
from ..errors import CommandRejected
from ..history.replay import recorded, step


@dataclass
class Head:
    """A campaign's latest state and the hash of its last event."""

    state: dict
    hash: str

    @property
    def position(self) -> int:
        return self.state["meta"]["position"]


@dataclass(frozen=True)
class Tagged:
    """A decided event on its way to the log: where its values came from (`source`), and on the
    first event of a command, the command and the dice rolled for it."""

    event: Any
    source: str
    command: dict | None = None
    rolls: list | None = None


def tag(events, source, command=None, rolls=None) -> list[Tagged]:
    """Pair events with their source; the command and its rolls ride on the first one."""
    return [Tagged(e, e.source or source, command if i == 0 else None, rolls if i == 0 else None)
            for i, e in enumerate(events)]


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def envelope(rules, state, position: int, first: int, item: Tagged, actor: str, seat: str | None = None) -> dict:
    event, source, command, rolls = item.event, item.source, item.command, item.rolls
    version = event.version if event.version != 1 else rules.event_versions.get(
        event.kind, generic_events.EVENT_VERSIONS.get(event.kind, 1))
    found = {"position": position, "cmd": first, "type": event.kind, "version": version,
             "data": dict(event.data), "ruleset": rules.name, "actor": actor, "recorded_at": now(),
             "source": source, "retracts": None, "rolls": rolls,
             "commitment": state["meta"]["dice"]["commitment"] if rolls else None,
             "command": command, "state": None}
    if seat is not None:
        found["seat"] = seat
    if not event.audience.public:
        found["audience"] = event.audience.to_json()
    return found


def seal_all(rules, head: Head, decided, actor: str, seat: str | None = None) -> tuple[list, dict, list]:
    """Envelopes chained after the head, each with the fingerprint of the state it leaves
    (taken by the parts it changed of the state before), and the secrets sealed out of them."""
    state, prev, sealed, kept, first = head.state, head.hash, [], [], head.position + 1
    for offset, item in enumerate(decided):
        full = envelope(rules, state, first + offset, first, item, actor, seat)
        stored, secrets = secrecy.seal(full, secrecy.to_seal(item.event, full, rules.face_down(recorded(rules, full))))
        salts = [secret.salt for secret in sorted(secrets, key=lambda secret: secret.pointer)]
        before, state = state, step(rules, state, full, salts=salts)
        env = envelopes.seal({**stored, "state": fingerprint(state, before)}, prev)
        sealed.append(env)
        kept += secrets
        prev = env["hash"]
    return sealed, state, kept


def seal_retraction(replayer, stream, rules, head: Head, item: Tagged, actor: str, seat: str | None = None):
    """A retraction's state is the replay's: `state_at` with the retraction as a pending event,
    so an undo is folded exactly as a later replay folds it (snapshots and all).

    Events carry outcomes, so a later command may stand on what the retraction takes away
    (or, when an undo is undone, may have been decided without what comes back): its events
    would no longer apply, and the retraction is refused (`retract.later-command`)."""
    first = head.position + 1
    env = envelope(rules, head.state, first, first, item, actor, seat)
    env["data"] = {**env["data"], "command": first}
    env["retracts"] = env["data"]["target"]
    try:
        state = replayer.state_at(stream, rules, head.position, pending=[{**env, "prev": head.hash}])
    except EventDoesNotApply as error:
        raise CommandRejected("retract.later-command", _stood_on(head, env["retracts"], error.position)) from None
    return [envelopes.seal({**env, "state": fingerprint(state, head.state)}, head.hash)], state


def _stood_on(head: Head, target: int, position: int) -> str:
    """Why the retraction of `target` is refused, for undoing an undo and for a plain undo."""
    undoes = {group for _, group, _ in head.state["meta"].get("retractions", [])}
    if target in undoes:
        return (f"the command at position {position} was decided without the command this brings back: "
                "undo it first")
    return f"the command at position {position} stands on what this undoes: undo it first"
