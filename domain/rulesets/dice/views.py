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
