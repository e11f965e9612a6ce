"""The one idiom every ruleset is written in: decide computes, events carry, evolve applies.

- A rule decides a command on the state as it is: it checks the rules, computes the whole
  outcome (dice read, tokens placed, who takes stress) and returns events that carry it.
  It raises RuleViolation naming the rule when the command is not allowed.
- evolve applies the facts an event carries. It never runs a rule again, so a later change
  of the rules never changes the replay of events already recorded, and a move costs one
  execution of its rule. An event that does not apply is a bug: EventDoesNotApply, loudly.

Each level of a game writes one registry of Commands (schema, the event kinds it records,
its rule, and the hooks for its legal moves and its sentence) and one of appliers
(event kind -> apply), and its decide and evolve are a `Decider` over them: they only dispatch.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Callable, Mapping, Union

from .errors import EventDoesNotApply, RuleViolation
from .events import Event, Recorded
from .moves import Move
from .viewers import Viewer

if TYPE_CHECKING:   # command schemas are marshmallow's; reading events needs none
    from marshmallow import Schema

JSON = Union[dict[str, "JSON"], list["JSON"], str, int, float, bool, None]
State = JSON  # a game state is JSON-plain, so snapshots, exports and the API need no special code
Rule = Callable[[State, dict], "list[Event]"]
Apply = Callable[[State, Recorded], State]
MovesHook = Callable[[State, Viewer], "list[Move]"]
Sentence = Callable[[State, Recorded], str]

# Errors an apply function raises when an event's facts do not fit the state.
DOES_NOT_FIT = (RuleViolation, KeyError, IndexError, TypeError, ValueError, AttributeError)


@dataclass(frozen=True)
class Command:
    """One command of a ruleset, registered once with everything about it."""

    schema: type[Schema]
    events: tuple[str, ...]
    rule: Rule
    moves: MovesHook | None = None
    sentence: Sentence | None = None


@dataclass(frozen=True)
class Decider:
    """decide and evolve of one level of a game: dispatch by command type and event kind."""

    game: str
    commands: Mapping[str, Command]
    appliers: Mapping[str, Apply]
    versions: Mapping[str, int] = field(default_factory=dict)

    @property
    def schemas(self) -> dict[str, type[Schema]]:
        return {kind: command.schema for kind, command in self.commands.items()}

    @property
    def kinds(self) -> frozenset[str]:
        return frozenset(self.appliers)

    def moves(self, state: State, viewer: Viewer) -> list[Move]:
        """Every move legal now, from each command's moves hook in the registry's order."""
        return [move for command in self.commands.values() if command.moves
                for move in command.moves(state, viewer)]

    def decide(self, state: State, command: dict) -> list[Event]:
        """The events of one command, from its rule; RuleViolation when the rules forbid it."""
        entry = self.commands.get(command["type"])
        if entry is None:
            raise RuleViolation("command.type", f"{self.game} has no command {command['type']!r}")
        return [self._versioned(event) for event in entry.rule(state, command)]

    def _versioned(self, event: Event) -> Event:
        """Events are recorded in the version this level writes today (`versions`)."""
        version = self.versions.get(event.kind, event.version)
        return event if version == event.version else replace(event, version=version)

    def evolve(self, state: State, event: Recorded) -> State:
        """The state after one event; kinds this level does not know leave it as it was."""
        apply = self.appliers.get(event.kind)
        if apply is None:
            return state
        return applied(apply, state, event)


def applied(apply: Apply, state: State, event: Recorded) -> State:
    """`apply(state, event)`, with any failure raised as EventDoesNotApply naming the event."""
    try:
        return apply(state, event)
    except DOES_NOT_FIT as error:
        raise EventDoesNotApply(event.kind, event.position, error) from error


def with_data(apply: Callable[[State, dict], State]) -> Apply:
    """An apply function that reads only the event's data (most do)."""
    return lambda state, event: apply(state, dict(event.data))


def marker(state: State, event: Recorded) -> State:
    """The apply function of an event that marks a moment and changes nothing (e.g. a game's end
    whose result the previous event already set)."""
    return state
