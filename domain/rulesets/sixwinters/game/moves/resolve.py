"""Pending threat and scene effects as moves (`table-resolve`, rules/effects.py): the players'
choices for each coded effect (the cursed character and skill, the free cell of a new
location, one of several options, a location), or the effect marked as applied by hand."""
from __future__ import annotations

from domain.kernel import Viewer
from domain.kernel.moves import Field, Move, by, choices, fixed, text

from ..rules.effects import HANDLERS
from ..rules.placement import matching
from .common import acts_for, characters, live, locations

NAME_LENGTH = 200


def resolve(game: dict, viewer: Viewer) -> list[Move]:
    table = live(game)
    if not table:
        return []
    moves = []
    mine = [name for name in characters(table) if acts_for(game, viewer, name)]
    for index, item in enumerate(table["pending"]):
        what = f"{item.get('what', 'effect')} ({item.get('source', '')})".replace(" ()", "")
        effect = item.get("effect")
        fields = _fields(table, effect, mine) if effect and effect.get("op") in HANDLERS else None
        if fields is not None:
            moves.append(Move("table-resolve", f"Resolve the {what}", group="Resolve",
                              fields={"pending": fixed(index), **fields}))
        moves.append(Move("table-resolve", f"The {what} was applied by hand", group="Resolve",
                          fields={"pending": fixed(index), "by_hand": fixed(True)}))
    return moves


def _fields(table: dict, effect: dict, mine: list[str]) -> dict[str, Field] | None:
    """The choices one effect needs (None: it cannot be resolved by the rules now, or not by
    this reader: a curse falls on a character whose player makes the choice)."""
    op = effect["op"]
    if op == "curse":
        names = mine
        if not names:
            return None
        return {"character": choices(names),
                "skill": by("character", {n: choices(sorted(table["characters"][n]["skills"])) for n in names}),
                "name": text(max=NAME_LENGTH)}
    if op == "add-location":
        cells = _free_cells(table)
        if not cells:
            return None
        return {"row": choices(sorted(cells)), "col": by("row", {row: choices(cols) for row, cols in cells.items()})}
    if op == "place-obstacle":
        options = matching(table, [effect.get("at") or "any"])
        return {"location": choices(options)} if options else None
    if op == "remove-threat":
        places = [n for n in locations(table) if table["locations"][n]["threats"] >= effect.get("count", 1)]
        return {"location": choices(places)} if places else None
    if op == "discard-obstacles":
        return {"location": choices(locations(table))}
    if op == "choose":
        return _choose(table, effect, mine)
    return {}


def _choose(table: dict, effect: dict, mine: list[str]) -> dict | None:
    """One of several options; each option's own choices depend on it."""
    open_ = {}
    for index, option in enumerate(effect.get("options", [])):
        fields = _fields(table, option, mine) if option.get("op") in HANDLERS else {}
        if fields is not None:
            open_[index] = fields
    if not open_:
        return None
    found = {"option": choices(list(open_))}
    for name in dict.fromkeys(name for fields in open_.values() for name in fields):
        cases = {index: fields[name] for index, fields in open_.items() if name in fields}
        found[name] = by("option", cases)
    return found


def _free_cells(table: dict) -> dict:
    grid = table.get("grid", {"rows": 4, "cols": 7})
    taken = {(loc["row"], loc["col"]) for loc in table["locations"].values()}
    cells = {}
    for row in range(grid["rows"]):
        cols = [col for col in range(grid["cols"]) if (row, col) not in taken]
        if cols:
            cells[row] = cols
    return cells
