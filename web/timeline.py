"""Envelopes -> timeline entries for history, the roll log, replay filters and the dice audit.

A person reads each event as its sentence (journal/telling.py, as the reader may read it); its
kind and data stay in the entry for the "details" toggle auditors open."""
from __future__ import annotations

from domain.kernel.dice import walk_dice

CORRECTION_TYPES = ("journal/retracted", "journal/adjusted")


def dice_of(envelope: dict) -> list[dict]:
    """The dice an event shows: in its data, else in its command."""
    found = list(walk_dice(envelope.get("data") or {}))
    if not found and envelope.get("command"):
        found = list(walk_dice(envelope["command"]))
    return [d for d in found if "value" in d]


LONG = 40


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
    """What a person reads about one event: of an event private to others, only its shadow."""
    if envelope.get("shadow"):
        return {"position": envelope["position"], "cmd": envelope.get("cmd"), "type": envelope["type"],
                "actor": envelope.get("actor", ""), "when": (envelope.get("recorded_at") or "")[:19].replace("T", " "),
                "source": envelope.get("source", ""), "dice": [], "text": envelope["shadow"], "private": True,
                "retracted": bool(envelope.get("retracted")), "retracts": None, "correction": False}
    return {
        "position": envelope["position"], "cmd": envelope.get("cmd"), "type": envelope["type"],
        "actor": envelope.get("actor", ""), "when": (envelope.get("recorded_at") or "")[:19].replace("T", " "),
        "source": envelope.get("source", ""), "dice": dice_of(envelope), "text": _text(envelope),
        "retracted": bool(envelope.get("retracted")), "retracts": envelope.get("retracts"),
        "correction": envelope["type"] in CORRECTION_TYPES or bool(envelope.get("retracts")),
    }


def jumps(changes: list[tuple[int, str, object]]) -> list[dict]:
    """{"position", "kind", "label"} where a mark changes value (journal/marks.py)."""
    return [{"position": position, "kind": kind, "label": _label(kind, value)} for position, kind, value in changes]


def _label(kind: str, value) -> str:
    text = str(value)
    if isinstance(value, int):
        return f"{kind.capitalize()} {text}"
    return text[:1].upper() + text[1:] if kind in text.lower() else f"{kind.capitalize()}: {text}"


def matches(item: dict, dice: bool = False, text: str = "", corrections: bool = False) -> bool:
    """Replay filters: only dice rolls, only corrections, actor/character text."""
    if dice and not item["dice"]:
        return False
    if corrections and not item["correction"]:
        return False
    if text:
        needle = text.lower()
        haystack = f"{item['actor']} {item.get('sentence', '')} {item['text']} {item['type']}".lower()
        return needle in haystack
    return True
