"""Deciding recorded commands again with today's rules: where would they decide differently?

Events carry their outcomes, so a replay never depends on today's rules. A campaign recorded
under earlier rules still replays to its fingerprints; whether today's rules would have
decided the same is a separate question, answered here command by command. A difference
here is a change of rules (the campaign records the rules it was decided under), never
tampering: tampering breaks the hash chain, which the journal checks first.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from . import generic
from .json_text import canonical
from .decider import DOES_NOT_FIT
from .errors import RuleViolation
from . import json_text

BOOKKEEPING = frozenset({generic.DICE_COMMITTED, generic.DICE_REVEALED, generic.SECRETS_REVEALED})
DECIDED_BY_THE_JOURNAL = frozenset({"retract", "reveal"})


@dataclass(frozen=True)
class Decision:
    """One recorded command: the position of its first event, the game state before it, the
    command as stored (dice filled in) and the events it recorded, as (kind, version, data)."""

    position: int
    before: Any
    command: Mapping[str, Any]
    events: tuple[tuple[str, int, Mapping[str, Any]], ...]


@dataclass(frozen=True)
class Difference:
    """The first command today's rules decide differently, and how."""

    position: int
    reason: str


def _plain(value) -> Any:
    return json_text.loads(canonical(value))


def _today(ruleset, decision: Decision) -> list[tuple[str, int, Any]]:
    command = _plain(decision.command)
    if command["type"] in generic.SCHEMAS:
        events = generic.decide(ruleset, decision.before, command)
    else:
        events = ruleset.decide(decision.before, command)
    versions = {**generic.EVENT_VERSIONS, **ruleset.event_versions}
    return [(e.kind, e.version if e.version != 1 else versions.get(e.kind, 1), _plain(dict(e.data))) for e in events]


def compare(ruleset, decision: Decision) -> str | None:
    """Why today's rules decide this command differently, or None when they decide the same."""
    if decision.command.get("type") in DECIDED_BY_THE_JOURNAL:
        return None
    try:
        today = _today(ruleset, decision)
    except RuleViolation as error:
        return f"today's rules refuse {decision.command.get('type')}: {error.rule}: {error.message}"
    except DOES_NOT_FIT as error:  # a state of an older shape that today's rules cannot read
        return f"today's rules cannot decide {decision.command.get('type')} on the recorded state " \
               f"({type(error).__name__}: {error})"
    recorded = [(kind, version, _plain(data)) for kind, version, data in decision.events if kind not in BOOKKEEPING]
    for (kind, version, data), (old_kind, old_version, old_data) in zip(today, recorded):
        if (kind, version) != (old_kind, old_version):
            return f"recorded {old_kind} (version {old_version}); today's rules record {kind} (version {version})"
        if data != old_data:
            return f"today's rules record {kind} with other facts"
    if len(today) != len(recorded):
        return f"recorded {len(recorded)} events; today's rules record {len(today)}"
    return None


def first_difference(ruleset, decisions: Iterable[Decision]) -> Difference | None:
    """The first recorded command that today's rules would decide differently, or None."""
    for decision in decisions:
        reason = compare(ruleset, decision)
        if reason is not None:
            return Difference(decision.position, reason)
    return None
