"""What the dice ruleset shows: rolls so far and how often each face came up. Each view reads
the public rolls and notes and those of the private parts left in the state it is given (the
state as its reader may see it: hidden.py)."""
from __future__ import annotations

from .state import faces_counted, latest


def summary(state: dict) -> dict:
    """Rolls so far, the last roll, how many notes and the last one."""
    return {"rolls": state["rolls"], "last": latest(state, "last"), "notes": state["notes"],
            "last_note": latest(state, "last_note")}


def faces(state: dict) -> dict:
    """How often each face of each kind of die came up."""
    return {"faces": faces_counted(state)}


VIEWS = {"summary": summary, "faces": faces}
