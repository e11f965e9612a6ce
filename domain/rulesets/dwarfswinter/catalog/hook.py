"""The catalogs hook of Dwarfs Winter (`Ruleset.catalogs`): `campaign new --catalog ours.toml`
and `journal cards import FOLDER --ruleset dwarfswinter` use it."""
from __future__ import annotations

from .builtin import builtin
from .files import find_board_file, load_file
from .validate import validate


class CatalogHook:
    """The built-in board and cards, or a group's own board file."""

    def builtin(self) -> dict:
        return builtin()

    def load_file(self, path) -> dict:
        return load_file(path)

    def import_dir(self, path, progress=None) -> dict:
        """A folder holding one board file, read as `load_file` reads it."""
        board = find_board_file(path)
        catalog = load_file(board)
        if progress:
            progress(board.name, 1, 1)
        return catalog

    def validate(self, catalog: dict, source: str = "catalog") -> dict:
        return validate(catalog, source)

    def describe(self, catalog: dict) -> str:
        """E.g. "Dwarfs Winter: the built-in board and cards [builtin]: 17 zones, 4 instruments, ..."."""
        board = catalog.get("board", {})
        counts = ", ".join(f"{len(catalog.get(section) or {})} {section.replace('_', ' ')}" for section in
                           ("monsters", "disasters", "heroes", "legendary_monsters", "legendary_disasters"))
        instruments = ", ".join(entry["name"] for entry in board.get("instruments", []))
        return f"{catalog.get('title', '?')} [{catalog.get('source', '?')}]: {len(board.get('zones', {}))} zones; " \
               f"instruments: {instruments}; {counts}"
