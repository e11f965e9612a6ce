"""Session Start steps 13-14: Refresh Resource Dice and Action Dice, Place Characters at
Starting Locations; the last step opens the table (game/rules/opening.py, docs/dev/sixwinters.md).

Sorcery dice explode at the opening as in play ("Refresh ... Sorcery Resources"): a face in
the catalog's ``explode_faces`` (6; 5 or 6 with improved production) asks for one more die there. Dice the table
has not rolled yet may follow in another roll-starting-dice command; the step is done when
no explosion is pending.

Resource dice are finite (Components: "if they run out ... new resource dice may not be put
into play until some become available again"): a token whose dice would pass the box's
count of its kind (``resource_dice_per_type``) gets none, tokens in map order first, and an
explosion asks for no die the box no longer holds.
"""

from __future__ import annotations

from collections import Counter

from domain.kernel import Event, RuleViolation
from domain.kernel.catalogs import catalog_of

from .. import events as ev
from ..state import campaign_copy
from . import facts
from ..guards import require_start_step
from .steps import done, step_data

ACTION = "action"
# An app roll adds this many spare dice per exploding token; decide keeps only those an
# explosion chain uses (a longer chain leaves the rest pending for another command).
SPARE_EXPLOSION_DICE = 6


def box(catalog: dict) -> int:
    """Resource dice of each kind in the box."""
    return catalog.get("components", {}).get("resource_dice_per_type", 6)


def requirements(catalog: dict, campaign: dict) -> list[dict]:
    """One entry per production token on the map: dice to roll (as many as the box still
    holds, tokens in map order) and the explosion threshold."""
    sides = catalog.get("components", {}).get("die_sides", 6)
    explode = {
        r["id"]: r.get("explode_faces", {"base": [sides], "improved": [sides - 1, sides]})
        for r in catalog["resources"]
        if r.get("production") == "explode"
    }
    needs, left = [], Counter()
    for name, place in campaign["map"].items():
        for token in place["production"]:
            faces = explode.get(token["type"])
            base = min(2 if token["improved"] else 1, box(catalog) - left[token["type"]])
            left[token["type"]] += base
            needs.append(
                {
                    "location": name,
                    "type": token["type"],
                    "base": base,
                    "explodes_on": (faces["improved" if token["improved"] else "base"] if faces else None),
                }
            )
    return needs


def _typed(catalog: dict, campaign: dict, location: str, dice: list) -> list[dict]:
    if location not in campaign["map"]:
        raise RuleViolation("sixwinters.dice.location", f"{location!r} is not on the campaign map")
    types = [token["type"] for token in campaign["map"][location]["production"]]
    typed = []
    for die in dice:
        kind = die.get("kind")
        if kind not in types:
            if len(types) != 1:
                raise RuleViolation(
                    "sixwinters.dice.resource",
                    f"{location} produces {', '.join(types) or 'nothing'}; a die of kind {kind!r} does not belong there",
                )
            kind = types[0]
        typed.append({"type": kind, "value": die["value"]})
    return typed


def _pending(need: dict, dice: list) -> int:
    values = [d["value"] for d in dice if d["type"] == need["type"]]
    if need["explodes_on"] is None:
        return need["base"] - len(values)
    return need["base"] + sum(1 for v in values if v in need["explodes_on"]) - len(values)


def _left(need: dict, before: list, added: list, full: bool = False) -> int:
    """Dice this token still waits for (explosions); refuses too many or too few (none is
    missing once the box has no die of its kind left)."""
    where, kind = need["location"], need["type"]
    if added and before and _pending(need, before) <= 0:
        raise RuleViolation("sixwinters.dice.count", f"{kind} dice at {where} are already rolled")
    if not before and not added and need["base"] and not full:
        raise RuleViolation("sixwinters.dice.count", f"roll the {kind} die for {where}")
    left = _pending(need, before + added)
    if left < 0 or (need["explodes_on"] is None and left != 0):
        extra = " plus one per explosion" if need["explodes_on"] else ""
        raise RuleViolation("sixwinters.dice.count", f"{where} takes {need['base']} {kind} die/dice{extra}")
    return left


def decide_dice(game: dict, command: dict) -> list[Event]:
    """Step 13: one resource die per production token (two if improved), four action dice each."""
    campaign, catalog = game["campaign"], catalog_of(game)
    sess = require_start_step(campaign, "dice")
    rolled = sess.get("rolled") or {"resources": {}, "action_dice": {}}
    new = {loc: _typed(catalog, campaign, loc, dice) for loc, dice in command.get("resources", {}).items()}
    if command.get("roll") == "app":
        new = _keep_used(catalog, campaign, rolled, new)
    free = _free(catalog, rolled, new)
    pending = {}
    for need in requirements(catalog, campaign):
        before = [d for d in rolled["resources"].get(need["location"], []) if d["type"] == need["type"]]
        added = [d for d in new.get(need["location"], []) if d["type"] == need["type"]]
        left = min(_left(need, before, added, free[need["type"]] <= 0), free[need["type"]])
        free[need["type"]] -= left
        if left:
            pending[need["location"]] = pending.get(need["location"], 0) + left
    actions = _action_dice(catalog, sess, rolled, command.get("action_dice", {}))
    data = step_data("dice", resources=new, action_dice=actions, pending=pending, complete=not pending)
    return [Event(ev.STARTING_DICE_ROLLED, data)]


def _in_play(*piles: dict) -> Counter:
    return Counter(d["type"] for pile in piles for dice in pile.values() for d in dice)


def _free(catalog: dict, rolled: dict, new: dict) -> Counter:
    """Resource dice of each kind still in the box once these are rolled; more than the box
    holds is refused (the table cannot have rolled them)."""
    used = _in_play(rolled["resources"], new)
    for kind, count in used.items():
        if count > box(catalog):
            raise RuleViolation("sixwinters.dice.box", f"the box holds {box(catalog)} {kind} dice, not {count}: "
                                "resource dice are finite (Components)")
    return Counter({kind: box(catalog) - used[kind] for kind in {r["id"] for r in catalog["resources"]} | set(used)})


def _keep_used(catalog: dict, campaign: dict, rolled: dict, new: dict) -> dict:
    """App-rolled dice: keep, per token, the dice its explosion chain uses, while the box
    holds dice of its kind; drop the spares."""
    kept, used = {}, _in_play(rolled["resources"])
    for need in requirements(catalog, campaign):
        dice = [d for d in rolled["resources"].get(need["location"], []) if d["type"] == need["type"]]
        for die in [d for d in new.get(need["location"], []) if d["type"] == need["type"]]:
            if _pending(need, dice) <= 0 or used[need["type"]] >= box(catalog):
                break
            used[need["type"]] += 1
            dice.append(die)
            kept.setdefault(need["location"], []).append(die)
    return kept


def starting_action_dice(catalog: dict, sess: dict) -> int:
    scenario = facts.scenario(catalog, sess["scenario"])
    return scenario.get("starting_action_dice") or facts.limit(catalog, "starting_action_dice", 4)


def _action_dice(catalog: dict, sess: dict, rolled: dict, given: dict) -> dict:
    count = starting_action_dice(catalog, sess)
    playing = list(sess["characters"].values())
    for name in given:
        if name not in playing or name in rolled["action_dice"]:
            raise RuleViolation("sixwinters.dice.action", f"{name} does not roll starting action dice now")
    for name in playing:
        if name not in rolled["action_dice"] and len(given.get(name, [])) != count:
            raise RuleViolation("sixwinters.dice.action", f"{name} starts with {count} action dice")
    return {name: [d["value"] for d in dice] for name, dice in given.items()}


def prepare_dice(game: dict, command: dict) -> dict:
    """With "roll": "app" the app rolls every die still missing (and one per pending explosion)."""
    campaign, catalog = game["campaign"], catalog_of(game)
    sess = campaign.get("session") or {}
    if sess.get("stage") != "start" or not sess.get("characters") or not sess.get("scenario"):
        return command
    sides = catalog.get("components", {}).get("die_sides", 6)
    rolled = sess.get("rolled") or {"resources": {}, "action_dice": {}}
    resources = {}
    for need in requirements(catalog, campaign):
        before = [d for d in rolled["resources"].get(need["location"], []) if d["type"] == need["type"]]
        missing = _pending(need, before) if before else need["base"]
        missing += SPARE_EXPLOSION_DICE if need["explodes_on"] and missing > 0 else 0
        resources.setdefault(need["location"], []).extend(
            {"sides": sides, "kind": need["type"]} for _ in range(max(0, missing))
        )
    count = starting_action_dice(catalog, sess)
    actions = {
        name: [{"sides": sides, "kind": ACTION} for _ in range(count)]
        for name in sess["characters"].values()
        if name not in rolled["action_dice"]
    }
    return {**command, "resources": {k: v for k, v in resources.items() if v}, "action_dice": actions}


def evolve_dice(game: dict, data: dict) -> dict:
    """Refresh Resource Dice and Action Dice: the dice join the opening; done when no explosion waits."""
    game, campaign = campaign_copy(game, "session")
    sess = campaign["session"]
    rolled = sess.get("rolled") or {"resources": {}, "action_dice": {}}
    for loc, dice in data["resources"].items():
        rolled["resources"][loc] = rolled["resources"].get(loc, []) + list(dice)
    rolled["action_dice"].update(data["action_dice"])
    sess = {**sess, "rolled": rolled, "pending_explosions": dict(data["pending"])}
    campaign["session"] = done(sess, "dice") if data["complete"] else sess
    return game
