"""What the dice ruleset shows: rolls so far and how often each face came up. Each view reads
the public rolls and notes and those of the private parts left in the state it is given (the
state as its reader may see it: hidden.py)."""
from __future__ import annotations

from .status import status


def _parts(state: dict) -> list[dict]:
    return [state, *state.get("private", {}).values()]


def _latest(state: dict, key: str) -> dict | None:
    found = [part[key] for part in _parts(state) if part.get(key)]
    return max(found, key=lambda item: item["position"]) if found else None


def _faces(state: dict) -> dict:
    counted: dict = {}
    for part in _parts(state):
        for kind, counts in part.get("faces", {}).items():
            mine = counted.setdefault(kind, {})
            for face, times in counts.items():
                mine[face] = mine.get(face, 0) + times
    return counted


def summary(state: dict) -> dict:
    """Rolls so far, the last roll, how many notes and the last one."""
    return {"rolls": state["rolls"], "last": _latest(state, "last"), "notes": state["notes"],
            "last_note": _latest(state, "last_note")}


def faces(state: dict) -> dict:
    """How often each face of each kind of die came up."""
    return {"faces": _faces(state)}


VIEWS = {"summary": summary, "faces": faces}


def summary_reading(state: dict) -> list[dict]:
    """The rolls and notes in sentences."""
    lines = [f"{status(state)}."]
    last, last_note = _latest(state, "last"), _latest(state, "last_note")
    if last:
        values = ", ".join(str(v) for v in last["values"])
        lines.append(f"The last roll (#{last['position']}, {last['source']}): {values}"
                     + (f", for {last['purpose']}." if last.get("purpose") else "."))
    if last_note:
        lines.append(f"The last note (#{last_note['position']}): {last_note['text']}")
    return [{"heading": "Rolls and notes", "lines": lines}]


def faces_reading(state: dict) -> list[dict]:
    """How often each face came up: one row per kind of die and face."""
    rows = [[kind.replace("/", ", "), face, times]
            for kind, counts in sorted(_faces(state).items())
            for face, times in sorted(counts.items(), key=lambda item: int(item[0]) if str(item[0]).isdigit() else 0)]
    if not rows:
        return [{"heading": "Faces", "lines": ["No dice rolled yet."]}]
    return [{"heading": "Faces", "columns": ["Die", "Face", "Times"], "rows": rows}]


READINGS = {"summary": summary_reading, "faces": faces_reading}
