"""d6D decide: dispatch a command to its rule, then add what follows from it.

After every command the consequences are derived here, in rulebook order: a
battle whose world holds one player's armies is over; a met "Game End"
condition ends the game and scores it; a turn with no actions left passes
clockwise (at once if the player has just lost their last army on the
board, which only happens with the "all" elimination reading).
"""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation

from . import actions, battle, realm, setup
from .events import BATTLE_ENDED, GAME_ENDED, TURN_PASSED, run
from .scoring import end_reason, scores, winners
from .state import on_board, occupants

HANDLERS = {
    "roll-armies": setup.roll_armies, "break-tie": setup.break_tie, "place-armies": setup.place_armies,
    "strengthen": actions.strengthen, "recruit": actions.recruit, "move": actions.move,
    "bridge": actions.bridge, "battle-round": battle.fight_round, "assign-damage": battle.assign_damage,
    "retreat": battle.retreat, "roll-lost-soul": realm.roll_lost_soul,
}


def decide(state: dict, command: dict) -> list[Event]:
    """The events a command causes, or RuleViolation naming the broken rule."""
    handler = HANDLERS.get(command["type"])
    if handler is None:
        raise RuleViolation("command.type", f"d6D has no command {command['type']!r}")
    if state["phase"] == "over":
        raise RuleViolation("d6d.game.over", "the game is over; see the score")
    events = handler(state, command)
    return events + consequences(run(state, events))


def consequences(state: dict) -> list[Event]:
    """Derived events until nothing more follows."""
    events = []
    while (event := _next_consequence(state)) is not None:
        events.append(event)
        state = run(state, [event])
    return events


def _next_consequence(state: dict) -> Event | None:
    if state["phase"] != "playing" or state["pending"]:
        return None
    fight = state["battle"]
    if fight and len(present := occupants(state, fight["world"])) <= 1:
        return Event(BATTLE_ENDED, {"world": fight["world"], "winner": present[0] if present else None}, source=DERIVED)
    reason = end_reason(state)
    if reason:
        table = scores(state)
        return Event(GAME_ENDED, {"reason": reason, "scores": table, "winners": winners(table)}, source=DERIVED)
    if not fight and (state["turn"]["actions_left"] == 0 or not on_board(state, state["turn"]["player"])):
        return Event(TURN_PASSED, {"player": next_player(state), "number": state["turn"]["number"] + 1},
                     source=DERIVED)
    return None


def next_player(state: dict) -> str:
    """Clockwise from the current player, skipping players with no army on any world."""
    order = state["opening"]["order"]
    current = order.index(state["turn"]["player"])
    for step in range(1, len(order) + 1):
        name = order[(current + step) % len(order)]
        if on_board(state, name):
            return name
    return state["turn"]["player"]
