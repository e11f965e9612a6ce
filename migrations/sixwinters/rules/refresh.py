"""Refresh (Turns, "Refresh Characters and Resources", "Character Ability Cards",
"Sorcery Resources")."""
from __future__ import annotations


from domain.kernel import RuleViolation

from . import readings, sorcery
from .dice import Roller
from ..guards import require_step
from ..state import ACTION, supply
from .turn import next_step, season


def momentum_reached(table: dict, char: dict) -> bool:
    """Saved dice totalling at least the mat's threshold (the mat reads "12+", the example
    "greater than or equal to"), or with option momentum_threshold = "higher-than" only a
    total above it (Refresh: "higher than the indicated total"); rules-notes R9."""
    total, threshold = sum(char["momentum"]), char["momentum_threshold"]
    if readings.option(table, "momentum_threshold") == "higher-than":
        return total > threshold
    return total >= threshold


def unlock(table: dict, char: dict) -> str | None:
    """Enough saved momentum unlocks the next ability card (Character Ability Cards)."""
    if char["locked"] and momentum_reached(table, char):
        card = char["locked"].pop(0)
        char["abilities"].append(card)
        return card
    return None


def bonus_move(table: dict, char: dict) -> int:
    return sum(table["cards"]["assets"].get(a, {}).get("bonus_move", 0) for a in char["completed"])


def new_action_count(table: dict, char: dict) -> int:
    """The season's new action dice plus the saved momentum dice, within the supply."""
    return season(table)["action_dice"] + len(char["momentum"])


def _characters(table, data, outcome):
    for char in table["characters"].values():
        card = unlock(table, char)
        if card:
            outcome.append({"character": char["name"], "unlocked": card})
        char["used"], char["move"] = [], char["move_base"] + bonus_move(table, char)
        count = new_action_count(table, char)
        char["momentum"] = []
        count = min(count, supply(table)[ACTION])
        roller = Roller(data["action_dice"].get(char["name"]), f"{char['name']} action")
        char["action_dice"] = [roller.need() for _ in range(count)]
        roller.done()


def resource_needs(table: dict) -> dict:
    """Per location, the non-sorcery dice to add: one when none match, one more for an
    improved token while fewer than two match (no reroll, nothing removed)."""
    needs, left = {}, supply(table)
    for name, loc in sorted(table["locations"].items(), key=lambda kv: kv[1]["index"]):
        for prod in loc["production"]:
            if prod["type"] in table["exploding"]:
                continue
            have = sum(d["type"] == prod["type"] for d in loc["resources"])
            add = (1 if have == 0 else 0)
            add += 1 if prod.get("improved") and have + add < 2 else 0
            add = min(add, left[prod["type"]])
            left[prod["type"]] -= add
            needs.setdefault(name, []).extend([prod["type"]] * add)
    return {k: v for k, v in needs.items() if v}


def _resources(table, data):
    needs = resource_needs(table)
    for name in data["resources"]:
        if name not in needs:
            raise RuleViolation("sixwinters.refresh.resources", f"{name} gets no new resource dice this refresh")
    for name, types in needs.items():
        roller = Roller(data["resources"].get(name), f"{name} resource")
        table["locations"][name]["resources"].extend({"type": t, "value": roller.need()} for t in types)
        roller.done()


def exploding_dice(table: dict) -> list[tuple[str, str, int]]:
    """(location, type, dice) for every exploding production that has dice of its type;
    a location without them gets none this turn."""
    found = []
    for name, loc in sorted(table["locations"].items(), key=lambda kv: kv[1]["index"]):
        for prod in loc["production"]:
            count = sum(d["type"] == prod["type"] for d in loc["resources"])
            if prod["type"] in table["exploding"] and count:
                found.append((name, prod["type"], count))
    return found


def _sorcery(table, data, outcome):
    choices = {k: list(v) for k, v in data["stress"].items()}
    for name in data["sorcery"]:
        if name not in {n for n, _, _ in exploding_dice(table)}:
            raise RuleViolation("sixwinters.refresh.sorcery", f"{name} has no dice to reroll")
    for name, rtype, count in exploding_dice(table):
        loc = table["locations"][name]
        loc["resources"] = [d for d in loc["resources"] if d["type"] != rtype]
        roller = Roller(data["sorcery"].get(name), f"{name} {rtype}")
        owed = 0
        for _ in range(count):
            value = roller.need()
            loc["resources"].append({"type": rtype, "value": value})
            if value in sorcery.explodes_on(table, loc, rtype):
                sorcery.explosion(table, name, choices, outcome)
                owed += 1
        owed = sorcery.place_chain(table, name, rtype, owed, roller, choices, outcome)
        roller.done()
        sorcery.owe(table, name, rtype, owed)


def run(table: dict, data: dict) -> dict:
    """Reset abilities and movement, unlock by momentum, roll new + saved action dice,
    add missing resource dice, reroll sorcery with explosions."""
    require_step(table, "refresh")
    outcome: list = []
    _characters(table, data, outcome)
    _resources(table, data)
    _sorcery(table, data, outcome)
    next_step(table)
    return {"events": outcome}


