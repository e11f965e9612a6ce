"""Create Asset's building as moves (`table-build-asset`; Actions, "Create Asset"): the die
spent (an unspent action die, or the die a Careful Planning or Friendly Favors card holds) and
every way to move the location's dice of at most its value onto free matching slots
(rules/create_asset.py). Each way is one item: the whole placement at once."""
from __future__ import annotations

from domain.kernel.moves import Move, by, choices, fixed

from ..rules.create_asset import fits
from ..state import card
from .actions import per_character

MAX_PLANS = 300


def _build(game, table, name, char):
    """One move spending an action die (its value chosen), one per stash card that can pay."""
    moves = []
    by_die = {}
    for value in sorted(set(char["action_dice"])):
        found = plans(table, char, value)
        if found:
            by_die[value] = found
    if by_die:
        moves.append(Move("table-build-asset", f"{name} builds an asset with an action die", group="Create Asset",
                          fields={"character": fixed(name), "die": choices(list(by_die)),
                                  "place": by("die", {value: choices(found) for value, found in by_die.items()})}))
    for ability in char["abilities"]:
        held = char["stashes"].get(ability) or []
        if char["ability_facts"][ability]["effect"].get("op") != "create-asset" or not held or ability in char["used"]:
            continue
        found = plans(table, char, held[0]["value"])
        if found:
            moves.append(Move("table-build-asset", f"{name} builds an asset with the die on {ability}",
                              group="Create Asset",
                              fields={"character": fixed(name), "stash": fixed(ability), "place": choices(found)}))
    return moves


def plans(table: dict, char: dict, limit: int) -> list[list[dict]]:
    """Every placement (at least one die) of the location's dice of value <= limit onto free
    slots they fit, as the command's `place` lists it (at most MAX_PLANS)."""
    loc = table["locations"][char["location"]]
    pool: dict = {}
    for die in loc["resources"]:
        if die["value"] <= limit:
            key = (die["type"], die["value"])
            pool[key] = pool.get(key, 0) + 1
    seen, slots = set(), []
    for asset in char["in_progress"]:
        if asset["name"] in seen:
            continue
        seen.add(asset["name"])
        specs = card(table, "assets", asset["name"])["slots"]
        slots += [(asset["name"], index, specs[index]) for index, filled in enumerate(asset["slots"]) if filled is None]
    found: list = []
    _place(slots, 0, pool, loc["region"], [], found)
    return found


def _place(slots, start, pool, region, chosen, found):
    for index in range(start, len(slots)):
        if len(found) >= MAX_PLANS:
            return
        asset, slot, spec = slots[index]
        for (rtype, value), left in pool.items():
            if left and fits(spec, {"type": rtype, "value": value}, region):
                pool[(rtype, value)] -= 1
                plan = chosen + [{"asset": asset, "slot": slot, "type": rtype, "value": value}]
                found.append(plan)
                _place(slots, index + 1, pool, region, plan, found)
                pool[(rtype, value)] += 1


build_asset = per_character(_build)
