"""What the dice ruleset shows: rolls so far and how often each face came up."""


def summary(state: dict) -> dict:
    """Rolls so far, the last roll, how many notes and the last one."""
    return {"rolls": state["rolls"], "last": state["last"], "notes": state["notes"], "last_note": state["last_note"]}


def faces(state: dict) -> dict:
    """How often each face of each kind of die came up."""
    return {"faces": state["faces"]}


VIEWS = {"summary": summary, "faces": faces}


def status(state: dict) -> str:
    """How much is recorded: "2 rolls and 1 note"."""
    rolls, notes = state["rolls"], state["notes"]
    return f"{rolls} roll{'' if rolls == 1 else 's'} and {notes} note{'' if notes == 1 else 's'}"


def summary_reading(state: dict) -> list[dict]:
    """The rolls and notes in sentences."""
    lines = [f"{status(state)}."]
    last = state["last"]
    if last:
        values = ", ".join(str(v) for v in last["values"])
        lines.append(f"The last roll (#{last['position']}, {last['source']}): {values}"
                     + (f", for {last['purpose']}." if last.get("purpose") else "."))
    if state["last_note"]:
        lines.append(f"The last note (#{state['last_note']['position']}): {state['last_note']['text']}")
    return [{"heading": "Rolls and notes", "lines": lines}]


def faces_reading(state: dict) -> list[dict]:
    """How often each face came up: one row per kind of die and face."""
    rows = [[kind.replace("/", ", "), face, times]
            for kind, counts in sorted(state["faces"].items())
            for face, times in sorted(counts.items(), key=lambda item: int(item[0]) if str(item[0]).isdigit() else 0)]
    if not rows:
        return [{"heading": "Faces", "lines": ["No dice rolled yet."]}]
    return [{"heading": "Faces", "columns": ["Die", "Face", "Times"], "rows": rows}]


READINGS = {"summary": summary_reading, "faces": faces_reading}
