"""Where a v19.3 campaign stands, in one line for the list of campaigns, and its marks for the
replay's jumps: the year on the wheel of years, the difficulty, and the step (Session Setup and
Session End by the rulebook's titles, a turn by its season and phase). Only what the whole table
knows: the time marker, the step, never a deck's order."""
from __future__ import annotations

from .guards import STEP_WORDS
from .rules.steps import SESSION_END, step
from .words import turn_words

YEARS = 6   # "Wheel of Years": year one to year six
TURN_PHASES = {"actions": "Actions", "refill": "Refill", "activation": "Activation", "obstacles": "Obstacles",
               "threat-choice": "Threats", "threat-locations": "Threats", "turn": "Seasonal Event"}


def where(state: dict) -> str:
    """The step of a game under way, in the rulebook's words."""
    now = step(state)
    turn = state["session"]["turn"]
    if turn is None:
        return f"Session Setup: {STEP_WORDS.get(now, now.replace('-', ' '))}"
    return f"{turn_words(turn)}: {TURN_PHASES.get(now, STEP_WORDS.get(now, now.replace('-', ' ')))}"


def status(state: dict) -> str:
    if not state:
        return ""
    result = state.get("result")
    if result:
        return f"Campaign over after year {len(state['history'])}: {result['level']}"
    parts = [f"Year {state['year']} of {YEARS}", state["difficulty"]]
    now = step(state)
    if state.get("session"):
        parts.append(where(state))
    elif now in SESSION_END:
        parts.append(f"Session End: {now.replace('-', ' ')}")
    elif now == "draw-locations":
        parts.append("Campaign Setup: choosing the starting locations")
    else:
        parts.append("between games" if state["history"] else "before the first game")
    return " · ".join(parts)


def marks(state: dict) -> dict[str, object]:
    """The year, and while a game is under way its turn on the wheel of seasons."""
    if not state:
        return {}
    found: dict[str, object] = {"year": state["year"]}
    turn = (state.get("session") or {}).get("turn")
    if turn:
        found["turn"] = turn_words(turn)
    return found
