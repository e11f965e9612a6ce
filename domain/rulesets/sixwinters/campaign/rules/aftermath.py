"""Session End steps 4-7: Update Threats, Update Campaign Map, Update Character Journal
and Status, Store Game (rulebook "Session End").
"""

from __future__ import annotations

import copy

from domain.kernel import Event, RuleViolation
from domain.kernel.catalogs import catalog_of

from .production import check_box, in_use
from .. import events as ev
from ..state import campaign_copy, sheets_of
from . import facts
from .session_end import end_done, step_data
from ..guards import require_end_step, require_took_part
from .steps import FINAL_YEAR

LEVELS = ("none", "base", "improved")


# 4. Update Threats -------------------------------------------------------------------------


def decide_threats(game: dict, command: dict) -> list[Event]:
    """Step 4: one threat token leaves every location; the rest start in play next game."""
    campaign = game["campaign"]
    sess = require_end_step(campaign, "threats")
    before = dict(sess["summary"]["threats"]) or {name: loc["threats"] for name, loc in campaign["map"].items()}
    after = {name: max(0, count - 1) for name, count in before.items()}
    return [Event(ev.THREATS_UPDATED, step_data("threats", before=before, after=after))]


def evolve_threats(game: dict, data: dict) -> dict:
    """Update Threats: the map keeps the threats left after one leaves every location."""
    game, campaign = campaign_copy(game, "map")
    for name, place in campaign["map"].items():
        place["threats"] = data["after"].get(name, 0)
    campaign["session"] = {**end_done(campaign["session"], "threats"), "threats_after": dict(data["after"])}
    return game


# 5. Update Campaign Map --------------------------------------------------------------------


def decide_map(game: dict, command: dict) -> list[Event]:
    """Step 5: record new or changed locations (from the game and from the command) and the
    threat totals on the campaign map."""
    campaign, catalog = game["campaign"], catalog_of(game)
    sess = require_end_step(campaign, "map")
    world = _from_game(catalog, campaign, sess)
    before = in_use(world)
    for change in command.get("changes", []):
        world = apply_change(catalog, world, change)
    if in_use(world) > before:
        check_box(catalog, world)
    return [Event(ev.MAP_UPDATED, step_data("map", changes=list(command.get("changes", [])), map=world))]


def _from_game(catalog: dict, campaign: dict, sess: dict) -> dict:
    """The map as the game left it (locations added or changed in play, when the summary
    carries the game's map), else the campaign map; with the threats after step 4."""
    game_map = sess["summary"].get("map") or {}
    world = copy.deepcopy(campaign["map"])
    if game_map:
        world = {
            name: {
                "row": cell["row"],
                "col": cell["col"],
                "threats": cell.get("threats", 0),
                "production": [dict(p) for p in cell.get("production", [])],
            }
            for name, cell in game_map.items()
            if isinstance(cell, dict) and "row" in cell
        }
    for name, place in world.items():
        place["threats"] = (sess.get("threats_after") or {}).get(name, 0)
    return world


def apply_change(catalog: dict, world: dict, change: dict) -> dict:
    """One map change: add-location, remove-location, replace-location or set-production."""
    op, name = change["op"], change["location"]
    world = copy.deepcopy(world)
    facts.location(catalog, name)
    if op == "add-location":
        _free_cell(catalog, world, name, change.get("row"), change.get("col"))
        produced = facts.location(catalog, name).get("production")
        world[name] = {
            "row": change["row"],
            "col": change["col"],
            "threats": 0,
            "production": change.get("production", [{"type": produced, "improved": False}] if produced else []),
        }
    elif op in ("remove-location", "replace-location"):
        _on_map(world, name)
        cell = world.pop(name)
        if op == "replace-location":
            new = change.get("by")
            facts.location(catalog, new)
            produced = facts.location(catalog, new).get("production")
            world[new] = {**cell, "production": [{"type": produced, "improved": False}] if produced else []}
    elif op == "set-production":
        _on_map(world, name)
        _set_level(catalog, world[name], change.get("resource"), change.get("level"))
    else:
        raise RuleViolation("sixwinters.map.change", f"unknown map change {op!r}")
    return world


def _on_map(world: dict, name: str) -> None:
    if name not in world:
        raise RuleViolation("sixwinters.map.location", f"{name} is not on the campaign map")


def _free_cell(catalog: dict, world: dict, name: str, row, col) -> None:
    grid = catalog.get("map_grid", {"rows": 4, "cols": 7})
    if name in world:
        raise RuleViolation("sixwinters.map.location", f"{name} is already on the map")
    if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < grid["rows"] and 0 <= col < grid["cols"]):
        raise RuleViolation(
            "sixwinters.map.grid-4x7",
            f"the map fits a {grid['rows']}x{grid['cols']} grid; row {row}, column {col} is outside",
        )
    if any(cell["row"] == row and cell["col"] == col for cell in world.values()):
        raise RuleViolation("sixwinters.map.cells", f"row {row}, column {col} already holds a location")


def _set_level(catalog: dict, place: dict, resource: str, level: str) -> None:
    if resource not in [r["id"] for r in catalog["resources"]] or level not in LEVELS:
        raise RuleViolation("sixwinters.map.production", f"production is a resource and one of {', '.join(LEVELS)}")
    place["production"] = [p for p in place["production"] if p["type"] != resource]
    if level != "none":
        place["production"].append({"type": resource, "improved": level == "improved"})


def evolve_map(game: dict, data: dict) -> dict:
    """Update Campaign Map: the recorded map becomes the one the step computed."""
    game, campaign = campaign_copy(game)
    campaign["map"] = copy.deepcopy(data["map"])
    campaign["session"] = end_done(campaign["session"], "map")
    return game


# 6. Update Character Journal and Status ----------------------------------------------------


def decide_journals(game: dict, command: dict) -> list[Event]:
    """Step 6: each active character's journal gets the mission, its result and notes;
    the sheet keeps the conditions and unlocked abilities the game ended with."""
    campaign = game["campaign"]
    sess = require_end_step(campaign, "journals")
    notes = command.get("entries", {})
    chars = sess["summary"]["characters"]
    require_took_part(notes, chars, "sixwinters.journal.character", "{name} did not take part this year")
    last, catalog = campaign["history"][-1], catalog_of(game)
    entries = {
        name: {
            "year": last["year"],
            "scenario": last["scenario"],
            "difficulty": last["difficulty"],
            "result": last["result"],
            "notes": notes.get(name, ""),
            "points": card_points(catalog, chars[name]),
        }
        for name in chars
    }
    status = {
        name: {"conditions": list(c["conditions"]), "abilities": list(c["abilities"])} for name, c in chars.items()
    }
    return [Event(ev.JOURNALS_UPDATED, step_data("journals", entries=entries, status=status))]


def card_points(catalog: dict, cards: dict) -> int:
    """ "May record score totals from obstacles and assets": asset points plus obstacle difficulty."""
    return sum(facts.asset(catalog, key).get("points", 0) for key in cards["assets"]) + sum(
        facts.obstacle(catalog, key).get("difficulty", 0) for key in cards["obstacles"]
    )


def evolve_journals(game: dict, data: dict) -> dict:
    """Update Character Journal and Status: journal entries, conditions, abilities."""
    game, campaign = campaign_copy(game, *sheets_of(data["entries"]))
    for name, entry in data["entries"].items():
        sheet = campaign["sheets"][name]
        sheet["journal"].append(dict(entry))
        sheet["conditions"] = list(data["status"][name]["conditions"])
        sheet["abilities"] = list(data["status"][name]["abilities"]) or sheet["abilities"]
    campaign["session"] = end_done(campaign["session"], "journals")
    return game


# 7. Store Game -----------------------------------------------------------------------------


def decide_store(game: dict, command: dict) -> list[Event]:
    """Step 7: the campaign is put away; the next session plays the next year."""
    campaign = game["campaign"]
    require_end_step(campaign, "store")
    if campaign["year"] >= campaign.get("final_year", FINAL_YEAR):
        raise RuleViolation("sixwinters.session-end.final-year", "after the final year the Campaign End follows")
    return [Event(ev.SESSION_ENDED, step_data("store", year=campaign["year"], next_year=campaign["year"] + 1))]


def evolve_store(game: dict, data: dict) -> dict:
    """Store Game: the session closes, the table is put away, the next year begins."""
    game, campaign = campaign_copy(game)
    campaign["session"] = None
    campaign["year"] = data["next_year"]
    return {**game, "table": None}
