"""The turn's order and time (Turns; Advance Time): end of the actions step with the
momentum saves, and the season and turn tracker."""
from __future__ import annotations


from domain.kernel import RuleViolation

from .dice import Roller
from ..guards import require_step
from ..state import character, lose, take_value

STEPS = ["actions", "refresh", "new-assets", "activate", "new-obstacles", "advance"]


def next_step(table: dict) -> None:
    table["step"] = STEPS[(STEPS.index(table["step"]) + 1) % len(STEPS)]


def momentum_slots(table: dict, char: dict) -> int:
    """One save per momentum slot on the mat and on completed assets (Turns, Actions)."""
    extra = sum(table["cards"]["assets"].get(a, {}).get("momentum", 0) for a in char["completed"])
    return char["momentum_slots"] + extra


def run_end_actions(table: dict, data: dict) -> dict:
    """Players are done: each saves up to one die per momentum slot; other unspent dice return."""
    require_step(table, "actions")
    for name in data["save"]:
        character(table, name)
    for char in table["characters"].values():
        saved = list(data["save"].get(char["name"], []))
        if len(saved) > momentum_slots(table, char):
            raise RuleViolation("sixwinters.momentum.slots", f"{char['name']} has {momentum_slots(table, char)} momentum slots")
        for value in saved:
            take_value(char["action_dice"], value, "unspent action die")
        char["momentum"], char["action_dice"] = saved, []
    next_step(table)
    return {}


def season(table: dict) -> dict:
    return table["seasons"][table["season"]]


def needs_roll(table: dict) -> bool:
    low, high = season(table)["turns"]
    return low <= table["turn"] < high


def run_advance(table: dict, data: dict) -> dict:
    """Last turn of the season: next season, turn 1 (after fall: the players lose). A
    ranged season rolls from its lower number on: 1-3 advances."""
    require_step(table, "advance")
    high = season(table)["turns"][1]
    roller = Roller(data["dice"], "advance")
    ends = table["turn"] >= high or (needs_roll(table) and roller.need() <= 3)
    roller.done()
    if ends and table["season"] + 1 >= len(table["seasons"]):
        lose(table, "time ran out after the last season")
        return {"season_ended": True}
    if ends:
        table["season"] += 1
        table["turn"] = 1
    else:
        table["turn"] += 1
    table["turns_played"] += 1
    next_step(table)
    return {"season_ended": ends}


