"""The built-in V24.0 catalog: facts written by the project in ``data/*.json``."""
from __future__ import annotations

import copy
import json
from functools import lru_cache
from importlib import resources

DATA_FILES = ("core.json", "locations.json", "cards.json", "scenarios.json")


@lru_cache(maxsize=1)
def _load() -> dict:
    catalog: dict = {}
    folder = resources.files(__package__) / "data"
    for name in DATA_FILES:
        catalog.update(json.loads((folder / name).read_text(encoding="utf-8")))
    return catalog


def builtin() -> dict:
    """A fresh deep copy of the built-in catalog (callers may change their copy)."""
    return copy.deepcopy(_load())
