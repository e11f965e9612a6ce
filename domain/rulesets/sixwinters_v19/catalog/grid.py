"""Progress card paths written as rows of squares, one word per square ("Progress Cards").

A square is `.` (no square) or parts joined by `/`:
- a resource (`military`): a die of that colour; `any`: a white wildcard, any die;
- a face `1`..`6`: a die of that value (of the square's colour if it has one, else any type);
- `@region` (`@empire`, `@redbank`, `@settled`): the die comes from a location in that region;
  with a resource (`@empire/military`) the location's resource slot must be that resource;
- `+1`, `-1`, `=`: the die's value against the previous die of the chain;
- a leading `^` marks the starting square, a leading `$` the ending square.

The On Two Fronts example of the rulebook reads:

    ^@redbank  .   .           .
    espionage  5   any         .
    .          .   technology  any
    .          .   .           $@empire
"""
from __future__ import annotations

from ..words import REGIONS, RESOURCES

RELATIONS = ("+1", "-1", "=")
FACES = ("1", "2", "3", "4", "5", "6")


class GridError(ValueError):
    """A square or a grid that cannot be read; the message names the row and the word."""


def key(row: int, col: int) -> str:
    return f"{row},{col}"


def at(square_key: str) -> tuple[int, int]:
    row, col = square_key.split(",")
    return int(row), int(col)


def parse_square(word: str) -> dict:
    """One word as a square's constraints (start/end flags included)."""
    square: dict = {}
    if word.startswith("^"):
        square["start"], word = True, word[1:]
    elif word.startswith("$"):
        square["end"], word = True, word[1:]
    for part in word.split("/"):
        _read_part(square, part, word)
    if "location" in square and "region" not in square:
        raise GridError(f"{word!r}: a coloured region square needs its region")
    return square


def _read_part(square: dict, part: str, word: str) -> None:
    if part == "any":
        return
    if part in RESOURCES:
        _once(square, "colour", part, word)
    elif part in FACES:
        _once(square, "value", int(part), word)
    elif part in RELATIONS:
        _once(square, "relation", part, word)
    elif part.startswith("@") and part[1:] in REGIONS:
        _once(square, "region", part[1:], word)
    else:
        raise GridError(f"{word!r}: cannot read {part!r} (a resource, any, 1-6, +1, -1, =, or @region)")
    if "region" in square and "colour" in square:   # on a region square the colour is the location's slot
        square["location"] = square.pop("colour")


def _once(square: dict, field: str, value, word: str) -> None:
    if field in square:
        raise GridError(f"{word!r}: two {field}s on one square")
    square[field] = value


def parse_grid(rows: list[str]) -> dict:
    """{"rows", "cols", "squares": {"r,c": square}, "start": "r,c", "end": "r,c"}."""
    if not isinstance(rows, list) or not rows or not all(isinstance(row, str) for row in rows):
        raise GridError("the grid is a list of rows, each a string of squares")
    squares, width = {}, 0
    for r, row in enumerate(rows):
        words = row.split()
        width = max(width, len(words))
        for c, word in enumerate(words):
            if word != ".":
                try:
                    squares[key(r, c)] = parse_square(word)
                except GridError as error:
                    raise GridError(f"row {r + 1}: {error}") from None
    starts = [k for k, s in squares.items() if s.get("start")]
    ends = [k for k, s in squares.items() if s.get("end")]
    if len(starts) != 1 or len(ends) != 1:
        raise GridError(f"a path has one starting square (^) and one ending square ($), not {len(starts)} and {len(ends)}")
    if "relation" in squares[starts[0]]:
        raise GridError("the starting square has no previous die, so it cannot hold +1, -1 or =")
    return {"rows": len(rows), "cols": width, "squares": squares, "start": starts[0], "end": ends[0]}


def neighbours(square_key: str, end_key: str, direction: str) -> list[str]:
    """Positions a chain may continue to from a square: orthogonal or diagonal neighbours;
    with "towards-end" none that moves away from the ending square on either axis."""
    row, col = at(square_key)
    end_row, end_col = at(end_key)
    found = []
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr, dc) == (0, 0):
                continue
            if direction == "towards-end" and not (_toward(row, dr, end_row) and _toward(col, dc, end_col)):
                continue
            found.append(key(row + dr, col + dc))
    return found


def _toward(here: int, step: int, goal: int) -> bool:
    """A step on one axis that does not move away from the goal on that axis."""
    return step == 0 or (goal - here) * step > 0


def reachable(grid: dict, direction: str) -> bool:
    """The ending square can be reached from the starting square along squares of the card."""
    seen, todo = {grid["start"]}, [grid["start"]]
    while todo:
        here = todo.pop()
        for step in neighbours(here, grid["end"], direction):
            if step in grid["squares"] and step not in seen:
                seen.add(step)
                todo.append(step)
    return grid["end"] in seen
