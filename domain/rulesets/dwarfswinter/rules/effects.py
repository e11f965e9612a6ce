"""What a hero's effect can do now: its targets and choices (Heroes abilities). The rules
(heroes.py) and the legal moves (moves/) ask the same questions here, so a listed choice is
always accepted."""
from __future__ import annotations

from .. import components as k
from ..board import adjacent, zones
from ..pieces import Piece, pieces
from ..state import HOME, count, locations
from .placing import place_zones

RESOURCE_MAX = k.RESOURCE_MAX


def kind_of(effect: dict) -> str:
    return next(key for key in effect if key in k.EFFECTS)


def zones_of_type(state: dict, kind: str) -> list[str]:
    return [name for name, zone in zones(state).items() if zone["type"] == kind]


def capped(board: dict, gains: dict) -> dict:
    """Resources gained, each track stopping at 7."""
    found = {}
    for resource, amount in gains.items():
        got = max(0, min(amount, RESOURCE_MAX - board[resource]))
        if got:
            found[resource] = got
    return found


def affordable(board: dict, cost: dict) -> bool:
    return all(board[resource] >= amount for resource, amount in cost.items())


def movers(state: dict, kind: str, taken: tuple = ()) -> dict[str, Piece]:
    """Dwarfs of any player in zones of a type (Move any Dwarf in a Forest)."""
    return pieces(state, state["players"], zones_of_type(state, kind), taken)


def own_pieces(state: dict, player: str, taken: tuple = ()) -> dict[str, Piece]:
    """The player's dwarfs on their board (to place) and on the game board (to move)."""
    return {**pieces(state, [player], [HOME], taken), **pieces(state, [player], None, taken)}


def destinations(state: dict, player: str, piece: Piece) -> list[str]:
    """Where a hero's effect may put a dwarf: any zone it may be placed in from the player
    board, or a zone adjacent to where it stands."""
    if piece.where == HOME:
        return place_zones(state, player, "card")
    return adjacent(state, piece.where)


def own_on_board(state: dict, player: str) -> dict[str, Piece]:
    return pieces(state, [player])


def legends_open(state: dict, player: str) -> list[str]:
    """Legendary classes the player may still upgrade into (Sage)."""
    if count(state, player, HOME, k.DWARF) < 1:
        return []
    return [legend for legend in k.LEGENDS if legend not in state["legends"][player]]


def produced(state: dict, player: str, per: str) -> tuple[list[str], list[str]]:
    """(zones that produce, occupied zones a Monster or Disaster blocks) of a zone type."""
    working, blocked = [], []
    for zone in locations(state, player):
        if zones(state)[zone]["type"] != per:
            continue
        foes = any(e["zone"] == zone for e in state["monsters"]) or any(e["zone"] == zone for e in state["disasters"])
        (blocked if foes else working).append(zone)
    return working, blocked
