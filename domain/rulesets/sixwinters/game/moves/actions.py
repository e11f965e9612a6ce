"""Actions as moves, one per character (Actions: Move, Muster, Create Asset's taking, Trade,
stashing dice, the location's action): only what the character can pay for now, every
destination, die and card enumerated (rules/move.py, muster.py, create_asset.py, trade.py,
abilities.py, location_actions.py)."""
from __future__ import annotations

from domain.kernel import Viewer
from domain.kernel.moves import Move, asked, by, case_key, choices, dice, fixed, physical, roll, sub_multisets

from ..rules import grid, move as moving, muster as mustering
from ..rules.abilities import CARRY, asset_stash, box_fits
from ..rules.create_asset import MAX_IN_PROGRESS
from ..rules.location_actions import HANDLERS as LOCATION_OPS
from ..rules.placement import fits
from ..rules.readings import option
from ..state import ACTION, card
from .common import TRACKS, characters, dice_here, in_step, left_in_supply, locations, seats_of


def per_character(build):
    """A moves hook from `build(game, table, name, char) -> [Move]`, for each character in the
    actions step, each move made by the character's player."""
    def hook(game: dict, viewer: Viewer) -> list[Move]:
        table = in_step(game, "actions")
        if not table:
            return []
        found = []
        for name in characters(table):
            for made in build(game, table, name, table["characters"][name]):
                found.append(Move(made.type, made.label, made.fields, made.group, seats_of(game, [name])))
        return found
    hook.__doc__ = build.__doc__
    return hook


def _move(game, table, name, char):
    """Move: an orthogonal step, port to port, or gate to gate, paid for now."""
    here, points = table["locations"][char["location"]], char["move"]
    by_die = option(table, "port_cost") == "action-die"
    ways = {}
    steps = [to for to in grid.adjacent(table, char["location"]) if 1 + moving.penalty(table, to) <= points]
    if steps:
        ways["step"] = steps
    if here.get("port") and (not by_die or char["action_dice"]):
        fare = 0 if by_die else 1
        ports = [n for n in locations(table) if table["locations"][n].get("port")
                 and n != char["location"] and fare + moving.penalty(table, n) <= points]
        if ports:
            ways["port"] = ports
    if here.get("gate"):
        gates = [n for n in locations(table)
                 if table["locations"][n].get("gate") and n != char["location"] and moving.penalty(table, n) <= points]
        if gates:
            ways["gate"] = gates
    if not ways:
        return []
    fields = {"character": fixed(name), "via": choices(list(ways)),
              "to": by("via", {via: choices(places) for via, places in ways.items()})}
    if "gate" in ways:
        fields["track"] = by("via", {"gate": choices(TRACKS)})
    if "port" in ways and by_die:
        fields["die"] = by("via", {"port": choices(sorted(set(char["action_dice"])))})
    return [Move("table-move", f"{name} moves", group="Move", fields=fields)]


# what each way of mustering does, in the rulebook's words (Muster: a new resource die, or rerolls)
MUSTER_WAYS = {"resource": "Take a new resource die of this location's type and roll it",
               "reroll-action": "Reroll unspent action dice on the character mat",
               "reroll-resources": "Reroll resource dice on this location card"}


def _muster(game, table, name, char):
    """Muster (three movement points): a new resource die, or rerolls."""
    if char["move"] < mustering.COST:
        return []
    here = table["locations"][char["location"]]
    modes, rerolls, dice_of = {}, {}, {}
    types = [p["type"] for p in here["production"] if left_in_supply(table, p["type"]) > 0]
    if types:
        modes["resource"] = {"resource": choices(list(dict.fromkeys(types)))}
        dice_of["resource"] = physical(dice(6, "resource", 1, 1))
    if char["action_dice"]:
        rerolls["reroll-action"] = sub_multisets(char["action_dice"])
    if here["resources"]:
        rerolls["reroll-resources"] = [[dict(key) for key in pick] for pick in
                                       sub_multisets([tuple(sorted(d.items())) for d in here["resources"]])]
    for mode, picks in rerolls.items():
        modes[mode] = {"reroll": choices(picks)}
        dice_of[mode] = by("reroll", {case_key(pick): physical(dice(6, "reroll", len(pick), len(pick)))
                                      for pick in picks})
    if not modes:
        return []
    fields = {"character": fixed(name),
              "mode": asked(choices(list(modes)), "Spend three movement points to", [MUSTER_WAYS[mode] for mode in modes])}
    for field in ("resource", "reroll"):
        cases = {mode: spec[field] for mode, spec in modes.items() if field in spec}
        if cases:
            fields[field] = by("mode", cases)
    fields["roll"] = roll()
    fields["dice"] = by("mode", dice_of)
    return [Move("table-muster", f"{name} musters at {char['location']}", group="Muster", fields=fields)]


def _take_asset(game, table, name, char):
    """Create Asset: take a staged asset, or one waiting at the character's location, while
    fewer than two are in progress."""
    offered = list(dict.fromkeys(table["staging"] + table["locations"][char["location"]].get("assets", [])))
    if len(char["in_progress"]) >= MAX_IN_PROGRESS or not offered:
        return []
    return [Move("table-take-asset", f"{name} takes an asset from the staging area", group="Create Asset",
                 fields={"character": fixed(name), "asset": choices(offered)})]


def _trade(game, table, name, char):
    """Trade: two dice of one type here for one of the next type on the wheel, while the
    supply holds a die of that type."""
    dice_here_ = table["locations"][char["location"]]["resources"]
    pairs = []
    for rtype in dict.fromkeys(d["type"] for d in dice_here_):
        if table["wheel"].get(rtype) and left_in_supply(table, table["wheel"][rtype]) > 0:
            values = [d["value"] for d in dice_here_ if d["type"] == rtype]
            pairs += [[{"type": rtype, "value": v} for v in pick] for pick in sub_multisets(values, 2, 2)]
    if not pairs:
        return []
    return [Move("table-trade", f"{name} trades at {char['location']}", group="Trade", fields={
        "character": fixed(name), "give": choices(pairs), "roll": roll(),
        "dice": physical(dice(6, "resource", 1, 1))})]


def _stash(game, table, name, char):
    """A die onto a card that holds dice (free), onto Cart or Xeph (a movement point, resource
    dice only), or off Cart or Xeph back to the location."""
    moves, loads = [], {}
    for card_name, (boxes, cost) in _stash_cards(table, char).items():
        held = char["stashes"].get(card_name) or []
        free = list(boxes)
        for die in held:
            match = next((b for b in free if box_fits(b, die)), None)
            if match is not None:
                free.remove(match)
        if len(held) >= len(boxes) or (cost and char["move"] < cost):
            continue
        dice_ = [d for d in dice_here(table, char) if any(box_fits(b, d) for b in free)
                 and not (cost and d["type"] == ACTION)]
        if dice_:
            loads[card_name] = dice_
    if loads:
        moves.append(Move("table-stash", f"{name} stashes a die", group="Stash", fields={
            "character": fixed(name), "card": choices(list(loads)),
            "die": by("card", {c: choices(d) for c, d in loads.items()})}))
    for card_name in char["completed"]:
        effect = (table["cards"]["assets"].get(card_name) or {}).get("effect") or {}
        held = char["stashes"].get(card_name) or []
        if effect.get("op") == CARRY and held:
            moves.append(Move("table-stash", f"{name} unloads {card_name}", group="Stash", fields={
                "character": fixed(name), "card": fixed(card_name), "unload": fixed(True),
                "die": choices([{"type": d["type"], "value": d["value"]} for d in _distinct(held)])}))
    return moves


def _stash_cards(table: dict, char: dict) -> dict:
    found = {}
    for name in dict.fromkeys(char["completed"]):
        boxes = asset_stash(table, name)
        if boxes:
            found[name] = boxes
    for name in char["abilities"]:
        boxes = char["ability_facts"][name]["stash"]
        if boxes and name not in found:
            found[name] = (boxes, 0)
    return found


def _distinct(held: list) -> list:
    return list({(d["type"], d["value"]): d for d in held}.values())


def _location_action(game, table, name, char):
    """The action of the character's location, with its cost paid by any die."""
    loc = table["locations"][char["location"]]
    effect = loc.get("effect") or {}
    if effect.get("op") not in LOCATION_OPS:
        return []
    fields = {"character": fixed(name)}
    if effect.get("cost") == "any-die":
        payable = dice_here(table, char)
        if not payable:
            return []
        fields["pay"] = choices(payable)
    target = TARGETS[effect["op"]](table, char, loc, effect)
    if target is None:
        return []
    return [Move("table-location-action", f"{name} takes the action of {char['location']}", group="Location",
                 fields={**fields, **target})]


def _kind_fits(table: dict, effect: dict, name: str) -> bool:
    return fits(card(table, "obstacles", name), effect)


def _discard_top(table, char, loc, effect):
    if not table["obstacle_deck"]:
        return None
    if table.get("ordered_decks"):
        return {}
    return {"cards": choices(list(dict.fromkeys(table["obstacle_deck"])), max=1, many=True)}


def _here(table, char, loc, effect):
    names = [o["name"] for o in loc["obstacles"] if _kind_fits(table, effect, o["name"])]
    return {"obstacle": choices(list(dict.fromkeys(names)))} if names else None


def _move_obstacle(table, char, loc, effect):
    found = _here(table, char, loc, effect)
    near = grid.adjacent(table, char["location"])
    return {**found, "to": choices(near)} if found and near else None


def _pull(table, char, loc, effect):
    """Any matching obstacle in play (the first location holding one of its name gives it)."""
    names = [o["name"] for where in locations(table) for o in table["locations"][where]["obstacles"]
             if _kind_fits(table, effect, o["name"])]
    return {"obstacle": choices(list(dict.fromkeys(names)))} if names else None


def _shift(table, char, loc, effect):
    lift, amount = effect.get("raise", "body"), effect.get("amount", 1)
    return {} if char[lift] + amount <= char[f"{lift}_base"] else None


TARGETS = {"discard-top-obstacle": _discard_top, "discard-obstacle": _here, "move-obstacle": _move_obstacle,
           "pull-obstacle": _pull, "shift-stress": _shift}

move = per_character(_move)
muster = per_character(_muster)
take_asset = per_character(_take_asset)
trade = per_character(_trade)
stash = per_character(_stash)
location_action = per_character(_location_action)
