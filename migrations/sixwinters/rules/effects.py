"""Scenario threat effects and scene completion effects (Threats, "Apply matching scenario
threat effect"; Narrate Scene, "Apply Scene Completion Effects").

Effects are the catalog's EFFECT codes (docs/sixwinters-catalog.md). Those the rules can
apply alone are applied at once; those that need the players' choice (a curse, where a
new location goes, one of several options) wait in `table["pending"]` for `table-resolve`.
Campaign-level ones (archive, winter actions) are kept for the summary.
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from . import facts as _facts
from .placement import attach, matching

CAMPAIGN_OPS = {"archive-asset", "unlock-winter-action"}
CHOICE_OPS = {"curse", "add-location", "choose"}


def start(table: dict, effect: dict | None, what: str, source: str) -> None:
    """Apply an effect now, or leave it pending for the players."""
    if not effect:
        return
    if effect.get("op") in CHOICE_OPS or effect.get("choice") == "players":
        table["pending"].append({"what": what, "source": source, "effect": effect})
    else:
        apply(table, effect, {}, source)


def _discard_resources(table, effect, choice):
    for name in matching(table, [effect.get("at") or "any"]):
        loc = table["locations"][name]
        loc["resources"] = [d for d in loc["resources"] if effect.get("resource") not in (None, d["type"])]


def _production(table, effect, choice, step):
    loc = table["locations"].get(effect["location"])
    cond = effect.get("if")
    if loc is None or (cond and not _condition(table, cond)):
        return
    tokens = [p for p in loc["production"] if p["type"] == effect["resource"]]
    if step > 0 and tokens and not tokens[0].get("improved"):
        tokens[0]["improved"] = True
    elif step > 0 and not tokens:
        loc["production"].append({"type": effect["resource"], "improved": False})
    elif step < 0 and tokens:
        if tokens[0].get("improved"):
            tokens[0]["improved"] = False
        else:
            loc["production"].remove(tokens[0])


def _condition(table, cond):
    where = table["locations"].get(cond.get("threats_at"), {})
    skills = set(cond.get("or_obstacle_skills", []))
    obstacles = [table["cards"]["obstacles"].get(o["name"], {}).get("skill") for o in where.get("obstacles", [])]
    return bool(where.get("threats")) or bool(skills & set(obstacles))


def _curse(table, effect, choice):
    char = table["characters"].get(choice.get("character"))
    if char is None or choice.get("skill") not in char["skills"]:
        raise RuleViolation("sixwinters.effect.curse", "name the cursed character and the skill the curse sets to zero")
    char["conditions"].append({"name": choice.get("name") or "Curse", "skill": choice["skill"], "to": effect.get("skill_to", 0)})


def _add_location(table, effect, choice):
    name = effect["location"]
    row, col = choice.get("row"), choice.get("col")
    taken = {(loc["row"], loc["col"]) for loc in table["locations"].values()}
    grid = table.get("grid", {"rows": 4, "cols": 7})
    if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < grid["rows"] and 0 <= col < grid["cols"]) or (row, col) in taken:
        raise RuleViolation("sixwinters.effect.add-location", f"place {name} on a free cell of the {grid['rows']}x{grid['cols']} map")
    raw = table.get("location_facts", {}).get(name, {})
    production = [{"type": raw["production"], "improved": False}] if raw.get("production") else []
    cell = {"row": row, "col": col, "production": production, "region": effect.get("region", raw.get("region", ""))}
    table["locations"][name] = _facts.location({"locations": {name: raw}} if raw else {"locations": {}}, name, cell)
    table.setdefault("map_changes", []).append({"added": name, "row": row, "col": col})


def _place_obstacle(table, effect, choice):
    options = matching(table, [effect.get("at") or "any"])
    where = choice.get("location") or (options[0] if options else None)
    if where not in options:
        raise RuleViolation("sixwinters.effect.place", f"{effect['obstacle']} goes to one of {', '.join(options)}")
    attach(table, effect["obstacle"], where)


def _burn_obstacle(table, effect, choice):
    for loc in table["locations"].values():
        for obs in list(loc["obstacles"]):
            if obs["name"] == effect.get("obstacle"):
                loc["obstacles"].remove(obs)
                table.setdefault("burned", []).append(obs["name"])


def _remove_threat(table, effect, choice):
    where = choice.get("location")
    loc = table["locations"].get(where)
    if not loc or loc["threats"] < effect.get("count", 1):
        raise RuleViolation("sixwinters.effect.threat", "name a location with that many threat tokens")
    loc["threats"] -= effect.get("count", 1)
    table["threat_pool"] += effect.get("count", 1)


def _discard_obstacles(table, effect, choice):
    loc = table["locations"].get(choice.get("location"))
    if not loc:
        raise RuleViolation("sixwinters.effect.discard", "name the location whose obstacles are discarded")
    table["obstacle_discard"].extend(o["name"] for o in loc["obstacles"])
    loc["obstacles"] = []


def _choose(table, effect, choice):
    options = effect.get("options", [])
    index = choice.get("option")
    if not isinstance(index, int) or not 0 <= index < len(options):
        raise RuleViolation("sixwinters.effect.choose", f"choose one of the {len(options)} options (option 0..{len(options) - 1})")
    apply(table, options[index], choice, "choice")


HANDLERS = {"discard-resources": _discard_resources, "curse": _curse, "add-location": _add_location,
            "place-obstacle": _place_obstacle, "burn-obstacle": _burn_obstacle, "remove-threat": _remove_threat,
            "discard-obstacles": _discard_obstacles, "choose": _choose,
            "lower-production": lambda t, e, c: _production(t, e, c, -1),
            "improve-production": lambda t, e, c: _production(t, e, c, +1)}


def apply(table: dict, effect: dict, choice: dict, source: str) -> None:
    """Apply one effect; campaign-level and unknown ones are kept for the players/summary."""
    op = effect.get("op")
    if op in HANDLERS:
        HANDLERS[op](table, effect, choice)
    elif op in CAMPAIGN_OPS:
        table.setdefault("campaign_effects", []).append({"source": source, "effect": effect})
    else:
        table["pending"].append({"what": "not modelled: use adjust", "source": source, "effect": effect})
