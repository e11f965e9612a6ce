"""Muster (Actions, "Muster"): three movement points for a new resource die or rerolls."""
from __future__ import annotations


from domain.kernel import RuleViolation

from . import sorcery
from .dice import Roller
from ..guards import require_step, require_supply
from ..state import character, here, take_resource, take_value
from .move import spend_move

COST = 3


def _new_resource(table, char, data, outcome):
    loc = here(table, char["name"])
    types = [p["type"] for p in loc["production"]]
    rtype = data.get("resource") or (types[0] if types else None)
    if rtype not in types:
        raise RuleViolation("sixwinters.muster.production", f"{char['location']} does not produce {rtype or 'resources'}")
    require_supply(table, rtype)
    roller = Roller(data["dice"], "muster")
    if rtype not in table["exploding"]:
        loc["resources"].append({"type": rtype, "value": roller.need()})
    else:
        owed = sorcery.place_chain(table, char["location"], rtype, 1, roller, data["stress"], outcome)
        sorcery.owe(table, char["location"], rtype, owed)
    roller.done()


def _reroll_action(char, data):
    chosen = data["reroll"] if data.get("reroll") is not None else list(char["action_dice"])
    roller = Roller(data["dice"], "reroll")
    for value in chosen:
        take_value(char["action_dice"], value, "unspent action die")
    char["action_dice"].extend(roller.need() for _ in chosen)
    roller.done()


def _reroll_resources(table, char, data):
    loc = here(table, char["name"])
    chosen = data["reroll"] if data.get("reroll") is not None else [dict(d) for d in loc["resources"]]
    roller = Roller(data["dice"], "reroll")
    taken = [take_resource(loc["resources"], d["type"], d["value"], char["location"]) for d in chosen]
    loc["resources"].extend({"type": d["type"], "value": roller.need()} for d in taken)
    roller.done()


def run(table: dict, data: dict) -> dict:
    """Spend 3 movement points: roll a resource die of the location's type (sorcery may
    explode, with stress), or reroll unspent action dice, or the location's resource dice."""
    require_step(table, "actions")
    char = character(table, data["character"])
    spend_move(char, COST)
    outcome: list = []
    if data["mode"] == "resource":
        _new_resource(table, char, data, outcome)
    elif data["mode"] == "reroll-action":
        _reroll_action(char, data)
    else:
        _reroll_resources(table, char, data)
    return {"events": outcome}


def run_explode(table: dict, data: dict) -> dict:
    """Roll the sorcery dice owed by earlier explosions (one command per die or several)."""
    if not table.get("explosions"):
        raise RuleViolation("sixwinters.sorcery.none", "no sorcery die is waiting to be rolled")
    roller, outcome, choices = Roller(data["dice"], "explosion"), [], data["stress"]
    while table["explosions"] and roller.left():
        entry = table["explosions"].pop(0)
        owed = sorcery.place_chain(table, entry["location"], entry["type"], entry["count"], roller, choices, outcome)
        if owed:
            table["explosions"].insert(0, {**entry, "count": owed})
    roller.done()
    if not table["explosions"]:
        table.pop("explosions")
    return {"events": outcome}

