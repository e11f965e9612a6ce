"""Phrasing helpers shared by every part of the Six Winters chronicle (one place, so the
book reads the same in every chapter)."""
from __future__ import annotations

from domain.kernel.chronicle import Paragraph


def para(text: str, style: str = "") -> list:
    """One paragraph as a teller's block list, the shape every teller returns."""
    return [Paragraph(text, style)]


def difficulty_words(difficulty) -> str:
    """'standard difficulty', but 'the difficult level' where the name is itself the adjective
    (never 'difficult difficulty')."""
    name = str(difficulty or "standard")
    return f"the {name} level" if "difficult" in name.lower() else f"{name} difficulty"


def worth(card, points) -> str:
    """'War Machines (2) for 10 points': a card and what it scored, with no second bracket after
    a name that carries one."""
    return f"{card} for {points} points"


def condition_name(value) -> str:
    """A condition as stored (a card dict or a bare name) in words."""
    return value.get("name", "new") if isinstance(value, dict) else str(value)


def and_list(items: list) -> str:
    """'A, B and C' (empty items left out), the way the book lists names."""
    items = [str(i) for i in items if i]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1] if items else ""
