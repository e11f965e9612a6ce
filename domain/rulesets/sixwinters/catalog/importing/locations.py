"""locations.csv of either revision: name, region, index, tags, production, travel symbol,
skill and the icons of the location's effect (never its text).

Rulebook V24.0 "Location Cards": region, location number (tie-break index), tags,
resource production token, effect icon (port / magic gate), location skill.
"""
from __future__ import annotations

from .keys import add_entry, split_tags
from .sheet import Row, Sheet
from .vocabulary import Vocabulary

EFFECT_COLUMNS = ("texta",)


def read_locations(sheet: Sheet, words: Vocabulary, known: dict) -> dict:
    """Locations keyed by name. ``known`` (the built-in locations) only fills a missing region."""
    sheet.require("name", "region", "tags")
    locations: dict = {}
    for row in sheet.named("name"):
        add_entry(locations, _location(row, words, known), merge_copies=False)
    if "developed_tags" in sheet.header:
        words.notes.append(f"{sheet.name}: the developed side of locations is not imported")
    return locations


def _location(row: Row, words: Vocabulary, known: dict) -> dict:
    effect = [p for column in EFFECT_COLUMNS if column in row.sheet.header
              for p in row.pieces(column) if p.kind == "token"]
    return {
        "name": row.cell("name"), "region": _region(row, words, known),
        "index": row.integer("index", optional=True) if "index" in row.sheet.header else None,
        "tags": split_tags(row.words("tags")),
        "production": _one(row, "resource", words.resource),
        "symbol": _one(row, "symbol", words.travel) or next(
            (words.travel(p.value) for p in effect if words.travel(p.value)), None),
        "skill": _skill(row, words),
        "effect_icons": [words.icon(p) for p in effect], "effect": None,
    }


def _region(row: Row, words: Vocabulary, known: dict) -> str:
    regions = [words.region(p.value) for p in row.tokens("region") if words.region(p.value)]
    if len(regions) > 1:
        row.fail("region", "more than one region")
    if regions:
        return regions[0]
    if row.cell("region"):
        row.fail("region", f"not a region icon: {row.cell('region')!r}")
    fallback = (known.get(row.cell("name")) or {}).get("region")
    if fallback is None:
        row.fail("region", "no region, and no built-in location of that name to take it from")
    words.notes.append(f"{row.sheet.name}: row {row.number}: {row.cell('name')} has no region; "
                       f"took {fallback!r} from the built-in location of that name")
    return fallback


def _one(row: Row, column: str, decode):
    """The single token of a column decoded by ``decode``; None for an empty cell."""
    if column not in row.sheet.header or not row.cell(column):
        return None
    found = [decode(p.value) for p in row.tokens(column) if decode(p.value)]
    if len(found) != 1 or len(row.pieces(column)) != 1:
        row.fail(column, f"expected one icon, found {row.cell(column)!r}")
    return found[0]


def _skill(row: Row, words: Vocabulary) -> str | None:
    if "skill" not in row.sheet.header or not row.cell("skill"):
        return None
    tokens = row.tokens("skill")
    if len(tokens) != 1 or not words.skill_token(tokens[0].value):
        row.fail("skill", f"expected one skill icon, found {row.cell('skill')!r}")
    return words.skill(tokens[0].value, f"location {row.cell('name')!r}")
