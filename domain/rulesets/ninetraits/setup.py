"""The setup of a new campaign: the Wayfinder's name, the player characters (a name, or the
sheet the group wrote: character creation is not in the rulebook), and the readings of the
rules the group picks (options.py; docs/rules-notes.md)."""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from .options import ACTIONS_PER_TURN, OPTIONS
from .traits import MAX_LIFE, MAX_TRAIT, PATH_DICE


def _text(length, description):
    return fields.String(load_default="", validate=validate.Length(max=length), metadata={"description": description})


def _trait(trait):
    return fields.Integer(strict=True, load_default=0, validate=validate.Range(min=0, max=MAX_TRAIT),
                          metadata={"description": f"{trait}: the dice it rolls"})


class SheetSchema(Schema):
    """What the group writes on a new sheet: the nine Traits, maximum Life Points, the Path."""

    awareness, charm, endurance = _trait("Awareness"), _trait("Charm"), _trait("Endurance")
    might, power, sage = _trait("Might"), _trait("Power"), _trait("Sage")
    subterfuge, survival, swiftness = _trait("Subterfuge"), _trait("Survival"), _trait("Swiftness")
    life = fields.Integer(strict=True, load_default=None, allow_none=True, validate=validate.Range(min=1, max=MAX_LIFE),
                          metadata={"description": "maximum Life Points, as the group decides"})
    path = _text(60, "the character's Path")
    path_die = fields.Raw(load_default=None, allow_none=True, validate=validate.OneOf(list(PATH_DICE)),
                          metadata={"description": "the sides of the Path Die"})
    player = _text(40, "who plays the character")


class CharacterSchema(SheetSchema):
    """A player character written at setup."""

    name = fields.String(required=True, validate=validate.Length(min=1, max=40))
    kind = fields.String(load_default="pc", validate=validate.OneOf(["pc"]))


def _option(name):
    return fields.String(validate=validate.OneOf(list(OPTIONS[name])),
                         metadata={"description": f"the reading: {' or '.join(OPTIONS[name])} (docs/rules-notes.md)"})


class SetupSchema(Schema):
    """The Wayfinder's name, the player characters (a name each, or a written sheet), the readings."""

    wayfinder = fields.String(load_default="Wayfinder", validate=validate.Length(min=1, max=40))
    characters = fields.List(fields.Raw(), load_default=list, validate=validate.Length(max=12))
    actions_per_turn = fields.Integer(strict=True, validate=validate.OneOf(list(ACTIONS_PER_TURN)), metadata={
        "description": "actions a turn allows (0: counted, not limited)"})
    death_save, overexertion, shared_bonus = _option("death_save"), _option("overexertion"), _option("shared_bonus")
    opposed_ties, opposing_table, defense = _option("opposed_ties"), _option("opposing_table"), _option("defense")
    fading, fading_outside_combat = _option("fading"), _option("fading_outside_combat")
    halving, poisoned_life = _option("halving"), _option("poisoned_life")

    @validates_schema
    def characters_are_sheets(self, data, **kwargs):
        seen = set()
        for index, entry in enumerate(data.get("characters", [])):
            entry = {"name": entry} if isinstance(entry, str) else entry
            try:
                loaded = CharacterSchema().load(entry)
            except ValidationError as error:
                raise ValidationError(f"characters[{index}]: {error.messages}", "characters") from None
            name = loaded["name"].strip()
            if not name or name.casefold() in seen or name.casefold() == "gm" or "|" in name:
                raise ValidationError(f"characters[{index}]: every character needs a different name (not 'gm', "
                                      "no '|')", "characters")
            seen.add(name.casefold())
