"""The commands every ruleset accepts: roll, note, adjust, retract, reveal.

`roll`, `note` and `adjust` are decided here; `retract` and `reveal` need the
log and the seed vault, so the journal decides them with the rules named here.
"""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from . import changes as adjusting
from .dice import check_value, parse_spec
from .errors import RuleViolation
from .events import Event

CAMPAIGN_STARTED = "journal/campaign-started"
ROLLED = "journal/rolled"
NOTED = "journal/noted"
ADJUSTED = "journal/adjusted"
RETRACTED = "journal/retracted"
DICE_COMMITTED = "journal/dice-committed"
DICE_REVEALED = "journal/dice-revealed"
FORKED = "journal/forked"
KINDS = (CAMPAIGN_STARTED, ROLLED, NOTED, ADJUSTED, RETRACTED, DICE_COMMITTED, DICE_REVEALED, FORKED)
EVENT_VERSIONS = {ROLLED: 2}


class CommandSchema(Schema):
    """Base of every command schema: a `type` and nothing unknown (marshmallow RAISEs)."""

    type = fields.String(required=True)


class DieSchema(Schema):
    """One die: its sides, its kind or colour, and its value unless the app rolls it.

    `sides` is required: a die typed without it is refused rather than taken for a d6.
    """

    sides = fields.Integer(strict=True, required=True, validate=validate.Range(min=2, max=1000))
    value = fields.Integer(strict=True)
    kind = fields.String(load_default="d", validate=validate.Length(min=1, max=40))

    @validates_schema
    def value_on_a_face(self, data, **kwargs):
        if "value" in data and not 1 <= data["value"] <= data["sides"]:
            raise ValidationError(f"a d{data['sides']} shows 1 to {data['sides']}, not {data['value']}", "value")


class RollSchema(CommandSchema):
    """Physical: `dice` with values. Digital: `spec` like '3d6' (or dice without values)."""

    dice = fields.List(fields.Nested(DieSchema), validate=validate.Length(min=1, max=200))
    spec = fields.String(validate=validate.Length(max=20))
    kind = fields.String(load_default="d", validate=validate.Length(min=1, max=40))
    purpose = fields.String(load_default="", validate=validate.Length(max=500))

    @validates_schema
    def dice_or_spec(self, data, **kwargs):
        if ("dice" in data) == ("spec" in data):
            raise ValidationError("give either dice (entered values) or spec (the app rolls), not both or neither", "dice")


class NoteSchema(CommandSchema):
    text = fields.String(required=True, validate=validate.Length(min=1, max=20000))
    about = fields.String(load_default="", validate=validate.Length(max=200))


class ChangeSchema(Schema):
    path = fields.String(required=True, validate=validate.Length(min=1, max=300))
    set = fields.Raw(allow_none=True)
    add = fields.Integer(strict=True)

    @validates_schema
    def set_or_add(self, data, **kwargs):
        if ("set" in data) == ("add" in data):
            raise ValidationError("a change has either set or add", "set")


class AdjustSchema(CommandSchema):
    reason = fields.String(required=True, validate=validate.Length(min=3, max=2000))
    card = fields.String(load_default="", validate=validate.Length(max=200))
    changes = fields.List(fields.Nested(ChangeSchema), load_default=list, validate=validate.Length(max=50))


class RetractSchema(CommandSchema):
    position = fields.Integer(strict=True, validate=validate.Range(min=1),
                              metadata={"description": "position of any event of the command to undo; default: the last command"})
    reason = fields.String(load_default="", validate=validate.Length(max=2000))


class RevealSchema(CommandSchema):
    pass


SCHEMAS = {"roll": RollSchema, "note": NoteSchema, "adjust": AdjustSchema,
           "retract": RetractSchema, "reveal": RevealSchema}


def prepare_roll(command: dict) -> dict:
    """A digital roll's spec becomes unrolled dice for the journal to roll."""
    if "spec" in command:
        return {**command, "dice": parse_spec(command["spec"], command["kind"])}
    return command


def decide(ruleset, game, command: dict) -> list[Event]:
    """roll, note and adjust; the journal handles retract and reveal."""
    kind = command["type"]
    if kind == "roll":
        for die in command["dice"]:
            check_value(die)
        return [Event(ROLLED, {"purpose": command["purpose"], "dice": command["dice"]}, version=2)]
    if kind == "note":
        return [Event(NOTED, {"text": command["text"], "about": command["about"]})]
    if kind == "adjust":
        if not command["reason"].strip():
            raise RuleViolation("adjust.reason", "an adjustment needs a reason")
        adjusting.check_changes(game, command["changes"])
        if ruleset.check_adjust:
            ruleset.check_adjust(game, command["changes"])
        return [Event(ADJUSTED, {"reason": command["reason"], "card": command["card"], "changes": command["changes"]})]
    raise RuleViolation("command.type", f"{kind!r} is handled by the journal")


def upcast_rolled_v1(data: dict) -> dict:
    """v1 stored dice as [sides, value] pairs with one kind for the roll."""
    kind = data.get("kind", "d")
    dice = [{"sides": sides, "value": value, "kind": kind} for sides, value in data["dice"]]
    return {"purpose": data.get("purpose", ""), "dice": dice}


UPCASTERS = {(ROLLED, 1): upcast_rolled_v1}
