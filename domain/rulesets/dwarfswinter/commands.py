"""Dwarfs Winter command schemas, in the rulebook's words (docs/dwarfswinter.md has an example
of each). Names of zones, cards, instruments and dwarfs are the ones the moves list."""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from domain.kernel import CommandSchema, DieSchema
from domain.kernel.setup import distinct_players

from . import components as k
from .catalog import validate as validate_catalog
from .catalog.errors import BoardError
from .options import READINGS, VARIANTS

NAME = validate.Length(min=1, max=120)


def _player():
    return fields.String(required=True, validate=validate.Length(min=1, max=40),
                         metadata={"description": "the player who acts"})


def _name(description: str, required: bool = True):
    return fields.String(required=required, validate=NAME, metadata={"description": description})


def _variant(name: str):
    return fields.Boolean(load_default=False, metadata={"description": VARIANTS[name]})


def _reading(name: str):
    return fields.String(load_default=READINGS[name][0], validate=validate.OneOf(READINGS[name]),
                         metadata={"description": f"a reading (docs/rules-notes.md): {' or '.join(READINGS[name])}"})


class SetupSchema(Schema):
    """Players clockwise, the youngest holding the 1st Player token, the variants and readings."""

    players = fields.List(fields.String(validate=validate.Length(min=1, max=40)), required=True,
                          validate=validate.Length(min=1, max=4),
                          metadata={"description": "1 to 4 players in clockwise order"})
    first = fields.String(validate=validate.Length(min=1, max=40),
                          metadata={"description": "the youngest player, who takes the 1st Player token"})
    catalog = fields.Dict(metadata={"description": "the board and cards (docs/dwarfswinter.md); absent: built in"})
    nightmare = _variant("nightmare")
    bloodlust = _variant("bloodlust")
    snowball = _variant("snowball")
    legendary_monsters = _variant("legendary_monsters")
    legendary_disasters = _variant("legendary_disasters")
    legendary_classes = _variant("legendary_classes")
    solo_music = _reading("solo_music")
    card_places = _reading("card_places")
    snowball_count = _reading("snowball_count")

    @validates_schema
    def players_and_catalog(self, data, **kwargs):
        names = distinct_players(data)
        if "first" in data and data["first"] not in names:
            raise ValidationError(f"the 1st player must be one of {', '.join(names)}", "first")
        if data.get("catalog") is not None:
            try:
                validate_catalog(data["catalog"], "setup catalog")
            except BoardError as error:
                raise ValidationError(str(error), "catalog") from None


class ShuffleDecksSchema(CommandSchema):
    """Setup A, C, D: shuffle the Monster, Disaster and Hero decks (and draw the Hero Pool)."""

    roll = fields.String(load_default="physical", validate=validate.OneOf(["physical", "app"]), metadata={
        "description": "'app': the app shuffles the decks face down; 'physical': the table shuffles them"})
    monster_dice = fields.List(fields.Nested(DieSchema), metadata={"description": "dice for the order, entered"})
    disaster_dice = fields.List(fields.Nested(DieSchema))
    hero_dice = fields.List(fields.Nested(DieSchema))


class DrawCardSchema(CommandSchema):
    """After a shuffle by hand: the card the table drew."""

    card = _name("the card drawn")


class PlaceDefenderSchema(CommandSchema):
    """The Defenders: a Dwarf onto any zone."""

    player = _player()
    zone = _name("a zone of the board, e.g. 'Forest 1'")


class MoveMonsterSchema(CommandSchema):
    """1.2 Monsters Attack: the 1st player's next monster, and its way where two zones are as close."""

    monster = _name("a monster on the board")
    to = _name("the zone it moves to, where it has a choice", required=False)
    charge_to = _name("its second step (a charging monster), where it has a choice", required=False)


class PushMonsterSchema(CommandSchema):
    """A monster's ability: another monster moves once."""

    monster = _name("another monster on the board")
    to = _name("the zone it moves to, where it has a choice", required=False)


class SendHomeSchema(CommandSchema):
    """A monster's ability: which of the player's dwarfs in its zone goes home."""

    player = _player()
    dwarf = _name("the dwarf, e.g. \"Ann's Ice Warrior in Forest 1\"")


class ChooseHandSchema(CommandSchema):
    """Phase 2: the player's hand, chosen in secret from their Action deck."""

    player = _player()
    cards = fields.List(fields.String(validate=NAME), required=True, validate=validate.Length(min=1, max=60))


class PlaceDwarfSchema(CommandSchema):
    """3.1 Place a Dwarf (1 Action)."""

    player = _player()
    zone = _name("a zone of the board")
    piece = fields.String(load_default=k.DWARF, validate=validate.OneOf([k.DWARF, *k.LEGENDS]))


class MoveDwarfSchema(CommandSchema):
    """3.2 Move a Dwarf (1 Action) to an adjacent zone."""

    player = _player()
    dwarf = _name("one of the player's dwarfs, e.g. \"Ann's dwarf in Forest 1\"")
    to = _name("an adjacent zone")


class AcquireHeroSchema(CommandSchema):
    """3.3 Acquire a Hero (1 Action and its cost in Gold)."""

    player = _player()
    hero = _name("a hero of the Hero Pool")


class PlayMusicSchema(CommandSchema):
    """3.4 Play Music: a Music Token on an instrument nobody has played this week."""

    player = _player()
    instrument = _name("an instrument of the Music Hall")


class PlayCardSchema(CommandSchema):
    """3.4: a hero from the hand that matches the music, with what its ability needs."""

    player = _player()
    card = _name("a hero in the player's hand")
    resource = fields.String(validate=validate.OneOf(k.RESOURCES), metadata={"description": "Gain 1 X or 1 Y"})
    dwarf = _name("the dwarf the ability moves, places or removes", required=False)
    to = _name("where that dwarf goes", required=False)
    hero = _name("a hero of the Hero Pool (Pay 2 Gold to acquire)", required=False)
    legend = fields.String(validate=validate.OneOf(k.LEGENDS), metadata={"description": "the Sage's upgrade"})


class ContinueCardSchema(CommandSchema):
    """A two-dwarf hero's second step (leave out the dwarf to stop after one, where allowed)."""

    player = _player()
    dwarf = _name("a different dwarf", required=False)
    to = _name("where that dwarf goes", required=False)


class PlayerSchema(CommandSchema):
    player = _player()


class FinishPlayingSchema(PlayerSchema):
    """The player plays no more cards to this music; the next player clockwise may follow."""


class EndTurnSchema(PlayerSchema):
    """The player's turn ends."""


class DefeatMonsterSchema(CommandSchema):
    """3.5 Defeat a Monster (free): Dwarfs and resources in its zone."""

    player = _player()
    monster = _name("a monster in a zone the player occupies")
    legends = fields.List(fields.String(validate=validate.OneOf(k.LEGENDS)), load_default=list,
                          validate=validate.Length(max=3), metadata={"description": "legendary dwarfs used"})


class OvercomeDisasterSchema(CommandSchema):
    """3.6 Overcome a Disaster (free): Dwarfs and resources in its zone; its Gold reward."""

    player = _player()
    disaster = _name("an active disaster in a zone the player occupies")
    legends = fields.List(fields.String(validate=validate.OneOf(k.LEGENDS)), load_default=list,
                          validate=validate.Length(max=3))
    discount = fields.String(validate=validate.OneOf(k.RESOURCES),
                             metadata={"description": "the resource the Earth Guardian takes 1 off"})
