"""What a value a page offers to explain is called (the `value_title` hook), in the rulebook's
words: a character's skill by its name on the sheet, the threats at a location of the map."""
from __future__ import annotations

from typing import Any

from domain.kernel.titles import ANY, Titles, title_from, whose, words

TITLES: Titles = {
    ("sheets", ("characters", ANY, "skills", ANY)): lambda name, skill: f"{whose(name)} {words(skill)}",
    ("sheets", ("characters", ANY, "stress", ANY)): lambda name, kind: f"{whose(name)} {kind} stress base",
    ("sheets", ("characters", ANY, ANY)): lambda name, part: f"{whose(name)} {words(part).lower()}",
    ("map", ("locations", ANY, "threats")): lambda place: f"Threats at {place}",
    ("map", ("locations", ANY, ANY)): lambda place, part: f"{whose(place)} {words(part).lower()}",
}


def value_title(view: str, path: tuple, document: Any) -> str | None:
    return title_from(TITLES, view, path, document)
