"""A tiny ruleset with sessions, to test seed commitments at session start and reveals at the end."""
from marshmallow import fields

from domain.kernel import Command, CommandSchema, Decider, DieSchema, Event, Ruleset, RuleViolation


class StartSchema(CommandSchema):
    pass


class EndSchema(CommandSchema):
    pass


class AttackSchema(CommandSchema):
    dice = fields.List(fields.Nested(DieSchema))
    roll = fields.String()


def start(state, command):
    return [Event("sessions/started", {})]


def end(state, command):
    return [Event("sessions/ended", {})]


def attack(state, command):
    if not state["open"]:
        raise RuleViolation("sessions.closed", "attacks happen inside a session")
    return [Event("sessions/attacked", {"values": [d["value"] for d in command["dice"]]})]


def prepare(state, command):
    """The app rolls two attack dice when asked."""
    if command.get("roll") == "app":
        return {**command, "dice": [{"sides": 6, "kind": "attack"}, {"sides": 6, "kind": "attack"}]}
    return command


DECIDER = Decider(
    "Sessions",
    {"start": Command(StartSchema, ("sessions/started",), start), "end": Command(EndSchema, ("sessions/ended",), end),
     "attack": Command(AttackSchema, ("sessions/attacked",), attack)},
    {"sessions/started": lambda state, event: {**state, "open": True},
     "sessions/ended": lambda state, event: {**state, "open": False},
     "sessions/attacked": lambda state, event: {**state, "hits": state["hits"] + sum(event.data["values"])}})


RULESET = Ruleset(
    name="sessions", title="Sessions (test)", rules_version="1",
    initial_state=lambda setup: {"open": False, "hits": 0}, decide=DECIDER.decide, evolve=DECIDER.evolve,
    prepare=prepare, commands=DECIDER.commands,
    session_start_kinds=frozenset({"sessions/started"}), session_end_kinds=frozenset({"sessions/ended"}),
)
