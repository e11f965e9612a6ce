"""The dice ruleset has no commands of its own: the generic roll and note are its whole game,
and evolve counts them (applying.py)."""
from __future__ import annotations

from domain.kernel import Decider

from .applying import APPLIERS


def initial_state(setup: dict) -> dict:
    """Constant-size state: the notes themselves stay in the log (the chronicle reads them there)."""
    return {"rolls": 0, "faces": {}, "last": None, "notes": 0, "last_note": None}


DECIDER = Decider("the dice ruleset", {}, APPLIERS)
