"""Small pieces of the game's sentences: amounts of resources, lists, card and dwarf names."""
from __future__ import annotations

from .components import DWARF, RESOURCES


def amounts(resources: dict) -> str:
    parts = [f"{n} {r.capitalize()}" for r in RESOURCES for n in [resources.get(r, 0)] if n]
    return listed(parts)


def listed(items: list) -> str:
    items = [str(item) for item in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def card_name(state: dict, key: str) -> str:
    catalog = (state or {}).get("catalog") or {}
    for section in ("monsters", "legendary_monsters", "disasters", "legendary_disasters"):
        if key in catalog.get(section, {}):
            return catalog[section][key]["name"]
    return key


def piece_words(kind: str, owner: str | None = None) -> str:
    """"a Dwarf" / "their Ice Warrior" of the one who acts, or "Ben's Dwarf" of someone named."""
    if owner:
        return f"{owner}'s {'Dwarf' if kind == DWARF else kind}"
    return "a Dwarf" if kind == DWARF else f"their {kind}"


def a_or_an(name: str) -> str:
    return f"{'An' if name[:1].upper() in 'AEIOU' else 'A'} {name}"
