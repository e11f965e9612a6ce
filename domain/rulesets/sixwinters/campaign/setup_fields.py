"""The questions of a new Six Winters campaign (rulebook "Campaign Setup"): the group's
players, and each rule reading the group may choose (docs/rules-notes.md; the first value is
the default). The catalog is chosen beside the setup; the built-in map is used."""
from __future__ import annotations

from domain.kernel.moves import Field, asked, choices, texts
from domain.kernel.setup import numbered_names

from ..options import READINGS
from .commands import MAX_GROUP, NAME

# option -> (the question, one sentence per reading in options.READINGS' order), in the
# rulebook's words where it has them (docs/rules-notes.md, R1 to R13)
SAID = {
    "add_cards_order": ("When are the year's obstacles and assets added (Session Start)?", (
        "As the detailed text has it: Add Obstacles and Assets after Place Initial Scene.",
        "As the numbered list has it: \"8. Add Obstacles and Assets\" before \"9. Scenario Setup\".")),
    "winter_apply": ("When do resting and training take effect?", (
        "Written down in the Winter Phase; \"apply any unspent training and resting years\" when the "
        "character is next chosen.",
        "At once, in the Winter Phase.")),
    "final_session_end": ("What follows year 6?", (
        "\"At the end of year 6, move on to the Campaign End instead\" of the Session End.",
        "The Session End steps first, so year 6's assets reach the archive, then the Campaign End.")),
    "scoring_tiers": ("Campaign Scoring: are the higher scores instead of or on top of the lower?", (
        "Instead: a successful difficult mission scores 10, an improved resource capability 3.",
        "Additional: a difficult success also scores as a success (17), an improved capability as a "
        "capability (5).")),
    "condition_recovery": ("How do characters recover from conditions?", (
        "\"For each year spent resting, remove one condition.\"",
        "\"Characters recover by not undertaking a scenario for a year\": every condition of an idle "
        "character clears.")),
    "spotlight_rotation": ("How is the spotlight shared?", (
        "\"As evenly as possible\": it goes to a player with the fewest spotlights so far.",
        "The group chooses freely.")),
    "knockout": ("What happens when a stress track reaches zero?", (
        "The character \"immediately take[s] a condition and reset[s] their stress levels to their "
        "starting amounts\".",
        "The character is knocked out \"for the rest of the game\" and \"the players lose\".")),
    "port_cost": ("What does a move from port to port cost?", (
        "\"One movement point\" (Actions, Move).",
        "\"One action die\" (Location Cards, Location Effect Icon).")),
    "momentum_threshold": ("When does saved momentum unlock the next ability (the mat's \"12+\")?", (
        "\"A total greater than or equal to 12\", as the Unlocking Character Cards example says.",
        "Only a total \"higher than the indicated total\": 13 or more.")),
    "obstacle_movement": ("Do the locations an obstacle moves use its activations?", (
        "Yes: \"remaining activations are used first for movement and then for the activation effect\".",
        "No: it moves \"one adjacent location for each activation remaining\" and keeps them for the "
        "effect.")),
    "conciliator": ("What does Thea's third ability, The Conciliator, do?", (
        "As the card says: a stability die becomes a diplomacy die of the same value.",
        "As the Character Abilities Reference says: the stashed stability die may be spent \"when "
        "overcoming an obstacle or defending against stress\".")),
    "condition_effect": ("How do conditions \"reduce a character's effectiveness\"? The rulebook does not "
                         "say.", (
        "Recorded on the sheet only, with no effect at the table.",
        "A house rule: each Wounded lowers the body track's starting level by one, each Shattered the "
        "psyche track's, while it lasts.")),
    "ritual_of_cleaving": ("What does the Ritual of Cleaving winter action do? The rulebook does not say.", (
        "It clears one curse (the catalog's reading).",
        "Recorded without an effect; the group applies it by hand, as a correction.")),
    "record_play": ("How is each game recorded?", (
        "Move by move on the live table.",
        "Only the campaign level: the game's summary is entered when the scenario ends.")),
}


def setup_fields(catalog: dict | None = None) -> dict[str, Field]:
    """The questions; ValueError for a catalog without a standard map (its campaigns need a
    custom map, which is drawn, not picked: `journal campaign new --setup` with a "map")."""
    if catalog is not None and not catalog.get("standard_map"):
        raise ValueError("this catalog has no standard starting map: a campaign with it needs a custom map "
                         "(docs/sixwinters-catalog.md), which no list of choices can offer")
    fields: dict[str, Field] = {"players": texts(min=1, max=MAX_GROUP, length=NAME.max,
                                                 default=numbered_names("Player", MAX_GROUP))}
    for name, values in READINGS.items():
        question, readings = SAID[name]
        fields[name] = asked(choices(list(values)), question, readings)
    return fields
