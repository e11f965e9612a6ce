"""Scenarios and scenes of a catalog.

Rulebook V24.0, "Scenario Cards": requirement (year, locations, earlier scenarios), setup,
seasons (turns, possibly a range; new action dice; new obstacles), threat pool, threat
effects by die value, and "Scenes": location, points per player (difficult in brackets),
skill, stress per player, completion effects.
"""
from __future__ import annotations

from .checker import Checker
from .references import check_effects, check_selector, ids
from .validate_entities import named_entries


def check_scenarios(check: Checker, catalog: dict) -> None:
    years = catalog.get("limits", {}).get("campaign_years", 6)
    for where, key, entry in named_entries(check, catalog, "scenarios", "scenario"):
        check.integer(where, entry, "year_min", low=1, high=years)
        check.integer(where, entry, "year_max", low=entry.get("year_min") if isinstance(
            entry.get("year_min"), int) else 1, high=years, optional=True)
        _requires(check, where, entry.get("requires", {}), catalog)
        check.integer(where, entry, "starting_action_dice", low=0)
        check_effects(check, where, entry, "setup", catalog)
        _seasons(check, where, entry.get("seasons"), catalog)
        check.integer(where, entry, "threat_pool", low=1)
        _threat(check, where, entry.get("threat"), catalog)
        _scene_list(check, where, key, entry.get("scenes"), catalog)


def _requires(check: Checker, where: str, requires, catalog: dict) -> None:
    if not check.is_dict(where, requires, "requires"):
        return
    check.members(where, requires, "locations", set(catalog.get("locations") or {}))
    check.members(where, requires, "scenarios_won", set(catalog.get("scenarios") or {}))


def _seasons(check: Checker, where: str, seasons, catalog: dict) -> None:
    if not isinstance(seasons, list) or not seasons:
        check.fail(where, "seasons must be a non-empty list")
        return
    for number, season in enumerate(seasons, start=1):
        here = f"{where}: season {number}"
        if not check.is_dict(here, season):
            continue
        check.member(here, season.get("season"), ids(catalog, "seasons"), "season")
        check.integer(here, season, "turns", low=1)
        low = season["turns"] if isinstance(season.get("turns"), int) else 1
        check.integer(here, season, "turns_max", low=low, optional=True)
        check.integer(here, season, "action_dice", low=0)
        check.integer(here, season, "new_obstacles", low=0)


def _threat(check: Checker, where: str, threat, catalog: dict) -> None:
    here = f"{where}: threat"
    if not check.is_dict(here, threat):
        return
    check.text(here, threat, "name")
    effects = threat.get("effects", [])
    if not check.is_list(here, effects, "effects"):
        return
    sides = catalog.get("components", {}).get("die_sides", 6)
    seen: set = set()
    for number, item in enumerate(effects, start=1):
        spot = f"{here}: effect {number}"
        if not check.is_dict(spot, item):
            continue
        values = item.get("values")
        if not isinstance(values, list) or not values or not all(
                isinstance(v, int) and 1 <= v <= sides for v in values):
            check.fail(spot, f"values must be a non-empty list of die values 1..{sides}")
        elif seen & set(values):
            check.fail(spot, f"die values {sorted(seen & set(values))} already have an effect")
        else:
            seen |= set(values)
        check_effects(check, spot, {"effect": [item.get("effect")]}, "effect", catalog)


def _scene_list(check: Checker, where: str, key: str, scenes, catalog: dict) -> None:
    if not isinstance(scenes, list) or not scenes:
        check.fail(where, "scenes must be a non-empty list of scene names")
        return
    known = catalog.get("scenes") or {}
    for name in scenes:
        if name not in known:
            check.fail(where, f"unknown scene {name!r}")
        elif isinstance(known[name], dict) and known[name].get("scenario") != key:
            check.fail(where, f"scene {name!r} belongs to scenario {known[name].get('scenario')!r}")


def check_scenes(check: Checker, catalog: dict) -> None:
    for where, _key, entry in named_entries(check, catalog, "scenes", "scene"):
        check.member(where, entry.get("scenario"), set(catalog.get("scenarios") or {}), "scenario",
                     optional=True)
        check.integer(where, entry, "order", low=1, optional=entry.get("scenario") is None)
        check_selector(check, where, entry.get("location"), catalog, "location")
        for selector in entry.get("location_else") or []:
            check_selector(check, where, selector, catalog, "location_else")
        check.integer(where, entry, "points", low=0)
        check.integer(where, entry, "difficult_points", low=0)
        skills = entry.get("skills")
        if not isinstance(skills, list) or not skills:
            check.fail(where, "skills must be a non-empty list")
        else:
            check.members(where, entry, "skills", ids(catalog, "skills"))
        stress = entry.get("stress", {})
        if check.is_dict(where, stress, "stress"):
            for kind in stress:
                check.member(where, kind, set(catalog.get("stress_types") or []), "stress type")
                check.integer(f"{where}: stress", stress, kind, low=0)
        check_effects(check, where, entry, "completion", catalog)
        for key in ("background", "questions", "epilogue"):
            check.paragraphs(where, entry, key)
