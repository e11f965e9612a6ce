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


NAMING = ("player", "character", "seat", "who")   # a field that says whose the dice beside it are


def _reads_as_name(key) -> bool:
    """A key that is a name ("Thea", "Boar's Rift"), not a field ("action_dice")."""
    return isinstance(key, str) and any(c.isalpha() for c in key) and (not key.islower() or " " in key or "'" in key)


def dice_owners(value, owner: str = "") -> list[str]:
    """Whose each die in `value` is, in the order walk_dice yields them ("" where nothing says):
    the name it is filed under ({"Thea": [dice]}) or the one named beside it ({"player": "Ann",
    "dice": [...]}), so a row of faces can say whose each is."""
    if isinstance(value, dict):
        if "sides" in value:
            return [owner]
        named = next((value[field] for field in NAMING if isinstance(value.get(field), str) and value[field]), owner)
        return [found for key, item in value.items()
                for found in dice_owners(item, key if _reads_as_name(key) else named)]
    if isinstance(value, list):
        return [found for item in value for found in dice_owners(item, owner)]
    return []


def _dice_and_owners(envelope: dict) -> tuple[list[dict], list[str]]:
    """The dice an event shows, in its data, else in its command, with whose each is."""
    for source in (envelope.get("data") or {}, envelope.get("command") or {}):
        found = list(walk_dice(source))
        if found:
            owners = dice_owners(source)
            return [d for d in found if "value" in d], [o for d, o in zip(found, owners) if "value" in d]
    return [], []


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
        return {**base, "dice": [], "owners": [], "more_dice": 0, "text": envelope["shadow"], "private": True, "retracts": None,
                "correction": False}
    dice, owners = _dice_and_owners(envelope)
    return {**base, "dice": dice[:DICE_SHOWN], "owners": owners[:DICE_SHOWN], "more_dice": max(0, len(dice) - DICE_SHOWN),
            "text": _text(envelope),
            "retracts": envelope.get("retracts"), "private": envelope.get("audience", "all") != "all",
            "correction": envelope["type"] in CORRECTION_TYPES or bool(envelope.get("retracts"))}
