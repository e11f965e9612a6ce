"""Keys of imported entries: the printed name, numbered when two different cards share it."""
from __future__ import annotations


def _same(a: dict, b: dict) -> bool:
    return {k: v for k, v in a.items() if k != "copies"} == {k: v for k, v in b.items() if k != "copies"}


def add_entry(section: dict, entry: dict, merge_copies: bool = True) -> str:
    """Add ``entry`` under its name; an identical card adds a copy; returns the key used.

    ``merge_copies=False`` (locations) always makes a new, numbered key.
    """
    name = entry["name"]
    if merge_copies:
        for key, existing in section.items():
            if existing["name"] == name and _same(existing, entry):
                existing["copies"] = existing.get("copies", 1) + entry.get("copies", 1)
                return key
    key, number = name, 1
    while key in section:
        number += 1
        key = f"{name} ({number})"
    section[key] = entry
    return key


def slug_tag(text: str) -> str:
    """A tag as the lowercase words of its text ("Magical Gear" -> "magical gear")."""
    return " ".join(text.strip(" .,:;").lower().split())


def split_tags(text: str) -> list[str]:
    """Tags separated by commas (V24) or full stops (2025), without empty pieces."""
    parts = text.replace(";", ",").replace(".", ",").split(",")
    return [slug_tag(p) for p in parts if slug_tag(p)]
