"""Checking a catalog of card facts and putting it in the shape the rules read.

The shape (docs/sixwinters-v19.md, "Card catalog"): skills; the location board's resource
slots; pool sizes by track space; stars by stage; characters; locations; the standard map;
obstacles (copies expanded to one entry per card: "Informants", "Informants #2"); progress
cards (their path read by grid.py); seasonal events by season and number of symbols.
Validation is idempotent: a catalog already checked (as a campaign stores it) checks again
to the same thing.
"""
from __future__ import annotations

from ..words import REGIONS, RESOURCES, SEASONS, SLOTS, TRACK_SPACES
from .errors import CatalogError
from .grid import GridError, parse_grid, reachable
from .entries import ENTRY_CHECKS, Problems

SECTIONS = ("skills", "board", "pool_sizes", "stages", "characters", "locations", "standard_map",
            "obstacles", "progress", "events")
META = ("id", "title", "notes", "source", "event_text")


def validate(catalog: dict, source: str = "catalog") -> dict:
    """The catalog checked and normalised; CatalogError naming every problem."""
    if not isinstance(catalog, dict):
        raise CatalogError(f"{source}: a catalog is an object")
    problems = Problems(source)
    unknown = sorted(set(catalog) - set(SECTIONS) - set(META))
    for name in unknown:
        problems.add(f"unknown section {name!r}")
    for name in SECTIONS:
        if name not in catalog:
            problems.add(f"missing section {name!r}")
    problems.raise_any()
    result = {key: catalog[key] for key in META if key in catalog}
    result["skills"] = _skills(catalog["skills"], problems)
    result["board"] = _board(catalog["board"], problems)
    result["pool_sizes"] = _pool_sizes(catalog["pool_sizes"], problems)
    result["stages"] = _stages(catalog["stages"], problems)
    result["events"] = _events(catalog["events"], problems)
    problems.raise_any()
    for section in ("characters", "locations", "obstacles", "progress"):
        result[section] = ENTRY_CHECKS[section](catalog[section], result, problems)
    problems.raise_any()
    result["standard_map"] = _standard_map(catalog["standard_map"], result, problems)
    _paths(result, problems)
    problems.raise_any()
    return result


def _skills(skills, problems: Problems) -> list:
    if not isinstance(skills, list) or not skills or not all(isinstance(s, str) and s.strip() for s in skills):
        problems.add("skills: a list of skill names")
        return []
    if len(set(skills)) != len(skills):
        problems.add("skills: a skill is listed twice")
    return list(skills)


def _board(board, problems: Problems) -> dict:
    if not isinstance(board, dict) or sorted(board) != sorted(REGIONS):
        problems.add(f"board: one entry per region ({', '.join(REGIONS)})")
        return {}
    for region, slots in board.items():
        if not isinstance(slots, list) or len(slots) != len(SLOTS) or not all(s in RESOURCES for s in slots):
            problems.add(f"board: {region}: three resource slots, top to bottom")
    return {region: list(board[region]) for region in REGIONS}


def _pool_sizes(sizes, problems: Problems) -> dict:
    if not isinstance(sizes, dict) or sorted(sizes) != sorted(RESOURCES):
        problems.add("pool_sizes: one list per resource")
        return {}
    for name, row in sizes.items():
        if not isinstance(row, list) or len(row) != TRACK_SPACES or \
                not all(isinstance(n, int) and not isinstance(n, bool) and 1 <= n <= 6 for n in row):
            problems.add(f"pool_sizes: {name}: {TRACK_SPACES} pool sizes of 1 to 6, one per track space")
    return {name: list(sizes[name]) for name in RESOURCES}


def _stages(stages, problems: Problems) -> dict:
    if not isinstance(stages, dict) or not stages:
        problems.add("stages: stage number -> stars")
        return {}
    for stage, stars in stages.items():
        if not str(stage).isdigit() or not isinstance(stars, int) or isinstance(stars, bool) or not 0 <= stars <= 6:
            problems.add(f"stages: {stage!r}: a stage number with 0 to 6 stars")
    return {str(stage): stars for stage, stars in stages.items()}


def _events(events, problems: Problems) -> dict:
    if not isinstance(events, dict) or sorted(events) != sorted(SEASONS):
        problems.add(f"events: one list per season ({', '.join(SEASONS)})")
        return {}
    for season, names in events.items():
        if not isinstance(names, list) or len(names) != 4 or not all(isinstance(n, str) and n for n in names):
            problems.add(f"events: {season}: four seasonal event names, for 0 to 3 symbols showing")
    return {season: list(events[season]) for season in SEASONS}


def _standard_map(standard, catalog: dict, problems: Problems) -> dict:
    if not isinstance(standard, dict) or sorted(standard) != sorted(REGIONS):
        problems.add("standard_map: three locations per region, top to bottom")
        return {}
    for region, names in standard.items():
        if not isinstance(names, list) or len(names) != 3 or len(set(names)) != 3:
            problems.add(f"standard_map: {region}: three different locations")
            continue
        for name in names:
            place = catalog["locations"].get(name)
            if place is None or place["region"] != region:
                problems.add(f"standard_map: {region}: {name!r} is not a location of that region")
    return {region: list(standard[region]) for region in REGIONS}


def _paths(catalog: dict, problems: Problems) -> None:
    for name, card in catalog["progress"].items():
        if "path" in card and not reachable(card["path"], "any-neighbour"):
            problems.add(f"progress {name!r}: grid: no chain of squares joins the start to the end")


__all__ = ["validate", "CatalogError", "GridError", "parse_grid"]
