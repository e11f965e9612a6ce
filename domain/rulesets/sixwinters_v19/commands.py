"""Command schemas of Six Winters v19.3 (docs/sixwinters-v19.md has an example of each), and
the campaign's setup. Imperative names in the rulebook's words; every die is a `DieSchema`
dict, and a command with "roll": "app" leaves its dice to the app (prepare.py)."""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, pre_load, validate, validates_schema

from domain.kernel import CommandSchema, DieSchema
from domain.kernel.setup import distinct_players, options_beside

from .catalog import CatalogError, validate as validate_catalog
from .options import BY_NAME
from .words import DIFFICULTIES, REGIONS, RESOURCES, SEASONS, SLOTS

NAME = validate.Length(min=1, max=120)
PLAYER_NAME = 40
MAX_PLAYERS = 4
MAPS = ("standard", "random")


def _name(**kw):
    return fields.String(required=True, validate=NAME, **kw)


def _one_of(values, **kw):
    return fields.String(validate=validate.OneOf(values), **kw)


def _dice(**kw):
    return fields.List(fields.Nested(DieSchema), validate=validate.Length(max=60), **kw)


def _values(**kw):
    return fields.List(fields.Integer(strict=True, validate=validate.Range(min=1, max=6)),
                       validate=validate.Length(max=12), **kw)


def _roll():
    return fields.String(load_default="physical", validate=validate.OneOf(["physical", "app"]),
                         metadata={"description": "app: the app rolls the dice (or shuffles) this step needs"})


class SetupSchema(Schema):
    """A new campaign: the group's players, the difficulty, the starting map, the readings of
    unclear rules (options.py), and optionally a card catalog (absent: the built-in one)."""

    players = fields.List(fields.String(validate=validate.Length(min=1, max=PLAYER_NAME)), required=True,
                          validate=validate.Length(min=1, max=MAX_PLAYERS))
    difficulty = _one_of(list(DIFFICULTIES), load_default="standard")
    map = _one_of(list(MAPS), load_default="standard")
    options = fields.Dict(keys=fields.String(), values=fields.String(), load_default=dict)
    catalog = fields.Dict()

    @pre_load
    def options_may_sit_beside(self, data, **kwargs):
        """The options may also sit beside the other fields ({"trade_direction": "both-ways"}),
        as the setup document's questions build them."""
        return options_beside(data, BY_NAME)

    @validates_schema
    def checked(self, data, **kwargs):
        distinct_players(data)
        for name, value in data.get("options", {}).items():
            if name not in BY_NAME:
                raise ValidationError(f"unknown option {name!r}; known: {', '.join(BY_NAME)}", "options")
            if value not in BY_NAME[name].values:
                raise ValidationError(f"{name}: one of {', '.join(BY_NAME[name].values)}", "options")
        if "catalog" in data:
            try:
                validate_catalog(data["catalog"], "setup catalog")
            except CatalogError as error:
                raise ValidationError(str(error), "catalog") from None


# Campaign Setup -------------------------------------------------------------------------

class DrawLocations(CommandSchema):
    """Random starting locations: four cards of a region, named or drawn by app dice."""

    region = _one_of(REGIONS, required=True)
    cards = fields.List(fields.String(validate=NAME), validate=validate.Length(max=4))
    dice = _dice()
    roll = _roll()


class KeepLocations(CommandSchema):
    """Three of the four drawn, top to bottom."""

    region = _one_of(REGIONS, required=True)
    locations = fields.List(fields.String(validate=NAME), required=True, validate=validate.Length(max=3))


# Session Setup --------------------------------------------------------------------------

class StartSession(CommandSchema):
    players = fields.List(fields.String(validate=NAME), required=True, validate=validate.Length(min=1, max=4))


class PoolDice(Schema):
    resource = _one_of(RESOURCES, required=True)
    dice = _dice(required=True)


class PlayerDice(Schema):
    player = _name()
    dice = _dice(required=True)


class RollStartingDice(CommandSchema):
    pools = fields.List(fields.Nested(PoolDice), validate=validate.Length(max=6))
    action_dice = fields.List(fields.Nested(PlayerDice), validate=validate.Length(max=4))
    roll = _roll()


class ChooseCharacters(CommandSchema):
    player = _name()
    characters = fields.List(fields.String(validate=NAME), required=True, validate=validate.Length(min=1, max=2))


class RegionBack(Schema):
    region = _one_of(REGIONS, required=True)
    back = _one_of(SEASONS, required=True)


class ShuffleObstacleDecks(CommandSchema):
    """By hand (say the season on top of each deck) or by the app (sealed order)."""

    roll = _roll()
    backs = fields.List(fields.Nested(RegionBack), validate=validate.Length(max=3))
    shuffle_dice = fields.Dict(keys=_one_of(REGIONS), values=_dice())


class ShuffleProgressDeck(CommandSchema):
    roll = _roll()
    shuffle_dice = fields.Dict(keys=fields.String(validate=validate.Length(max=3)), values=_dice())


class DrawCard(CommandSchema):
    """The card drawn from a deck shuffled by hand (and, for an obstacle deck, the new back)."""

    deck = _one_of(["progress", *REGIONS], required=True)
    card = _name()
    back = _one_of(SEASONS)


class ReshuffleObstacleDeck(CommandSchema):
    region = _one_of(REGIONS, required=True)
    roll = _roll()
    back = _one_of(SEASONS)
    shuffle_dice = _dice()


class KeepProgressCard(CommandSchema):
    player = _name()
    card = _name()


class StageProgressCards(CommandSchema):
    cards = fields.List(fields.String(validate=NAME), required=True, validate=validate.Length(max=4),
                        metadata={"description": "bottom of the staging area first"})


class PlaceCharacter(CommandSchema):
    character = _name()
    location = _name()


# Turns --------------------------------------------------------------------------------

class Refill(CommandSchema):
    pools = fields.List(fields.Nested(PoolDice), validate=validate.Length(max=6))
    action_dice = fields.List(fields.Nested(PlayerDice), validate=validate.Length(max=4))
    roll = _roll()


class SourceDie(Schema):
    location = _name()
    die = fields.Nested(DieSchema, required=True)


class Activate(CommandSchema):
    dice = fields.List(fields.Nested(SourceDie), validate=validate.Length(max=9))
    roll = _roll()


class ChooseThreatTrack(CommandSchema):
    track = _one_of(RESOURCES, required=True)


# Actions ------------------------------------------------------------------------------

class Move(CommandSchema):
    character = _name()
    to = _name()
    via = _one_of(["road", "port", "gate"], load_default="road")
    dice = _values(load_default=list)


class CreateAsset(CommandSchema):
    character = _name()
    die = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=6))
    slot = fields.Integer(strict=True, required=True, validate=validate.Range(min=0, max=6))
    take = fields.Raw(required=True, metadata={
        "description": "the pool die's value, or \"all\" (support bonus)",
        "oneOf": [{"type": "integer", "minimum": 1, "maximum": 6}, {"type": "string", "enum": ["all"]}]})

    @validates_schema
    def take_shape(self, data, **kwargs):
        take = data.get("take")
        if take != "all" and not (isinstance(take, int) and not isinstance(take, bool) and 1 <= take <= 6):
            raise ValidationError("a die value 1 to 6, or \"all\"", "take")


class Trade(CommandSchema):
    character = _name()
    die = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=6))
    slot = fields.Integer(strict=True, required=True, validate=validate.Range(min=0, max=6))
    value = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=6))

    class Meta:
        include = {"from": _one_of(RESOURCES, required=True), "to": _one_of(RESOURCES, required=True)}


class AssetDie(Schema):
    resource = _one_of(RESOURCES, required=True)
    value = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=6))


class PlaceProgressDie(CommandSchema):
    character = _name()
    card = _name()
    square = fields.String(required=True, validate=validate.Regexp(r"^\d{1,2},\d{1,2}$"),
                           metadata={"description": "row,column of the square, from 0,0 at the top left"})
    die = fields.Nested(AssetDie, required=True)


class ChooseReward(CommandSchema):
    player = _name()
    track = _one_of(RESOURCES, required=True)


class TakeProgressCard(CommandSchema):
    player = _name()
    card = _name()


class Approach(CommandSchema):
    character = _name()
    obstacle = _name()
    dice = _values(load_default=list)


class Defend(CommandSchema):
    rolls = fields.List(fields.Nested(PlayerDice), validate=validate.Length(max=4))
    roll = _roll()


class PlaceDefendDice(CommandSchema):
    player = _name()
    dice = _values(load_default=list)


class RaiseSkill(CommandSchema):
    characters = fields.List(fields.String(validate=NAME), load_default=list, validate=validate.Length(max=4))


class LocationAction(CommandSchema):
    character = _name()
    die = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=6))


class EndActions(CommandSchema):
    player = _name()


# Session End --------------------------------------------------------------------------

class BurnObstacles(CommandSchema):
    cards = fields.List(fields.String(validate=NAME), load_default=list, validate=validate.Length(max=60))


class UnlockObstacles(CommandSchema):
    cards = fields.List(fields.String(validate=NAME), load_default=list, validate=validate.Length(max=60))


class BurnLocations(CommandSchema):
    """By region: a region burns no more locations than it has set aside to unlock in their place."""

    empire = fields.List(fields.String(validate=NAME), load_default=list, validate=validate.Length(max=3))
    redbank = fields.List(fields.String(validate=NAME), load_default=list, validate=validate.Length(max=3))
    settled = fields.List(fields.String(validate=NAME), load_default=list, validate=validate.Length(max=3))


class UnlockLocation(CommandSchema):
    region = _one_of(REGIONS, required=True)
    slot = _one_of(SLOTS, required=True)
    location = _name()


class PlaceThreatLocation(CommandSchema):
    location = _name()
    replaces = fields.String(validate=NAME, load_default=None)


class RecoverCharacters(CommandSchema):
    characters = fields.List(fields.String(validate=NAME), load_default=list, validate=validate.Length(max=12))
    unlock = fields.List(fields.String(validate=NAME), load_default=list, validate=validate.Length(max=12))


class AdvanceYear(CommandSchema):
    burn_stages = fields.List(fields.Integer(strict=True, validate=validate.Range(min=1, max=99)), load_default=list,
                              validate=validate.Length(max=20))
