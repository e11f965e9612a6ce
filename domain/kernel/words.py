"""Event kinds in words, for sentences that have nothing better to say."""
from __future__ import annotations


def kind_words(kind: str) -> str:
    """'sixwinters/obstacle-overcome' -> 'Obstacle overcome'."""
    words = kind.rsplit("/", 1)[-1].replace("-", " ").replace("_", " ").strip()
    return words[:1].upper() + words[1:]
