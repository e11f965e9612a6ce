"""The dice the app rolls when the table asks it to ("roll": "app"): the campaign's shuffles,
starting dice and scenario setup, and the live game's rolls (game/prepare.py)."""
from __future__ import annotations


from .campaign.rules import opening, scenario_setup, shuffle
from .game.decider import COMMANDS as TABLE_COMMANDS
from .game.prepare import prepare as prepare_table

PREPARERS = {"shuffle-decks": shuffle.prepare_shuffle, "roll-starting-dice": opening.prepare_dice,
             "set-up-scenario": scenario_setup.prepare_setup}


def prepare(state: dict, command: dict) -> dict:
    """Add the unrolled dice an app roll needs ("roll": "app"). The journal puts the prepared
    command in the form it stores (json_text.stored_form) before any die is rolled, so the
    app's dice are numbered in the order the stored command holds them."""
    kind = command["type"]
    if kind in PREPARERS and command.get("roll") == "app":
        return PREPARERS[kind](state, command)
    table = state.get("table")
    if kind in TABLE_COMMANDS and table and not table.get("fallback"):
        return prepare_table(state, command)
    return command

