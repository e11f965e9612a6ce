"""New Assets, Activate Obstacles and New Obstacles (Turns), and where obstacles go
(Obstacle Cards, "Starting Location")."""
from __future__ import annotations

from marshmallow import fields

from domain.kernel import RuleViolation

from . import draws, grid, kinds, readings, stress, threats
from . import fields as f
from .dice import Roller
from .state import add_tokens, card, require_step
from .turn import next_step, season


def matches(table: dict, loc_name: str, selector: str) -> bool:
    """A catalog SELECTOR: any, location:<name>, region:<id>, tag:<id>, scene-location."""
    kind, _, value = selector.partition(":")
    loc = table["locations"][loc_name]
    return {"any": True, "location": loc_name == value, "region": loc["region"] == value,
            "tag": value in loc["tags"],
            "scene-location": bool(table.get("scene")) and table["scene"]["location"] == loc_name}.get(kind, False)


def matching(table: dict, selectors: list) -> list[str]:
    """Locations matching any selector, lowest numbered first."""
    ordered = sorted(table["locations"].items(), key=lambda kv: (kv[1]["index"], kv[0]))
    return [n for n, _ in ordered if any(matches(table, n, s) for s in selectors)]


def home(table: dict, placement: list) -> str:
    """The lowest numbered location of the type without obstacles, else the lowest of the type."""
    fitting = matching(table, placement) or matching(table, ["any"])
    free = [n for n in fitting if not table["locations"][n]["obstacles"]]
    return (free or fitting)[0]


def attach(table: dict, name: str, where: str | None = None) -> str:
    """Put an obstacle into play with its starting progress and hindrance."""
    facts = card(table, "obstacles", name)
    where = where or home(table, facts["placement"])
    obs = {"name": name, "progress": 0, "hindrance": 0}
    table["locations"][where]["obstacles"].append(obs)
    add_tokens(table, obs, "progress", facts["progress"])
    add_tokens(table, obs, "hindrance", facts["hindrance"])
    return where


class DrawSchema(f.TableCommand):
    cards = fields.List(f.name(), load_default=list)
    draws = f.dice(load_default=list)


def run_new_assets(table: dict, data: dict) -> dict:
    """Draw one asset face up at the end of the staging area (nothing when the deck is empty)."""
    require_step(table, "new-assets")
    named, dice = list(data["cards"]), list(data["draws"])
    drawn = [draws.draw(table["asset_deck"], named, dice, "asset", table.get("ordered_decks", False))] if table["asset_deck"] else []
    draws.finish(named, dice, "asset")
    table["staging"].extend(drawn)
    next_step(table)
    return {"drawn": drawn}


def run_new_obstacles(table: dict, data: dict) -> dict:
    """Play every face-up obstacle on the draw pile, then draw the season's new obstacles.
    Before the first turn it draws the scenario's starting obstacles (Scenario Setup)."""
    if table["step"] == "setup":
        return _setup_obstacles(table, data)
    require_step(table, "new-obstacles")
    placed = [{"obstacle": n, "location": attach(table, n)} for n in table["obstacle_faceup"]]
    table["obstacle_faceup"] = []
    placed += _draw(table, data, season(table)["obstacles"])
    next_step(table)
    return {"placed": placed}


def _setup_obstacles(table: dict, data: dict) -> dict:
    placed = _draw(table, data, table["setup_draws"])
    table["setup_draws"] = 0
    table["step"] = table.pop("after_setup")
    return {"placed": placed}


def _draw(table: dict, data: dict, count: int) -> list:
    placed = []
    named, dice = list(data["cards"]), list(data["draws"])
    for _ in range(count):
        if not table["obstacle_deck"]:
            break
        name = draws.draw(table["obstacle_deck"], named, dice, "obstacle", table.get("ordered_decks", False))
        placed.append({"obstacle": name, "location": attach(table, name)})
    draws.finish(named, dice, "obstacle")
    return placed


class ActivateSchema(f.TableCommand):
    remove = fields.Dict(keys=fields.String(), values=fields.List(fields.String()), load_default=dict,
                         metadata={"description": "per 'obstacle@location', progress/hindrance removed per activation"})
    threat_rolls = f.dice(load_default=list)
    surge = fields.List(f.name(), load_default=list)
    stress = f.tracks(load_default=dict)


def activations(table: dict, facts: dict) -> int:
    """Once, plus once per staged asset of the obstacle's skill."""
    return 1 + sum(card(table, "assets", a)["skill"] == facts["skill"] for a in table["staging"])


def _remove_tokens(obs: dict, count: int, picks: list) -> int:
    removed = 0
    while removed < count and obs["progress"] + obs["hindrance"] > 0:
        pick = picks.pop(0) if picks else "hindrance"
        if pick not in ("progress", "hindrance"):
            raise RuleViolation("sixwinters.activate.remove", "remove a progress or a hindrance token")
        if obs[pick] == 0:
            pick = "progress" if pick == "hindrance" else "hindrance"
        obs[pick] -= 1
        removed += 1
    return count - removed


def targets(table: dict, selectors: list) -> set:
    """Where a moving obstacle heads: matching locations, or the location of the character
    lowest in a skill (lowest-skill:<skill>)."""
    found = set(matching(table, [s for s in selectors if not s.startswith("lowest-skill:")]))
    for selector in selectors:
        if selector.startswith("lowest-skill:"):
            skill = selector.split(":", 1)[1]
            chars = sorted(table["characters"].values(), key=lambda c: (c["skills"].get(skill, 0), c["name"]))
            found |= {chars[0]["location"]} if chars else set()
    return found


def _move(table, obs, where, facts, left):
    """Move obstacle (Activate Obstacles step 3): one location toward the nearest target per
    remaining activation, stopping there. Each location moved uses an activation (steps 2
    and 4: "used first for movement and then for the activation effect"); with option
    obstacle_movement = "free" the activations are kept for the effect (rules-notes R10)."""
    goal, moves = targets(table, facts["movement"]), left
    while moves and facts["movement"]:
        step = grid.step_toward(table, where, goal)
        if step is None:
            break
        table["locations"][where]["obstacles"].remove(obs)
        table["locations"][step]["obstacles"].append(obs)
        entering(table, table["locations"][step], obs, facts)
        where, moves = step, moves - 1
    if readings.option(table, "obstacle_movement") == "free":
        return where, left
    return where, moves


def entering(table: dict, loc: dict, obs: dict, facts: dict) -> None:
    """Location effect: some obstacles (units at the forts) take hindrance moving in."""
    effect = loc.get("effect") or {}
    if effect.get("op") == "hindrance-on-enter" and set(effect.get("obstacle_tags", [])) & set(facts.get("tags", [])):
        add_tokens(table, obs, "hindrance", effect.get("count", 1))


def difficulty(loc: dict, facts: dict) -> int:
    """An obstacle's difficulty, raised by a location effect (Desolation, The Weird Rock)."""
    effect = loc.get("effect") or {}
    if effect.get("op") != "obstacle-difficulty":
        return facts["difficulty"]
    hit = facts.get("skill") in effect.get("skills", []) or set(effect.get("obstacle_tags", [])) & set(facts.get("tags", []))
    return facts["difficulty"] + (effect.get("amount", 0) if hit else 0)


def _effect(table, where, facts, ctx):
    effect = facts["effect"]
    kind, outcome = effect["kind"], ctx["outcome"]
    if kind == "threat":
        threats.place(table, where, ctx["surge"], outcome)
        if not table.get("result"):
            threats.threat_roll(table, ctx["rolls"].need(), outcome)
    elif kind == "stress":
        for char in [c for c in table["characters"].values() if c["location"] == where]:
            for track in effect["stress"]:
                stress.take(table, char, track, 1, outcome)
                outcome.append({"character": char["name"], "stress": track, "cause": facts["name"]})
    elif kind == "resources":
        loc = table["locations"][where]
        loc["resources"] = [d for d in loc["resources"] if effect.get("resource") not in (None, d["type"])]
    elif kind != "movement":
        table["pending"].append({"what": "obstacle effect", "obstacle": facts["name"], "location": where, "effect": effect})


def in_play(table: dict) -> list[tuple[str, dict]]:
    ordered = sorted(table["locations"].items(), key=lambda kv: (kv[1]["index"], kv[0]))
    return [(name, obs) for name, loc in ordered for obs in loc["obstacles"]]


def activate_one(table: dict, where: str, obs: dict, ctx: dict) -> None:
    facts = card(table, "obstacles", obs["name"])
    left = _remove_tokens(obs, activations(table, facts), ctx["remove"].get(f"{obs['name']}@{where}", []))
    where, left = _move(table, obs, where, facts, left)
    if not left or facts["effect"]["kind"] == "movement":
        return
    for _ in range(left if facts["effect"].get("repeat") else 1):
        if table.get("result"):
            return
        _effect(table, where, facts, ctx)
    if not facts["effect"].get("repeat"):
        table["locations"][where]["obstacles"].remove(obs)
        table["obstacle_discard"].append(obs["name"])


def run_activate(table: dict, data: dict, rolls=None) -> dict:
    """Each obstacle in play, lowest numbered location first: remove tokens, move, apply."""
    require_step(table, "activate")
    ctx = {"remove": {k: list(v) for k, v in data.get("remove", {}).items()}, "surge": list(data.get("surge", [])),
           "rolls": rolls or Roller(data["threat_rolls"], "threat"), "outcome": []}
    for where, obs in in_play(table):
        if table.get("result"):
            break
        activate_one(table, where, obs, ctx)
    if ctx["rolls"].left() and not table.get("result"):
        ctx["rolls"].done()
    if not table.get("result"):
        next_step(table)
    return {"events": ctx["outcome"]}


class CountingRoller:
    """Counts the threat rolls an activation needs, answering 1 (never above the pool)."""

    def __init__(self):
        self.count = 0

    def need(self) -> int:
        self.count += 1
        return 1

    def left(self) -> int:
        return 0


def threat_rolls_needed(table: dict, command: dict) -> int:
    import copy
    roller = CountingRoller()
    try:
        run_activate(copy.deepcopy(table), command, roller)
    except RuleViolation:
        return 0
    return roller.count


COMMANDS = {"table-new-assets": (DrawSchema, kinds.ASSETS_DRAWN, run_new_assets),
            "table-activate": (ActivateSchema, kinds.OBSTACLES_ACTIVATED, run_activate),
            "table-new-obstacles": (DrawSchema, kinds.OBSTACLES_PLACED, run_new_obstacles)}
