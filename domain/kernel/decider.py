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
What every game needs around them lives here once: a guard checked before any rule (the game
is over), the events that follow a command by themselves (`follow_on`), apply functions that
write on a copy of the state (`on_a_copy`) and folding freshly decided events (`folded`).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import partial
from typing import TYPE_CHECKING, Callable, Mapping, Union

from .changes import apply_changes, clone
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
Guard = Callable[[State], None]
FollowOn = Callable[[State], "list[Event]"]

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
    """decide and evolve of one level of a game: dispatch by command type and event kind.

    `guard(state)` raises RuleViolation when no command may be decided now (the game is over).
    `follow_on(state)` gives the events that follow by themselves from the state a command's
    events leave (a turn that passes, a game that ends), in rulebook order until the table
    must decide again; decide records them after the rule's own events."""

    game: str
    commands: Mapping[str, Command]
    appliers: Mapping[str, Apply]
    versions: Mapping[str, int] = field(default_factory=dict)
    guard: Guard | None = None
    follow_on: FollowOn | None = None

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
        if self.guard is not None:
            self.guard(state)
        events = entry.rule(state, command)
        if self.follow_on is not None:
            events = events + self.follow_on(folded(self.appliers, state, events))
        return [self._versioned(event) for event in events]

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


def from_outcome_record(state: State, event: Recorded) -> State:
    """The apply function of an event recorded in a version that carried only its input: the
    changes its outcome record holds (`Recorded.outcome_record`), applied as a later version's
    event carries them. Without one (none was worked out for the state the event meets) the
    event does not apply."""
    if event.outcome_record is None:
        raise KeyError(f"{event.kind} of version {event.version} has no outcome record for this state")
    return apply_changes(state, event.outcome_record["changes"])


def on_a_copy(record: Callable[..., None], shared: tuple[str, ...] = (), reads_event: bool = False) -> Apply:
    """An apply function that writes an event's facts on a copy of the state.

    `record(state, data)` (with `reads_event`, `record(state, data, event)`) changes the copy
    and a copy of the event's data in place, so bookkeeping reads as plain assignments while
    no state is ever changed once built. The keys in `shared` (facts no event changes, such as
    a catalog) are kept as they are, not copied, and come last in the new state."""
    def apply(state: State, event: Recorded) -> State:
        copied = clone({key: value for key, value in state.items() if key not in shared})
        copied.update({key: state[key] for key in shared})
        data = clone(dict(event.data))
        if reads_event:
            record(copied, data, event)
        else:
            record(copied, data)
        return copied
    return apply


def folded(appliers: Mapping[str, Apply], state: State, events: "list[Event]") -> State:
    """The state after events just decided and not yet recorded, so a rule can look at what
    they lead to (a battle won, a turn that ends). Every kind must have an apply function."""
    for event in events:
        recorded = Recorded(event.kind, event.data, position=0, source="", actor="", recorded_at="",
                            audience=event.audience)
        state = applied(appliers[event.kind], state, recorded)
    return state


def folding(appliers: Mapping[str, Apply]) -> Callable[[State, "list[Event]"], State]:
    """`folded` over one registry of appliers: a ruleset's `run(state, events)`."""
    return partial(folded, appliers)
