"""Seats: each player character, and the Wayfinder's chair ("gm").

A player acts for their own character (its sheet, its rolls, its turn); the Wayfinder acts for
their own characters and for the table (sessions, scenes, fights, Tribulations they declare),
and, holding the game master's role, may act for any seat.
"""
from __future__ import annotations

from domain.kernel import RuleViolation, Seat

from .state import GM, player_characters, seat_of, sheet

WAYFINDER_COMMANDS = frozenset({
    "create-character", "reveal-character", "write-secret", "reveal-note", "start-session", "begin-scene", "end-scene",
    "end-session", "close-campaign", "enter-combat", "set-distance", "end-sequence", "harm", "afflict", "cure",
    "accept-sheet", "decline-sheet", "open-sheets"})
ACTOR_FIELDS = ("helper", "healer", "attacker", "character")   # help-wake: the helper acts, not the sleeper


def seats(state: dict) -> tuple[Seat, ...]:
    """The player characters in order of creation, then the Wayfinder."""
    if not state:
        return ()
    found = []
    for name in player_characters(state):
        player = sheet(state, name)["player"]
        found.append(Seat(name, f"{name} ({player})" if player else name))
    return (*found, Seat(GM, f"{state['wayfinder']} (Wayfinder)", gm=True))


def acting_seats(state: dict, command: dict) -> frozenset[str]:
    """The Wayfinder's seat for the table's commands; otherwise the seat of the character acting."""
    if command["type"] in WAYFINDER_COMMANDS:
        return frozenset({GM})
    for field in ACTOR_FIELDS:
        name = command.get(field)
        if isinstance(name, str) and state:
            try:
                return frozenset({seat_of(state, name)})
            except RuleViolation:   # an unknown character: decide names the rule
                return frozenset({GM})
    return frozenset({GM})
