"""The dice ruleset's state: counts of rolls, faces and notes, and the last of each, public or
kept apart in the private part of an audience (hidden.py); and what views read of it."""
from __future__ import annotations


def initial_state(setup: dict) -> dict:
    """Constant-size state: the notes themselves stay in the log (the chronicle reads them there)."""
    return {"rolls": 0, "faces": {}, "last": None, "notes": 0, "last_note": None}


def parts(state: dict) -> list[dict]:
    """The public part of the state and the private parts the reader may see."""
    return [state, *state.get("private", {}).values()]


def latest(state: dict, key: str) -> dict | None:
    """The latest `key` (the last roll, the last note) across the parts."""
    found = [part[key] for part in parts(state) if part.get(key)]
    return max(found, key=lambda item: item["position"]) if found else None


def faces_counted(state: dict) -> dict:
    """How often each face of each kind of die came up, across the parts."""
    counted: dict = {}
    for part in parts(state):
        for kind, counts in part.get("faces", {}).items():
            mine = counted.setdefault(kind, {})
            for face, times in counts.items():
                mine[face] = mine.get(face, 0) + times
    return counted
