"""Where a d6D game stands (all public): in one line for the list of campaigns, and as the marks
the replay jumps by."""
from __future__ import annotations

PHASES = {"rolling": "Setup: rolling for the first player", "tie": "Setup: breaking the tie for the first player",
          "placing": "Setup: placing the armies"}


def status(state: dict) -> str:
    if state.get("result"):
        winners = " and ".join(state["result"].get("winners", [])) or "nobody"
        return f"Game over: {winners} won ({state['result'].get('reason', '')})"
    if state["phase"] in PHASES:
        return PHASES[state["phase"]]
    turn = state.get("turn") or {}
    line = f"Turn {turn.get('number', 1)}: {turn.get('player', '?')}"
    if state.get("battle"):
        return f"{line} · a battle at world {state['battle'].get('world', '?')}"
    left = turn.get("actions_left")
    return f"{line}, {left} action{'' if left == 1 else 's'} left" if left is not None else line


def marks(state: dict) -> dict[str, object]:
    """The replay's jumps: the phase, and whose turn it is."""
    found: dict[str, object] = {"phase": state["phase"]}
    turn = state.get("turn")
    if turn:
        found["turn"] = f"turn {turn.get('number', '')}: {turn['player']}".replace("turn : ", "turn: ")
    return found
