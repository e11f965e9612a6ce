"""The catalogs hook of the Six Winters ruleset (`Ruleset.catalogs`, kernel/hooks.py CatalogHook):
`journal cards import` and `campaign new --catalog` use it."""
from __future__ import annotations

from .builtin import builtin
from .files import load_file
from .importer import import_dir
from .validate import validate


class CatalogHook:
    """Built-in catalog, a group's file, the designer's spreadsheets, and a one-line summary."""

    def builtin(self) -> dict:
        return builtin()

    def load_file(self, path) -> dict:
        return load_file(path)

    def import_dir(self, path, progress=None) -> dict:
        return import_dir(path, progress)

    def validate(self, catalog: dict, source: str = "catalog") -> dict:
        return validate(catalog, source)

    def describe(self, catalog: dict) -> str:
        """E.g. "Six Winters V24.0 ... : 7 characters, 54 locations, ...; skills: command, ..."."""
        counts = ", ".join(f"{len(catalog.get(section) or {})} {section}" for section in
                           ("characters", "locations", "assets", "obstacles", "scenarios", "scenes"))
        skills = ", ".join(s["id"] for s in catalog.get("skills", []))
        layout = "standard map" if catalog.get("standard_map") else "no standard map"
        return f"{catalog.get('title', '?')} [{catalog.get('source', '?')}]: {counts}; " \
               f"skills: {skills}; {layout}"
