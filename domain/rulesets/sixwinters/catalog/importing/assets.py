"""assets.csv of either revision: tags with year pips, points, skill, play icon, ability
icons and the resource slots.

Rulebook V24.0 "Asset Cards": a slot asks for any die, a type (colour), a value (white
face, any type), type and value, or a die from a region (coloured region: and that type).
V24 cells: ``x`` the slot square in the colour of its type (WW = any), ``y`` an overlay
(white face, coloured face or region icon). 2025 cells: ``x`` a coloured die face
(``xxBLANK`` = any value), ``y`` the resource icon of that colour (``xxRESOURCE`` = any).
"""
from __future__ import annotations

from .keys import add_entry, split_tags
from .sheet import Row, Sheet
from .vocabulary import Vocabulary

SLOTS = 4
ICON_COLUMNS = ("iconeffect", "texteffect")


def read_assets(sheet: Sheet, words: Vocabulary) -> dict:
    sheet.require("name", "tags", "points", "skill", *[f"x{i}" for i in range(1, SLOTS + 1)])
    assets: dict = {}
    ideas = []
    for row in sheet.named("name"):
        if _idea(row):
            ideas.append(row.cell("name"))
        else:
            add_entry(assets, _asset(row, words))
    if ideas:
        words.notes.append(f"{sheet.name}: {len(ideas)} rows hold only a name "
                           f"({ideas[0]}, ...); left out")
    return assets


def _idea(row: Row) -> bool:
    """A name (perhaps a note) with no points and no slots: a card idea, not a card yet."""
    return not row.cell("points") and not any(row.cell(f"x{i}") for i in range(1, SLOTS + 1))


def current_card_year(row: Row, year):
    """2025 cards carry no year pips; a row with an index is a current card: Year 1."""
    if year is None and "index" in row.sheet.header and row.cell("index"):
        return 1
    return year


def _asset(row: Row, words: Vocabulary) -> dict:
    icons = [p for column in ICON_COLUMNS if column in row.sheet.header
             for p in row.tokens(column)]
    return {
        "name": row.cell("name"), "tags": split_tags(row.words("tags")),
        "year": current_card_year(row, words.year(row.pieces("tags"))), "copies": 1,
        "points": row.integer("points"), "skill": card_skill(row, words),
        "play": words.count(icons, "play") > 0,
        "icons": [words.icon(p) for p in icons], "effect": None,
        "slots": [slot for i in range(1, SLOTS + 1) if (slot := _slot(row, i, words))],
    }


def card_skill(row: Row, words: Vocabulary) -> str | None:
    pieces = row.pieces("skill")
    if not pieces:
        return None
    if len(pieces) != 1 or pieces[0].kind != "token" or not words.skill_token(pieces[0].value):
        row.fail("skill", f"expected one skill icon, found {row.cell('skill')!r}")
    return words.skill(pieces[0].value, f"{row.sheet.name} {row.cell('name')!r}")


def _slot(row: Row, number: int, words: Vocabulary) -> dict | None:
    x_column, y_column = f"x{number}", f"y{number}"
    square = row.pieces(x_column)
    overlay = row.pieces(y_column) if y_column in row.sheet.header else []
    if not square:
        if overlay:
            row.fail(y_column, "an overlay without a slot square")
        return None
    if len(square) != 1 or square[0].kind != "token" or words.colour(square[0].colour) is None:
        row.fail(x_column, f"expected one coloured slot icon, found {row.cell(x_column)!r}")
    kind = words.colour(square[0].colour)
    slot = {"type": None if kind == "any" else kind, "value": None, "region": None}
    face = words.face(square[0].value)
    if face is None and square[0].value not in ("FSQUARE", "BLANK"):
        row.fail(x_column, f"expected a slot square or die face, found {row.cell(x_column)!r}")
    slot["value"] = face
    for piece in overlay:
        _overlay(row, y_column, piece, slot, words)
    return slot


def _overlay(row: Row, column: str, piece, slot: dict, words: Vocabulary) -> None:
    if piece.kind != "token":
        row.fail(column, f"unexpected text {piece.value!r}")
    name = piece.value
    value = words.white_face(name) or words.face(name)
    coloured = words.colour(piece.colour) if piece.colour else None
    if value is not None:
        _set(row, column, slot, "value", value)
    elif words.region(name):
        _set(row, column, slot, "region", words.region(name))
    elif words.resource(name):
        _set(row, column, slot, "type", words.resource(name))
    elif name != "RESOURCE":
        row.fail(column, f"not a slot overlay: {row.cell(column)!r}")
    if coloured and coloured != "any":
        _set(row, column, slot, "type", coloured)


def _set(row: Row, column: str, slot: dict, field: str, value) -> None:
    if slot[field] is not None and slot[field] != value:
        row.fail(column, f"overlay {field} {value!r} contradicts the slot's {slot[field]!r}")
    slot[field] = value
