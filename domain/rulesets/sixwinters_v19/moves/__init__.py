"""The moves legal now (the moves document of docs/moves.md): every command the table may send
at this step, with every choice enumerated, each move with the seat that makes it. A command
built from a move is accepted by decide."""
from __future__ import annotations

from domain.kernel import Viewer

from ..rules.steps import step
from . import actions, session_end, setup, turn
from .fields import Move

BY_STEP = {
    "draw-locations": setup.draw_locations, "start-session": setup.start_session,
    "roll-starting-dice": setup.roll_starting_dice, "choose-characters": setup.choose_characters,
    "shuffle-obstacle-decks": setup.shuffle_obstacle_decks, "shuffle-progress-deck": setup.shuffle_progress_deck,
    "keep-progress": setup.keep_progress, "stage-progress": setup.stage_progress,
    "place-characters": setup.place_characters, "actions": actions.actions, "refill": turn.refill,
    "activation": turn.activate, "threat-choice": turn.threat_choice, "threat-locations": turn.threat_locations,
    "burn-obstacles": session_end.burn_obstacles, "unlock-obstacles": session_end.unlock_obstacles,
    "burn-locations": session_end.burn_locations, "unlock-locations": session_end.unlock_locations,
    "recover-characters": session_end.recover_characters, "advance-year": session_end.advance_year,
}
DRAWING = ("draw-progress", "first-obstacles", "fill-staging", "obstacles")


def moves(state: dict, viewer: Viewer | None = None) -> list[Move]:
    """Every move legal now, each with the seat that makes it (none: the whole table's steps).
    The kernel keeps those a viewer may make (domain/kernel/moves/document.py) and says whom
    the game waits for."""
    if state is None or state["stage"] == "over":
        return []
    now = step(state)
    if now in DRAWING:
        return setup.draw_card(state) + setup.reshuffle(state)
    list_them = BY_STEP.get(now)
    return list_them(state) if list_them else []


def session(state: dict) -> int | None:
    """The year of the game under way (None between games)."""
    return state["year"] if state and state.get("session") else None
