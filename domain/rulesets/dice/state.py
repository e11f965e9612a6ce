"""The dice ruleset's state: counts of rolls, faces and notes, and the last of each."""
from __future__ import annotations


def initial_state(setup: dict) -> dict:
    """Constant-size state: the notes themselves stay in the log (the chronicle reads them there)."""
    return {"rolls": 0, "faces": {}, "last": None, "notes": 0, "last_note": None}
