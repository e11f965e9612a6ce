"""Validate a whole catalog dict; every problem names the source and the entry."""
from __future__ import annotations

from .checker import Checker
from .errors import CatalogError
from .layout import layout_problems
from .validate_core import check_core
from .validate_entities import (check_assets, check_characters, check_locations,
                                check_obstacles, check_winter_actions)
from .validate_scenarios import check_scenarios, check_scenes

SECTIONS = ("characters", "winter_actions", "locations", "assets", "obstacles", "scenarios", "scenes")


def validate(catalog: dict, source_name: str = "catalog") -> dict:
    """Check the catalog shape (docs/sixwinters-catalog.md); return it, or raise CatalogError."""
    check = Checker(source_name)
    if not isinstance(catalog, dict):
        raise CatalogError(f"{source_name}: a catalog must be a JSON object / TOML table")
    check_core(check, catalog)
    check.raise_if_any()  # the id lists must be sound before entries are checked against them
    for section in SECTIONS:
        if section not in catalog:
            check.fail("", f"missing section {section!r}")
    check_winter_actions(check, catalog)
    check_characters(check, catalog)
    check_locations(check, catalog)
    check_assets(check, catalog)
    check_obstacles(check, catalog)
    check_scenarios(check, catalog)
    check_scenes(check, catalog)
    _standard_map(check, catalog)
    check.raise_if_any()
    return catalog


def _standard_map(check: Checker, catalog: dict) -> None:
    """The standard map is optional (an import may lack one); when present it must be legal."""
    layout = catalog.get("standard_map")
    if layout is None:
        return
    if not isinstance(layout, dict) or not isinstance(layout.get("cells"), list):
        check.fail("standard_map", "must be a table with a 'cells' list")
        return
    for rule, message in layout_problems(catalog, layout):
        check.fail("standard_map", f"{rule}: {message}")
    resources = {r["id"] for r in catalog["resources"]}
    for cell in layout["cells"]:
        for token in cell.get("production", []) if isinstance(cell, dict) else []:
            if not isinstance(token, dict) or token.get("type") not in resources:
                check.fail("standard_map", f"{cell.get('location')}: production type must be a resource")
