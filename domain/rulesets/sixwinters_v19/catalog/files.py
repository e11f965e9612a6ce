"""A group's own catalog file (JSON or TOML): its sections replace or add entries of the
built-in catalog, `remove` takes entries out, and the result is checked. The format is in
docs/sixwinters-v19.md ("A group's own catalog")."""
from __future__ import annotations

import copy
from pathlib import Path

from domain.kernel.tables import read_table

from .builtin import builtin
from .errors import CatalogError
from .validate import META, SECTIONS, validate

MERGED = ("characters", "locations", "obstacles", "progress", "stages", "event_text")


def read_file(path) -> dict:
    """The file's table; CatalogError naming the file if it cannot be read or parsed."""
    return read_table(path, CatalogError)


def load_file(path, base: dict | None = None) -> dict:
    """The base catalog (default: built in) with the file's sections merged in, checked."""
    name = Path(path).name
    return merge(read_file(path), copy.deepcopy(base) if base is not None else builtin(), name)


def merge(data: dict, catalog: dict, name: str) -> dict:
    """Card sections add or replace entries by name; the other sections replace the base's."""
    unknown = sorted(set(data) - set(SECTIONS) - set(META) - {"remove"})
    if unknown:
        raise CatalogError([f"{name}: unknown section {key!r}" for key in unknown])
    for section, value in data.items():
        if section == "remove":
            continue
        if section in MERGED and isinstance(value, dict):
            catalog[section] = {**catalog.get(section, {}), **value}
        else:
            catalog[section] = value
    for section, names in (data.get("remove") or {}).items():
        for entry in names if isinstance(names, list) else []:
            if entry not in catalog.get(section, {}):
                raise CatalogError(f"{name}: remove: {section} has no {entry!r}")
            del catalog[section][entry]
    catalog["source"] = name
    return validate(catalog, name)

