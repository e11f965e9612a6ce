"""A group's own catalog file (TOML or JSON): new or replaced scenarios, scenes, cards,
locations, characters and winter actions, merged over a base catalog and validated.

The file format is documented in docs/sixwinters-catalog.md ("A group's own catalog file").
Errors name the file and the entry: ``my.toml: scenario "X": season 2: turns must be a
positive integer``.
"""
from __future__ import annotations

import copy
from pathlib import Path

from domain.kernel.tables import read_table

from .builtin import builtin
from .defaults import DEFAULTS, with_defaults
from .errors import CatalogError
from .validate import validate

SECTIONS = tuple(DEFAULTS)
META = ("id", "title", "notes")
LABELS = {"winter_actions": "winter action", "characters": "character", "locations": "location",
          "assets": "asset", "obstacles": "obstacle", "scenarios": "scenario", "scenes": "scene"}


def read_file(path) -> dict:
    """The file's table; CatalogError naming the file if it cannot be read or parsed."""
    return read_table(path, CatalogError)


def load_file(path, base: dict | None = None) -> dict:
    """``base`` (default: the built-in catalog) with the file's entries merged in, validated."""
    name = Path(path).name
    return merge(read_file(path), builtin() if base is None else copy.deepcopy(base), name)


def merge(data: dict, catalog: dict, name: str) -> dict:
    """Merge the sections of ``data`` into ``catalog`` (a copy the caller owns) and validate."""
    known = set(SECTIONS) | {"catalog", "remove", "location_tags"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise CatalogError([f"{name}: unknown section {key!r} (known: {', '.join(sorted(known))})"
                            for key in unknown])
    _meta(data.get("catalog", {}), catalog, name)
    _remove(data.get("remove", {}), catalog, name)
    for tag in data.get("location_tags", []):
        if isinstance(tag, dict) and tag.get("id") not in {t["id"] for t in catalog["location_tags"]}:
            catalog["location_tags"].append(tag)
    for section in SECTIONS:
        entries = data.get(section, {})
        if not isinstance(entries, dict):
            raise CatalogError(f"{name}: {section} must be a table of entries keyed by name")
        for key, entry in entries.items():
            catalog[section][key] = with_defaults(section, key, entry, catalog)
    return validate(catalog, name)


def _meta(meta: dict, catalog: dict, name: str) -> None:
    if not isinstance(meta, dict):
        raise CatalogError(f"{name}: catalog must be a table")
    catalog["id"] = meta.get("id", f"{catalog['id']}+{Path(name).stem}")
    catalog["title"] = meta.get("title", f"{catalog['title']} + {name}")
    catalog["source"] = name
    catalog["notes"] = list(catalog.get("notes", [])) + list(meta.get("notes", [])) + [
        f"custom entries from {name}"]


def _remove(remove: dict, catalog: dict, name: str) -> None:
    """``[remove]`` lists entry names to drop, e.g. ``scenarios = ["Two Eyes in One Face"]``."""
    if not isinstance(remove, dict):
        raise CatalogError(f"{name}: remove must be a table")
    for section, keys in remove.items():
        if section not in SECTIONS or not isinstance(keys, list):
            raise CatalogError(f"{name}: remove: {section!r} must be a list in one of: {', '.join(SECTIONS)}")
        for key in keys:
            if key not in catalog[section]:
                raise CatalogError(f'{name}: remove: {LABELS[section]} "{key}" is not in the catalog')
            del catalog[section][key]
