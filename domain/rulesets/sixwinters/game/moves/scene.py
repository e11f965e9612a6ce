"""Narrate Scene as moves (`table-narrate`; Actions, "Narrate Scene"): with every character
at the scene, one move per way to reach the scene's points with the cards the characters
hold, playing no card the score does not need (a card's points: the asset's points or the
obstacle's difficulty, plus the character's skill when it matches the scene). Each character
then commits defense dice against the scene's stress (rules/scene.py)."""
from __future__ import annotations

from domain.kernel import Viewer
from domain.kernel.moves import Move, by, choices, dice, each, fixed, physical, roll

from ..rules.placement import matching
from ..rules.scene import card_points
from .common import in_step, seats_of
from .pools import action_picks, stash_uses

MAX_PLANS = 40


def narrate(game: dict, viewer: Viewer) -> list[Move]:
    table = in_step(game, "actions")
    scene = (table or {}).get("scene")
    if not table or not scene or any(c["location"] != scene["location"] for c in table["characters"].values()):
        return []
    names = list(table["characters"])
    stress = len(scene["stress"]) * table["players"]
    moves = []
    for plan in scoring_plans(table, scene):
        fields = {"plays": each(_member(table, names, plan), min=len(names), max=len(names), distinct="character")}
        if stress:
            fields["roll"] = roll()
            fields["stress_dice"] = physical(dice(6, "stress", stress, stress))
        nxt = _next_locations(table, scene)
        if len(nxt) > 1:
            fields["next_location"] = choices(nxt)
        moves.append(Move("table-narrate", f"Narrate {scene['name']}: {_words(plan)}", group="Narrate Scene",
                          seats=seats_of(game, names), fields=fields))
    return moves


def _member(table: dict, names: list, plan: dict) -> dict:
    chars = table["characters"]
    return {"character": choices(names),
            "cards": by("character", {n: fixed(plan.get(n, [])) for n in names}),
            "defense": by("character", {n: choices(action_picks(chars[n]["action_dice"])) for n in names}),
            "stash_defense": by("character", {n: choices(stash_uses(chars[n], "defend")) for n in names})}


def scoring_plans(table: dict, scene: dict) -> list[dict]:
    """character -> cards, for each way to reach the points needed from which no card could
    be left out (at most MAX_PLANS), most points per card first."""
    cards = []
    for name, char in table["characters"].items():
        for key in char["completed"] + char["overcome"]:
            points, _ = card_points(table, char, key, scene["skills"])
            cards.append((points, name, key))
    cards.sort(key=lambda item: -item[0])
    found: list = []
    _search(cards, 0, scene["needed"], [], found)
    plans = []
    for picked in found:
        plan: dict = {}
        for _, name, key in picked:
            plan.setdefault(name, []).append(key)
        if plan not in plans:
            plans.append(plan)
    return plans


def _search(cards, start, needed, picked, found):
    """Subsets reaching `needed` whose every card is needed (the smallest card cannot go)."""
    if len(found) >= MAX_PLANS:
        return
    total = sum(points for points, _, _ in picked)
    if total >= needed:
        if not picked or total - min(points for points, _, _ in picked) < needed:
            found.append(list(picked))
        return
    if total + sum(points for points, _, _ in cards[start:]) < needed:
        return
    for index in range(start, len(cards)):
        _search(cards, index + 1, needed, picked + [cards[index]], found)


def _next_locations(table: dict, scene: dict) -> list[str]:
    scenes = table["scenario_scenes"]
    if scene["index"] + 1 >= len(scenes):
        return []
    return matching(table, [scenes[scene["index"] + 1]["location"]])


def _words(plan: dict) -> str:
    return "; ".join(f"{name} plays {', '.join(keys)}" for name, keys in plan.items()) or "no card is needed"
