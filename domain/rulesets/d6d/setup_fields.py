"""The questions of a new game's setup (the moves document's grammar, docs/moves.md), every
option enumerated: the players, the readings of unclear rules and the sheet's layout."""
from __future__ import annotations

from domain.kernel.moves import Field, by, choices, integer, texts
from domain.kernel.setup import numbered_names

from .commands import LAYOUTS, coordinate_fields
from .geometry import SHEET_SIZE

NAME_LENGTH = 40   # commands.SetupSchema


def setup_fields(catalog: dict | None = None) -> dict[str, Field]:
    """A new game: the players in clockwise seating order, the readings of unclear rules
    (docs/d6d.md, "Readings"), and the sheet: the printed layout, or the group's own place for
    each world (asked only for layout "own")."""
    place = by("layout", {"own": integer(0, SHEET_SIZE)})
    return {"players": texts(min=2, max=4, length=NAME_LENGTH, default=numbered_names("Player", 4)),
            "difference": choices(["totals", "rolls"]), "elimination": choices(["board", "all"]),
            "layout": choices(list(LAYOUTS)), **{name: place for name in coordinate_fields()}}
