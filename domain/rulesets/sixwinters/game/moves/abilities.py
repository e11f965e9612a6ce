"""Using an ability as moves (`table-ability`; Character Abilities Reference, Asset Ability
Reference): each unlocked ability card or completed asset the rules model, not used yet this
turn, with the dice it may work on and the values it may give (rules/ability_uses.py)."""
from __future__ import annotations

from domain.kernel.moves import Move, by, case_key, choices, dice, fixed, integer, physical, roll

from ..rules import grid
from ..rules.ability_uses import HANDLERS
from ..state import ACTION
from .actions import per_character
from .common import dice_here, left_in_supply

SIDES = 6
FACES = range(1, SIDES + 1)


def _ability(game, table, name, char):
    """One move per ability card or asset the character can use now."""
    moves = []
    for card_name, effect in _usable(table, char).items():
        fields = OPS[effect["op"]](table, char, card_name, effect)
        if fields is not None:
            moves.append(Move("table-ability", f"{name} uses {card_name}", group="Abilities",
                              fields={"character": fixed(name), "ability": fixed(card_name), **fields}))
    return moves


def _usable(table: dict, char: dict) -> dict:
    """Abilities first, then completed assets (an ability's name wins, as the rule reads it)."""
    found = {}
    for card_name in char["abilities"]:
        found[card_name] = char["ability_facts"][card_name]["effect"]
    for card_name in char["completed"]:
        if card_name not in found:
            found[card_name] = (table["cards"]["assets"].get(card_name) or {}).get("effect") or {}
    return {n: e for n, e in found.items() if e.get("op") in HANDLERS and n not in char["used"]}


def _dice(table, char, effect, test=lambda die: True):
    resource = effect.get("resource")
    return [d for d in dice_here(table, char) if (not resource or d["type"] == resource) and test(d)]


def _flip(table, char, card_name, effect):
    found = _dice(table, char, effect)
    return {"die": choices(found)} if found else None


def _lower(table, char, card_name, effect):
    found = _dice(table, char, effect, lambda d: d["value"] > 1)
    return {"die": choices(found)} if found else None


def _set_value(table, char, card_name, effect):
    if "from" in effect:
        found = _dice(table, char, effect, lambda d: d["value"] == effect["from"])
        return {"die": choices(found)} if found else None
    found = _dice(table, char, effect)
    return {"die": choices(found), "value": integer(1, SIDES)} if found else None


def _split(table, char, card_name, effect):
    into = effect.get("into", 2)
    ways = {}
    for die in _dice(table, char, effect):
        room = left_in_supply(table, die["type"]) + 1
        splits = [list(pick) for pick in _sums(die["value"], into)] if room >= into else []
        if splits:
            ways[case_key(die)] = (die, splits)
    if not ways:
        return None
    return {"die": choices([die for die, _ in ways.values()]),
            "values": by("die", {key: choices(splits) for key, (_, splits) in ways.items()})}


def _sums(total: int, parts: int):
    """Faces (1-6), `parts` of them, summing to `total`, smallest first."""
    if parts == 1:
        if 1 <= total <= 6:
            yield (total,)
        return
    for first in range(1, 7):
        for rest in _sums(total - first, parts - 1):
            if first <= rest[0]:
                yield (first, *rest)


def _convert(table, char, card_name, effect):
    if left_in_supply(table, effect["to"]) < 1:
        return None
    found = [d for d in dice_here(table, char) if d["type"] == effect.get("from")]
    return {"die": choices(found)} if found else None


def _move_adjacent(table, char, card_name, effect):
    near = grid.adjacent(table, char["location"])
    return {"to": choices(near)} if near else None


def _roll_action(count: int) -> dict:
    return {"roll": roll(), "dice": physical(dice(6, ACTION, count, count))}


def _gain_action(table, char, card_name, effect):
    held = char["stashes"].get(card_name) or []
    if len(held) < len(char["ability_facts"].get(card_name, {}).get("stash", [])) or not held \
            or left_in_supply(table, ACTION) + len([d for d in held if d.get("type", ACTION) == ACTION]) < 1:
        return None
    return _roll_action(1)


def _stress_for_dice(table, char, card_name, effect):
    count = effect.get("dice", 2)
    return _roll_action(count) if left_in_supply(table, ACTION) >= count else None


def _exchange(table, char, card_name, effect):
    held = char["stashes"].get(card_name) or []
    if len(held) < effect.get("stash", 2) or len({d["type"] for d in held}) != 1:
        return None
    if left_in_supply(table, held[0]["type"]) + len(held) < effect["get"] - len(held):
        return None
    return {}


OPS = {"flip-die": _flip, "lower-die": _lower, "set-value": _set_value, "change-value": _set_value,
       "split-die": _split, "convert": _convert, "move-adjacent": _move_adjacent, "gain-action-die": _gain_action,
       "stress-for-action-dice": _stress_for_dice, "exchange-dice": _exchange}

ability = per_character(_ability)
