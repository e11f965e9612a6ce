"""The built-in catalog: the rulebook's names (the nine standard locations with their regions
and resource slots, three characters, the On Two Fronts path) and a practice set of our own
for everything the rulebook does not print (data/builtin.json; docs/sixwinters-v19.md)."""
from __future__ import annotations

import copy
from pathlib import Path

from domain.kernel import json_text
from domain.kernel.caches import memo

from .validate import validate

DATA = Path(__file__).resolve().parent / "data" / "builtin.json"


@memo("builtin-catalogs")
def _checked() -> dict:
    raw = json_text.loads(DATA.read_text(encoding="utf-8"))
    return {**validate(raw, "built-in catalog"), "source": "builtin"}


def builtin() -> dict:
    """A fresh copy of the built-in catalog, checked."""
    return copy.deepcopy(_checked())


def shared_builtin() -> dict:
    """The built-in catalog itself, for callers that never change it (a new campaign's state)."""
    return _checked()
