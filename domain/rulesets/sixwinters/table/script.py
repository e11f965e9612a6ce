"""A scripted two-player year 1 (The Order of the Blue Robe) played move by move, from
Session Start to Session End: the commands of `scripts/blue_robe_year_one.json`, with
every die entered as rolled, so replay is the same everywhere (for the demo and tests)."""
from __future__ import annotations

import copy
import json
from functools import lru_cache
from importlib import resources


@lru_cache(maxsize=1)
def _load() -> dict:
    text = (resources.files(__package__) / "scripts" / "blue_robe_year_one.json").read_text(encoding="utf-8")
    return json.loads(text)


def blue_robe_year_one() -> dict:
    """{"name", "notes", "setup", "commands"}: a fresh copy the caller may change."""
    return copy.deepcopy(_load())
