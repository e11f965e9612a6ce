"""The dice ruleset has no commands of its own: the generic roll and note are its whole game,
and evolve counts them (kernel/decider.py idiom: the events carry the dice, evolve records)."""
from __future__ import annotations

from domain.kernel import Decider, Recorded
from domain.kernel import generic


def initial_state(setup: dict) -> dict:
    """Constant-size state: the notes themselves stay in the log (the chronicle reads them there)."""
    return {"rolls": 0, "faces": {}, "last": None, "notes": 0, "last_note": None}


def _count_faces(faces: dict, dice: list) -> dict:
    faces = {kind: dict(counts) for kind, counts in faces.items()}
    for die in dice:
        key = f"{die['kind']}/d{die['sides']}"
        counts = faces.setdefault(key, {})
        counts[str(die["value"])] = counts.get(str(die["value"]), 0) + 1
    return faces


def rolled(state: dict, event: Recorded) -> dict:
    """Counts rolls and faces per die kind, and remembers the last roll."""
    return {**state, "rolls": state["rolls"] + 1, "faces": _count_faces(state["faces"], event.data["dice"]),
            "last": {"position": event.position, "purpose": event.data["purpose"],
                     "values": [d["value"] for d in event.data["dice"]], "source": event.source}}


def noted(state: dict, event: Recorded) -> dict:
    """Counts notes and remembers the last one."""
    return {**state, "notes": state["notes"] + 1, "last_note": {"position": event.position, "text": event.data["text"]}}


DECIDER = Decider("the dice ruleset", {}, {generic.ROLLED: rolled, generic.NOTED: noted})
