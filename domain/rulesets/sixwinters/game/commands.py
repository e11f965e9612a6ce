"""Commands of the live game, one schema each (docs/sixwinters-table.md has an example of each).

Imperative names in the rulebook's words. A schema checks the shape of what the players
enter; whether the table allows it now is the rule's business (rules/).
"""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from domain.kernel import CommandSchema, DieSchema, Keyed


def name_field(**kw):
    return fields.String(validate=validate.Length(min=1, max=200), **kw)


def dice_field(**kw):
    return fields.List(fields.Nested(DieSchema), validate=validate.Length(max=60), **kw)


def values_field(**kw):
    return fields.List(fields.Integer(strict=True, validate=validate.Range(min=1, max=6)),
                       validate=validate.Length(max=40), **kw)


def tracks_field(**kw):
    """Per character, the stress track chosen for each stress of the player's choice."""
    return fields.Dict(keys=fields.String(), values=fields.List(fields.String(validate=validate.OneOf(["psyche", "body"]))), **kw)


def face_field(**kw):
    return fields.Integer(strict=True, validate=validate.Range(min=1, max=6), **kw)


class ResourceDie(Schema):
    """A resource die already on the table, named by type and value."""
    type = fields.String(required=True, validate=validate.Length(min=1, max=40))
    value = fields.Integer(strict=True, required=True, validate=validate.Range(min=1, max=6))


class DieRef(ResourceDie):
    """A die on the table: type "action" for an unspent action die, else a resource at the location."""


class TableCommand(CommandSchema):
    """Every table command may ask the app to roll the dice it needs (`roll: app`)."""
    roll = fields.String(validate=validate.OneOf(["app", "physical", "table"]), load_default="physical")


# Session Start 13 and 14 when the campaign leaves them to the table ------------------------

class PlaceCharacter(TableCommand):
    character = name_field(required=True)
    location = name_field(required=True)


class RollOpeningDice(TableCommand):
    action_dice = Keyed("character", "dice", dice_field(), load_default=dict)
    resources = Keyed("location", "dice", dice_field(), load_default=dict)


# Actions -----------------------------------------------------------------------------------

class Move(TableCommand):
    character = name_field(required=True)
    to = name_field(required=True)
    via = fields.String(load_default="step", validate=validate.OneOf(["step", "port", "gate"]))
    track = fields.String(load_default=None, allow_none=True, validate=validate.OneOf(["psyche", "body"]))
    die = face_field(load_default=None, allow_none=True,
               metadata={"description": "the unspent action die paid for a port move (option port_cost = action-die)"})


class Muster(TableCommand):
    character = name_field(required=True)
    mode = fields.String(load_default="resource", validate=validate.OneOf(["resource", "reroll-action", "reroll-resources"]))
    resource = fields.String(load_default=None, allow_none=True)
    reroll = fields.List(fields.Raw(), load_default=None, allow_none=True,
                         metadata={"description": "dice to reroll: action values, or {type, value} at the location; default all"})
    dice = dice_field(load_default=list)
    stress = tracks_field(load_default=dict)


class RollExplodedSorcery(TableCommand):
    dice = dice_field(load_default=list)
    stress = tracks_field(load_default=dict)


class TakeAsset(TableCommand):
    character = name_field(required=True)
    asset = name_field(required=True)


class SlotDie(Schema):
    asset = name_field(required=True)
    slot = fields.Integer(strict=True, required=True, validate=validate.Range(min=0, max=9))
    type = fields.String(required=True)
    value = face_field(required=True)


class BuildAsset(TableCommand):
    character = name_field(required=True)
    die = face_field(load_default=None, allow_none=True, metadata={"description": "the unspent action die spent"})
    stash = fields.String(load_default=None, allow_none=True,
                          metadata={"description": "or: the ability whose stashed die is spent (Careful Planning, Friendly Favors)"})
    place = fields.List(fields.Nested(SlotDie), required=True, validate=validate.Length(min=1, max=8))


class StashUse(Schema):
    ability = name_field(required=True)
    value = face_field(required=True)


class TeamMember(Schema):
    character = name_field(required=True)
    defense = values_field(load_default=list)
    overcome = values_field(load_default=list)
    stash_defense = fields.List(fields.Nested(StashUse), load_default=list)
    stash_overcome = fields.List(fields.Nested(StashUse), load_default=list)
    assets = fields.List(name_field(), load_default=list)


class AssetUse(Schema):
    character = name_field(required=True)
    asset = name_field(required=True)


class ForeseeStress(TableCommand):
    """Overcome with a foresight asset, first move: the team, the obstacle, the asset, the
    defending assets, and the stress roll the team sees before allocating."""
    obstacle = name_field(required=True)
    team = fields.List(name_field(), required=True, validate=validate.Length(min=1, max=4))
    foresight = fields.Nested(AssetUse, required=True)
    defenders = fields.List(fields.Nested(AssetUse), load_default=list, metadata={"description": "defending assets used"})
    stress_dice = dice_field(load_default=list)


class OvercomeObstacle(TableCommand):
    obstacle = name_field(required=True)
    team = fields.List(fields.Nested(TeamMember), required=True, validate=validate.Length(min=1, max=4))
    stress_dice = dice_field(load_default=list)
    takers = fields.List(name_field(), load_default=list,
                         metadata={"description": "who takes each undefended stress die (default: first member)"})
    hinder = fields.Boolean(load_default=False)
    taker = name_field(load_default=None, allow_none=True, metadata={"description": "who keeps the overcome obstacle"})


class ScenePlay(Schema):
    character = name_field(required=True)
    cards = fields.List(name_field(), load_default=list)
    defense = values_field(load_default=list)
    stash_defense = fields.List(fields.Nested(StashUse), load_default=list)
    assets = fields.List(name_field(), load_default=list, metadata={"description": "defending assets used"})
    stress = fields.Integer(strict=True, load_default=None, allow_none=True, validate=validate.Range(min=0, max=20),
                            metadata={"description": "how many of the scene's stress dice this character takes"})


class CommitSceneCards(TableCommand):
    """Play cards toward the scene's running score (the Current Scene Score Tracker)."""
    character = name_field(required=True)
    cards = fields.List(name_field(), required=True, validate=validate.Length(min=1, max=20))


class Answer(Schema):
    """The players' answer to one of the scene's guiding questions (Scenes, "Guiding Questions")."""
    question = fields.String(required=True, validate=validate.Length(min=1, max=500))
    answer = fields.String(required=True, validate=validate.Length(min=1, max=2000))


class NarrateScene(TableCommand):
    plays = fields.List(fields.Nested(ScenePlay), required=True, validate=validate.Length(min=1, max=4))
    stress_dice = dice_field(load_default=list)
    next_location = name_field(load_default=None, allow_none=True)
    answers = fields.List(fields.Nested(Answer), validate=validate.Length(max=10), metadata={
        "description": "optional: the players' answers to the scene's guiding questions (an imported catalog's)"})


class Trade(TableCommand):
    character = name_field(required=True)
    give = fields.List(fields.Nested(ResourceDie), required=True, validate=validate.Length(equal=2))
    dice = dice_field(load_default=list, metadata={"description": "the new die, rolled"})


class UseAbility(TableCommand):
    """Use an unlocked ability card or a completed asset."""
    character = name_field(required=True)
    ability = name_field(required=True, metadata={"description": "ability card or completed asset name"})
    die = fields.Nested(DieRef, load_default=None, allow_none=True)
    value = face_field(load_default=None, allow_none=True)
    values = values_field(load_default=list)
    to = name_field(load_default=None, allow_none=True)
    track = fields.String(load_default="psyche", validate=validate.OneOf(["psyche", "body"]))
    dice = dice_field(load_default=list)


class StashDie(TableCommand):
    character = name_field(required=True)
    card = name_field(required=True)
    die = fields.Nested(DieRef, required=True)
    unload = fields.Boolean(load_default=False, metadata={"description": "move a die from Cart/Xeph back to the location"})


class TakeLocationAction(TableCommand):
    character = name_field(required=True)
    pay = fields.Nested(DieRef, load_default=None, allow_none=True, metadata={"description": "the die spent (any-die cost)"})
    obstacle = name_field(load_default=None, allow_none=True)
    to = name_field(load_default=None, allow_none=True)
    cards = fields.List(name_field(), load_default=list)
    draws = dice_field(load_default=list)


class EndActions(TableCommand):
    save = Keyed("character", "dice", values_field(), load_default=dict,
                       metadata={"description": "per character, the unspent action dice saved for momentum"})


# The rest of the turn ------------------------------------------------------------------------

class Refresh(TableCommand):
    action_dice = Keyed("character", "dice", dice_field(), load_default=dict)
    resources = Keyed("location", "dice", dice_field(), load_default=dict)
    sorcery = Keyed("location", "dice", dice_field(), load_default=dict)
    stress = tracks_field(load_default=dict)


class DrawCards(TableCommand):
    """New Assets and New Obstacles: the cards named at the table, or dice to draw them."""
    cards = fields.List(name_field(), load_default=list)
    draws = dice_field(load_default=list)


class ActivateObstacles(TableCommand):
    remove = fields.Dict(keys=fields.String(), values=fields.List(fields.String()), load_default=dict,
                         metadata={"description": "per 'obstacle@location', progress/hindrance removed per activation"})
    threat_rolls = dice_field(load_default=list)
    surge = fields.List(name_field(), load_default=list)
    stress = tracks_field(load_default=dict)


class AdvanceTime(TableCommand):
    dice = dice_field(load_default=list, metadata={"description": "the 1-3 advance roll, only when the season's turns are a range"})


class ResolveEffect(TableCommand):
    pending = fields.Integer(strict=True, load_default=0, validate=validate.Range(min=0, max=100))
    option = fields.Integer(strict=True, load_default=None, allow_none=True)
    character = name_field(load_default=None, allow_none=True)
    skill = name_field(load_default=None, allow_none=True)
    name = name_field(load_default=None, allow_none=True, metadata={"description": "an evocative name for a curse"})
    location = name_field(load_default=None, allow_none=True)
    row = fields.Integer(strict=True, load_default=None, allow_none=True)
    col = fields.Integer(strict=True, load_default=None, allow_none=True)
    by_hand = fields.Boolean(load_default=False, metadata={"description": "the players applied it themselves (adjust)"})
