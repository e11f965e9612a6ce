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
    return fields.String(load_default="table", validate=validate.OneOf(["physical", "table", "app"]),
                         metadata={"description": "'app': the app rolls the dice this command needs; "
                                                  "'physical' (or 'table'): they were rolled at the table"})


def _die(description, kind):
    return fields.Nested(DieSchema, metadata={"description": description, "kind": kind, "sides": 6})


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
    """Setup: a player rolls two army dice; the lowest total goes first."""

    player = _player()
    dice = fields.List(fields.Nested(DieSchema), validate=validate.Length(equal=2),
                       metadata={"description": "the two army dice the player rolled", "kind": "army", "sides": 6})
    roll = _roll()


class TieRollSchema(Schema):
    player = _player()
    die = _die("the player's battle die", "battle")


class BreakTieSchema(CommandSchema):
    """Setup: the players tied for the lowest roll roll a battle die each; the lowest goes first."""

    rolls = fields.List(fields.Nested(TieRollSchema), validate=validate.Length(min=2, max=4),
                        metadata={"description": "one battle die per tied player"})
    roll = _roll()


class PlaceArmiesSchema(CommandSchema):
    """Setup: in turn order, both rolled army dice go onto one world nobody controls."""

    player = _player()
    world = fields.Integer(strict=True, required=True, **_WORLD)


class StrengthenSchema(CommandSchema):
    """Action: +1 to an army, plus 1 per friendly world connected to its world (at most 6)."""

    player = _player()
    army = fields.Integer(strict=True, required=True, **_ARMY)


class RecruitSchema(CommandSchema):
    """Action: a die from the supply, at 1, onto a world the player controls."""

    player = _player()
    world = fields.Integer(strict=True, required=True, **_WORLD)


class MoveSchema(CommandSchema):
    """Action: an army crosses a line to a connected world; another player's world means battle."""

    player = _player()
    army = fields.Integer(strict=True, required=True, **_ARMY)
    to = fields.Integer(strict=True, required=True, **_WORLD)


class BridgeSchema(CommandSchema):
    """Action: draw a line from a controlled world; an army there pays 2 plus 1 per line crossed."""

    player = _player()
    world = fields.Integer(strict=True, required=True, **_WORLD)
    to = fields.Integer(strict=True, required=True, **_WORLD)
    army = fields.Integer(strict=True, **_ARMY)
    realm_die = _die("the army die rolled into the Realm if the cost destroys it", "army")
    roll = _roll()


class BattleRoundSchema(CommandSchema):
    """Battle: both roll a battle die (+1 per connected controlled world); the lower loses the difference."""

    attacker_die = _die("the attacker's battle die", "battle")
    defender_die = _die("the defender's battle die", "battle")
    casualty = fields.Integer(strict=True, validate=validate.Range(min=1, max=6), metadata={
        "description": "the loser's army on the world that takes the loss (when the loser has several there)"})
    realm_die = _die("the losing army die rolled into the Realm if destroyed", "army")
    roll = _roll()


class AssignDamageSchema(CommandSchema):
    """Battle: the round's loser picks which of their armies on the world takes the loss."""

    player = _player()
    army = fields.Integer(strict=True, required=True, **_ARMY)
    realm_die = _die("the army die rolled into the Realm if destroyed", "army")
    roll = _roll()


class RetreatSchema(CommandSchema):
    """Battle: after a round, move all your armies there to a friendly connected world."""

    player = _player()
    to = fields.Integer(strict=True, required=True, **_WORLD)


class RollLostSoulSchema(CommandSchema):
    """A destroyed army's die is rolled and laid in the Realm of Lost Souls."""

    player = _player()
    die = _die("the destroyed army die, rolled into the Realm of Lost Souls", "army")
    roll = _roll()

