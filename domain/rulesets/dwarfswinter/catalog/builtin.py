"""The built-in catalog: our reading of the printed board and stand-in card values.

The rulebook shows the board only as a picture and prints no card's numbers, so every
value here is ours (docs/dwarfswinter.md, "The built-in board and cards"); a group enters
the values of its own board and cards in a board file (files.py).
"""
from __future__ import annotations

import copy
from importlib import resources

from domain.kernel.caches import memo
from domain.kernel import json_text

TITLE = "Dwarfs Winter: the built-in board and cards"


@memo("builtin-catalogs")
def _read() -> dict:
    data = resources.files(__package__) / "data"
    board = json_text.loads((data / "board.json").read_text(encoding="utf-8"))
    cards = json_text.loads((data / "cards.json").read_text(encoding="utf-8"))
    return {"title": TITLE, "source": "builtin", "notes": board.pop("notes", []), "board": board, **cards}


def builtin() -> dict:
    """A fresh copy of the built-in catalog (callers may change it)."""
    return copy.deepcopy(_read())
