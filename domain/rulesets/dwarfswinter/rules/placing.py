"""Placing and moving dwarfs, shared by the actions (3.1, 3.2) and the heroes' effects.

"You may never place 2 Dwarfs from your Player Board in the same zone during the same turn"
(3.1): a hero's placements count too unless the option card_places is "free".
"""
from __future__ import annotations

from domain.kernel import Event, RuleViolation

from .. import components as k
from .. import events as ev
from ..board import adjacent, zones
from ..pieces import Piece
from ..state import HOME, count


def placed_here(state: dict, player: str) -> list[str]:
    turn = state["turn"]
    return list(turn["placed"].get(player, [])) if turn else []


def place_zones(state: dict, player: str, by: str, extra: tuple = ()) -> list[str]:
    """Zones a dwarf from the player's board may be placed in now."""
    limited = by == "action" or state["options"]["card_places"] == "limited"
    used = set(placed_here(state, player)) | set(extra) if limited else set()
    return [zone for zone in zones(state) if zone not in used]


def placed(state: dict, player: str, kind: str, zone: str, cost: int, by: str, extra: tuple = ()) -> Event:
    if zone not in zones(state):
        raise RuleViolation("dwarfswinter.zone.unknown", f"{zone!r} is not a zone of the board")
    if count(state, player, HOME, kind) < 1:
        what = "dwarf" if kind == k.DWARF else kind
        raise RuleViolation("dwarfswinter.place.none", f"{player} has no {what} on their player board")
    if zone not in place_zones(state, player, by, extra):
        raise RuleViolation("dwarfswinter.place.same-zone", f"{player} has placed a dwarf in {zone} this turn already")
    return Event(ev.DWARF_PLACED, {"player": player, "zone": zone, "kind": kind, "cost": cost, "by": by})


def moved(state: dict, player: str, piece: Piece, to: str, cost: int, by: str) -> Event:
    if to not in adjacent(state, piece.where):
        raise RuleViolation("dwarfswinter.move.adjacent", f"{to!r} is not adjacent to {piece.where} "
                                                          f"(adjacent: {', '.join(adjacent(state, piece.where))})")
    return Event(ev.DWARF_MOVED, {"player": player, "owner": piece.owner, "kind": piece.kind, "from": piece.where,
                                  "to": to, "cost": cost, "by": by})
