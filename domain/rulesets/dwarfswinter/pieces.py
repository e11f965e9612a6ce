"""Dwarfs named the way the table names them: "Ann's dwarf in Forest 1", "Ben's Ice Warrior on
the player board". Commands carry these names (the moves list them); the rules look a name
up among the dwarfs the state holds, so a name never has to be parsed."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from domain.kernel import RuleViolation

from .components import DWARF
from .state import HOME


@dataclass(frozen=True)
class Piece:
    owner: str
    kind: str
    where: str   # "home" (the player board) or a zone


def name(piece: Piece) -> str:
    what = "dwarf" if piece.kind == DWARF else piece.kind
    place = "on the player board" if piece.where == HOME else f"in {piece.where}"
    return f"{piece.owner}'s {what} {place}"


def pieces(state: dict, owners: Iterable[str], where: Iterable[str] | None = None,
           taken: Iterable[Piece] = ()) -> dict[str, Piece]:
    """name -> Piece for every dwarf of `owners` at the given locations (every zone if None),
    leaving out dwarfs already `taken` (a dwarf counted once per entry). Places and kinds are
    read in the order of their names, never in the order the state happens to hold them (a
    state read back from a snapshot holds its keys sorted), so every reader is listed the same
    choices in the same order."""
    spent = list(taken)
    found = {}
    for owner in owners:
        for place, kinds in sorted(state["dwarfs"][owner].items()):
            if (where is None and place == HOME) or (where is not None and place not in where):
                continue
            for kind, number in sorted(kinds.items()):
                piece = Piece(owner, kind, place)
                if number - spent.count(piece) > 0:
                    found[name(piece)] = piece
    return found


def lookup(found: dict[str, Piece], given: str, rule: str, what: str) -> Piece:
    if given not in found:
        listed = "; ".join(found) or "none"
        raise RuleViolation(rule, f"{given!r} is not {what} (the choices: {listed})")
    return found[given]
