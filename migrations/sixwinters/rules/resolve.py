"""`table-resolve`: the players' choices for a pending threat or scene effect (a curse's
character and skill, where a new location goes, which option), or marking an effect
they applied by hand (with `adjust`) as done."""
from __future__ import annotations


from domain.kernel import RuleViolation

from . import effects


def run(table: dict, data: dict) -> dict:
    """Apply (or close) pending effect number `pending`."""
    if data["pending"] >= len(table["pending"]):
        raise RuleViolation("sixwinters.effect.none", f"there are {len(table['pending'])} pending effects")
    item = table["pending"].pop(data["pending"])
    if not data["by_hand"]:
        if not item.get("effect"):
            raise RuleViolation("sixwinters.effect.by-hand", "this effect has no code: resolve it by hand (by_hand: true)")
        choice = {k: data[k] for k in ("option", "character", "skill", "name", "location", "row", "col") if data.get(k) is not None}
        effects.apply(table, item["effect"], choice, item.get("source", ""))
    return {"resolved": item}

