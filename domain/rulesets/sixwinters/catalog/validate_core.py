"""The game-wide lists of a catalog: resources (in Wheel of Trade order), skills, regions,
location tags, travel symbols, seasons, grid size and counts.

Rulebook V24.0, "Components" (resources, dice, tokens), "Wheel of Trade", "Skills",
"Location Cards" (regions, tags, effect icons) and "Campaign Setup" (the 4x7 grid).
"""
from __future__ import annotations

from .checker import Checker
from .references import ids

PRODUCTION_KINDS = ("refill", "explode")
TRAVEL_COSTS = ("movement", "stress", "action-die")


def check_core(check: Checker, catalog: dict) -> None:
    check.integer("", catalog, "format", low=1, high=1)
    check.text("", catalog, "id")
    check.text("", catalog, "title")
    _id_list(check, catalog, "resources", extra=_resource)
    _id_list(check, catalog, "skills")
    _id_list(check, catalog, "regions")
    _id_list(check, catalog, "location_tags")
    _id_list(check, catalog, "seasons")
    _id_list(check, catalog, "travel_symbols", extra=_travel)
    _trade(check, catalog)
    check.integer("", catalog, "skill_max", low=1)
    check.member("", catalog.get("home_region"), ids(catalog, "regions"), "home_region", optional=True)
    _stress_types(check, catalog)
    _grid(check, catalog.get("map_grid"))
    for section in ("components", "limits"):
        _counts(check, catalog, section)


def _id_list(check: Checker, catalog: dict, section: str, extra=None) -> None:
    items = catalog.get(section)
    if not check.is_list("", items, section):
        return
    if not items:
        check.fail("", f"{section} must not be empty")
    seen: set = set()
    for number, item in enumerate(items, start=1):
        where = f"{section} {number}"
        if not check.is_dict(where, item):
            continue
        check.text(where, item, "id")
        check.text(where, item, "name")
        if item.get("id") in seen:
            check.fail(where, f"duplicate id {item.get('id')!r}")
        seen.add(item.get("id"))
        if extra:
            extra(check, where, item)


def _resource(check: Checker, where: str, item: dict) -> None:
    check.member(where, item.get("production"), PRODUCTION_KINDS, "production")
    faces = item.get("explode_faces")
    if faces is not None and not (isinstance(faces, dict) and all(
            isinstance(v, list) and all(isinstance(f, int) and f >= 1 for f in v) for v in faces.values())):
        check.fail(where, "explode_faces must map production levels to lists of die faces")


def _travel(check: Checker, where: str, item: dict) -> None:
    check.member(where, item.get("cost"), TRAVEL_COSTS, "cost")
    check.integer(where, item, "amount", low=0)


def _trade(check: Checker, catalog: dict) -> None:
    trade = catalog.get("trade")
    if not check.is_dict("trade", trade):
        return
    check.integer("trade", trade, "give", low=1)
    check.integer("trade", trade, "get", low=1)
    wheel = trade.get("wheel")
    if not isinstance(wheel, list) or sorted(map(str, wheel)) != sorted(ids(catalog, "resources")):
        check.fail("trade", "wheel must list every resource id exactly once")


def _stress_types(check: Checker, catalog: dict) -> None:
    types = catalog.get("stress_types")
    if not isinstance(types, list) or not types or not all(isinstance(t, str) for t in types):
        check.fail("", "stress_types must be a non-empty list of strings")


def _grid(check: Checker, grid) -> None:
    if check.is_dict("map_grid", grid):
        check.integer("map_grid", grid, "rows", low=1)
        check.integer("map_grid", grid, "cols", low=1)


def _counts(check: Checker, catalog: dict, section: str) -> None:
    values = catalog.get(section, {})
    if check.is_dict(section, values):
        for key in values:
            check.integer(section, values, key, low=0)
