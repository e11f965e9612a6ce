"""Command schemas of the Six Winters campaign level (docs/sixwinters.md has one example each).

Imperative names in the rulebook's words; the journal validates input with these before
decide runs. The live game's commands (``table-...``) are the table package's.
"""
from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, validate, validates_schema

from domain.kernel import CommandSchema, DieSchema

NAME = validate.Length(min=1, max=120)
TEXT = validate.Length(max=4000)


def _names(**kwargs):
    return fields.List(fields.String(validate=NAME), **kwargs)


def _dice(**kwargs):
    return fields.List(fields.Nested(DieSchema), validate=validate.Length(max=200), **kwargs)


class AppRollMixin(Schema):
    roll = fields.String(load_default="physical", validate=validate.OneOf(["physical", "app"]),
                         metadata={"description": "app: the app rolls the dice this step needs"})


# Session Start ---------------------------------------------------------------------------

class ChooseSpotlight(CommandSchema):
    players = _names(required=True, validate=validate.Length(min=1, max=4))
    spotlight = fields.String(required=True, validate=NAME)


class RestoreCampaign(CommandSchema):
    pass


class ChooseScenario(CommandSchema):
    scenario = fields.String(required=True, validate=NAME)
    difficulty = fields.String(load_default="standard", validate=validate.OneOf(["standard", "difficult"]))


class WinterChoice(Schema):
    character = fields.String(required=True, validate=NAME)
    choice = fields.String(required=True, validate=validate.OneOf(["rest", "train"]))
    skill = fields.String(validate=NAME, metadata={"description": "option winter_apply=immediately: the skill trained"})
    condition = fields.String(validate=NAME, metadata={"description": "option winter_apply=immediately: the condition rested off"})


class ReserveAction(Schema):
    character = fields.String(required=True, validate=NAME)
    action = fields.String(required=True, validate=NAME)
    target = fields.String(validate=NAME)
    skill = fields.String(validate=NAME)
    condition = fields.String(validate=NAME)
    card = fields.String(validate=NAME)
    location = fields.String(validate=NAME)
    resource = fields.String(validate=NAME)
    note = fields.String(validate=TEXT)


class WinterPhase(CommandSchema):
    choices = fields.List(fields.Nested(WinterChoice), load_default=list, validate=validate.Length(max=10))
    reserve_actions = fields.List(fields.Nested(ReserveAction), load_default=list, validate=validate.Length(max=10))


class ChooseCharacters(CommandSchema):
    characters = fields.Dict(keys=fields.String(validate=NAME), values=fields.String(validate=NAME), required=True,
                             metadata={"description": "player -> character"})
    training = fields.Dict(keys=fields.String(validate=NAME), values=_names(), load_default=dict,
                           metadata={"description": "character -> one skill per unspent training year"})
    resting = fields.Dict(keys=fields.String(validate=NAME), values=_names(),
                          metadata={"description": "character -> conditions removed (default: the oldest)"})


class TakeAbilityCards(CommandSchema):
    pass


class ChooseStartingAssets(CommandSchema):
    assets = fields.Dict(keys=fields.String(validate=NAME), values=_names(), load_default=dict,
                         metadata={"description": "character -> archived assets it starts with"})


class AddYearCards(CommandSchema):
    pass


class PlacedObstacle(Schema):
    name = fields.String(required=True, validate=NAME)
    location = fields.String(required=True, validate=NAME)
    progress = fields.Integer(strict=True, validate=validate.Range(min=0, max=20))
    hindrance = fields.Integer(strict=True, validate=validate.Range(min=0, max=20))


class SetUpScenario(CommandSchema):
    obstacles = fields.List(fields.Nested(PlacedObstacle), load_default=list, validate=validate.Length(max=20))
    notes = fields.String(load_default="", validate=TEXT)


class PlaceInitialScene(CommandSchema):
    location = fields.String(validate=NAME, metadata={"description": "when several locations fit the scene"})


class ShuffleDecks(AppRollMixin, CommandSchema):
    obstacle_dice = _dice()
    asset_dice = _dice()


class FillStaging(CommandSchema):
    assets = _names(metadata={"description": "after a physical shuffle: the assets drawn"})


class RollStartingDice(AppRollMixin, CommandSchema):
    resources = fields.Dict(keys=fields.String(validate=NAME), values=_dice(), load_default=dict,
                            metadata={"description": "location -> resource dice (kind = resource)"})
    action_dice = fields.Dict(keys=fields.String(validate=NAME), values=_dice(), load_default=dict,
                              metadata={"description": "character -> action dice"})


class PlaceCharacters(CommandSchema):
    locations = fields.Dict(keys=fields.String(validate=NAME), values=fields.String(validate=NAME), required=True)


# Session End and Campaign End -----------------------------------------------------------

class EndScenario(CommandSchema):
    result = fields.String(validate=validate.OneOf(["success", "failure"]))
    summary = fields.Dict(metadata={"description": "only without a live table: the game's summary"})


class ImproveSkills(CommandSchema):
    choices = fields.Dict(keys=fields.String(validate=NAME), values=fields.String(validate=NAME), load_default=dict,
                          metadata={"description": "character -> skill, when the most common symbols tie"})


class ArchiveAssets(CommandSchema):
    direct = _names(load_default=list, metadata={"description": "assets a scene sends straight to the archive"})


class Burn(Schema):
    asset = fields.String(validate=NAME, allow_none=True)
    obstacle = fields.String(validate=NAME, allow_none=True)


class UpdateDecks(CommandSchema):
    burn = fields.Dict(keys=fields.String(validate=NAME), values=fields.Nested(Burn), load_default=dict,
                       metadata={"description": "character (one per player) -> the asset and obstacle burned"})


class UpdateThreats(CommandSchema):
    pass


class MapChange(Schema):
    op = fields.String(required=True, validate=validate.OneOf(["add-location", "remove-location", "replace-location", "set-production"]))
    location = fields.String(required=True, validate=NAME)
    row = fields.Integer(strict=True)
    col = fields.Integer(strict=True)
    by = fields.String(validate=NAME)
    resource = fields.String(validate=NAME)
    level = fields.String(validate=validate.OneOf(["none", "base", "improved"]))

    @validates_schema
    def cell_for_new(self, data, **kwargs):
        if data["op"] == "add-location" and ("row" not in data or "col" not in data):
            raise ValidationError("a new location needs its row and col", "row")


class UpdateMap(CommandSchema):
    changes = fields.List(fields.Nested(MapChange), load_default=list, validate=validate.Length(max=30))


class UpdateJournals(CommandSchema):
    entries = fields.Dict(keys=fields.String(validate=NAME), values=fields.String(validate=TEXT), load_default=dict)


class StoreGame(CommandSchema):
    pass


class EndCampaign(CommandSchema):
    pass


class UnlockCharacter(CommandSchema):
    character = fields.String(required=True, validate=NAME)
    reason = fields.String(load_default="", validate=TEXT)


class UnlockReserveAction(CommandSchema):
    character = fields.String(required=True, validate=NAME)
    action = fields.String(required=True, validate=NAME)
    reason = fields.String(load_default="", validate=TEXT)


SCHEMAS = {
    "choose-spotlight": ChooseSpotlight, "restore-campaign": RestoreCampaign, "choose-scenario": ChooseScenario,
    "winter-phase": WinterPhase, "choose-characters": ChooseCharacters, "take-ability-cards": TakeAbilityCards,
    "choose-starting-assets": ChooseStartingAssets, "add-year-cards": AddYearCards, "set-up-scenario": SetUpScenario,
    "place-initial-scene": PlaceInitialScene, "shuffle-decks": ShuffleDecks, "fill-staging": FillStaging,
    "roll-starting-dice": RollStartingDice, "place-characters": PlaceCharacters,
    "end-scenario": EndScenario, "improve-skills": ImproveSkills, "archive-assets": ArchiveAssets,
    "update-decks": UpdateDecks, "update-threats": UpdateThreats, "update-map": UpdateMap,
    "update-journals": UpdateJournals, "store-game": StoreGame, "end-campaign": EndCampaign,
    "unlock-character": UnlockCharacter, "unlock-reserve-action": UnlockReserveAction,
}
