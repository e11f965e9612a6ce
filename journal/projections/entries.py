"""What a person reads about one event in a timeline (the replay's, the history's, the table's
log): its sentence beside its position, who recorded it and how, the dice it shows, and its
kind and plain fields behind "details" for auditors.

An entry is made from the envelope as one reader may read it (reading.py), so it depends on
the events up to its own and on the reader's sight, like the sentence: it is kept with the
sentence (told.py) and a page reads both instead of reading and opening the events. Whether
the event is undone is not kept: a later retraction changes it (`undone` asks the head).
"""
from __future__ import annotations

from domain.kernel.dice import walk_dice

CORRECTION_TYPES = ("journal/retracted", "journal/adjusted")
DICE_SHOWN = 24   # dice an entry keeps: a revealed shuffle holds a die per card (the dice audit lists them all)
LONG = 40


def dice_of(envelope: dict) -> list[dict]:
    """The dice an event shows: in its data, else in its command."""
    found = list(walk_dice(envelope.get("data") or {}))
    if not found and envelope.get("command"):
        found = list(walk_dice(envelope["command"]))
    return [d for d in found if "value" in d]


def _short(value) -> str:
    text = str(value)
    return text if len(text) <= LONG or " " in text else text[:12] + "…"


def _text(envelope: dict) -> str:
    """The event's plain fields as "key: value" (long tokens such as hashes shortened)."""
    data = envelope.get("data") or {}
    parts = [f"{k.replace('_', ' ')}: {_short(v)}" for k, v in data.items()
             if isinstance(v, (str, int)) and not isinstance(v, bool) and str(v) != ""]
    return " · ".join(parts)[:300]


def entry(envelope: dict) -> dict:
    """The entry of an envelope as the reader reads it: of an event private to others, only its
    shadow. It keeps its first DICE_SHOWN dice and how many more there are (`more_dice`);
    `retracted` is the envelope's, when it says (journal.events marks it as of now); `private`:
    not everyone reads it (its reader, the game master, sees it marked so on their tablet)."""
    base = {"position": envelope["position"], "cmd": envelope.get("cmd"), "type": envelope["type"],
            "actor": envelope.get("actor", ""), "when": (envelope.get("recorded_at") or "")[:19].replace("T", " "),
            "source": envelope.get("source", ""), "retracted": bool(envelope.get("retracted"))}
    if envelope.get("shadow"):
        return {**base, "dice": [], "more_dice": 0, "text": envelope["shadow"], "private": True, "retracts": None,
                "correction": False}
    dice = dice_of(envelope)
    return {**base, "dice": dice[:DICE_SHOWN], "more_dice": max(0, len(dice) - DICE_SHOWN), "text": _text(envelope),
            "retracts": envelope.get("retracts"), "private": envelope.get("audience", "all") != "all",
            "correction": envelope["type"] in CORRECTION_TYPES or bool(envelope.get("retracts"))}
