"""Card importer: reads the designer's spreadsheet export (a folder of CSV files in the
format of the V24 or 2025 exports, data/README.md) into a catalog dict of the same shape
as ``catalog.builtin()`` (docs/sixwinters-catalog.md).

A malformed cell or row refuses the whole import: CardImportError names file, line and
column (``obstacles.csv, line 4, column difficulty: "x" is not a number``); nothing is
ever dropped or guessed silently. Skills come from the
export's characters.csv, so a 2025 export gives its seven skills. What the spreadsheets
do not hold falls back to the built-in catalog, and the result's ``notes`` say what.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from .builtin import builtin
from .validate import validate
from .importing.assemble import assemble
from .importing.assets import read_assets
from .importing.characters import read_abilities, read_characters
from .importing.errors import CardImportError
from .importing.locations import read_locations
from .importing.obstacles import read_obstacles
from .importing.scenes import read_scenes
from .importing.sheet import Sheet
from .importing.vocabulary import Vocabulary

__all__ = ["import_dir", "CardImportError"]

REQUIRED = ("characters.csv", "locations.csv", "assets.csv", "obstacles.csv", "scenes.csv")
ABILITY_FILES = ("achievements.csv", "abilities.csv")
IGNORED = ("missions.csv", "events.csv", "schemes.csv", "conflicts.csv", "text_obstacles.csv")


def import_dir(path, progress=None) -> dict:
    """The catalog of the export in folder ``path``; raises CardImportError or CatalogError.

    ``progress(sheet name, lines read, lines in the sheet)``, if given, is called as rows are read.
    """
    folder = Path(path)
    if not folder.is_dir():
        raise CardImportError(str(path), None, None, "not a folder")
    for name in REQUIRED:
        if not (folder / name).is_file():
            raise CardImportError(name, None, None, f"missing from {folder.name}")
    base = builtin()
    words = Vocabulary(stress_types=list(base["stress_types"]))
    parts = _read(folder, words, base, progress)
    ignored = [n for n in IGNORED if (folder / n).is_file()]
    notes = [f"not imported (older designs or text only): {', '.join(ignored)}"] if ignored else []
    return validate(assemble(parts, base, notes + words.notes), f"import {folder.name}")


def _read(folder: Path, words: Vocabulary, base: dict, progress=None) -> dict:
    """Every sheet's entries; characters first, since they decide the export's skills."""
    sheets: list[Sheet] = []

    def sheet(name: str) -> Sheet:
        sheets.append(Sheet(folder, name, progress))
        return sheets[-1]

    characters = read_characters(sheet("characters.csv"), words)
    for name in ABILITY_FILES:
        if (folder / name).is_file():
            read_abilities(sheet(name), characters, words)
    locations = read_locations(sheet("locations.csv"), words, base["locations"])
    tags = list(dict.fromkeys(t for loc in locations.values() for t in loc["tags"]))
    context = {"tags": set(tags), "locations": locations}
    parts = {
        "folder": folder.name, "skills": words.skills, "characters": characters,
        "locations": locations, "tags": tags,
        "assets": read_assets(sheet("assets.csv"), words),
        "obstacles": read_obstacles(sheet("obstacles.csv"), words, context),
        "scenes": read_scenes(sheet("scenes.csv"), words, context),
    }
    parts["token_counts"] = _token_counts(sheets)
    return parts


def _token_counts(sheets) -> Counter:
    counts: Counter = Counter()
    for sheet in sheets:
        for row in sheet.rows:
            for column in sheet.header:
                counts.update(p.value for p in row.tokens(column))
    return counts
