"""d6D command schemas: the table's words for each rule (docs/d6d.md has an example of each).

Every die is a `DieSchema` dict. A command with `"roll": "app"` may leave its dice
out: `prepare` (prepare.py) adds unrolled dice and the journal rolls them.
"""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from domain.kernel import CommandSchema, DieSchema

from .geometry import WORLD_IDS

_WORLD = {"validate": validate.Range(min=min(WORLD_IDS), max=max(WORLD_IDS)),
          "metadata": {"description": "a world number, 1 to 6 (docs/d6d.md shows the sheet)"}}
_ARMY = {"validate": validate.Range(min=1, max=6),
         "metadata": {"description": "one of the player's six army dice, numbered 1 to 6"}}


def _player():
    return fields.String(required=True, validate=validate.Length(min=1, max=40),
                         metadata={"description": "the player who acts"})


def _roll():
    return fields.String(load_default="table", validate=validate.OneOf(["table", "app"]),
                         metadata={"description": "'app': the app rolls the dice this command needs"})


def _die(description):
    return fields.Nested(DieSchema, metadata={"description": description})


class SetupSchema(Schema):
    """Players in clockwise seating order, and the readings of unclear rules (docs/d6d.md)."""

    players = fields.List(fields.String(validate=validate.Length(min=1, max=40)), required=True,
                          validate=validate.Length(min=2, max=4))
    difference = fields.String(load_default="totals", validate=validate.OneOf(["totals", "rolls"]))
    elimination = fields.String(load_default="board", validate=validate.OneOf(["board", "all"]))

    @validates_schema
    def names_differ(self, data, **kwargs):
        names = [name.strip() for name in data.get("players", [])]
        if len(set(names)) != len(names) or not all(names):
            raise ValidationError("every player needs a different, non-blank name", "players")


class RollArmiesSchema(CommandSchema):
    player = _player()
    dice = fields.List(fields.Nested(DieSchema), validate=validate.Length(equal=2),
                       metadata={"description": "the two army dice the player rolled"})
    roll = _roll()


class TieRollSchema(Schema):
    player = _player()
    die = _die("the player's battle die")


class BreakTieSchema(CommandSchema):
    rolls = fields.List(fields.Nested(TieRollSchema), validate=validate.Length(min=2, max=4),
                        metadata={"description": "one battle die per tied player"})
    roll = _roll()


class PlaceArmiesSchema(CommandSchema):
    player = _player()
    world = fields.Integer(strict=True, required=True, **_WORLD)


class StrengthenSchema(CommandSchema):
    player = _player()
    army = fields.Integer(strict=True, required=True, **_ARMY)


class RecruitSchema(CommandSchema):
    player = _player()
    world = fields.Integer(strict=True, required=True, **_WORLD)


class MoveSchema(CommandSchema):
    player = _player()
    army = fields.Integer(strict=True, required=True, **_ARMY)
    to = fields.Integer(strict=True, required=True, **_WORLD)


class BridgeSchema(CommandSchema):
    player = _player()
    world = fields.Integer(strict=True, required=True, **_WORLD)
    to = fields.Integer(strict=True, required=True, **_WORLD)
    army = fields.Integer(strict=True, **_ARMY)
    realm_die = _die("the army die rolled into the Realm if the cost destroys it")
    roll = _roll()


class BattleRoundSchema(CommandSchema):
    attacker_die = _die("the attacker's battle die")
    defender_die = _die("the defender's battle die")
    casualty = fields.Integer(strict=True, **_ARMY)
    realm_die = _die("the losing army die rolled into the Realm if destroyed")
    roll = _roll()


class AssignDamageSchema(CommandSchema):
    player = _player()
    army = fields.Integer(strict=True, required=True, **_ARMY)
    realm_die = _die("the army die rolled into the Realm if destroyed")
    roll = _roll()


class RetreatSchema(CommandSchema):
    player = _player()
    to = fields.Integer(strict=True, required=True, **_WORLD)


class RollLostSoulSchema(CommandSchema):
    player = _player()
    die = _die("the destroyed army die, rolled into the Realm of Lost Souls")
    roll = _roll()


COMMAND_SCHEMAS = {
    "roll-armies": RollArmiesSchema, "break-tie": BreakTieSchema, "place-armies": PlaceArmiesSchema,
    "strengthen": StrengthenSchema, "recruit": RecruitSchema, "move": MoveSchema, "bridge": BridgeSchema,
    "battle-round": BattleRoundSchema, "assign-damage": AssignDamageSchema, "retreat": RetreatSchema,
    "roll-lost-soul": RollLostSoulSchema,
}
