"""Applying the dice ruleset's events: evolve counts the generic rolls and notes (the events
carry the dice, evolve records them; kernel/decider.py's idiom).

What a private roll or note holds (its dice, its purpose, its text) is kept apart under its
audience, in `private` (hidden.py): only those the audience admits read it. Everyone counts it."""
from __future__ import annotations

from domain.kernel import Recorded, kept_for
from domain.kernel import generic


def _count_faces(faces: dict, dice: list) -> dict:
    faces = {kind: dict(counts) for kind, counts in faces.items()}
    for die in dice:
        key = f"{die['kind']}/d{die['sides']}"
        counts = faces.setdefault(key, {})
        counts[str(die["value"])] = counts.get(str(die["value"]), 0) + 1
    return faces


def rolled(state: dict, event: Recorded) -> dict:
    """Counts rolls and faces per die kind, and remembers the last roll."""
    last = {"position": event.position, "purpose": event.data["purpose"],
            "values": [d["value"] for d in event.data["dice"]], "source": event.source}
    return _kept({**state, "rolls": state["rolls"] + 1}, event, lambda part: {
        **part, "faces": _count_faces(part.get("faces", {}), event.data["dice"]), "last": last})


def noted(state: dict, event: Recorded) -> dict:
    """Counts notes and remembers the last one."""
    last_note = {"position": event.position, "text": event.data["text"]}
    return _kept({**state, "notes": state["notes"] + 1}, event, lambda part: {**part, "last_note": last_note})


def _kept(state: dict, event: Recorded, change) -> dict:
    """What the event made, in the state itself when it is public, else in the part of its
    audience (a state without private events keeps the shape it always had)."""
    if event.audience.public:
        return change(state)
    return {**state, "private": kept_for(state.get("private"), event, change)}


APPLIERS = {generic.ROLLED: rolled, generic.NOTED: noted}
