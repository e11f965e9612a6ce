"""Command schemas of the Six Winters campaign level (docs/sixwinters.md has one example each),
and the campaign's setup: a catalog (absent: built-in), an optional custom map layout and the
campaign options (options.py). A custom layout must pass the catalog's map rules.

Imperative names in the rulebook's words; the journal validates input with these before
decide runs. The live game's commands (``table-...``) are in game/commands.py.
"""

from __future__ import annotations

from marshmallow import Schema, ValidationError, fields, post_load, pre_load, validate, validates_schema

from domain.kernel import CommandSchema, DieSchema, Keyed
from domain.kernel.setup import distinct_players, options_beside

from .. import catalog as catalogs
from ..catalog.builtin import EDITION as BUILTIN_EDITION
from ..options import READINGS

NAME = validate.Length(min=1, max=120)
TEXT = validate.Length(max=4000)


def _names(**kwargs):
    return fields.List(fields.String(validate=NAME), **kwargs)


def _dice(**kwargs):
    return fields.List(fields.Nested(DieSchema), validate=validate.Length(max=200), **kwargs)


class AppRollMixin(Schema):
    roll = fields.String(
        load_default="physical",
        validate=validate.OneOf(["physical", "app"]),
        metadata={"description": "app: the app rolls the dice this step needs"},
    )


# Session Start ---------------------------------------------------------------------------


class ChooseSpotlight(CommandSchema):
    """Session Start 1: the players of this session and the spotlight player (rotated evenly)."""

    players = _names(required=True, validate=validate.Length(min=1, max=4))
    spotlight = fields.String(required=True, validate=NAME)


class RestoreCampaign(CommandSchema):
    """Session Start 2 (years 2-6): the recorded map with its threats, the decks and the archive come back."""


class ChooseScenario(CommandSchema):
    """Session Start 3: an available scenario and its difficulty."""

    scenario = fields.String(required=True, validate=NAME)
    difficulty = fields.String(load_default="standard", validate=validate.OneOf(["standard", "difficult"]))


class WinterChoice(Schema):
    character = fields.String(required=True, validate=NAME)
    choice = fields.String(required=True, validate=validate.OneOf(["rest", "train"]))
    skill = fields.String(validate=NAME, metadata={"description": "option winter_apply=immediately: the skill trained"})
    condition = fields.String(
        validate=NAME, metadata={"description": "option winter_apply=immediately: the condition rested off"}
    )


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
    """Session Start 4 (years 2-6): each idle character rests or trains; reserve actions."""

    choices = fields.List(fields.Nested(WinterChoice), load_default=list, validate=validate.Length(max=10))
    reserve_actions = fields.List(fields.Nested(ReserveAction), load_default=list, validate=validate.Length(max=10))


class ChooseCharacters(CommandSchema):
    """Session Start 5: player -> unlocked character; unspent rest/train years are applied."""

    characters = Keyed(
        "player",
        "character",
        fields.String(validate=NAME),
        required=True,
        metadata={"description": "player -> character"},
    )
    training = Keyed(
        "character",
        "skills",
        _names(),
        load_default=dict,
        metadata={"description": "character -> one skill per unspent training year"},
    )
    resting = Keyed(
        "character",
        "conditions",
        _names(),
        metadata={"description": "character -> conditions removed (default: the oldest)"},
    )


class TakeAbilityCards(CommandSchema):
    """Session Start 6: the level-1 ability is unlocked on standard difficulty."""


class ChooseStartingAssets(CommandSchema):
    """Session Start 7 (years 2-6): archived assets that start completed (skill minus two per skill)."""

    assets = Keyed(
        "character",
        "assets",
        _names(),
        load_default=dict,
        metadata={"description": "character -> archived assets it starts with"},
    )


class AddYearCards(CommandSchema):
    """Session Start 8 (years 2-6): cards of this year and earlier leave the reserve for the decks."""


class PlacedObstacle(Schema):
    name = fields.String(required=True, validate=NAME)
    location = fields.String(required=True, validate=NAME)
    progress = fields.Integer(strict=True, validate=validate.Range(min=0, max=20))
    hindrance = fields.Integer(strict=True, validate=validate.Range(min=0, max=20))


class LocationAsset(Schema):
    """A location's random asset at setup: the card drawn by hand, or a die picking it."""

    location = fields.String(required=True, validate=NAME)
    asset = fields.String(validate=NAME, metadata={"description": "the card drawn at the table"})
    die = fields.Nested(DieSchema, metadata={"description": "a die with as many sides as the cards it picks from"})


class SetUpScenario(AppRollMixin, CommandSchema):
    """Session Start 9: the scenario card's setup (obstacles placed, threat pool, turn die) and
    the setup text of locations on the map (Amber Trade Fair, Undari's Tomb)."""

    obstacles = fields.List(fields.Nested(PlacedObstacle), load_default=list, validate=validate.Length(max=20))
    location_assets = fields.List(fields.Nested(LocationAsset), load_default=list, validate=validate.Length(max=20))
    notes = fields.String(load_default="", validate=TEXT)


class PlaceInitialScene(CommandSchema):
    """Session Start 10: the first scene and the points it needs."""

    location = fields.String(validate=NAME, metadata={"description": "when several locations fit the scene"})


class ShuffleDecks(AppRollMixin, CommandSchema):
    """Session Start 11: shuffle both decks (app dice, entered dice, or by hand)."""

    obstacle_dice = _dice()
    asset_dice = _dice()


class FillStaging(CommandSchema):
    """Session Start 12: two assets per player in the staging area."""

    assets = _names(metadata={"description": "after a physical shuffle: the assets drawn"})


class RollStartingDice(AppRollMixin, CommandSchema):
    """Session Start 13: resource dice for each production token, four action dice each."""

    resources = Keyed(
        "location",
        "dice",
        _dice(),
        load_default=dict,
        metadata={"description": "location -> resource dice (kind = resource)"},
    )
    action_dice = Keyed(
        "character",
        "dice",
        _dice(),
        load_default=dict,
        metadata={"description": "character -> action dice"},
    )


class PlaceCharacters(CommandSchema):
    """Session Start 14: each character's starting location; the game begins."""

    locations = Keyed("character", "location", fields.String(validate=NAME), required=True)


# Session End and Campaign End -----------------------------------------------------------


class EndScenario(CommandSchema):
    """Session End: the scenario's result and the game's summary."""

    result = fields.String(validate=validate.OneOf(["success", "failure"]))
    summary = fields.Dict(metadata={"description": "only without a live table: the game's summary"})


class ImproveSkills(CommandSchema):
    """Session End 1: each character improves its most common skill symbol."""

    choices = Keyed(
        "character",
        "skill",
        fields.String(validate=NAME),
        load_default=dict,
        metadata={"description": "character -> skill, when the most common symbols tie"},
    )


class ArchiveAssets(CommandSchema):
    """Session End 2: completed assets without the play symbol go to the archive."""

    direct = _names(load_default=list, metadata={"description": "assets a scene sends straight to the archive"})


class Burn(Schema):
    asset = fields.String(validate=NAME, allow_none=True)
    obstacle = fields.String(validate=NAME, allow_none=True)


class UpdateDecks(CommandSchema):
    """Session End 3: each player burns one completed asset and one overcome obstacle (by
    character in `burn`, or the cards burned in `burn_assets` and `burn_obstacles`)."""

    burn_assets = _names(validate=validate.Length(max=10), metadata={
        "description": "the completed play assets burned, one per player (instead of burn)"})
    burn_obstacles = _names(validate=validate.Length(max=10), metadata={
        "description": "the overcome obstacles burned, one per player (instead of burn)"})

    burn = Keyed(
        "character",
        None,
        fields.Nested(Burn),
        load_default=dict,
        metadata={"description": "character (one per player) -> the asset and obstacle burned"},
    )


class UpdateThreats(CommandSchema):
    """Session End 4: one threat token leaves every location."""


class MapChange(Schema):
    op = fields.String(
        required=True,
        validate=validate.OneOf(["add-location", "remove-location", "replace-location", "set-production"]),
    )
    location = fields.String(required=True, validate=NAME)
    row = fields.Integer(strict=True)
    col = fields.Integer(strict=True)
    by = fields.String(validate=NAME)
    resource = fields.String(validate=NAME)
    level = fields.String(validate=validate.OneOf(["none", "base", "improved"]))

    # The rule below in JSON Schema, for the OpenAPI document (web/openapi.py merges it in).
    JSON_SCHEMA = {"anyOf": [{"properties": {"op": {"not": {"enum": ["add-location"]}}}}, {"required": ["row", "col"]}]}

    @validates_schema
    def cell_for_new(self, data, **kwargs):
        if data["op"] == "add-location" and ("row" not in data or "col" not in data):
            raise ValidationError("a new location needs its row and col", "row")


class UpdateMap(CommandSchema):
    """Session End 5: new or changed locations on the campaign map."""

    changes = fields.List(fields.Nested(MapChange), load_default=list, validate=validate.Length(max=30))


class UpdateJournals(CommandSchema):
    """Session End 6: the mission, its result and notes in each active character's journal."""

    entries = Keyed("character", "notes", fields.String(validate=TEXT), optional=True, load_default=dict)


class StoreGame(CommandSchema):
    """Session End 7: the year is over."""


class EndCampaign(CommandSchema):
    """Campaign End: after year 6, the campaign score and title."""


class UnlockCharacter(CommandSchema):
    """A scenario or scene unlocks a character."""

    character = fields.String(required=True, validate=NAME)
    reason = fields.String(load_default="", validate=TEXT)


class UnlockReserveAction(CommandSchema):
    """A scene unlocks a winter (reserve) action for a character."""

    character = fields.String(required=True, validate=NAME)
    action = fields.String(required=True, validate=NAME)
    reason = fields.String(load_default="", validate=TEXT)



# The campaign's setup --------------------------------------------------------------------

# One field per reading; the first value is the default (docs/rules-notes.md).
OptionsSchema = Schema.from_dict(
    {
        name: fields.String(
            load_default=values[0], validate=validate.OneOf(values), metadata={"description": " | ".join(values)}
        )
        for name, values in READINGS.items()
    },
    name="OptionsSchema",
)


MAX_GROUP = 12


class SetupSchema(Schema):
    catalog = fields.Dict(metadata={"description": "the campaign's card catalog (docs/sixwinters-catalog.md)"})
    map = fields.Raw(metadata={"description": "custom starting map: {location: {row, col}} or a list of cells"})
    options = fields.Nested(OptionsSchema, load_default=dict)
    players = _names(validate=validate.Length(min=1, max=MAX_GROUP), metadata={
        "description": "the group's players (each year's players are chosen among them)"})
    edition = fields.Integer(validate=validate.Range(min=1, max=BUILTIN_EDITION), metadata={
        "description": "the built-in catalog's edition (recorded at creation: the latest)"})

    @post_load
    def recorded_edition(self, data, **kwargs):
        """A campaign on the built-in catalog records its edition, so later facts never change
        how it replays."""
        if "catalog" not in data and "edition" not in data:
            data["edition"] = BUILTIN_EDITION
        return data

    @pre_load
    def options_may_sit_beside(self, data, **kwargs):
        """The options may also sit beside the other fields ({"knockout": "knocked-out"}), as a
        setup built from the setup document has them."""
        return options_beside(data, READINGS)

    @validates_schema
    def players_differ(self, data, **kwargs):
        distinct_players(data)

    @validates_schema
    def legal_catalog_and_map(self, data, **kwargs):
        catalog = data.get("catalog")
        if not data.get("map") and catalog is not None and not catalog.get("standard_map"):
            raise ValidationError("this catalog has no standard starting map: give a custom map", "map")
        try:
            if catalog is not None:
                catalogs.validate(catalog, "setup catalog")
            if data.get("map"):
                catalogs.validate_layout(catalog or catalogs.builtin(), data["map"], "setup map")
        except catalogs.CatalogError as error:
            raise ValidationError(str(error), "map" if catalog is None else "catalog") from None
