"""The replay's jump marks and filters over timeline entries (journal/projections/entries.py: what a person
reads about one event, kept with its sentence)."""
from __future__ import annotations


def jumps(changes: list[tuple[int, str, object]]) -> list[dict]:
    """{"position", "kind", "label"} where a mark changes value (journal/projections/marks.py)."""
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
