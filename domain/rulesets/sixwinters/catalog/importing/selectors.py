"""Reading "where" cells (obstacle placement and movement, scene location) as selectors.

A cell mixes region icons and words: ``Any``, ``Rural or Urban``, ``Blighted (Wilderness).``,
``xxEMPIRE Empire.``, a location's name, or ``Lowest xxCOMMAND``. Words that name no
region, tag or location of the import are left out and noted (the 2025 export has a few
sentences there).
"""
from __future__ import annotations

import re

from .markup import Piece
from .vocabulary import Vocabulary

_SPLIT = re.compile(r",|\(|\)|\.|\bor\b|:")
IGNORED_WORDS = {"finale"}


def selectors(pieces: list[Piece], words: Vocabulary, context: dict, where: str) -> list[str]:
    """Selectors of a list of pieces; ``context`` has the import's "tags" and "locations"."""
    found: list[str] = []
    lowest = False
    for piece in pieces:
        if piece.kind == "token":
            _token(piece, words, found, lowest)
            lowest = False
        else:
            lowest = piece.value.strip().lower().endswith("lowest")
            text = re.sub(r"\blowest\s*$", "", piece.value.strip(), flags=re.I)
            for phrase in _SPLIT.split(text):
                _phrase(phrase.strip(), words, context, found, where)
    return list(dict.fromkeys(found))


def _token(piece: Piece, words: Vocabulary, found: list, lowest: bool) -> None:
    if words.region(piece.value):
        found.append(f"region:{words.region(piece.value)}")
    elif lowest and words.skill_token(piece.value) and piece.value.lower() in words.skill_ids:
        found.append(f"lowest-skill:{piece.value.lower()}")


def _phrase(phrase: str, words: Vocabulary, context: dict, found: list, where: str) -> None:
    if not phrase or phrase.lower() in IGNORED_WORDS:
        return
    tag = " ".join(phrase.lower().split())
    names = {name.lower(): name for name in context["locations"]}
    if tag == "any":
        found.append("any")
    elif words.region_word(phrase):
        found.append(f"region:{words.region_word(phrase)}")
    elif tag in context["tags"]:
        found.append(f"tag:{tag}")
    elif tag in names:
        found.append(f"location:{names[tag]}")
    elif _leading(phrase, words, context, found):
        words.notes.append(f"{where}: {phrase!r} read as {found[-1]!r} (the rest left out)")
    else:
        words.notes.append(f"{where}: {phrase!r} names no region, location tag or location "
                           "of this import; left out")


def _leading(phrase: str, words: Vocabulary, context: dict, found: list) -> bool:
    """A sentence such as "Empire location with a character": keep its leading region or tag."""
    first = phrase.split()[0].lower()
    if " " not in phrase.strip():
        return False
    if words.region_word(first):
        found.append(f"region:{words.region_word(first)}")
    elif first in context["tags"]:
        found.append(f"tag:{first}")
    else:
        return False
    return True
