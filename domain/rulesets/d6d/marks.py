"""Where a d6D game stands, for the replay's jumps: the phase, and whose turn it is."""
from __future__ import annotations


def marks(state: dict) -> dict[str, object]:
    found: dict[str, object] = {"phase": state["phase"]}
    turn = state.get("turn")
    if turn:
        found["turn"] = f"turn {turn.get('number', '')}: {turn['player']}".replace("turn : ", "turn: ")
    return found
