"""The catalogs hook of Dwarfs Winter (`Ruleset.catalogs`): `campaign new --catalog ours.toml`
and `journal cards import FOLDER --ruleset dwarfswinter` use it."""
from __future__ import annotations

from domain.kernel.hooks import CardImportFunctions

from .builtin import builtin
from .files import find_board_file, load_file
from .validate import validate


def import_dir(path, progress=None) -> dict:
    """A folder holding one board file, read as `load_file` reads it."""
    board = find_board_file(path)
    catalog = load_file(board)
    if progress:
        progress(board.name, 1, 1)
    return catalog


def describe(catalog: dict) -> str:
    """E.g. "Dwarfs Winter: the built-in board and cards [builtin]: 17 zones, 4 instruments, ..."."""
    board = catalog.get("board", {})
    counts = ", ".join(f"{len(catalog.get(section) or {})} {section.replace('_', ' ')}" for section in
                       ("monsters", "disasters", "heroes", "legendary_monsters", "legendary_disasters"))
    instruments = ", ".join(entry["name"] for entry in board.get("instruments", []))
    return f"{catalog.get('title', '?')} [{catalog.get('source', '?')}]: {len(board.get('zones', {}))} zones; " \
           f"instruments: {instruments}; {counts}"


HOOK = CardImportFunctions(builtin=builtin, load_file=load_file, validate=validate, describe=describe,
                           import_dir=import_dir)
