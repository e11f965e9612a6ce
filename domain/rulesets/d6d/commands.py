"""d6D command schemas: the table's words for each rule (docs/d6d.md has an example of each).

Every die is a `DieSchema` dict. A command with `"roll": "app"` may leave its dice
out: `prepare` (prepare.py) adds unrolled dice and the journal rolls them.
"""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from domain.kernel import CommandSchema, DieSchema
from domain.kernel.setup import distinct_players

from .geometry import SHEET_SIZE, WORLD_IDS

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


LAYOUTS = ("printed", "own")


def coordinate_fields() -> list[str]:
    """world_1_x, world_1_y, ... world_6_y: the setup fields of a group's own layout."""
    return [f"world_{world}_{axis}" for world in WORLD_IDS for axis in ("x", "y")]


def _coordinate(name: str):
    world, axis = name.split("_")[1:]
    where = "from the left" if axis == "x" else "from the top"
    return fields.Integer(strict=True, validate=validate.Range(
        min=0, max=SHEET_SIZE, error=f"a position on the sheet runs from 0 to {SHEET_SIZE}, not {{input}}"),
        metadata={"description": f"world {world}'s place {where}, 0 to {SHEET_SIZE} (layout 'own' only)"})


class SetupSchema(Schema):
    """Players in clockwise seating order, the readings of unclear rules, and where the six
    worlds sit on the sheet (docs/d6d.md)."""

    players = fields.List(fields.String(validate=validate.Length(min=1, max=40)), required=True,
                          validate=validate.Length(min=2, max=4))
    difference = fields.String(load_default="totals", validate=validate.OneOf(["totals", "rolls"]))
    elimination = fields.String(load_default="board", validate=validate.OneOf(["board", "all"]))
    layout = fields.String(load_default="printed", validate=validate.OneOf(LAYOUTS), metadata={
        "description": "'printed': the built-in positions of the worlds; 'own': the group's own, "
                       "entered in world_1_x ... world_6_y"})
    locals().update({name: _coordinate(name) for name in coordinate_fields()})

    @validates_schema
    def names_differ(self, data, **kwargs):
        distinct_players(data)

    @validates_schema
    def a_possible_sheet(self, data, **kwargs):
        """An own layout gives every world a place of its own (two worlds in one place would
        make lines between them of no length); the printed one takes no coordinates."""
        given = [name for name in coordinate_fields() if name in data]
        if data.get("layout", "printed") != "own":
            if given:
                raise ValidationError("the printed layout has its own positions: choose layout 'own' "
                                      "to place the worlds yourself", given[0])
            return
        for name in coordinate_fields():
            if name not in data:
                raise ValidationError(f"layout 'own' needs a place for every world: {name} is missing", name)
        places = {world: (data[f"world_{world}_x"], data[f"world_{world}_y"]) for world in WORLD_IDS}
        for world in WORLD_IDS:
            earlier = [other for other in WORLD_IDS if other < world and places[other] == places[world]]
            if earlier:
                raise ValidationError(f"world {world} is placed at {places[world]}, where world {earlier[0]} "
                                      f"already is: every world needs its own place", f"world_{world}_x")


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

