"""Seats: one per player, by name. A player acts for their own seat; the 1st player moves the
monsters and names the cards drawn (the player whose turn it is names a Hero Pool refill)."""
from __future__ import annotations

from domain.kernel import Seat

from .rules.drawing import drawer

FIRST_PLAYER = ("move-monster", "push-monster")


def seats(state: dict) -> tuple[Seat, ...]:
    if not state:
        return ()
    return tuple(Seat(name, f"{name} ({state['colours'][name]})") for name in state["players"])


def acting_seats(state: dict, command: dict) -> frozenset[str]:
    if isinstance(command.get("player"), str):
        return frozenset({command["player"]})
    if not state:
        return frozenset()
    if command["type"] in FIRST_PLAYER:
        return frozenset({state["first"]})
    if command["type"] == "draw-card":
        return frozenset({drawer(state)})
    return frozenset()
