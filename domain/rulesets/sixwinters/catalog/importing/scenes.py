"""scenes.csv of either revision: name, location, points per player (difficult in
brackets), skill(s) and stress dice per player. Completion text is not imported: scenes
that belong to a kept built-in scenario take that scenario's completion codes (see
assemble.py).

The designer's own words are kept where the export has them, as the group's text (the
built-in catalog holds none): the background text (V24 fiction1.., 2025 prologue1..), the
guiding questions (V24 question1..; the 2025 export has none) and the epilogue (V24
resolution1.., 2025 epilogue1..), each a list of paragraphs with the sheet's icon markup
left out.

Rulebook V24.0 "Scenes": location, points per player, difficult points in parentheses,
skill, stress per player; background text, guiding questions, epilogue text.
"""
from __future__ import annotations

import re

from .keys import add_entry
from .selectors import selectors
from .sheet import Row, Sheet
from .vocabulary import Vocabulary

_POINTS = re.compile(r"^\s*(\d+)\s*(?:\(\s*(\d+)\s*\))?\s*/?\s*$")
_ORDER = re.compile(r"^(.*?)\s+(\d+)$")
# catalog key -> the column stems that hold it in either export (stem1, stem2, ...)
TEXTS = {"background": ("fiction", "prologue"), "questions": ("question",), "epilogue": ("resolution", "epilogue")}


def read_scenes(sheet: Sheet, words: Vocabulary, context: dict) -> dict:
    title = "name" if "name" in sheet.header else "title"
    sheet.require(title, "location", "points", "skill")
    scenes: dict = {}
    for row in sheet.named(title):
        if not (row.cell("points") and row.cell("skill") and row.cell("location")):
            words.notes.append(f"{sheet.name}: row {row.number}: scene {row.cell(title)!r} has no "
                               "location, points or skill; left out")
            continue
        scene = _scene(row, title, words, context)
        if scene:
            add_entry(scenes, scene, merge_copies=False)
    return scenes


def _scene(row: Row, title: str, words: Vocabulary, context: dict) -> dict | None:
    where = f"{row.sheet.name}: row {row.number}"
    points, difficult = _points(row)
    skills = [s for p in row.tokens("skill") if (s := words.skill(p.value, where))]
    if not skills:
        words.notes.append(f"{where}: scene {row.cell(title)!r} has no skill of this export; left out")
        return None
    places = selectors(row.pieces("location"), words, context, where) or ["any"]
    stress = row.pieces("stress") if "stress" in row.sheet.header else []
    group, order = _group(row.cell("mission")) if "mission" in row.sheet.header else (None, None)
    return {
        "name": row.cell(title), "scenario": None, "order": order, "group": group,
        "location": places[0], "location_else": places[1:],
        "points": points, "difficult_points": difficult, "skills": skills,
        "stress": {kind: words.count(stress, kind) for kind in words.stress_types},
        "completion": [], **_texts(row),
    }


def _texts(row: Row) -> dict:
    """The scene's background, guiding questions and epilogue, where the export has them."""
    return {key: paragraphs for key, stems in TEXTS.items() if (paragraphs := row.paragraphs(*stems))}


def _points(row: Row) -> tuple[int, int]:
    match = _POINTS.match(row.words("points"))
    if not match:
        row.fail("points", f"expected 'N', 'N (M)' or 'N (M)/per player', found {row.cell('points')!r}")
    points = int(match.group(1))
    return points, int(match.group(2)) if match.group(2) else points


def _group(mission: str) -> tuple[str | None, int | None]:
    """"Order of the Blue Robe 2" -> ("Order of the Blue Robe", 2)."""
    match = _ORDER.match(mission.strip())
    return (match.group(1), int(match.group(2))) if match else (mission.strip() or None, None)
