"""characters.csv (both revisions) and the ability cards (V24 achievements.csv, 2025
abilities.csv).

Rulebook V24.0 "Character Sheet": name, starting skill ranks, base stress (psyche, body),
movement rate and starting winter action. Skill ranks are five dots, a bare dot filled
(data/README.md "Skill ranks"). Skill columns are the columns whose cells are dot ranks,
so the skills of the import come from the data.
"""
from __future__ import annotations

from .errors import CardImportError
from .keys import add_entry
from .markup import table
from .sheet import Row, Sheet
from .vocabulary import Vocabulary

DOTS = 5


def _is_skill_column(sheet: Sheet, column: str) -> bool:
    """A column named like a skill icon whose first filled cell holds skill dots."""
    first = next((row.cell(column) for row in sheet.rows if row.cell(column)), "")
    return "xxDOT" in first and column.upper() in table()["skills"]


def read_characters(sheet: Sheet, words: Vocabulary) -> dict:
    """Fill ``words.skills`` and return the characters keyed by name."""
    sheet.require("name", "psyche", "body", "move")
    columns = [c for c in sheet.header if _is_skill_column(sheet, c)]
    if not columns:
        raise CardImportError(sheet.name, 1, None, "no skill columns (cells of five skill dots)")
    words.skills = [{"id": c.lower(), "name": table()["skills"][c.upper()]} for c in columns]
    characters: dict = {}
    lines: dict[str, int] = {}
    for row in sheet.named("name"):
        name = row.cell("name")
        if name in lines:
            row.fail("name", f'"{name}" is already on line {lines[name]}: one row per character')
        lines[name] = row.number
        add_entry(characters, _character(row, columns), merge_copies=False)
    return characters


def _character(row: Row, columns: list[str]) -> dict:
    reserve = row.cell("reserve") or None
    return {
        "name": row.cell("name"), "title": row.words("title"),
        "skills": {column.lower(): _rank(row, column) for column in columns},
        "psyche": row.integer("psyche"), "body": row.integer("body"),
        "movement": row.integer("move"), "reserve_action": reserve,
        "momentum": None, "abilities": [],
    }


def _rank(row: Row, column: str) -> int:
    pieces = row.pieces(column)
    dots = [p for p in pieces if p.kind == "token" and p.value == "DOT"]
    if len(dots) != DOTS or len(dots) != len(pieces):
        row.fail(column, f"expected {DOTS} skill dots, found {row.cell(column)!r}")
    filled = [p.colour is None for p in dots]
    if filled != sorted(filled, reverse=True):
        row.fail(column, "filled dots must come before empty ones")
    return sum(filled)


def read_abilities(sheet: Sheet, characters: dict, words: Vocabulary) -> None:
    """Attach ability cards to their characters, ordered by level; cards of others are noted."""
    sheet.require("name", "title", "level")
    for row in sheet.named("name"):
        owner = row.cell("name")
        if owner not in characters:
            words.notes.append(f"{sheet.name}: row {row.number}: ability card of {owner!r}, "
                               "who is not a character; left out")
            continue
        level = _level(row)
        if level is None:
            words.notes.append(f"{sheet.name}: row {row.number}: ability {row.words('title')!r} "
                               "has no level; left out")
            continue
        characters[owner]["abilities"].append(_ability(row, level, words))
    for character in characters.values():
        character["abilities"].sort(key=lambda a: a["level"])


def _level(row: Row) -> int | None:
    text = row.words("level")
    if not text:
        return None
    try:
        level = int(text)
    except ValueError:
        row.fail("level", f"expected a level number, found {row.cell('level')!r}")
    if level < 1:
        row.fail("level", "level must be 1 or more")
    return level


def _ability(row: Row, level: int, words: Vocabulary) -> dict:
    """Name, level, stash (resources in the box of the overlay) and icons; no card text."""
    base = row.pieces("base_ability") if "base_ability" in row.sheet.header else []
    overlay = row.pieces("overlay_ability") if "overlay_ability" in row.sheet.header else []
    stash = []
    if words.count(base, "box"):
        before = overlay[: next((i for i, p in enumerate(overlay) if p.kind == "token"
                                 and words.icon(p) == "converts"), len(overlay))]
        stash = [words.resource(p.value) or "any" for p in before
                 if p.kind == "token" and (words.resource(p.value) or p.value == "RESOURCE")]
        stash = stash or ["any"]
    icons = [words.icon(p) for p in (overlay or base) if p.kind == "token"]
    return {"name": row.words("title"), "level": level, "stash": stash,
            "effect": {"op": "card-icons", "icons": icons}}
