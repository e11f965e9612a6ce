"""Validating a whole catalog: the board first, then the cards played on it. A catalog with
any problem is refused whole, its first SHOWN problems listed and the rest counted."""
from __future__ import annotations

from .board_checks import check_board
from .card_checks import check_cards
from .errors import BoardError
from .locate import Locator, where

SHOWN = 20   # problems listed with their lines; a file with thousands of them is one mistake repeated
KNOWN = ("title", "source", "notes", "board", "monsters", "legendary_monsters", "disasters", "legendary_disasters",
         "heroes", "starting_heroes", "sage")


def problems(catalog) -> list[tuple[tuple, str]]:
    if not isinstance(catalog, dict):
        return [((), "a catalog is a table with a board and its cards")]
    found = [((key,), f"unknown section {key!r} (known: {', '.join(KNOWN)})") for key in catalog if key not in KNOWN]
    found += list(check_board(catalog.get("board")))
    if not found:
        found += list(check_cards(catalog))
    return found


def validate(catalog, source: str = "catalog", text: str | None = None) -> dict:
    """The catalog, or BoardError naming the source (and, with the file's text, each line)."""
    found = problems(catalog)
    if found:
        locator = Locator(text) if text is not None else None
        listed = [f"{where(source, locator, path)}: {message}" for path, message in found[:SHOWN]]
        more = [f"{source}: and {len(found) - SHOWN} more problems"] if len(found) > SHOWN else []
        raise BoardError(listed + more)
    return catalog
