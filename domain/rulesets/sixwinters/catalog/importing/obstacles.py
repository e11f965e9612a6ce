"""obstacles.csv of either revision.

Rulebook V24.0 "Obstacle Cards": starting location type with year pips (or lock),
difficulty, overcome skill, hindrance / progress / movement icons, stress icons and the
activation effect, and the card's narrative text where the export has it. V24 rows without a year pip are an older format and are left out;
2025 rows without an index are older cards and are left out (both noted).
"""
from __future__ import annotations

from .assets import card_skill, current_card_year
from .keys import add_entry, split_tags
from .selectors import selectors
from .sheet import Row, Sheet
from .vocabulary import Vocabulary


def read_obstacles(sheet: Sheet, words: Vocabulary, context: dict) -> dict:
    v24 = sheet.has("placement", "action", "activation")
    sheet.require("name", "skill", "difficulty", "stress", *(
        ("placement",) if v24 else ("location", "tags", "actiontext1")))
    obstacles: dict = {}
    skipped = []
    for row in sheet.named("name"):
        current = _current_v24(row, words) if v24 else bool(row.cell("index") and row.cell("skill"))
        if row.placeholder():
            continue
        if not current:
            skipped.append(row.number)
            continue
        add_entry(obstacles, _obstacle(row, words, context, v24))
    if skipped:
        words.notes.append(f"{sheet.name}: {len(skipped)} rows (rows {skipped[0]} to {skipped[-1]}) "
                           "are in an older card format and were left out")
    return obstacles


def _current_v24(row: Row, words: Vocabulary) -> bool:
    """A V24 obstacle shows year pips or a lock by its starting location."""
    place = row.pieces("placement")
    return words.count(place, "year") + words.count(place, "lock") > 0


def _obstacle(row: Row, words: Vocabulary, context: dict, v24: bool) -> dict:
    where = f"{row.sheet.name}: row {row.number}"
    place = row.pieces("placement" if v24 else "location")
    action = row.pieces("action" if v24 else "actiontext1")
    move = _after_move(action, words)
    tokens = place + action
    stress = row.pieces("stress")
    return {
        "name": row.cell("name"), "tags": split_tags(row.words("tags")),
        "year": current_card_year(row, words.year(place)), "copies": 1,
        "placement": selectors([p for p in place if words.icon(p) != "move"], words, context, where)
        or ["any"],
        "skill": card_skill(row, words), "difficulty": row.integer("difficulty"),
        "hindrance": words.count(tokens, "hindrance"), "progress": words.count(tokens, "progress"),
        "move_toward": selectors(move, words, context, where) if move else [],
        "stress": {kind: words.count(stress, kind) for kind in words.stress_types},
        "activation": _activation(row, words) if v24 else {
            "effect": "threat", "resource": None, "repeat": False},
        "resources": _resources(row, words) if v24 else [], **_text(row, v24),
    }


def _text(row: Row, v24: bool) -> dict:
    """The card's narrative text, where the export has it, as the group's text (the built-in
    catalog holds none): V24 `bodytext`, 2025 `short_flavortext1..` then `flavortext1..`, a
    list of paragraphs with the sheet's icon markup left out."""
    paragraphs = row.paragraphs("bodytext") if v24 else row.paragraphs("short_flavortext", "flavortext")
    return {"text": paragraphs} if paragraphs else {}


def _resources(row: Row, words: Vocabulary) -> list:
    """The obstacle's resources (Desolation's "military obstacles", Shimmerhall's "sorcery
    obstacle"): the resource icons of the V24 `threats` cell; a number there names none."""
    if not row.sheet.has("threats"):
        return []
    found = [words.resource(p.value) for p in row.tokens("threats") if words.resource(p.value)]
    return list(dict.fromkeys(found))


def _after_move(pieces: list, words: Vocabulary) -> list:
    """The pieces after "move ->" (the movement target), or [] if the card does not move."""
    for i in range(len(pieces) - 1):
        if words.icon(pieces[i]) == "move" and words.icon(pieces[i + 1]) == "converts":
            return pieces[i + 2:]
    return []


def _activation(row: Row, words: Vocabulary) -> dict:
    pieces = row.tokens("activation")
    icons = [words.icon(p) for p in pieces]
    resources = [words.resource(p.value) for p in pieces if words.resource(p.value)]
    result = {"effect": "none", "resource": None, "repeat": "repeat" in icons}
    if "threat" in icons:
        result["effect"] = "threat"
    elif "any-resource" in icons or resources:
        result.update(effect="discard-resources", resource=resources[0] if resources else None)
    elif "psyche" in icons or "body" in icons:
        result.update(effect="stress", stress_type="psyche" if "psyche" in icons else "body")
    elif "movement" in icons:
        result["effect"] = "movement"
    elif pieces:
        row.fail("activation", f"not an activation effect: {row.cell('activation')!r}")
    return result
