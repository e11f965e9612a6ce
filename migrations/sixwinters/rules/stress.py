"""Stress on a character and what happens when a track runs out.

Overcome Obstacle, "Apply Stress to Character": taking the last point of a track gives
a condition and resets both tracks to their starting levels. Components, "Stress",
reads differently (knocked out, the players lose): that reading is the campaign option
`options.knockout`.
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from ..state import lose

TRACKS = ("psyche", "body")
DEFAULT_CONDITION = {"body": "Wounded", "psyche": "Shattered"}


def check_track(track: str) -> str:
    if track not in TRACKS:
        raise RuleViolation("sixwinters.stress.track", f"stress is psyche or body, not {track!r}")
    return track


def take(table: dict, char: dict, track: str, amount: int = 1, outcome: list | None = None) -> None:
    """Lower a stress track; at zero take a condition and reset (or be knocked out)."""
    check_track(track)
    for _ in range(amount):
        char[track] -= 1
        if char[track] > 0:
            continue
        if table["options"].get("knockout"):
            char["knocked_out"] = True
            char[track] = 0
            lose(table, f"{char['name']} was knocked out")
            _note(outcome, {"character": char["name"], "knocked_out": True})
            return
        condition = {"name": DEFAULT_CONDITION[track], "track": track}
        char["conditions"].append(condition)
        char["psyche"], char["body"] = char["psyche_base"], char["body_base"]
        _note(outcome, {"character": char["name"], "condition": condition})


def default_track(char: dict) -> str:
    """When the player does not say, stress goes to the track with more points left."""
    return "body" if char["body"] > char["psyche"] else "psyche"


def _note(outcome, item):
    if outcome is not None:
        outcome.append(item)
