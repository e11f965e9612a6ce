"""The moves legal now, for a viewer, in the moves document's grammar (docs/moves.md): every
choice enumerated, so a command built from a move is accepted. A player seated at the table
gets their seat's moves (and the table's: shuffling); the owner and the game master get
every seat's; a spectator none. `waiting_for` says whose decision the game waits on."""
from __future__ import annotations

from domain.kernel import Viewer

from .cards import playing
from .fields import Legal
from .invasion import attack, defenders, draw, shuffle
from .turn import turn
from .waiting import over, waiting_for


def legal(state: dict) -> list[Legal]:
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


def _hand(state: dict, player: str) -> Legal:
    size = state["boards"][player]["hand_size"]
    return Legal(player, "choose-hand", f"{player} chooses a hand of {size} heroes", {
        "player": {"fixed": player},
        "cards": {"choices": list(state["decks_of"][player]), "min": size, "max": size, "many": True}}, "Preparation")


def for_viewer(found: list[Legal], viewer: Viewer) -> list[Legal]:
    if viewer.gm or viewer.audit:
        return found
    if viewer.role == "viewer":
        return []
    if not viewer.seats:
        return found
    return [move for move in found if move.seat is None or move.seat in viewer.seats]


def moves(state: dict, viewer: Viewer) -> list[dict]:
    """The moves document's "moves" for the viewer."""
    return [move.to_json() for move in for_viewer(legal(state), viewer)]


def document(state: dict, viewer: Viewer) -> dict:
    """The moves document without its position and session (the journal adds them)."""
    return {"over": over(state), "waiting_for": waiting_for(state), "moves": moves(state, viewer)}
