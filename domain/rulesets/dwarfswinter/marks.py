"""Where a game of Dwarfs Winter stands, for the replay's jumps: the week, its phase, and whose
turn it is in Phase 3."""
from __future__ import annotations

from .status import PHASES


def marks(state: dict) -> dict[str, object]:
    if not state or state["phase"] == "setup":
        return {"week": "Setup"} if state else {}
    found: dict[str, object] = {"week": f"Week {state['week']}", "phase": PHASES.get(state["phase"], "The end")}
    if state["turn"]:
        found["turn"] = f"Week {state['week']}: {state['turn']['player']}'s turn"
    return found
