"""Where a dice campaign stands, in one line for the list of campaigns."""
from __future__ import annotations


def status(state: dict) -> str:
    """How much is recorded: "2 rolls and 1 note"."""
    rolls, notes = state["rolls"], state["notes"]
    return f"{rolls} roll{'' if rolls == 1 else 's'} and {notes} note{'' if notes == 1 else 's'}"
