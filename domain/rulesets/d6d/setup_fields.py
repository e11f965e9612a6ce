"""The questions of a new game's setup (the moves document's grammar, docs/moves.md), every
option enumerated: the players, the readings of unclear rules and the sheet's layout."""
from __future__ import annotations

from domain.kernel.moves import Field, asked, by, choices, integer, texts
from domain.kernel.setup import numbered_names

from .commands import LAYOUTS, coordinate_fields
from .geometry import SHEET_SIZE

NAME_LENGTH = 40   # commands.SetupSchema
# the readings (docs/d6d.md, "Readings" 1, 2 and 15): the question, one sentence per value
DIFFERENCE = asked(choices(["totals", "rolls"]), "A lost battle round: \"the player with the lowest value subtracts "
                   "the difference between the two rolls\". The difference of what?", [
                       "Of the two values, each die plus its connected worlds (8 against 5 costs 3).",
                       "Of the two dice rolled (6 against 4 costs 2)."])
ELIMINATION = asked(choices(["board", "all"]), "When has \"one player had all their armies destroyed\"?", [
    "When they have no army on any world.",
    "When all six of their dice lie in the Realm of Lost Souls."])


def setup_fields(catalog: dict | None = None) -> dict[str, Field]:
    """A new game: the players in clockwise seating order, the readings of unclear rules
    (docs/d6d.md, "Readings"), and the sheet: the printed layout, or the group's own place for
    each world (asked only for layout "own")."""
    place = by("layout", {"own": integer(0, SHEET_SIZE)})
    return {"players": texts(min=2, max=4, length=NAME_LENGTH, default=numbered_names("Player", 4)),
            "difference": DIFFERENCE, "elimination": ELIMINATION,
            "layout": asked(choices(list(LAYOUTS)), "Where do the six worlds sit on the sheet?",
                            ["The printed places.", "The group's own places, asked below for each world."]), **{name: place for name in coordinate_fields()}}
