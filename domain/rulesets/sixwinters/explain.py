"""What a value a page offers to explain is called (the `value_title` hook), in the rulebook's
words: a character's skill by its name on the sheet, the threats at a location of the map, the
cards in each pile; and
where a value of the sheets is copied from (the `copied_from` hook)."""
from __future__ import annotations

from typing import Any

from domain.kernel.titles import ANY, Titles, title_from, whose, words

PILES = {"decks": "in the decks", "reserve": "in the reserve", "burned": "burned"}
VALUE_TITLES: Titles = {
    ("sheets", ("characters", ANY, "skills", ANY)): lambda name, skill: f"{whose(name)} {words(skill)}",
    ("sheets", ("characters", ANY, "stress", ANY)): lambda name, kind: f"{whose(name)} {kind} stress base",
    ("sheets", ("characters", ANY, ANY)): lambda name, part: f"{whose(name)} {words(part).lower()}",
    ("table", ("characters", ANY, ANY)): lambda name, part: f"{whose(name)} {words(part).lower()}",
    ("archive", ("counts", "archive")): lambda: "Cards in the archive",
    ("archive", ("counts", ANY, ANY)): lambda pile, kind: f"{words(kind)} {PILES.get(pile, 'in the ' + pile)}",
    ("archive", ("archive", ANY)): lambda at: f"The archive's card {int(at) + 1}",
    ("map", ("locations", ANY, "threats")): lambda place: f"Threats at {place}",
    ("map", ("locations", ANY, ANY)): lambda place, part: f"{whose(place)} {words(part).lower()}",
}


def value_title(view: str, path: tuple, document: Any) -> str | None:
    return title_from(VALUE_TITLES, view, path, document)


def copied_from(view: str, path: tuple) -> tuple[str, tuple] | None:
    """A character's conditions on the sheet are the table's, copied when the year's journals
    are written: the condition was taken in the scene, not by the writing."""
    if view == "sheets" and len(path) == 3 and path[0] == "characters" and path[2] == "conditions":
        return "table", path
    return None
