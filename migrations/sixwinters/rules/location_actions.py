"""Location actions (Location Cards, "Location Text": Action, and effect text that applies to
characters at the location), by the catalog's location effect op: discard the top obstacle,
discard or move an obstacle here, pull a foe here for a stress, shift stress between tracks.
A cost of "any-die" is any unspent action die or a resource die at the location."""
from __future__ import annotations


from domain.kernel import RuleViolation

from . import draws, grid, stress
from .abilities import take_die
from ..guards import require_step
from ..state import card, character, here


def _obstacle_here(table, loc, data, effect):
    name = data.get("obstacle")
    obs = next((o for o in loc["obstacles"] if o["name"] == name), None)
    if obs is None:
        raise RuleViolation("sixwinters.location.obstacle", f"{name!r} is not at this location")
    facts = card(table, "obstacles", name)
    tags, skills = effect.get("obstacle_tags"), effect.get("skills")
    if (tags and not set(tags) & set(facts.get("tags", []))) or (skills and facts.get("skill") not in skills):
        raise RuleViolation("sixwinters.location.kind", f"this location's action does not work on {name}")
    return obs


def _discard_top(table, char, loc, data, effect):
    if not table["obstacle_deck"]:
        raise RuleViolation("sixwinters.location.deck", "the obstacle deck is empty")
    named, dice = list(data["cards"]), list(data["draws"])
    name = draws.draw(table["obstacle_deck"], named, dice, "obstacle", table.get("ordered_decks", False))
    draws.finish(named, dice, "obstacle")
    table["obstacle_discard"].append(name)
    return {"discarded": name}


def _discard(table, char, loc, data, effect):
    obs = _obstacle_here(table, loc, data, effect)
    loc["obstacles"].remove(obs)
    table["obstacle_discard"].append(obs["name"])
    return {"discarded": obs["name"]}


def _move(table, char, loc, data, effect):
    obs = _obstacle_here(table, loc, data, effect)
    if data.get("to") not in grid.adjacent(table, char["location"]):
        raise RuleViolation("sixwinters.location.adjacent", "move the obstacle to an adjacent location")
    loc["obstacles"].remove(obs)
    table["locations"][data["to"]]["obstacles"].append(obs)
    return {"moved": obs["name"], "to": data["to"]}


def _pull(table, char, loc, data, effect):
    source = next((n for n, other in table["locations"].items()
                   if any(o["name"] == data.get("obstacle") for o in other["obstacles"])), None)
    if source is None:
        raise RuleViolation("sixwinters.location.obstacle", f"{data.get('obstacle')!r} is not in play")
    obs = _obstacle_here(table, table["locations"][source], data, effect)
    table["locations"][source]["obstacles"].remove(obs)
    loc["obstacles"].append(obs)
    outcome: list = []
    cost = effect.get("cost") or {}
    stress.take(table, char, cost.get("stress", "body"), cost.get("amount", 1), outcome)
    return {"pulled": obs["name"], "from": source, "events": outcome}


def _shift(table, char, loc, data, effect):
    lower, lift, amount = effect.get("lower", "psyche"), effect.get("raise", "body"), effect.get("amount", 1)
    if char[lift] + amount > char[f"{lift}_base"]:
        raise RuleViolation("sixwinters.location.shift", f"{char['name']}'s {lift} is already at its starting level")
    outcome: list = []
    char[lift] += amount
    stress.take(table, char, lower, amount, outcome)
    return {"events": outcome}


HANDLERS = {"discard-top-obstacle": _discard_top, "discard-obstacle": _discard, "move-obstacle": _move,
            "pull-obstacle": _pull, "shift-stress": _shift}


def run(table: dict, data: dict) -> dict:
    """Use the action of the character's location, paying its cost."""
    require_step(table, "actions")
    char = character(table, data["character"])
    loc = here(table, char["name"])
    effect = loc.get("effect") or {}
    handler = HANDLERS.get(effect.get("op"))
    if handler is None:
        raise RuleViolation("sixwinters.location.none", f"{char['location']} has no action the table models; use adjust")
    if effect.get("cost") == "any-die":
        if not data.get("pay"):
            raise RuleViolation("sixwinters.location.cost", "this action costs a die: an unspent action die or a resource die here (pay)")
        take_die(table, char, data["pay"])
    return handler(table, char, loc, data, effect)

