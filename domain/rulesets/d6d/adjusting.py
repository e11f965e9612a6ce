"""`check_adjust`: a hand correction (generic `adjust`) must leave a d6D sheet that can exist.

The table may fix any mistake, but not write a die on a seventh world, a die showing 9,
or a line from a world to itself: later rules and views rely on those facts.
"""
from __future__ import annotations

from domain.kernel import RuleViolation
from domain.kernel.changes import apply_changes

from .geometry import WORLD_IDS
from .state import MAX_STRENGTH, names

PLACES = {"supply", "hand", "falling", "realm", *WORLD_IDS}


def check_adjust(state: dict, changes: list) -> None:
    """Raise RuleViolation("d6d.adjust...") if the corrected state breaks the sheet's shape."""
    after = apply_changes(state, changes)
    for player in after["players"]:
        for army in player["armies"]:
            _check_army(player["name"], army)
    _check_bridges(after["bridges"])
    if after.get("sheet") != state.get("sheet"):
        raise RuleViolation("d6d.adjust.sheet", "the worlds' positions are the group's setup and stay as they are")
    if after["turn"] and after["turn"]["player"] not in names(after):
        raise RuleViolation("d6d.adjust.turn", f"{after['turn']['player']!r} does not play")


def _check_army(name: str, army: dict) -> None:
    if army.get("at") not in PLACES:
        raise RuleViolation("d6d.adjust.army", f"{name}'s army {army.get('army')} cannot be at {army.get('at')!r}")
    value = army.get("value")
    if army["at"] in WORLD_IDS and not (isinstance(value, int) and 1 <= value <= MAX_STRENGTH):
        raise RuleViolation("d6d.adjust.army", f"{name}'s army {army['army']} on a world shows 1 to 6, not {value!r}")


def _check_bridges(bridges) -> None:
    seen = set()
    for bridge in bridges:
        ok = (isinstance(bridge, list) and len(bridge) == 2 and all(w in WORLD_IDS for w in bridge)
              and bridge[0] < bridge[1] and tuple(bridge) not in seen)
        if not ok:
            raise RuleViolation("d6d.adjust.bridge", f"{bridge!r} is not a new line between two worlds, smaller first")
        seen.add(tuple(bridge))
