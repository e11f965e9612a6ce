"""The built-in V24.0 catalog: facts written by the project in ``data/*.json``."""
from __future__ import annotations

import copy
from importlib import resources

from domain.kernel.caches import memo
from domain.kernel import json_text

DATA_FILES = ("core.json", "locations.json", "cards.json", "scenarios.json")


def _load() -> dict:
    catalog: dict = {}
    folder = resources.files(__package__) / "data"
    for name in DATA_FILES:
        catalog.update(json_text.loads((folder / name).read_text(encoding="utf-8")))
    return catalog


EDITION = 3
"""The built-in catalog's edition. A campaign records the edition it started with (setup
"edition"; campaigns from before editions were recorded have edition 1), so a fact added
later never changes how an earlier campaign replays: edition 2 gave each obstacle its
resources, Apples its effect and the Ritual of Cleaving the reading in docs/rules-notes.md;
edition 3 made the note on the trade direction read as docs/rules-notes.md does. Every
edition's bytes stay as they were: they are part of its campaigns' fingerprints."""

# The note on the Wheel of Trade as editions 1 and 2 hold it, word for word.
UNSTATED_TRADE_DIRECTION = (
    "The Wheel of Trade mat is not in the rulebook text: trade.wheel is the order of the rulebook's "
    "Resources listing (Stability, Technology, Espionage, Military, Diplomacy, Sorcery); the direction "
    "of trade along it is not stated.")


def builtin(edition: int = EDITION) -> dict:
    """A fresh deep copy of the built-in catalog of `edition` (callers may change their copy)."""
    return copy.deepcopy(shared_builtin(edition))


@memo("builtin-catalogs")
def shared_builtin(edition: int = EDITION) -> dict:
    """The built-in catalog of `edition` itself, for callers that never change it (a new
    campaign's state: the folds copy what they change, so every campaign can share it)."""
    catalog = _load()
    if edition <= 2:
        _second_edition(catalog)
    return _first_edition(catalog) if edition == 1 else catalog


def _second_edition(catalog: dict) -> None:
    """Edition 2: the facts as they stood before edition 3 rewrote the trade direction note."""
    catalog["notes"] = [UNSTATED_TRADE_DIRECTION if note.startswith("The Wheel of Trade mat") else note
                        for note in catalog["notes"]]


def _first_edition(catalog: dict) -> dict:
    """Edition 1: the facts as they stood before edition 2 added to them."""
    for obstacle in catalog["obstacles"].values():
        obstacle.pop("resources", None)
    catalog["assets"]["Apples"]["effect"] = None
    catalog["winter_actions"]["Ritual of Cleaving"]["effect"] = {"op": "unspecified"}
    return catalog
