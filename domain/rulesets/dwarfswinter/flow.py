"""What follows a command by itself, in rulebook order, until the table must decide again:
known draws, the steps of Setup, Phase 1 (Enemy Invasion) and Phase 2 (Preparation) that
need nobody's choice, and Phase 4 (Resolution)."""
from __future__ import annotations

from domain.kernel import Event

from .applying import run
from .rules import drawing, invasion, preparation, resolution, setup

LIMIT = 200   # a command's consequences are a few dozen events; more is a bug, not a game


def consequences(state: dict) -> list[Event]:
    events = []
    while (event := next_event(state)) is not None:
        events.append(event)
        state = run(state, [event])
        if len(events) > LIMIT:
            raise RuntimeError("the game's consequences do not settle")
    return events


def next_event(state: dict) -> Event | None:
    phase, step = state["phase"], state["step"]
    if phase == "over":
        return None
    if state["draws"]:
        return drawing.automatic(state)
    if phase == "setup":
        return _setup(state, step)
    if phase == "invasion":
        return _invasion(state, step)
    if phase == "preparation":
        return preparation.begin_actions(state) if len(state["chosen"]) == len(state["players"]) else None
    if phase == "actions":
        return resolution.resolve(state) if state["turn"] is None else None
    return invasion.begin_week(state, state["week"] + 1)   # after the Resolution


def _setup(state: dict, step: str) -> Event | None:
    if step == "draws":
        return setup.call_defenders(state) if setup.defenders(state) else invasion.begin_week(state, 1)
    if step == "defenders" and not state["defenders"]:
        return invasion.begin_week(state, 1)
    return None


def _invasion(state: dict, step: str) -> Event | None:
    if step == "attack":
        attack = state["attack"]
        return None if attack["left"] or attack["push"] or attack["returns"] else invasion.call_reinforcements(state)
    if step == "reinforce":
        return invasion.call_disasters(state)
    return preparation.begin_preparation(state)
