"""Campaign options: where the V24.0 rulebook reads two ways, the group picks one at setup.

The default is always the detailed procedure text; docs/rules-notes.md lists each reading
(R-numbers below) with the passages that disagree.
"""

from __future__ import annotations

# option -> (default, other readings...)
READINGS = {
    # R1: "Add Obstacles and Assets" is step 8 in the numbered list but comes after
    # "Place Initial Scene" in the detailed text.
    "add_cards_order": ("detailed", "list"),
    # R2: rest/train years are written down in the winter phase and applied when the
    # character is next chosen (Choose Characters) - or applied at once in the winter phase.
    "winter_apply": ("when-chosen", "immediately"),
    # R3: after year 6 the Campaign End replaces the Session End ("instead") - or the
    # seven steps run first so year 6's assets reach the archive before scoring.
    "final_session_end": ("campaign-end-only", "full"),
    # R4: a successful difficult mission scores 10 instead of 7, an improved production 3
    # instead of 2 - or the higher value is added to the lower one.
    "scoring_tiers": ("instead", "additional"),
    # R5: resting removes one condition per year (Choose Characters) - or a year without a
    # scenario clears every condition (Conditions: "recover by not undertaking a scenario").
    "condition_recovery": ("one-per-rest-year", "all-when-idle"),
    # R6: the spotlight is shared "as evenly as possible": a player with the fewest
    # spotlights so far must take it - or the group chooses freely.
    "spotlight_rotation": ("even", "free"),
    # Live game readings, read by the table (table/readings.py) when it opens:
    # R7: a track at zero gives a condition and resets both tracks (Overcome Obstacle,
    # "Apply Stress to Character") - or the character is knocked out and the players lose
    # (Components, "Stress").
    "knockout": ("condition", "knocked-out"),
    # R8: port to port costs one movement point (Actions, "Move") - or one action die
    # (Location Cards, "Location Effect Icon").
    "port_cost": ("movement-point", "action-die"),
    # R9: saved momentum dice unlock the next ability at a total of at least the mat's
    # "12+" (Unlocking Character Cards example) - or only above it (Turns, "Refresh").
    "momentum_threshold": ("at-least", "higher-than"),
    # R10: each location an obstacle moves uses one activation (Activate Obstacles steps 2
    # and 4) - or it moves one location per remaining activation and keeps them (step 3).
    "obstacle_movement": ("uses-activations", "free"),
    # R11: Thea's third ability as the card says (The Conciliator: a stability die becomes
    # diplomacy) - or as the Character Abilities Reference says (a stashed die for defense).
    "conciliator": ("card", "reference"),
    # R12: conditions "reduce a character's effectiveness" (Components, "Conditions") without
    # saying how: recorded only - or a house effect, each condition lowering the starting
    # level of its stress track by one while it lasts.
    "condition_effect": ("none", "lower-track"),
    # R13: the Ritual of Cleaving winter action has no written effect (the scene that unlocks
    # it only names it): it clears one curse (the catalog's reading) - or the table decides
    # and enters the effect with `adjust`.
    "ritual_of_cleaving": ("clear-curse", "by-table"),
    # Not a reading: "table" records the game move by move (table/); "summary" records only
    # the campaign level, and end-scenario brings the game's summary.
    "record_play": ("table", "summary"),
}


def defaults() -> dict:
    """Every option at its default reading."""
    return {name: values[0] for name, values in READINGS.items()}


LATER_OPTIONS = ("condition_effect", "ritual_of_cleaving")
FIRST_EDITION_READINGS = tuple(name for name in READINGS if name not in LATER_OPTIONS)


def resolve(given: dict | None, edition: int | None = None) -> dict:
    """Defaults overlaid with the group's choices (unknown names are refused by the setup
    schema). A campaign of the catalog's first edition gets the defaults of the readings it
    knew, so it replays as it was recorded."""
    known = defaults() if edition != 1 else {name: defaults()[name] for name in FIRST_EDITION_READINGS}
    return {**known, **(given or {})}
