"""Using an ability: the `table-ability` command (Character Abilities Reference, Asset
Ability Reference). Character cards and assets act by their catalog effect op."""
from __future__ import annotations

from domain.kernel import RuleViolation

from . import grid, stress
from .abilities import put_die, take_die
from .dice import Roller
from .move import entering
from ..guards import require_step, require_supply
from ..state import ACTION, character, used_this_turn


def _effect(table, char, name):
    if name in char["abilities"]:
        return char["ability_facts"][name]["effect"]
    if name in char["completed"]:
        return table["cards"]["assets"].get(name, {}).get("effect") or {}
    raise RuleViolation("sixwinters.ability.unlocked", f"{name} is neither an unlocked ability nor a completed asset of {char['name']}")


def _new_value(table, char, data, value):
    die = take_die(table, char, data["die"])
    if not 1 <= value <= 6:
        raise RuleViolation("sixwinters.dice.value", f"a die cannot show {value}")
    put_die(table, char, {**die, "value": value})
    return {"die": die, "now": value}


def flip(table, char, data, effect):
    """Thea: the die turns to its opposite face (1<->6, 2<->5, 3<->4)."""
    return _new_value(table, char, data, 7 - (data["die"] or {}).get("value", 0))


def lower(table, char, data, effect):
    """Fuscus: the die shows one lower."""
    return _new_value(table, char, data, (data["die"] or {}).get("value", 0) - 1)


def set_value(table, char, data, effect):
    """Menas: a die of the type at his location to any value; Baron Barksalot, Dream Moth: one face to another."""
    die = data["die"] or {}
    if effect.get("resource") and die.get("type") != effect["resource"]:
        raise RuleViolation("sixwinters.ability.type", f"this ability sets a {effect['resource']} die")
    if "from" in effect:
        if die.get("value") != effect["from"]:
            raise RuleViolation("sixwinters.ability.value", f"this ability turns a {effect['from']}")
        return _new_value(table, char, data, effect["to"])
    if data["value"] is None:
        raise RuleViolation("sixwinters.ability.value", "say the new value")
    return _new_value(table, char, data, data["value"])


def split(table, char, data, effect):
    """Keel: a die of the type becomes two of the type summing to its value."""
    die = take_die(table, char, data["die"])
    if effect.get("resource") and die["type"] != effect["resource"]:
        raise RuleViolation("sixwinters.ability.type", f"this ability splits a {effect['resource']} die")
    if len(data["values"]) != effect.get("into", 2) or sum(data["values"]) != die["value"]:
        raise RuleViolation("sixwinters.ability.split", f"split a {die['value']} into {effect.get('into', 2)} dice summing to it")
    require_supply(table, die["type"], len(data["values"]))
    for value in data["values"]:
        put_die(table, char, {"type": die["type"], "value": value})
    return {"die": die, "into": data["values"]}


def convert(table, char, data, effect):
    """A die of one type becomes a die of another type with the same value."""
    die = take_die(table, char, data["die"])
    if die["type"] != effect.get("from"):
        raise RuleViolation("sixwinters.ability.type", f"this ability converts a {effect.get('from')} die")
    require_supply(table, effect["to"])
    put_die(table, char, {"type": effect["to"], "value": die["value"]})
    return {"die": die, "to": effect["to"]}


def move_adjacent(table, char, data, effect):
    """Menas: to an adjacent location, free, whatever the movement penalties."""
    if data["to"] not in grid.adjacent(table, char["location"]):
        raise RuleViolation("sixwinters.move.orthogonal", f"{data['to']} is not adjacent to {char['location']}")
    outcome: list = []
    char["location"] = data["to"]
    entering(table, char, table["locations"][data["to"]], outcome)
    return {"to": data["to"], "events": outcome}


def _roll_action(table, char, data, count):
    require_supply(table, ACTION, count)
    roller = Roller(data["dice"], "action")
    rolled = [roller.need() for _ in range(count)]
    roller.done()
    char["action_dice"].extend(rolled)
    return rolled


def gain_action(table, char, data, effect):
    """Fuscus: spend the three stashed dice for one new action die, rolled."""
    held = char["stashes"].get(data["ability"]) or []
    if len(held) < len(char["ability_facts"][data["ability"]]["stash"]):
        raise RuleViolation("sixwinters.stash.full", f"{data['ability']} needs all its boxes filled")
    char["stashes"][data["ability"]] = []
    return {"spent": held, "rolled": _roll_action(table, char, data, 1)}


def stress_for_dice(table, char, data, effect):
    """Thedda's Palimpsest: one psyche stress for two action dice, rolled."""
    outcome: list = []
    rolled = _roll_action(table, char, data, effect.get("dice", 2))
    stress.take(table, char, effect.get("stress", "psyche"), 1, outcome)
    return {"rolled": rolled, "events": outcome}


def trade_stash(table, char, data, effect):
    """Ilko the General: two stashed 5s become three 3s of the same type."""
    held = char["stashes"].get(data["ability"]) or []
    if len(held) < effect.get("stash", 2) or len({d["type"] for d in held}) != 1:
        raise RuleViolation("sixwinters.stash.full", f"{data['ability']} needs its stash full of dice of one type")
    char["stashes"][data["ability"]] = []
    require_supply(table, held[0]["type"], effect["get"] - len(held))
    for _ in range(effect["get"]):
        put_die(table, char, {"type": held[0]["type"], "value": effect["get_value"]})
    return {"spent": held}


HANDLERS = {"flip-die": flip, "lower-die": lower, "set-value": set_value, "split-die": split,
            "convert": convert, "move-adjacent": move_adjacent, "gain-action-die": gain_action,
            "stress-for-action-dice": stress_for_dice, "exchange-dice": trade_stash, "change-value": set_value}


def run(table: dict, data: dict) -> dict:
    """Use an unlocked ability or completed asset once this turn."""
    require_step(table, "actions")
    char = character(table, data["character"])
    effect = _effect(table, char, data["ability"])
    handler = HANDLERS.get(effect.get("op"))
    if handler is None:
        raise RuleViolation("sixwinters.ability.manual",
                            f"{data['ability']} works inside another action or is not modelled: use adjust with card {data['ability']!r}")
    used_this_turn(char, data["ability"])
    return handler(table, char, data, effect)


