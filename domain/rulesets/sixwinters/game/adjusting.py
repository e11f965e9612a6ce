"""What a table can never look like, and the check an `adjust` of the table must pass.

The generic `adjust` (a card effect the engine does not model) may change any path of the
table; it must still leave a table that could lie in front of the players: no negative
counts, no more dice than the box holds, every die showing 1..6 (Components)."""
from __future__ import annotations

from domain.kernel import RuleViolation
from domain.kernel.changes import apply_changes

from .state import dice_in_play


def _counts(table: dict) -> list[str]:
    found = []
    if table["threat_pool"] < 0:
        found.append("the threat pool is below zero")
    for name, loc in table["locations"].items():
        if loc["threats"] < 0:
            found.append(f"{name} has fewer than zero threats")
        if any(o["progress"] < 0 or o["hindrance"] < 0 for o in loc["obstacles"]):
            found.append(f"an obstacle at {name} has fewer than zero tokens")
    for name, char in table["characters"].items():
        if min(char["move"], char["psyche"], char["body"]) < 0:
            found.append(f"{name} has a negative movement or stress track")
    return found


def _dice(table: dict) -> list[str]:
    found = [f"{used} {kind} dice are in play; the box holds {table['dice_totals'].get(kind, 0)}"
             for kind, used in dice_in_play(table).items() if used > table["dice_totals"].get(kind, 0)]
    faces = [d["value"] for loc in table["locations"].values() for d in loc["resources"]]
    for char in table["characters"].values():
        faces += char["action_dice"] + char["momentum"]
        faces += [d["value"] for dice in char["stashes"].values() for d in dice]
    if any(not isinstance(v, int) or not 1 <= v <= 6 for v in faces):
        found.append("a die shows a face outside 1..6")
    return found


def impossible(table: dict) -> list[str]:
    """Every reason this table could not be on a real table (empty when it could)."""
    try:
        return _counts(table) + _dice(table)
    except (KeyError, TypeError, AttributeError) as error:
        return [f"the table is malformed ({error})"]


def check_adjust(state: dict, changes: list) -> None:
    """Raise when the adjusted table would be impossible (for Ruleset.check_adjust)."""
    if not (state or {}).get("table") or not any(c["path"].startswith("/table/") for c in changes):
        return
    after = apply_changes(state, changes).get("table")
    problems = impossible(after) if after else []
    if problems:
        raise RuleViolation("sixwinters.table.adjust", "; ".join(problems))
