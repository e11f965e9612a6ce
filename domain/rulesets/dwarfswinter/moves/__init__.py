"""The moves legal now, in the kernel's grammar (docs/moves.md): every choice enumerated, so a
command built from a move is accepted. Each move names the seat that makes it (none: anyone at
the table); the kernel's moves document keeps those a viewer may make and says whom the game
waits for, by each move's group ("The game waits for Ben: Follow the music."). A group never
names a card, so nobody learns what another seat's hand holds from whom the game waits for."""
from __future__ import annotations

from domain.kernel import Viewer
from domain.kernel.moves import Move, choices, fixed

from ..rules.drawing import drawer
from .cards import playing
from .invasion import attack, defenders, draw, shuffle
from .seated import seated
from .turn import turn


def legal(state: dict) -> list[Move]:
    """Every legal move of every seat."""
    if not state or state["phase"] == "over":
        return []
    if state["draws"]:
        return draw(state)
    step = state["step"]
    if step == "shuffle":
        return shuffle(state)
    if step == "defenders":
        return defenders(state)
    if step == "attack":
        return attack(state)
    if step == "choose":
        return [_hand(state, name) for name in state["players"] if name not in state["chosen"]]
    if step == "turns" and state["turn"]:
        return playing(state) if state["music"] else turn(state, state["turn"]["player"])
    return []


def _hand(state: dict, player: str) -> Move:
    size = state["boards"][player]["hand_size"]
    return seated(player, "choose-hand", f"{player} chooses a hand of {size} heroes", {
        "player": fixed(player), "cards": choices(state["decks_of"][player], min=size, max=size, many=True)},
        "Choose a hand")


def moves(state: dict, viewer: Viewer) -> list[Move]:
    """The ruleset's moves hook: every seat's moves (the kernel keeps the viewer's)."""
    return legal(state)


def waiting_seats(state: dict) -> list[str]:
    """The seats whose decision the game waits on now (the table view shows them): the seats of
    the moves `legal` lists, read from the step alone, so a state whose hands are face down (a
    viewer's) answers the same as the whole state."""
    if not state or state["phase"] == "over":
        return []
    if state["draws"]:
        return [drawer(state)]
    step = state["step"]
    if step == "defenders":
        return [state["defenders"][0][0]] if state["defenders"] else []
    if step == "attack":
        return sorted(state["attack"]["returns"]) or [state["first"]]
    if step == "choose":
        return sorted(name for name in state["players"] if name not in state["chosen"])
    if step == "turns" and state["turn"]:
        return [state["music"]["current"] if state["music"] else state["turn"]["player"]]
    return []
