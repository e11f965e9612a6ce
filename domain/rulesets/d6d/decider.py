"""d6D's commands, registered once each, and its decide and evolve: a command's rule, then
what follows from it.

After every command the consequences are derived here, in rulebook order: a
battle whose world holds one player's armies is over; a met "Game End"
condition ends the game and scores it; a turn with no actions left passes
clockwise (at once if the player has just lost their last army on the
board, which only happens with the "all" elimination reading).
"""
from __future__ import annotations

from domain.kernel import DERIVED, Command, Decider, Event, RuleViolation

from . import commands as c
from . import events as ev
from .applying import APPLIERS, run
from .events import BATTLE_ENDED, CONSEQUENCES, GAME_ENDED, TURN_PASSED
from . import moves as m
from .narrate import sentence
from .rules import actions, battle, realm, setup
from .rules.scoring import end_reason, scores, winners
from .state import on_board, occupants


def not_over(state: dict) -> None:
    """No command is decided once the game is over."""
    if state["phase"] == "over":
        raise RuleViolation("d6d.game.over", "the game is over; see the score")


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


def _command(schema, kinds: tuple, handler, moves) -> Command:
    return Command(schema, kinds + CONSEQUENCES, handler, moves, sentence)


LOSSES = (ev.ARMY_DESTROYED, ev.SOUL_LOST)
COMMANDS = {
    "roll-armies": _command(c.RollArmiesSchema, (ev.ARMIES_ROLLED, ev.OPENING_TIED, ev.FIRST_PLAYER_CHOSEN),
                            setup.roll_armies, m.roll_armies),
    "break-tie": _command(c.BreakTieSchema, (ev.TIE_ROLLED, ev.OPENING_TIED, ev.FIRST_PLAYER_CHOSEN), setup.break_tie,
                          m.break_tie),
    "place-armies": _command(c.PlaceArmiesSchema, (ev.ARMIES_PLACED, ev.PLAY_BEGAN), setup.place_armies,
                             m.place_armies),
    "strengthen": _command(c.StrengthenSchema, (ev.ARMY_STRENGTHENED,), actions.strengthen, m.strengthen),
    "recruit": _command(c.RecruitSchema, (ev.ARMY_RECRUITED,), actions.recruit, m.recruit),
    "move": _command(c.MoveSchema, (ev.ARMY_MOVED, ev.BATTLE_STARTED), actions.move, m.move),
    "bridge": _command(c.BridgeSchema, (ev.BRIDGE_DRAWN, *LOSSES), actions.bridge, m.bridge),
    "battle-round": _command(c.BattleRoundSchema, (ev.BATTLE_ROUND_FOUGHT, ev.ARMY_DAMAGED, *LOSSES), battle.fight_round,
                             m.battle_round),
    "assign-damage": _command(c.AssignDamageSchema, (ev.ARMY_DAMAGED, *LOSSES), battle.assign_damage,
                              m.assign_damage),
    "retreat": _command(c.RetreatSchema, (ev.RETREATED,), battle.retreat, m.retreat),
    "roll-lost-soul": _command(c.RollLostSoulSchema, (ev.SOUL_LOST,), realm.roll_lost_soul,
                               m.roll_lost_soul),
}

DECIDER = Decider("d6D", COMMANDS, APPLIERS, guard=not_over, follow_on=consequences)
