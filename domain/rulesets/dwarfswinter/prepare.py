"""The dice the app rolls when the table asks it to shuffle: sealed, so the decks' order stays
face down (kernel/decks.py)."""
from __future__ import annotations

from domain.kernel import decks

from .rules.setup import DECKS, DICE


def prepare(state: dict, command: dict) -> dict:
    if command["type"] != "shuffle-decks" or command.get("roll") != "app" or not state or state["step"] != "shuffle":
        return command
    return {**command, **{DICE[deck]: decks.shuffle_dice(len(state["decks"][deck]), f"shuffle-{deck}")
                          for deck in DECKS}}
