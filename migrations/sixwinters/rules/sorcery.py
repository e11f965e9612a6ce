"""Exploding resource dice (Turns, "Sorcery Resources"; Muster).

Resources whose catalog production is "explode" (sorcery in V24) are rerolled each
refresh. A die that shows 6 (5 or 6 at an improved location) explodes: every
character at the location takes one stress of the player's choice and a new die of
the type is rolled and placed, until one does not explode or the supply is empty.
Dice that the command did not bring wait in `table["explosions"]` for `table-explode`.
"""
from __future__ import annotations

from . import stress
from ..state import supply


def explodes_on(table: dict, loc: dict, rtype: str) -> set:
    """The exploding faces of the type here: the catalog's base faces, or improved ones."""
    improved = any(p["type"] == rtype and p.get("improved") for p in loc["production"])
    return set(table["exploding"][rtype]["improved" if improved else "base"])


def characters_at(table: dict, name: str) -> list[dict]:
    return [char for char in table["characters"].values() if char["location"] == name]


def explosion(table: dict, loc_name: str, choices: dict, outcome: list) -> None:
    """One die exploded: stress to everyone there (player's choice of track)."""
    for char in characters_at(table, loc_name):
        picks = choices.setdefault(char["name"], [])
        track = picks.pop(0) if picks else stress.default_track(char)
        stress.take(table, char, track, 1, outcome)
        outcome.append({"character": char["name"], "stress": track, "cause": "explosion"})


def place_chain(table: dict, loc_name: str, rtype: str, pending: int, roller, choices: dict, outcome: list) -> int:
    """Roll the `pending` new dice (and those they cause); return how many are still owed."""
    loc = table["locations"][loc_name]
    while pending and roller.left() and supply(table).get(rtype, 0) > 0:
        value = roller.need()
        loc["resources"].append({"type": rtype, "value": value})
        pending -= 1
        if value in explodes_on(table, loc, rtype):
            explosion(table, loc_name, choices, outcome)
            pending += 1
    return 0 if supply(table).get(rtype, 0) <= 0 else pending


def owe(table: dict, loc_name: str, rtype: str, count: int) -> None:
    """Remember dice still to roll at a location."""
    if count:
        table.setdefault("explosions", []).append({"location": loc_name, "type": rtype, "count": count})
