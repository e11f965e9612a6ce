"""Reading and changing the table dict (Six Winters, the live game of one year).

Every function here works on a table that the caller already copied (evolve copies
once per event), so helpers may change it in place. The finite dice supply is
never stored: it is the totals minus the dice counted in play (Components,
"Resource Dice": a die not in the supply cannot come into play).
"""
from __future__ import annotations

from domain.kernel import RuleViolation

ACTION = "action"


def character(table: dict, name: str) -> dict:
    """The character's table entry, or a rule violation naming the characters in play."""
    chars = table["characters"]
    if name not in chars:
        raise RuleViolation("sixwinters.table.character", f"{name!r} is not in this game; in play: {', '.join(chars)}")
    return chars[name]


def location(table: dict, name: str) -> dict:
    """The location's table entry, or a rule violation."""
    if name not in table["locations"]:
        raise RuleViolation("sixwinters.table.location", f"{name!r} is not a location on the map")
    return table["locations"][name]


def here(table: dict, name: str) -> dict:
    """The location where a character stands."""
    return location(table, character(table, name)["location"])


def take_value(values: list, value: int, what: str) -> None:
    """Remove one die showing `value` from a list of values (in place)."""
    if value not in values:
        raise RuleViolation("sixwinters.dice.missing", f"no {what} showing {value} (there are {sorted(values)})")
    values.remove(value)


def take_resource(dice: list, rtype: str, value: int, where: str) -> dict:
    """Remove one resource die of a type and value from a list of dice (in place)."""
    for index, die in enumerate(dice):
        if die["type"] == rtype and die["value"] == value:
            return dice.pop(index)
    raise RuleViolation("sixwinters.dice.missing", f"no {rtype} die showing {value} at {where}")


def _stashed(table: dict):
    for char in table["characters"].values():
        for dice in char["stashes"].values():
            yield from dice
        for asset in char["in_progress"]:
            yield from (die for die in asset["slots"] if die)


def dice_in_play(table: dict) -> dict:
    """How many dice of each kind ('action' or a resource type) are on the table."""
    counts = {kind: 0 for kind in table["dice_totals"]}
    for char in table["characters"].values():
        counts[ACTION] += len(char["action_dice"]) + len(char["momentum"])
    for loc in table["locations"].values():
        for die in loc["resources"]:
            counts[die["type"]] += 1
    for die in _stashed(table):
        counts[die.get("type", ACTION)] += 1
    return counts


def supply(table: dict) -> dict:
    """Dice left in the supply per kind."""
    used = dice_in_play(table)
    return {kind: total - used[kind] for kind, total in table["dice_totals"].items()}


def used_this_turn(char: dict, card: str) -> None:
    """Most abilities work once per turn (Actions; rotate the card when used)."""
    if card in char["used"]:
        raise RuleViolation("sixwinters.ability.once", f"{card} was already used this turn")
    char["used"].append(card)


def lose(table: dict, reason: str) -> None:
    """The players lose the scenario at once (Threats, Advance Time, knocked out)."""
    if not table.get("result"):
        table["result"] = "lost"
        table["loss_reason"] = reason


def card(table: dict, deck: str, name: str) -> dict:
    """Facts of an obstacle or asset card copied into the table when it opened."""
    facts = table["cards"][deck].get(name)
    if facts is None:
        raise RuleViolation("sixwinters.table.card", f"{name!r} is not a known {deck[:-1]} card in this game")
    return facts


def tokens_left(table: dict, kind: str) -> int:
    """Progress or hindrance cubes still in the box (Components: 12 of each; the rulebook does
    not say what happens when they run out, so no more are placed)."""
    total = table.get("token_totals", {}).get(kind, 12)
    return total - sum(o[kind] for loc in table["locations"].values() for o in loc["obstacles"])


def add_tokens(table: dict, obs: dict, kind: str, count: int) -> int:
    """Place up to `count` tokens of a kind on an obstacle; returns how many were placed."""
    placed = max(0, min(count, tokens_left(table, kind)))
    obs[kind] += placed
    return placed
