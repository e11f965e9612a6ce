"""The commands every ruleset accepts: roll, note, adjust, retract, reveal.

`roll`, `note` and `adjust` are decided here; `retract` and `reveal` need the
log and the seed vault, so the journal decides them with the rules named here.
`roll`, `note` and `adjust` may be private: an "audience" of "gm" or a list of seats
(the game master and the owner always read them); everyone else reads a shadow sentence.

The events they make, and how a private one reads to others, are in generic_events.py (named
here too), which the journal reads without the command schemas' marshmallow.
"""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from . import changes as adjusting
from . import invariants
from .dice import check_value, parse_spec
from .errors import RuleViolation
from .events import Event
from .generic_events import (ADJUSTED, CAMPAIGN_STARTED, DICE_COMMITTED, DICE_REVEALED,  # noqa: F401
                             EVENT_VERSIONS, FORKED, KINDS, NOTED, NOUNS, RETRACTED, ROLLED, SECRETS_REVEALED,
                             SHADOWS, UPCASTERS, shadow, upcast_rolled_v1)
from .moves.corrections import corrected_seat
from .viewers import MAX_AUDIENCE, Audience


class CommandSchema(Schema):
    """Base of every command schema: a `type` and nothing unknown (marshmallow RAISEs)."""

    type = fields.String(required=True)


class DieSchema(Schema):
    """One die: its sides, its kind or colour, and its value unless the app rolls it.

    `sides` is required: a die typed without it is refused rather than taken for a d6.
    """

    sides = fields.Integer(strict=True, required=True, validate=validate.Range(min=2, max=1000))
    value = fields.Integer(strict=True, metadata={"minimum": 1, "maximum": 1000,
                                                  "description": "the face it shows, 1 to its sides"})
    kind = fields.String(load_default="d", validate=validate.Length(min=1, max=40))

    @validates_schema
    def value_on_a_face(self, data, **kwargs):
        if "value" in data and not 1 <= data["value"] <= data["sides"]:
            raise ValidationError(f"a d{data['sides']} shows 1 to {data['sides']}, not {data['value']}", "value")


def _audience_shape(value) -> None:
    if value in ("all", "gm"):
        return
    if isinstance(value, list) and 1 <= len(value) <= MAX_AUDIENCE \
            and all(isinstance(seat, str) and 1 <= len(seat) <= 200 for seat in value):
        return
    raise ValidationError(f'"all", "gm" or a list of 1 to {MAX_AUDIENCE} seats, like ["Ann"]')


def audience_field():
    return fields.Raw(validate=_audience_shape, metadata={
        "description": 'who may read it: "all" (default), "gm" (the game master and the owner) or a list of '
                       'seats (with the game master and the owner)',
        "oneOf": [{"type": "string", "enum": ["all", "gm"]},
                  {"type": "array", "minItems": 1, "maxItems": MAX_AUDIENCE,
                   "items": {"type": "string", "minLength": 1, "maxLength": 200}}],
        "choices": ["all", "gm"]})   # what a form offers; a list of seats comes from the API


class RollSchema(CommandSchema):
    """Physical: `dice` with values. Digital: `spec` like '3d6' (or dice without values)."""

    dice = fields.List(fields.Nested(DieSchema), validate=validate.Length(min=1, max=200))
    spec = fields.String(validate=validate.Length(max=20))
    kind = fields.String(load_default="d", validate=validate.Length(min=1, max=40))
    purpose = fields.String(load_default="", validate=validate.Length(max=500))
    audience = audience_field()
    roll = fields.String(validate=validate.OneOf(["physical", "app"]), metadata={
        "description": "who rolls, as a moves document says: 'physical' with dice, 'app' with spec"})

    # The rule below in JSON Schema, for the OpenAPI document (web/openapi.py merges it in).
    JSON_SCHEMA = {"oneOf": [
        {"required": ["dice"], "not": {"required": ["spec"]}, "properties": {"roll": {"enum": ["physical"]}}},
        {"required": ["spec"], "not": {"required": ["dice"]}, "properties": {"roll": {"enum": ["app"]}}}]}

    @validates_schema
    def dice_or_spec(self, data, **kwargs):
        if ("dice" in data) == ("spec" in data):
            raise ValidationError("give either dice (entered values) or spec (the app rolls), not both or neither", "dice")
        if data.get("roll") == "app" and "dice" in data or data.get("roll") == "physical" and "spec" in data:
            raise ValidationError('"roll": "app" goes with spec, "physical" with dice', "roll")


class NoteSchema(CommandSchema):
    text = fields.String(required=True, validate=validate.Length(min=1, max=20000))
    about = fields.String(load_default="", validate=validate.Length(max=200))
    audience = audience_field()


class ChangeSchema(Schema):
    path = fields.String(required=True, validate=validate.Length(min=1, max=300))
    set = fields.Raw(allow_none=True)
    add = fields.Integer(strict=True)

    JSON_SCHEMA = {"oneOf": [{"required": ["set"]}, {"required": ["add"]}]}   # the rule below, for the OpenAPI document

    @validates_schema
    def set_or_add(self, data, **kwargs):
        if ("set" in data) == ("add" in data):
            raise ValidationError("a change has either set or add", "set")


class AdjustSchema(CommandSchema):
    reason = fields.String(required=True, validate=validate.Length(min=3, max=2000))
    card = fields.String(load_default="", validate=validate.Length(max=200))
    changes = fields.List(fields.Nested(ChangeSchema), load_default=list, validate=validate.Length(max=50))
    audience = audience_field()


class RetractSchema(CommandSchema):
    position = fields.Integer(strict=True, validate=validate.Range(min=1),
                              metadata={"description": "position of any event of the command to undo; default: the last command"})
    reason = fields.String(load_default="", validate=validate.Length(max=2000))


class RevealSchema(CommandSchema):
    pass


SCHEMAS = {"roll": RollSchema, "note": NoteSchema, "adjust": AdjustSchema,
           "retract": RetractSchema, "reveal": RevealSchema}


def prepare_roll(command: dict) -> dict:
    """A digital roll's spec becomes unrolled dice for the journal to roll; a private roll's
    dice are sealed (rolled from a secret of their own, so revealing the session's seed does
    not reveal them)."""
    if "spec" in command:
        command = {**command, "dice": parse_spec(command["spec"], command["kind"])}
    if command.get("audience", "all") != "all":
        command = {**command, "dice": [die if "value" in die else {**die, "sealed": True} for die in command["dice"]]}
    return command


def audience(ruleset, game, command: dict) -> Audience:
    """The command's audience, its seats checked against the game's."""
    return Audience.parse(command.get("audience", "all"), [seat.id for seat in ruleset.seats(game)])


def acting_seats(ruleset, game, command: dict) -> tuple[frozenset[str], bool]:
    """(seats, every): a roll or a note acts for no seat (anyone at the table); an adjustment
    acts for the whole table, so every seat must be free to whoever makes it, unless it only
    sets one seat's own things to values they may take (`corrected_seat`): then it acts for
    that seat, and its player may make it."""
    if command["type"] == "adjust":
        seat = corrected_seat(ruleset, game, command.get("changes") or [])
        if seat is not None:
            return frozenset({seat}), False
        return frozenset(seat.id for seat in ruleset.seats(game)), True
    return frozenset(), False


def decide(ruleset, game, command: dict) -> list[Event]:
    """roll, note and adjust; the journal handles retract and reveal. An adjustment is followed
    by what follows by itself from the state it leaves (`ruleset.after_adjust`)."""
    kind = command["type"]
    if kind not in ("roll", "note", "adjust"):
        raise RuleViolation("command.type", f"{kind!r} is handled by the journal")
    private = audience(ruleset, game, command)
    if kind == "roll":
        for die in command["dice"]:
            check_value(die)
        dice = [{key: value for key, value in die.items() if key != "sealed"} for die in command["dice"]]
        return [Event(ROLLED, {"purpose": command["purpose"], "dice": dice}, version=2, audience=private)]
    if kind == "note":
        return [Event(NOTED, {"text": command["text"], "about": command["about"]}, audience=private)]
    if not command["reason"].strip():
        raise RuleViolation("adjust.reason", "an adjustment needs a reason")
    adjusting.check_changes(game, command["changes"])
    after = invariants.adjusted(game, command["changes"])
    if ruleset.check_adjust:
        ruleset.check_adjust(game, command["changes"])
    invariants.check_adjusted(ruleset, game, after, command["changes"])
    follows = invariants.followed(ruleset, after)
    return [Event(ADJUSTED, {"reason": command["reason"], "card": command["card"], "changes": command["changes"]},
                  audience=private), *follows]
