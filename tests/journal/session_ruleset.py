"""A tiny ruleset with sessions, to test seed commitments at session start and reveals at the end."""
from marshmallow import fields

from domain.kernel import CommandSchema, DieSchema, Event, Ruleset, RuleViolation


class StartSchema(CommandSchema):
    pass


class EndSchema(CommandSchema):
    pass


class AttackSchema(CommandSchema):
    dice = fields.List(fields.Nested(DieSchema))
    roll = fields.String()


def decide(state, command):
    if command["type"] == "start":
        return [Event("sessions/started", {})]
    if command["type"] == "end":
        return [Event("sessions/ended", {})]
    if not state["open"]:
        raise RuleViolation("sessions.closed", "attacks happen inside a session")
    return [Event("sessions/attacked", {"values": [d["value"] for d in command["dice"]]})]


def prepare(state, command):
    """The app rolls two attack dice when asked."""
    if command.get("roll") == "app":
        return {**command, "dice": [{"sides": 6, "kind": "attack"}, {"sides": 6, "kind": "attack"}]}
    return command


def evolve(state, event):
    if event.kind == "sessions/started":
        return {**state, "open": True}
    if event.kind == "sessions/ended":
        return {**state, "open": False}
    if event.kind == "sessions/attacked":
        return {**state, "hits": state["hits"] + sum(event.data["values"])}
    return state


RULESET = Ruleset(
    name="sessions", title="Sessions (test)", rules_version="1",
    initial_state=lambda setup: {"open": False, "hits": 0}, decide=decide, evolve=evolve, prepare=prepare,
    command_schemas={"start": StartSchema, "end": EndSchema, "attack": AttackSchema},
    session_start_kinds=frozenset({"sessions/started"}), session_end_kinds=frozenset({"sessions/ended"}),
)
