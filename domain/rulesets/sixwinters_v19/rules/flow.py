"""What follows by itself after every command: draws from decks the app shuffled, the steps
no player decides (the seasonal event, activation without source dice, threats, advance
time, the game's and the campaign's end), derived in rulebook order until the game waits
for the table again."""
from __future__ import annotations

from domain.kernel import Event

from ..applying import run
from . import campaign_end, draws, session_end, session_setup, turn
from .steps import step

LIMIT = 200   # derived events after one command; far above any real sequence


def next_event(state: dict) -> Event | None:
    """The next derived event, or None while the game waits for a command."""
    stage = step(state)
    if stage in ("draw-progress", "first-obstacles", "fill-staging", "obstacles"):
        return draws.automatic(state)
    if stage == "stage-progress" and len(state["session"]["unchosen"]) <= 1:
        return session_setup.stage_progress_cards(state, None)[0]
    if stage == "activation" and not turn.sources(state):
        return turn.activate(state, None)[0]
    derived = {"turn": turn.turn_began, "threats": turn.threats, "advance": turn.advance,
               "game-end": turn.game_ended, "gather-decks": session_end.gather_decks,
               "campaign-end": campaign_end.campaign_ended}.get(stage)
    return derived(state) if derived else None


def follow(state: dict) -> list[Event]:
    """Derived events until the game waits for the table."""
    events = []
    for _ in range(LIMIT):
        event = next_event(state)
        if event is None:
            return events
        events.append(event)
        state = run(state, [event])
    raise RuntimeError("the derived steps did not come to rest")
