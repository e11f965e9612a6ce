"""Session Start steps 13 and 14 when the campaign left them to the table: the first
roll of resource and action dice, and placing the characters."""
from __future__ import annotations


from domain.kernel import RuleViolation

from . import sorcery
from .dice import Roller
from ..state import character, location

STARTING_ACTION_DICE = 4


def _require_placing(table):
    if table["step"] != "placing":
        raise RuleViolation("sixwinters.turn.order", "characters are placed and first dice rolled only before the first turn")


def _ready(table):
    if all(c["location"] and c["action_dice"] for c in table["characters"].values()):
        table["step"] = "actions"


def run_place(table: dict, data: dict) -> dict:
    """Each player places their character at any location (step 14)."""
    _require_placing(table)
    location(table, data["location"])
    character(table, data["character"])["location"] = data["location"]
    _ready(table)
    return {}


def opening_needs(table: dict) -> dict:
    """One die per production token, two for improved ones (step 13)."""
    needs = {}
    for name, loc in table["locations"].items():
        for prod in loc["production"]:
            needs.setdefault(name, []).extend([prod["type"]] * (2 if prod.get("improved") else 1))
    return needs


def run_open_roll(table: dict, data: dict) -> dict:
    """Resource dice on producing locations (exploding dice explode, without stress:
    nobody stands there yet) and four action dice per player."""
    _require_placing(table)
    if any(c["action_dice"] for c in table["characters"].values()):
        raise RuleViolation("sixwinters.open.once", "the first dice were already rolled")
    for name in data["resources"]:
        location(table, name)
    for name, types in opening_needs(table).items():
        roller = Roller(data["resources"].get(name), f"{name} resource")
        loc = table["locations"][name]
        for rtype in types:
            loc["resources"].append({"type": rtype, "value": roller.need()})
            if rtype in table["exploding"] and loc["resources"][-1]["value"] in sorcery.explodes_on(table, loc, rtype):
                sorcery.owe(table, name, rtype, sorcery.place_chain(table, name, rtype, 1, roller, {}, []))
        roller.done()
    for char in table["characters"].values():
        roller = Roller(data["action_dice"].get(char["name"]), f"{char['name']} action")
        char["action_dice"] = [roller.need() for _ in range(STARTING_ACTION_DICE)]
        roller.done()
    _ready(table)
    return {}


