"""A player ends their actions for the turn: any action dice left are set aside unused. The
rulebook ends the phase when nobody has action dice; a player who will not use theirs (or
will place no more asset dice on a progress card) says so here."""
from __future__ import annotations

from domain.kernel import Event, RuleViolation

from .. import events as ev
from ..guards import in_actions, session_player


def end_actions(state: dict, command: dict) -> list[Event]:
    in_actions(state, "Ending one's actions")
    player = command["player"]
    seat = session_player(state, player)
    if seat["passed"]:
        raise RuleViolation("sixwinters_v19.actions.ended", f"{player} has ended their actions this turn")
    return [Event(ev.ACTIONS_ENDED, {"player": player, "dice": list(seat["dice"])})]
