"""Defending against stress dice (Overcome Obstacle, "Spend Defense Dice" and "Apply
Stress to Character"; Narrate Scene, "Apply Scene Stress").

A defense die cancels one stress die showing at least its value; every undefended
stress die higher than the skill of the character who takes it causes one stress.
"""
from __future__ import annotations

from . import stress


def cancel(defense: list[int], stress_values: list[int]) -> list[int]:
    """Indexes of the stress dice left after the defense dice cancel as many of the
    highest as they can (each stress die, highest first, takes the largest defense die
    that does not exceed it)."""
    pool = sorted(defense)
    left = []
    for index in sorted(range(len(stress_values)), key=lambda i: -stress_values[i]):
        usable = [d for d in pool if d <= stress_values[index]]
        if usable:
            pool.remove(usable[-1])
        else:
            left.append(index)
    return sorted(left)


def skill(char: dict, name: str) -> int:
    """A skill rank, zero while a condition (a curse) sets it to zero."""
    if any(c.get("skill") == name for c in char["conditions"]):
        return 0
    return char["skills"].get(name, 0)


def apply(table: dict, takers: list[dict], dice: list[dict], skill_name: str, outcome: list) -> None:
    """Undefended stress dice ({"track", "value"}) against the taker's skill."""
    for char, die in zip(takers, dice):
        if die["value"] > skill(char, skill_name):
            stress.take(table, char, die["track"], 1, outcome)
            outcome.append({"character": char["name"], "stress": die["track"], "die": die["value"]})
