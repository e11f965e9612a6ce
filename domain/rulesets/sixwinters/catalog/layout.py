"""Checks a world-map layout against the rulebook's map rules.

Rulebook V24.0, "Campaign Setup" / "Create and Record Starting Map": a custom map must
(1) give every location at least one orthogonally adjacent location of its own region,
(2) have one Brightdune location adjacent to at least one Empire and one Settled Lands
location, and (3) fit within the 4x7 grid recorded on the back of a character sheet.
Adjacency is orthogonal ("Move": characters move orthogonally to an adjacent location).
Regions and grid size come from the catalog (``home_region``, ``regions``, ``map_grid``).
"""
from __future__ import annotations

from .errors import CatalogError

RULE_GRID = "sixwinters.map.grid-4x7"
RULE_REGION = "sixwinters.map.region-adjacent"
RULE_BRIDGE = "sixwinters.map.home-region-bridge"
RULE_CELLS = "sixwinters.map.cells"


def cells_of(layout) -> list[dict]:
    """Accept the catalog's ``{"cells": [...]}``, a list of cells, or ``{name: {row, col}}``."""
    if isinstance(layout, dict) and "cells" in layout:
        return list(layout["cells"])
    if isinstance(layout, dict):
        return [{"location": name, **cell} for name, cell in layout.items() if isinstance(cell, dict)]
    return list(layout or [])


def layout_problems(catalog: dict, layout) -> list[tuple[str, str]]:
    """Every broken rule as (rule, message); empty when the layout is legal."""
    cells = cells_of(layout)
    problems = _cell_problems(catalog, cells)
    if problems:
        return problems
    where = {(c["row"], c["col"]): c["location"] for c in cells}
    region = {c["location"]: catalog["locations"][c["location"]]["region"] for c in cells}
    return _grid_problems(catalog, cells) + _region_problems(cells, where, region) + \
        _bridge_problems(catalog, cells, where, region)


def validate_layout(catalog: dict, layout, source: str = "layout") -> None:
    """Raise CatalogError naming each broken rule; return None for a legal layout."""
    problems = layout_problems(catalog, layout)
    if problems:
        raise CatalogError([f"{source}: {rule}: {message}" for rule, message in problems])


def neighbours(row: int, col: int):
    return ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))


def _cell_problems(catalog: dict, cells: list) -> list[tuple[str, str]]:
    problems, seen_cells, seen_names = [], set(), set()
    for cell in cells:
        name = cell.get("location") if isinstance(cell, dict) else None
        if name not in (catalog.get("locations") or {}):
            problems.append((RULE_CELLS, f"unknown location {name!r}"))
            continue
        row, col = cell.get("row"), cell.get("col")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (row, col)):
            problems.append((RULE_CELLS, f"{name}: row and col must be integers"))
            continue
        if (row, col) in seen_cells:
            problems.append((RULE_CELLS, f"{name}: cell ({row}, {col}) is already taken"))
        if name in seen_names:
            problems.append((RULE_CELLS, f"{name} is placed twice"))
        seen_cells.add((row, col))
        seen_names.add(name)
    return problems


def _grid_problems(catalog: dict, cells: list) -> list[tuple[str, str]]:
    rows, cols = catalog["map_grid"]["rows"], catalog["map_grid"]["cols"]
    return [(RULE_GRID, f"{c['location']} at ({c['row']}, {c['col']}) is outside the "
                        f"{rows}x{cols} grid (rows 0..{rows - 1}, cols 0..{cols - 1})")
            for c in cells if not (0 <= c["row"] < rows and 0 <= c["col"] < cols)]


def _region_problems(cells, where, region) -> list[tuple[str, str]]:
    problems = []
    for cell in cells:
        name = cell["location"]
        mates = [where[n] for n in neighbours(cell["row"], cell["col"]) if n in where]
        if not any(region[m] == region[name] for m in mates):
            problems.append((RULE_REGION, f"{name} ({region[name]}) has no adjacent location "
                                          f"of its own region"))
    return problems


def _bridge_problems(catalog, cells, where, region) -> list[tuple[str, str]]:
    home = catalog.get("home_region")
    others = [r["id"] for r in catalog["regions"] if r["id"] != home]
    for cell in cells:
        if region[cell["location"]] != home:
            continue
        touching = {region[where[n]] for n in neighbours(cell["row"], cell["col"]) if n in where}
        if all(other in touching for other in others):
            return []
    return [(RULE_BRIDGE, f"no {home} location is adjacent to a location of each of: "
                          f"{', '.join(others)}")]
