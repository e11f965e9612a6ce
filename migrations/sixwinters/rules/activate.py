"""Activate Obstacles (Turns): each obstacle in play loses tokens, moves toward its targets
and applies its activation effect (threats and threat rolls, stress, lost resources)."""
from __future__ import annotations


from domain.kernel import RuleViolation

from . import grid, readings, stress, threats
from .dice import Roller
from ..guards import require_step
from ..state import add_tokens, card
from .placement import matching
from .turn import next_step


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


