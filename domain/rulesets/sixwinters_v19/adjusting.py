"""`check_adjust`: a hand correction (a card effect the engine does not model: a seasonal
event, an obstacle's activated text, a location action) must leave a table that could lie
in front of the players. The same checks are the invariants the tests hold every state to."""
from __future__ import annotations

from domain.kernel import RuleViolation
from domain.kernel.changes import apply_changes, split_pointer

from .words import RESOURCES, TRACK_SPACES

FIXED = ("catalog", "options", "players")


def problems(state: dict) -> list[str]:
    """What no table could show: a cube off its track, a die off its faces, negative stress."""
    found = []
    for name in RESOURCES:
        for cube in ("progress", "threat"):
            value = state["tracks"][name][cube]
            if not isinstance(value, int) or not 1 <= value <= TRACK_SPACES:
                found.append(f"the {name} {cube} cube stands on space 1 to {TRACK_SPACES}, not {value!r}")
    for name, sheet in state["characters"].items():
        if any(not isinstance(v, int) or v < 0 for v in sheet["stress"].values()):
            found.append(f"{name}'s stress is a count of 0 or more")
        if any(not isinstance(v, int) or not 0 <= v <= 6 for v in sheet["skills"].values()):
            found.append(f"{name}'s skills are 0 to 6")
    session = state.get("session")
    if session:
        dice = [v for pool in session["pools"].values() for v in pool]
        dice += [v for seat in session["players"].values() for v in seat["dice"]]
        dice += [d["value"] for place in state["locations"].values() for d in place["assets"]]
        if any(not isinstance(v, int) or not 1 <= v <= 6 for v in dice):
            found.append("every die shows 1 to 6")
    return found


def check_adjust(state: dict, changes: list) -> None:
    for change in changes:
        parts = split_pointer(change["path"])
        if parts and parts[0] in FIXED:
            raise RuleViolation("sixwinters_v19.adjust.fixed", f"{change['path']}: the catalog, the options and the "
                                                               "players are fixed when the campaign starts")
    wrong = problems(apply_changes(state, changes))
    if wrong:
        raise RuleViolation("sixwinters_v19.adjust.impossible", "; ".join(wrong))
