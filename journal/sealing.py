"""Turning decided events into sealed envelopes, and the state each one leaves behind."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone

from domain.kernel import generic
from domain.kernel.canonical import fingerprint
from domain.kernel.errors import EventDoesNotApply

from . import envelope as envelopes
from .errors import CommandRejected
from .replay import step


@dataclass
class Head:
    """A campaign's latest state and the hash of its last event."""

    state: dict
    hash: str

    @property
    def position(self) -> int:
        return self.state["meta"]["position"]


def tag(events, source, command=None, rolls=None) -> list[tuple]:
    """Pair events with their source; the command and its rolls ride on the first one."""
    return [(e, e.source or source, command if i == 0 else None, rolls if i == 0 else None)
            for i, e in enumerate(events)]


def now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def envelope(rules, state, position: int, first: int, item, actor: str) -> dict:
    event, source, command, rolls = item
    version = event.version if event.version != 1 else rules.event_versions.get(
        event.kind, generic.EVENT_VERSIONS.get(event.kind, 1))
    return {"position": position, "cmd": first, "type": event.kind, "version": version,
            "data": dict(event.data), "ruleset": rules.name, "actor": actor, "recorded_at": now(),
            "source": source, "retracts": None, "rolls": rolls,
            "commitment": state["meta"]["dice"]["commitment"] if rolls else None,
            "command": command, "state": None}


def seal_all(rules, head: Head, decided, actor: str):
    """Envelopes chained after the head, each with the fingerprint of the state it leaves."""
    state, prev, sealed, first = head.state, head.hash, [], head.position + 1
    for offset, item in enumerate(decided):
        env = envelope(rules, state, first + offset, first, item, actor)
        state = step(rules, state, env)
        env = envelopes.seal({**env, "state": fingerprint(state)}, prev)
        sealed.append(env)
        prev = env["hash"]
    return sealed, state


def seal_retraction(replayer, stream, rules, head: Head, item, actor: str):
    """A retraction's state is the replay's: `state_at` with the retraction as a pending event,
    so an undo is folded exactly as a later replay folds it (snapshots and all).

    Events carry outcomes, so a later command may stand on what the retraction takes away
    (or, when an undo is undone, may have been decided without what comes back): its events
    would no longer apply, and the retraction is refused (`retract.later-command`)."""
    first = head.position + 1
    env = envelope(rules, head.state, first, first, item, actor)
    env["data"] = {**env["data"], "command": first}
    env["retracts"] = env["data"]["target"]
    try:
        state = replayer.state_at(stream, rules, head.position, pending=[{**env, "prev": head.hash}])
    except EventDoesNotApply as error:
        raise CommandRejected("retract.later-command", _stood_on(head, env["retracts"], error.position)) from None
    return [envelopes.seal({**env, "state": fingerprint(state)}, head.hash)], state


def _stood_on(head: Head, target: int, position: int) -> str:
    """Why the retraction of `target` is refused, for undoing an undo and for a plain undo."""
    undoes = {group for _, group, _ in head.state["meta"].get("retractions", [])}
    if target in undoes:
        return (f"the command at position {position} was decided without the command this brings back: "
                "undo it first")
    return f"the command at position {position} stands on what this undoes: undo it first"
