"""Six Winters v19.3 seats: a seat is a player of the campaign, by the name given at setup.
A player acts for their own characters (solo: both); the steps of the whole table (refill,
activation, draws, Session End) act for no seat."""
from __future__ import annotations

from domain.kernel import Seat

from .state import player_of


def seats(state: dict) -> tuple[Seat, ...]:
    return tuple(Seat(name, name) for name in (state or {}).get("players", []))


def acting_seats(state: dict, command: dict) -> frozenset[str]:
    """The player a command names, or the players of the characters it names."""
    if not state:
        return frozenset()
    if isinstance(command.get("player"), str):
        return frozenset({command["player"]})
    named = [command["character"]] if isinstance(command.get("character"), str) else []
    players = {player_of(state, name) for name in named} - {None}
    if command["type"] in ("defend", "raise-skill") and (state.get("session") or {}).get("overcome"):
        players |= {player_of(state, c) for c in state["session"]["overcome"]["team"]} - {None}
    return frozenset(players)
