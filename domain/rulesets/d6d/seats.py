"""d6D seats: a seat is a player, by the name given at setup; each player acts for themself.

A battle round is fought by both sides (either may send it); breaking a tie is the tied
players' roll."""
from __future__ import annotations

from domain.kernel import Seat

from .state import names


def seats(state: dict) -> tuple[Seat, ...]:
    """The players in seating order."""
    return tuple(Seat(name, name) for name in names(state)) if state else ()


def acting_seats(state: dict, command: dict) -> frozenset[str]:
    """The player a command names; both sides for a battle round; the tied players for a tie-break."""
    if isinstance(command.get("player"), str):
        return frozenset({command["player"]})
    if command["type"] == "battle-round" and state and state.get("battle"):
        return frozenset({state["battle"]["attacker"], state["battle"]["defender"]})
    if command["type"] == "break-tie" and state:
        return frozenset(state["opening"]["tied"])
    return frozenset()
