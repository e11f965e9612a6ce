"""Splits a spreadsheet cell into icon tokens and plain text.

The designer's cells hold ``xxNAME`` icon tokens of the card font; a two-letter wrapper
around a token colours it (``GGxxDOTGG``). Tokens may touch each other or a following word
(``xxMOVExxRIGHTLowest``), so a run of capitals after ``xx`` is cut at the longest known
token name; what is left must be the first letter of a word, else the token is unknown.
The vocabulary and wrappers come from tokens.json (data/README.md of the exports).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources

from domain.kernel.caches import memo
from domain.kernel import json_text

_RUN = re.compile(r"(?:([A-Z]{2}))?xx([A-Z]+)")


class MarkupError(ValueError):
    """A cell holds a token (or wrapper) the vocabulary does not know."""


@dataclass(frozen=True)
class Piece:
    kind: str  # "token" or "text"
    value: str  # token name without "xx", or the text
    colour: str | None = None  # wrapper of a token, e.g. "GG"


@memo("token-table")
def table() -> dict:
    """The token table (tokens.json) with derived lookups."""
    data = json_text.loads((resources.files(__package__) / "tokens.json").read_text(encoding="utf-8"))
    names = set(data["icons"]) | set(data["skills"]) | set(data["faces"]) | set(data["white_faces"])
    names |= set(data["travel_symbols"]) | {data["any_resource_token"]}
    wrappers = {data["any_colour"]}
    for resource in data["resources"]:
        names |= set(resource["tokens"])
        wrappers.add(resource["colour"])
    for region in data["regions"]:
        names |= set(region["tokens"])
        wrappers.add(region["swatch"])
    data["names"] = sorted(names, key=len, reverse=True)
    data["wrappers"] = wrappers
    return data


def _known_prefix(run: str) -> str | None:
    for name in table()["names"]:
        if run.startswith(name):
            return name
    return None


def tokenize(cell: str) -> list[Piece]:
    """Pieces of one cell, in order; raises MarkupError for an unknown token."""
    text = cell or ""
    for marker in table()["markers"]:
        text = text.replace(marker, " ")
    pieces: list[Piece] = []
    position = 0
    for match in _RUN.finditer(text):
        wrapper, run = match.group(1), match.group(2)
        start = match.start()
        if wrapper and run.endswith(wrapper) and wrapper in table()["wrappers"] \
                and run[:-2] in table()["names"]:
            _text(pieces, text[position:start])
            pieces.append(Piece("token", run[:-2], wrapper))
            position = match.end()
            continue
        if wrapper:
            start += 2  # the two capitals belong to the text before the token
        name = _known_prefix(run)
        rest = run[len(name):] if name else run
        if name is None or len(rest) > 1:
            raise MarkupError(f"unknown token 'xx{run}'")
        _text(pieces, text[position:start])
        pieces.append(Piece("token", name))
        position = match.end() - len(rest)
    _text(pieces, text[position:])
    return pieces


def _text(pieces: list[Piece], text: str) -> None:
    if text.strip():
        pieces.append(Piece("text", text.strip()))


def token_names(cell: str) -> list[str]:
    return [p.value for p in tokenize(cell) if p.kind == "token"]


def plain_text(cell: str) -> str:
    """The words of a cell with every token removed."""
    return " ".join(p.value for p in tokenize(cell) if p.kind == "text")
