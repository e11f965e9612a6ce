"""The dice ruleset's views for people: the rolls and notes in sentences, the faces as a table."""
from __future__ import annotations

from .state import faces_counted, latest
from .status import status


def summary_reading(state: dict) -> list[dict]:
    """The rolls and notes in sentences."""
    lines = [f"{status(state)}."]
    last, last_note = latest(state, "last"), latest(state, "last_note")
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
            for kind, counts in sorted(faces_counted(state).items())
            for face, times in sorted(counts.items(), key=lambda item: int(item[0]) if str(item[0]).isdigit() else 0)]
    if not rows:
        return [{"heading": "Faces", "lines": ["No dice rolled yet."]}]
    return [{"heading": "Faces", "columns": ["Die", "Face", "Times"], "rows": rows}]


READINGS = {"summary": summary_reading, "faces": faces_reading}
