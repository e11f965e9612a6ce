"""Narrate Scene (Actions, "Narrate Scene", with its scoring and stress examples)."""
from __future__ import annotations


from domain.kernel import RuleViolation

from . import defense
from .dice import faces
from ..guards import require_step
from ..state import card, character, take_value, used_this_turn
from . import effects
from .abilities import spend_stash_for
from .overcome import DEFEND, asset_op, fewer_dice
from .placement import matching


def card_points(table: dict, char: dict, name: str, skills: list) -> tuple[int, bool]:
    """Asset points or obstacle difficulty, plus the character's skill when it matches the scene."""
    if name in char["completed"]:
        facts, play = card(table, "assets", name), card(table, "assets", name)["play"]
        points = facts["points"]
    elif name in char["overcome"]:
        facts, play = card(table, "obstacles", name), True
        points = facts["difficulty"]
    else:
        raise RuleViolation("sixwinters.scene.card", f"{char['name']} has no completed asset or overcome obstacle {name!r}")
    bonus = defense.skill(char, facts["skill"]) if facts["skill"] in skills else 0
    return points + bonus, play


def _score(table, scene, data):
    total, detail = 0, []
    for play in data["plays"]:
        char = character(table, play["character"])
        for name in play["cards"]:
            points, single = card_points(table, char, name, scene["skills"])
            total += points
            detail.append({"character": char["name"], "card": name, "points": points})
            if single:
                kind = "assets" if name in char["completed"] else "obstacles"
                (char["completed"] if kind == "assets" else char["overcome"]).remove(name)
                char["played"].append(name)
                char.setdefault("played_" + kind, []).append(name)
    return total, detail


def stress_split(table: dict, scene: dict, data: dict) -> list[tuple[str, str]]:
    """(character, track) for each scene stress die: the per-player dice times the
    players, divided as the players say (default: evenly in order), minus defending assets."""
    tracks = scene["stress"] * table["players"]
    plays = data["plays"]
    counts = [p["stress"] for p in plays]
    if all(c is None for c in counts):
        counts = [len(tracks) // len(plays) + (i < len(tracks) % len(plays)) for i in range(len(plays))]
    if any(c is None for c in counts) or sum(counts) != len(tracks):
        raise RuleViolation("sixwinters.scene.split", f"divide all {len(tracks)} stress dice between the characters")
    split, start = [], 0
    for play, count in zip(plays, counts):
        mine = tracks[start:start + count]
        start += count
        defenders = fewer_dice(table, play["assets"])
        split += [(play["character"], t) for t in mine[defenders:]]
    return split


def _stress(table, scene, data, outcome):
    split = stress_split(table, scene, data)
    rolled = faces(data["stress_dice"], "stress")
    if len(rolled) != len(split):
        raise RuleViolation("sixwinters.scene.stress-dice", f"{len(split)} scene stress dice are rolled, not {len(rolled)}")
    for play in data["plays"]:
        char = character(table, play["character"])
        pool = list(play["defense"])
        for value in play["defense"]:
            take_value(char["action_dice"], value, "unspent action die")
        pool += [spend_stash_for(table, char, s["ability"], "defense", s["value"]) for s in play["stash_defense"]]
        for asset in play["assets"]:
            if asset not in char["completed"] or asset_op(table, asset).get("op") != DEFEND:
                raise RuleViolation("sixwinters.scene.defend", f"{asset} is not a completed defending asset of {char['name']}")
            used_this_turn(char, asset)
        mine = [i for i, (who, _) in enumerate(split) if who == char["name"]]
        left = defense.cancel(pool, [rolled[i] for i in mine])
        dice = [{"track": split[mine[j]][1], "value": rolled[mine[j]]} for j in left]
        defense.apply(table, [char] * len(dice), dice, scene["skills"][0] if len(scene["skills"]) == 1 else _best(char, scene), outcome)


def _best(char, scene):
    return max(scene["skills"], key=lambda s: defense.skill(char, s))


def _next_scene(table, data):
    scene = table["scene"]
    table["scenes_completed"].append(scene["name"])
    scenes = table["scenario_scenes"]
    if scene["index"] + 1 >= len(scenes):
        table["result"] = "won"
        table["scene"] = None
        return
    table["scene"] = new_scene(table, scene["index"] + 1, data.get("next_location"))


def new_scene(table: dict, index: int, where: str | None) -> dict:
    """Place scene `index` at its location with the points for the players and difficulty."""
    facts = table["scenario_scenes"][index]
    options = matching(table, [facts["location"]])
    if where is not None and where not in options:
        raise RuleViolation("sixwinters.scene.location", f"{facts['name']} is played at {', '.join(options) or facts['location']}")
    place = where or (options or [facts["location"].partition(":")[2]])[0]
    per = facts["difficult"] if table["difficulty"] == "difficult" else facts["points"]
    return {"name": facts["name"], "index": index, "location": place, "skills": facts["skills"],
            "stress": facts["stress"], "needed": per * table["players"], "score": 0}


def run(table: dict, data: dict) -> dict:
    """All characters at the scene; play cards for points (+skill per card matching the
    scene skill); play-icon assets and obstacles are discarded; scene stress; next scene."""
    require_step(table, "actions")
    scene = table.get("scene")
    if not scene:
        raise RuleViolation("sixwinters.scene.none", "there is no scene in play")
    if any(c["location"] != scene["location"] for c in table["characters"].values()):
        raise RuleViolation("sixwinters.scene.gathered", f"every character must be at {scene['location']}")
    total, detail = _score(table, scene, data)
    if total < scene["needed"]:
        raise RuleViolation("sixwinters.scene.points", f"{total} points played; the scene needs {scene['needed']}")
    outcome: list = []
    _stress(table, scene, data, outcome)
    for effect in table["scenario_scenes"][scene["index"]]["completion"]:
        effects.start(table, effect, "scene completion", scene["name"])
    _next_scene(table, data)
    return {"points": total, "cards": detail, "events": outcome}


