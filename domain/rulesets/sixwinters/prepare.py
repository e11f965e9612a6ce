"""The dice the app rolls when the table asks it to ("roll": "app"): the campaign's shuffles,
starting dice and scenario setup, and the live game's rolls (game/prepare.py)."""
from __future__ import annotations

import json

from domain.kernel import canonical_json

from .campaign.rules import opening, scenario_setup, shuffle
from .game.decider import COMMANDS as TABLE_COMMANDS
from .game.prepare import prepare as prepare_table

PREPARERS = {"shuffle-decks": shuffle.prepare_shuffle, "roll-starting-dice": opening.prepare_dice,
             "set-up-scenario": scenario_setup.prepare_setup}


def prepare(state: dict, command: dict) -> dict:
    """Add the unrolled dice an app roll needs ("roll": "app").

    The prepared command comes back with its keys in canonical (sorted) order: the journal
    stores commands as canonical JSON and checks that the app's dice appear in the stored
    command in the order they were rolled."""
    kind = command["type"]
    if kind in PREPARERS and command.get("roll") == "app":
        return _canonical(PREPARERS[kind](state, command))
    table = state.get("table")
    if kind in TABLE_COMMANDS and table and not table.get("fallback"):
        return _canonical(prepare_table(state, command))
    return command


def _canonical(command: dict) -> dict:
    return json.loads(canonical_json(command))
