"""`dice`: the smallest ruleset — rolls and notes only, so the journal can be tested alone."""
from __future__ import annotations

from domain.kernel import Recorded, Ruleset, RuleViolation
from domain.kernel import generic

from .chronicle import chronicle


def initial_state(setup: dict) -> dict:
    """Constant-size state: the notes themselves stay in the log (the chronicle reads them there)."""
    return {"rolls": 0, "faces": {}, "last": None, "notes": 0, "last_note": None}


def decide(state: dict, command: dict):
    """Only the generic commands exist in this ruleset."""
    raise RuleViolation("command.type", f"the dice ruleset has no command {command['type']!r}")


def _count_faces(faces: dict, dice: list) -> dict:
    faces = {kind: dict(counts) for kind, counts in faces.items()}
    for die in dice:
        key = f"{die['kind']}/d{die['sides']}"
        counts = faces.setdefault(key, {})
        counts[str(die["value"])] = counts.get(str(die["value"]), 0) + 1
    return faces


def evolve(state: dict, event: Recorded) -> dict:
    """Counts rolls and faces per die kind, keeps notes."""
    if event.kind == generic.ROLLED:
        return {**state, "rolls": state["rolls"] + 1, "faces": _count_faces(state["faces"], event.data["dice"]),
                "last": {"position": event.position, "purpose": event.data["purpose"],
                         "values": [d["value"] for d in event.data["dice"]], "source": event.source}}
    if event.kind == generic.NOTED:
        return {**state, "notes": state["notes"] + 1,
                "last_note": {"position": event.position, "text": event.data["text"]}}
    return state


def summary(state: dict) -> dict:
    """Rolls so far, the last roll, how many notes and the last one."""
    return {"rolls": state["rolls"], "last": state["last"], "notes": state["notes"], "last_note": state["last_note"]}


def faces(state: dict) -> dict:
    """How often each face of each kind of die came up."""
    return {"faces": state["faces"]}


def demo() -> dict:
    return {
        "name": "Dice demo",
        "setup": {},
        "commands": [
            {"type": "note", "text": "We meet at the old mill."},
            {"type": "roll", "dice": [{"sides": 6, "value": 4, "kind": "action"}, {"sides": 6, "value": 2, "kind": "action"}],
             "purpose": "initiative"},
            {"type": "roll", "spec": "3d6", "kind": "action", "purpose": "the app rolls"},
            {"type": "roll", "dice": [{"sides": 6, "value": 1, "kind": "action"}], "purpose": "a slip of the hand"},
            {"type": "retract", "reason": "entered by mistake"},
            {"type": "reveal"},
        ],
    }


RULESET = Ruleset(
    name="dice", title="Dice (rolls and notes only)", rules_version="1",
    initial_state=initial_state, decide=decide, evolve=evolve,
    views={"summary": summary, "faces": faces}, demo=demo, chronicle=chronicle,
)
