"""Character and asset abilities (Character Abilities Reference, Asset Ability Reference).

Abilities act by their catalog effect op. Each use is once per turn (the card is rotated).
Dice stashes hold dice until spent; stashed dice never go back to the location,
except from Cart and Xeph Stronghand the Porter.
"""
from __future__ import annotations


from domain.kernel import RuleViolation

from ..guards import require_step
from .move import spend_move
from ..state import ACTION, character, here, take_resource, take_value, used_this_turn

CARRY = "carry"  # Cart, Xeph: dice may go back to the location


def asset_stash(table: dict, name: str):
    """Stash boxes of an asset from its catalog effect, with the movement cost to load one:
    carry (capacity, cost_movement), exchange-dice (Ilko: two 5s), a stash list."""
    effect = (table["cards"]["assets"].get(name) or {}).get("effect") or {}
    if effect.get("op") == CARRY:
        return ["resource"] * effect.get("capacity", 1), effect.get("cost_movement", 1)
    if effect.get("op") == "exchange-dice":
        return [f"any{effect.get('give_value', 5)}"] * effect.get("stash", 2), 0
    if effect.get("stash"):
        return list(effect["stash"]), 0
    return None


def take_die(table: dict, char: dict, ref: dict) -> dict:
    """Remove the named die (unspent action die or resource at the location)."""
    if ref is None:
        raise RuleViolation("sixwinters.ability.die", "name the die the ability works on")
    if ref["type"] == ACTION:
        take_value(char["action_dice"], ref["value"], "unspent action die")
        return {"type": ACTION, "value": ref["value"]}
    return take_resource(here(table, char["name"])["resources"], ref["type"], ref["value"], char["location"])


def put_die(table: dict, char: dict, die: dict) -> None:
    if die["type"] == ACTION:
        char["action_dice"].append(die["value"])
    else:
        here(table, char["name"])["resources"].append({"type": die["type"], "value": die["value"]})


def _boxes(table, char, name):
    if name in char["completed"] and asset_stash(table, name):
        return asset_stash(table, name)
    if name not in char["abilities"]:
        raise RuleViolation("sixwinters.ability.unlocked", f"{name} is not an unlocked ability of {char['name']}")
    boxes = char["ability_facts"][name]["stash"]
    if not boxes:
        raise RuleViolation("sixwinters.ability.stash", f"{name} holds no dice")
    return boxes, 0


def _fits(box: str, die: dict) -> bool:
    if box.startswith("any") and box[3:].isdigit():
        return die["value"] == int(box[3:])
    return box in ("any", die["type"]) or (box == "resource" and die["type"] != ACTION)


def run_stash(table: dict, data: dict) -> dict:
    """Put a die on a stash box (free for abilities; Cart and Xeph cost a movement point)."""
    require_step(table, "actions")
    char = character(table, data["character"])
    boxes, cost = _boxes(table, char, data["card"])
    held = char["stashes"].setdefault(data["card"], [])
    if data["unload"]:
        effect = (table["cards"]["assets"].get(data["card"]) or {}).get("effect") or {}
        if effect.get("op") != CARRY or data["card"] not in char["completed"]:
            raise RuleViolation("sixwinters.stash.locked", "stashed dice may not return to the location")
        die = take_resource(held, data["die"]["type"], data["die"]["value"], data["card"])
        put_die(table, char, die)
        return {}
    if len(held) >= len(boxes):
        raise RuleViolation("sixwinters.stash.full", f"{data['card']} holds {len(boxes)} dice")
    if cost and data["die"]["type"] == ACTION:
        raise RuleViolation("sixwinters.stash.resource", f"{data['card']} carries resource dice")
    die = take_die(table, char, data["die"])
    free = list(boxes)
    for other in held:
        free.remove(next(b for b in free if _fits(b, other)))
    if not any(_fits(b, die) for b in free):
        raise RuleViolation("sixwinters.stash.type", f"a {die['type']} {die['value']} does not fit {data['card']}")
    if cost:
        spend_move(char, cost)
    held.append(die)
    return {}


def spend_stash_for(table: dict, char: dict, name: str, purpose: str, value: int | None = None) -> int:
    """Spend a stashed die for create asset, defense or overcome; returns its value."""
    ops = {"asset": "create-asset", "defense": "defend", "overcome": "overcome-die"}
    if name not in char["abilities"] or char["ability_facts"][name]["effect"].get("op") != ops[purpose]:
        raise RuleViolation("sixwinters.ability.purpose", f"{name} does not give a die for {purpose}")
    held = char["stashes"].get(name) or []
    if not held:
        raise RuleViolation("sixwinters.stash.empty", f"{name} holds no die")
    die = next((d for d in held if value is None or d["value"] == value), None)
    if die is None:
        raise RuleViolation("sixwinters.stash.value", f"{name} holds no {value}")
    used_this_turn(char, name)
    held.remove(die)
    return die["value"]

