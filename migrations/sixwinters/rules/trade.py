"""Trade (Components, "Wheel of Trade"; Actions, "Trade"): two dice of one type for one of the next."""
from __future__ import annotations


from domain.kernel import RuleViolation

from .dice import Roller
from ..guards import require_step
from ..state import character, here, take_resource


def run(table: dict, data: dict) -> dict:
    """Two resource dice of one type at the character's location become one die of the
    next type on the wheel; the two go back to the supply, the new one is rolled."""
    require_step(table, "actions")
    char = character(table, data["character"])
    loc = here(table, char["name"])
    types = {die["type"] for die in data["give"]}
    if len(types) != 1:
        raise RuleViolation("sixwinters.trade.same-type", "trade two dice of the same type")
    given = types.pop()
    target = table["wheel"].get(given)
    if not target:
        raise RuleViolation("sixwinters.trade.wheel", f"{given} has no next resource on the wheel of trade")
    for die in data["give"]:
        take_resource(loc["resources"], die["type"], die["value"], char["location"])
    roller = Roller(data["dice"], "trade")
    loc["resources"].append({"type": target, "value": roller.need()})
    roller.done()
    return {"gained": target}


