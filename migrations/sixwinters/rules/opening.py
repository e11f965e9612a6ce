"""Opening the table at the end of session start (Session Start steps 9-14) from the
catalog, the campaign map and the campaign's `opening` (docs/dev/sixwinters.md)."""
from __future__ import annotations

from domain.kernel import RuleViolation
from domain.kernel.catalogs import catalog_of

from . import facts, readings
from .placement import attach
from .refresh import bonus_move
from .scene import new_scene
from ..state import add_tokens


def _cells(state: dict, opening: dict) -> list[dict]:
    """The map as cells {"location", "row", "col", "production", "threats"}."""
    raw = opening.get("map") or (state.get("campaign") or {}).get("map") or catalog_of(state).get("standard_map")
    if isinstance(raw, dict) and "cells" in raw:
        raw = raw["cells"]
    if isinstance(raw, dict):
        raw = [{"location": name, **cell} for name, cell in raw.items()]
    if not raw:
        raise RuleViolation("sixwinters.table.map", "the table needs a map to open")
    return [{**cell, "location": cell.get("location") or cell.get("name")} for cell in raw]


def _sheets(opening: dict) -> list[dict]:
    return [c if isinstance(c, dict) else {"name": c} for c in opening["characters"]]


def _cards(cat: dict, names: set, maker) -> dict:
    return {name: maker(cat, name) for name in sorted(names)}


def _card_names(cat: dict, opening: dict, sheets: list) -> tuple[set, set]:
    obstacles = set(opening.get("obstacle_deck", [])) | {o["name"] for o in opening.get("obstacles", [])}
    assets = set(opening.get("asset_deck", [])) | set(opening.get("staging", []))
    for sheet in sheets:
        assets |= set(sheet.get("assets", []))
    return obstacles | set(cat.get("obstacles", {})), assets | set(cat.get("assets", {}))


def open_table(state: dict, opening: dict) -> dict:
    """The live game of one year, from session start to session end."""
    cat = catalog_of(state)
    scen = facts.scenario(cat, opening["scenario"])
    sheets = _sheets(opening)
    obstacles, assets = _card_names(cat, opening, sheets)
    chars = {s["name"]: facts.character(cat, s["name"], s) for s in sheets}
    options = readings.table_options(state, opening)
    readings.apply_ability_readings(chars, options)
    table = {
        "scenario": scen["name"], "difficulty": opening.get("difficulty", "standard"),
        "players": opening.get("players", len(chars)), "spotlight": opening.get("spotlight", sheets[0]["name"]),
        "options": options,
        "seasons": scen["seasons"], "season": 0, "turn": 1, "turns_played": 0, "step": "actions",
        "threat_pool": opening.get("threat_pool", scen["threat_pool"]), "threat_effects": scen["threat_effects"],
        "scenario_scenes": scen["scenes"], "scenes_completed": [], "scene": None,
        "characters": chars,
        "locations": {c["location"]: facts.location(cat, c["location"], c) for c in _cells(state, opening)},
        "cards": {"obstacles": _cards(cat, obstacles, facts.obstacle), "assets": _cards(cat, assets, facts.asset)},
        "staging": list(opening.get("staging", [])), "asset_deck": list(opening.get("asset_deck", [])),
        "asset_discard": [], "obstacle_deck": list(opening.get("obstacle_deck", [])), "obstacle_faceup": [],
        "obstacle_discard": [], "hindered": [], "ordered_decks": opening.get("shuffle") == "dice",
        "dice_totals": facts.dice_totals(cat), "token_totals": facts.token_totals(cat), "wheel": facts.wheel(cat), "exploding": facts.exploding(cat),
        "pending": [], "result": None, "loss_reason": None, "grid": dict(cat.get("map_grid") or {"rows": 4, "cols": 7}),
        "location_facts": _added_locations(cat, scen),
    }
    _place_setup(table, opening)
    _first_step(table, opening, scen)
    return table


def _first_step(table: dict, opening: dict, scen: dict) -> None:
    """Movement with starting assets; placing when the opening left characters or dice out;
    the scenario's starting obstacle draws before anything else."""
    for char in table["characters"].values():
        char["move"] = char["move_base"] + bonus_move(table, char)
    if any(c["location"] is None or not c["action_dice"] for c in table["characters"].values()):
        table["step"] = "placing"
    table["setup_draws"] = opening.get("setup_draws", scen["setup_draws_per_player"] * table["players"])
    if table["setup_draws"]:
        table["after_setup"], table["step"] = table["step"], "setup"


def _place_setup(table: dict, opening: dict) -> None:
    for loc, dice in (opening.get("resources") or {}).items():
        table["locations"][loc]["resources"].extend({"type": d["type"], "value": d["value"]} for d in dice)
    for item in opening.get("obstacles", []):
        where = attach(table, item["name"], item.get("location"))
        obs = table["locations"][where]["obstacles"][-1]
        obs["progress"], obs["hindrance"] = 0, 0
        add_tokens(table, obs, "progress", item.get("progress", table["cards"]["obstacles"][item["name"]]["progress"]))
        add_tokens(table, obs, "hindrance", item.get("hindrance", table["cards"]["obstacles"][item["name"]]["hindrance"]))
    scene = opening.get("scene")
    scene = {"name": scene} if isinstance(scene, str) else (scene or {})
    names = [s["name"] for s in table["scenario_scenes"]]
    index = names.index(scene["name"]) if scene.get("name") in names else 0
    if names:
        table["scene"] = new_scene(table, index, scene.get("location"))
        table["scene"]["needed"] = opening.get("target") or table["scene"]["needed"]


def _added_locations(cat: dict, scen: dict) -> dict:
    """Facts of the locations this scenario's effects may add to the map."""
    found = {}

    def walk(effect):
        if isinstance(effect, dict):
            if effect.get("op") == "add-location" and effect.get("location") in cat.get("locations", {}):
                found[effect["location"]] = dict(cat["locations"][effect["location"]])
            for option in effect.get("options", []):
                walk(option)
    for scene in scen["scenes"]:
        for effect in scene["completion"]:
            walk(effect)
    for effect in scen["threat_effects"].values():
        walk(effect)
    return found
