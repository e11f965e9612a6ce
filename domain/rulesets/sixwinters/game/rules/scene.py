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


def _when_played(table, char, name, outcome):
    """An asset's effect when played for points (Asset Cards: "Occasionally an asset has
    additional effects when it is played"): `recover-stress` (Apples) raises a stress track
    by its amount, never above the track's starting level."""
    effect = card(table, "assets", name).get("effect") or {}
    if effect.get("op") != "recover-stress":
        return
    track = effect.get("track", "body")
    before = char[track]
    char[track] = min(char[f"{track}_base"], before + effect.get("amount", 1))
    outcome.append({"character": char["name"], "recovered": track, "amount": char[track] - before, "card": name})


def committed_keeps(scene: dict) -> set:
    """(character, card) of the cards committed to this scene that stay in play (assets without
    the play icon): each counts once per scene."""
    return {(c["character"], c["card"]) for c in scene.get("committed", []) if c.get("kept")}


def _score(table, scene, data, outcome):
    total, detail, kept = 0, [], committed_keeps(scene)
    for play in data["plays"]:
        char = character(table, play["character"])
        for name in play["cards"]:
            if (char["name"], name) in kept:
                raise RuleViolation("sixwinters.scene.once", f"{char['name']}'s {name} already counts toward this scene")
            points, single = card_points(table, char, name, scene["skills"])
            if not single:
                kept.add((char["name"], name))
            total += points
            detail.append({"character": char["name"], "card": name, "points": points, **({} if single else {"kept": True})})
            if single:
                kind = "assets" if name in char["completed"] else "obstacles"
                (char["completed"] if kind == "assets" else char["overcome"]).remove(name)
                char["played"].append(name)
                char.setdefault("played_" + kind, []).append(name)
                if kind == "assets":
                    _when_played(table, char, name, outcome)
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
    scene skill) on top of the cards committed before; play-icon assets and obstacles are
    discarded; scene stress; next scene."""
    require_step(table, "actions")
    scene = table.get("scene")
    if not scene:
        raise RuleViolation("sixwinters.scene.none", "there is no scene in play")
    if any(c["location"] != scene["location"] for c in table["characters"].values()):
        raise RuleViolation("sixwinters.scene.gathered", f"every character must be at {scene['location']}")
    outcome: list = []
    _check_answers(table["scenario_scenes"][scene["index"]].get("questions", []), data.get("answers", []))
    total, detail = _score(table, scene, data, outcome)
    total += scene.get("score", 0)
    if total < scene["needed"]:
        raise RuleViolation("sixwinters.scene.points", f"{total} points played; the scene needs {scene['needed']}")
    _stress(table, scene, data, outcome)
    for effect in table["scenario_scenes"][scene["index"]]["completion"]:
        effects.start(table, effect, "scene completion", scene["name"])
    _next_scene(table, data)
    return {"points": total, "cards": detail, "events": outcome}


def _check_answers(questions: list, answers: list) -> None:
    """Guiding questions are optional (Scenes): answer any of the scene's, each once."""
    seen = set()
    for n, entry in enumerate(answers):
        if entry["question"] not in questions:
            asked = "; ".join(questions) if questions else "none"
            raise RuleViolation("sixwinters.scene.question", f"answers[{n}]: not a guiding question of this scene "
                                f"(its questions: {asked})")
        if entry["question"] in seen:
            raise RuleViolation("sixwinters.scene.question", f"answers[{n}]: {entry['question']!r} is answered twice")
        if not entry["answer"].strip():
            raise RuleViolation("sixwinters.scene.question", f"answers[{n}]: the answer is blank")
        seen.add(entry["question"])


def run_commit(table: dict, data: dict) -> dict:
    """Commit cards toward the scene's running score, one or more at a time, by any character
    at the scene, across turns ("18 of 20"); the scene is completed by narrating it once the
    score, with any cards played then, reaches the points it needs."""
    require_step(table, "actions")
    scene = table.get("scene")
    if not scene:
        raise RuleViolation("sixwinters.scene.none", "there is no scene in play")
    char = character(table, data["character"])
    if char["location"] != scene["location"]:
        raise RuleViolation("sixwinters.scene.at-location", f"{char['name']} commits cards at {scene['location']}, the scene's location")
    if scene.get("score", 0) >= scene["needed"]:
        raise RuleViolation("sixwinters.scene.full", f"the scene has its {scene['needed']} points: narrate it")
    outcome: list = []
    points, detail = _score(table, scene, {"plays": [{"character": char["name"], "cards": data["cards"]}]}, outcome)
    scene["score"] = scene.get("score", 0) + points
    scene["committed"] = [*scene.get("committed", []), *detail]
    return {"points": points, "score": scene["score"], "needed": scene["needed"], "cards": detail, "events": outcome}


def dice_needed(table: dict, command: dict) -> list[dict]:
    scene = table.get("scene")
    if not scene:
        return []
    try:
        return [{"sides": 6, "kind": track} for _, track in stress_split(table, scene, command)]
    except (RuleViolation, KeyError, TypeError):
        return []

