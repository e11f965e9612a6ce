"""Narrate Scene as moves (`table-narrate`; Actions, "Narrate Scene"), and committing cards to
the scene's running score (`table-commit-scene`) before it: with every character
at the scene, one move per way to reach the scene's points with the cards the characters
hold, playing no card the score does not need (a card's points: the asset's points or the
obstacle's difficulty, plus the character's skill when it matches the scene). Each character
then commits defense dice against the scene's stress (rules/scene.py), and may answer the
scene's guiding questions (an imported catalog's)."""
from __future__ import annotations

from domain.kernel import Viewer
from domain.kernel.moves import Move, by, choices, dice, each, fixed, physical, roll, text

from ..rules.placement import matching
from ..rules.scene import card_points, committed_keeps
from .common import characters, in_step, seats_of
from .pools import action_picks, stash_uses

MAX_PLANS = 40


def narrate(game: dict, viewer: Viewer) -> list[Move]:
    table = in_step(game, "actions")
    scene = (table or {}).get("scene")
    if not table or not scene or any(c["location"] != scene["location"] for c in table["characters"].values()):
        return []
    names = characters(table)
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
        questions = table["scenario_scenes"][scene["index"]].get("questions", [])
        if questions:   # optional: answer any of them, each once
            fields["answers"] = each({"question": choices(questions), "answer": text(required=True, max=2000)},
                                     min=0, max=len(questions), distinct="question")
        moves.append(Move("table-narrate", f"Narrate {scene['name']}: {_words(plan)}", group="Narrate Scene",
                          seats=seats_of(game, names), fields=fields))
    return moves


def _member(table: dict, names: list, plan: dict) -> dict:
    chars = table["characters"]
    return {"character": choices(names),
            "cards": by("character", {n: fixed(plan.get(n, [])) for n in names}),
            "defense": by("character", {n: choices(action_picks(chars[n]["action_dice"])) for n in names}),
            "stash_defense": by("character", {n: choices(stash_uses(chars[n], "defend")) for n in names})}


def playable(table: dict, scene: dict, name: str) -> list[str]:
    """A character's cards that may still count toward the scene: completed assets and overcome
    obstacles, less the kept assets already committed to it."""
    char, kept = table["characters"][name], committed_keeps(scene)
    return [key for key in char["completed"] + char["overcome"] if (name, key) not in kept]


def scoring_plans(table: dict, scene: dict) -> list[dict]:
    """character -> cards, for each way to reach the points still needed (the scene's points
    less the running score) from which no card could be left out (at most MAX_PLANS), most
    points per card first. A kept asset (no play icon) counts once per scene, however many
    copies its character holds (rules/scene.py)."""
    cards, kept = [], set()
    for name in characters(table):
        char = table["characters"][name]
        for key in playable(table, scene, name):
            points, single = card_points(table, char, key, scene["skills"])
            if not single:
                if (name, key) in kept:   # a second copy of a kept asset: it counts once
                    continue
                kept.add((name, key))
            cards.append((points, name, key))
    cards.sort(key=lambda item: -item[0])
    found: list = []
    _search(cards, 0, scene["needed"] - scene.get("score", 0), [], found)
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


def commit(game: dict, viewer: Viewer) -> list[Move]:
    """Commit cards toward the running score: each character at the scene's location with
    cards that may count, while the score is short of the points needed."""
    table = in_step(game, "actions")
    scene = (table or {}).get("scene")
    if not table or not scene or scene.get("score", 0) >= scene["needed"]:
        return []
    moves = []
    for name in characters(table):
        char = table["characters"][name]
        cards = list(dict.fromkeys(playable(table, scene, name)))
        if char["location"] != scene["location"] or not cards:
            continue
        moves.append(Move("table-commit-scene", f"{name} commits cards to {scene['name']}", group="Narrate Scene",
                          seats=seats_of(game, [name]),
                          fields={"character": fixed(name), "cards": choices(cards, min=1, max=len(cards), many=True)}))
    return moves
