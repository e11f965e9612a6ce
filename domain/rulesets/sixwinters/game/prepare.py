"""`prepare(state, command)`: when the table asks the app to roll (`"roll": "app"`), add
exactly the unrolled dice the rules need to the command's empty dice fields; the
journal then rolls them from the committed seed (the app never rolls silently)."""
from __future__ import annotations

import copy

from marshmallow import ValidationError

from .decider import COMMANDS
from .rules import ability_uses, activate, foresight, muster, overcome, placing, refresh, scene, sorcery, trade, turn
from .rules.draws import draw_dice


def _owed(table, command):
    return [{"sides": 6, "kind": "resource"} for _ in range(sorcery.dice_owed_now(table))]


def _new_assets(table, command):
    if table.get("ordered_decks"):
        return []
    return draw_dice(len(table["asset_deck"]), 1, "asset-draw")


def _new_obstacles(table, command):
    if table.get("ordered_decks"):
        return []
    count = table["setup_draws"] if table["step"] == "setup" else table["seasons"][table["season"]]["obstacles"]
    return draw_dice(len(table["obstacle_deck"]), count, "obstacle-draw")


def _threats(table, command):
    return [{"sides": 6, "kind": "threat"} for _ in range(activate.threat_rolls_needed(table, command))]


# command type -> (field, dice maker); a maker returning a dict fills several fields
NEEDS = {
    "table-muster": ("dice", muster.dice_needed), "table-explode": ("dice", _owed),
    "table-trade": ("dice", trade.dice_needed), "table-overcome": ("stress_dice", overcome.dice_needed),
    "table-foresee": ("stress_dice", foresight.dice_needed),
    "table-narrate": ("stress_dice", scene.dice_needed), "table-advance": ("dice", turn.dice_needed),
    "table-ability": ("dice", ability_uses.dice_needed), "table-new-assets": ("draws", _new_assets),
    "table-new-obstacles": ("draws", _new_obstacles), "table-activate": ("threat_rolls", _threats),
    "table-refresh": (None, refresh.dice_needed), "table-open-roll": (None, placing.dice_needed),
}


def _defaults(command: dict) -> dict:
    """The command with its schema defaults, so the dice makers can read every field."""
    schema = COMMANDS[command["type"]].schema()
    try:
        return schema.load(command)
    except ValidationError:  # an invalid command is rejected later by the journal's validation
        return command


def prepare(state: dict, command: dict) -> dict:
    """Insert the dice to roll; commands with entered values are returned unchanged."""
    table = (state or {}).get("table")
    if command.get("roll") != "app" or not table or command.get("type") not in NEEDS:
        return command
    field, maker = NEEDS[command["type"]]
    full = _defaults(command)
    needed = maker(table, full)
    result = copy.deepcopy(command)
    if field is None:
        for name, value in needed.items():
            if not command.get(name):
                result[name] = value
    elif not command.get(field) and not (field == "draws" and command.get("cards")):
        result[field] = needed
    return result
