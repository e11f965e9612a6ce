"""Campaign End: victory by the completed Diplomacy, Support and Espionage tracks (Pyrrhic one,
Major two, Total three; anything else is defeat). The bonus points for tracks with advantage
and for the difficulty are counted, not scored: the rulebook gives no values."""
from __future__ import annotations

from domain.kernel import DERIVED, Event

from .. import events as ev
from ..state import advantage, complete
from ..words import RESOURCES, VICTORY_TRACKS, counted, listed, resource

LEVELS = {0: "Defeat", 1: "Pyrrhic Victory", 2: "Major Victory", 3: "Total Victory"}


def verdict(state: dict) -> dict:
    completed = [name for name in VICTORY_TRACKS if complete(state, name)]
    ahead = [name for name in RESOURCES if advantage(state, name)]
    level = LEVELS[len(completed)]
    why = f"Red Bank completed {listed(resource(n) for n in completed)}" if completed else \
        "Red Bank completed none of Diplomacy, Support and Espionage"
    summary = f"{level}: {why}; advantage in {counted(len(ahead), 'track')} at {state['difficulty']} difficulty"
    return {"level": level, "completed": completed, "advantage": ahead, "difficulty": state["difficulty"],
            "summary": summary}


def campaign_ended(state: dict) -> Event:
    return Event(ev.CAMPAIGN_ENDED, {**verdict(state), "stage": "over"}, source=DERIVED)
