"""Command schemas, in the table's words (docs/ninetraits.md has an example of each).

Dice are kernel `DieSchema` dicts. A command with `"roll": "app"` may leave its dice out:
`prepare` adds the unrolled dice the roll takes and the journal rolls them. The Wayfinder's
rolls for their own characters may be made in secret (`"audience": "gm"`).
"""
from __future__ import annotations

from marshmallow import fields, validate

from domain.kernel import CommandSchema, DieSchema

from .setup import SheetSchema
from .traits import BANDS, LOWEST_LIFE, MAX_LIFE, MAX_TRAIT, PATH_DICE, STYLES, TRAITS
from .tribulations import FACULTIES, NAMES, SENSES

OUTCOMES = ("won", "ran away", "fell")   # "A Sequence ends only when you (or your enemies) win, run away, or fall"


def _name(description="a character's name", required=True):
    return fields.String(required=required, validate=validate.Length(min=1, max=40),
                         metadata={"description": description})


def _text(length=200, description=""):
    return fields.String(load_default="", validate=validate.Length(max=length), metadata={"description": description})


def _one_of(values, description, required=True, **kwargs):
    return fields.Raw(required=required, validate=validate.OneOf(list(values)),
                      metadata={"description": description}, **kwargs)


def _roll():
    return fields.String(load_default="physical", validate=validate.OneOf(["physical", "app"]),
                         metadata={"description": "'app': the app rolls the dice this command needs"})


def _dice(description):
    return fields.List(fields.Nested(DieSchema), validate=validate.Length(max=60),
                       metadata={"description": description, "sides": 6})


def _die(description, sides=6):
    return fields.Nested(DieSchema, metadata={"description": description, "sides": sides})


def _audience():
    return fields.String(load_default="all", validate=validate.OneOf(["all", "gm"]), metadata={
        "description": "'gm': the Wayfinder rolls in secret for one of their characters"})


# ---- sheets -----------------------------------------------------------------------------

class CreateCharacterSchema(CommandSchema, SheetSchema):
    """The Wayfinder writes a new character; their own are secret until revealed."""

    name = _name("the new character's name (default: Character N)", required=False)
    kind = fields.String(load_default="pc", validate=validate.OneOf(["pc", "npc"]),
                         metadata={"description": "'pc': a player character; 'npc': one of the Wayfinder's"})
    hidden = fields.Boolean(load_default=False, metadata={"description": "an npc kept secret until revealed"})


class RevealCharacterSchema(CommandSchema):
    character = _name()


class SetTraitSchema(CommandSchema):
    character = _name()
    trait = _one_of(TRAITS, "one of the nine Traits")
    score = fields.Integer(strict=True, required=True, validate=validate.Range(min=0, max=MAX_TRAIT))


class SetLifeMaximumSchema(CommandSchema):
    character = _name()
    maximum = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=MAX_LIFE))


class SetPathSchema(CommandSchema):
    character = _name()
    path = _text(60, "the Path's name")
    die = _one_of(PATH_DICE, "the sides of the Path Die", required=False, load_default=None, allow_none=True)


def _score(trait):
    return fields.Integer(strict=True, required=True, validate=validate.Range(min=0, max=MAX_TRAIT),
                          metadata={"description": f"{trait}: the dice it rolls"})


class WriteSheetSchema(CommandSchema):
    """The sheet's form at once: the nine Traits, maximum Life Points, the Path Die. Written
    where the sheet is free, proposed to the Wayfinder during play (rules/sheet_steps.py)."""

    character = _name()
    awareness, charm, endurance = _score("Awareness"), _score("Charm"), _score("Endurance")
    might, power, sage = _score("Might"), _score("Power"), _score("Sage")
    subterfuge, survival, swiftness = _score("Subterfuge"), _score("Survival"), _score("Swiftness")
    life = fields.Integer(strict=True, required=True, validate=validate.Range(min=LOWEST_LIFE, max=MAX_LIFE),
                          metadata={"description": "maximum Life Points (below 1 only where the poison left the "
                                                   "sheet: rules/sheet_steps.py)"})
    path_die = _one_of(PATH_DICE, "the sides of the Path Die (none: left out)", required=False, load_default=None,
                       allow_none=True)


class SheetProposalSchema(CommandSchema):
    """The Wayfinder accepts or declines a player's proposed change to their sheet."""

    character = _name()


class OpenSheetsSchema(CommandSchema):
    pass


class WriteNoteSchema(CommandSchema):
    character = _name()
    text = fields.String(required=True, validate=validate.Length(min=1, max=2000))


class WriteSecretSchema(CommandSchema):
    text = fields.String(required=True, validate=validate.Length(min=1, max=2000))
    about = fields.String(load_default="", validate=validate.Length(max=40),
                          metadata={"description": "the character the note is about, if any"})


class RevealNoteSchema(CommandSchema):
    note = fields.Integer(strict=True, required=True, validate=validate.Range(min=1),
                          metadata={"description": "the Wayfinder's private note, by its number (1 for the first)"})


# ---- sessions ---------------------------------------------------------------------------

class StartSessionSchema(CommandSchema):
    title = _text(120, "the session's title")


class BeginSceneSchema(CommandSchema):
    title = _text(120, "the scene's title")


class EndSceneSchema(CommandSchema):
    pass


class EndSessionSchema(CommandSchema):
    summary = _text(2000, "what happened, in a few words")


class CloseCampaignSchema(CommandSchema):
    epilogue = _text(2000, "the last words of the story")


# ---- rolls ------------------------------------------------------------------------------

class RollTraitSchema(CommandSchema):
    character = _name()
    trait = _one_of(TRAITS, "one of the nine Traits")
    purpose = _text(200, "what the character tries to do")
    relies_on = _one_of(FACULTIES, "optional: the sense or faculty the roll relies upon (sight, hearing, speech)",
                        required=False, load_default=None)
    roll = _roll()
    dice = _dice("the Trait's dice, one d6 each")
    audience = _audience()


class OverexertSchema(CommandSchema):
    character = _name()
    roll = _roll()
    dice = _dice("all the dice of the failed roll, rolled again")


class RollOpposedSchema(CommandSchema):
    character = _name()
    trait = _one_of(TRAITS, "the Trait the character rolls")
    opponent = _name("the character opposing the roll")
    purpose = _text(200, "what the character tries to do")
    roll = _roll()
    dice = _dice("the Trait's dice")
    audience = _audience()


class ResistSchema(CommandSchema):
    character = _name()
    trait = _one_of(TRAITS, "an Opposing Trait of the roll resisted")
    roll = _roll()
    dice = _dice("the Opposing Trait's dice")
    audience = _audience()


# ---- combat flow ------------------------------------------------------------------------

class EnterCombatSchema(CommandSchema):
    combatants = fields.List(_name(), required=True, validate=validate.Length(min=2, max=40))
    distance = _one_of(BANDS, "how far apart everyone starts")


class RollInitiativeSchema(CommandSchema):
    character = _name()
    roll = _roll()
    die = _die("the d6 added to Swiftness")


class SetDistanceSchema(CommandSchema):
    character = _name()
    other = _name("the other character")
    band = _one_of(BANDS, "Close, Near or Far")


class MoveSchema(CommandSchema):
    character = _name()
    toward = _name("the character moved toward or away from")
    band = _one_of(BANDS, "the distance after the move")


class EndTurnSchema(CommandSchema):
    character = _name()


class GiveActionsSchema(CommandSchema):
    character = _name("the character unable to act")
    to = _name("the character sharing the turn who takes the actions")
    actions = fields.Integer(strict=True, load_default=None, validate=validate.Range(min=1), metadata={
        "description": "optional: how many of the turn's actions (default: all that are left; the group counts them)"})


class EndSequenceSchema(CommandSchema):
    outcome = _one_of(OUTCOMES, "how the fight ended")


# ---- attacks, healing, tribulations, death ------------------------------------------------

class RollPathDieSchema(CommandSchema):
    character = _name()
    roll = _roll()
    die = fields.Nested(DieSchema, metadata={"description": "the Path Die (d4, d6 or d8, as the sheet says)"})


class DeclareAttackSchema(CommandSchema):
    attacker = _name()
    style = _one_of(tuple(STYLES), "melee (Might), ranged (Swiftness) or magic (Power)")
    intent = _one_of(("damage", "tribulation"), "deal damage or impose a Tribulation")
    tribulation = _one_of(NAMES, "the Tribulation intended", required=False)
    sense = _one_of(SENSES, "Impaired: the sense", required=False)
    targets = fields.List(_name(), required=True, validate=validate.Length(min=1, max=8))


class RollAttackSchema(CommandSchema):
    attacker = _name()
    roll = _roll()
    dice = _dice("the style's Trait dice")
    audience = _audience()


class HealSchema(CommandSchema):
    healer = _name()
    targets = fields.List(_name(), required=True, validate=validate.Length(min=1, max=8))
    roll = _roll()
    dice = _dice("the Survival dice")


class HarmSchema(CommandSchema):
    character = _name()
    amount = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=30))


class RecoverSchema(CommandSchema):
    character = _name()
    tribulation = _one_of(NAMES, "the Tribulation to shake off")
    trait = _one_of(TRAITS, "the Recovery Trait (Grappled: Might or Swiftness)", required=False)
    roll = _roll()
    dice = _dice("the Recovery Trait's dice")
    audience = _audience()


class HelpWakeSchema(CommandSchema):
    helper = _name()
    character = _name("the Unconscious character")


class RestSchema(CommandSchema):
    character = _name()
    roll = _roll()
    die = _die("in Combat Flow: the d6 of rotations to rest")


class RollBurnSchema(CommandSchema):
    character = _name()
    roll = _roll()
    die = _die("the d4 of Burning damage", sides=4)


class AfflictSchema(CommandSchema):
    character = _name()
    tribulation = _one_of(NAMES, "the Tribulation")
    sense = _one_of(SENSES, "Impaired: the sense", required=False)
    caused_by = _name("the character whose doing it is", required=False)
    source = _text(120, "what caused it (debris, extreme heat)")


class CharmCommandSchema(CommandSchema):
    character = _name("the charmer, who gives the command")
    charmed = _name("the character Charmed by them")
    order = fields.String(required=True, validate=validate.Length(min=1, max=300),
                            metadata={"description": "the reasonable command the charmed character must follow"})


class CureSchema(CommandSchema):
    character = _name()
    tribulation = _one_of(NAMES, "the Tribulation")


class DeathSaveSchema(CommandSchema):
    character = _name()
    roll = _roll()
    target = _die("the d6 that sets the Death Target")
    dice = _dice("the Endurance dice")
    audience = _audience()
