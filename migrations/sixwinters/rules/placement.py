"""Where obstacles go (Obstacle Cards, "Starting Location"; catalog SELECTORs) and what a
location does to the obstacles on it."""
from __future__ import annotations

from ..state import add_tokens, card


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


def difficulty(loc: dict, facts: dict) -> int:
    """An obstacle's difficulty, raised by a location effect (Desolation, The Weird Rock)."""
    effect = loc.get("effect") or {}
    if effect.get("op") != "obstacle-difficulty":
        return facts["difficulty"]
    hit = facts.get("skill") in effect.get("skills", []) or set(effect.get("obstacle_tags", [])) & set(facts.get("tags", []))
    return facts["difficulty"] + (effect.get("amount", 0) if hit else 0)
