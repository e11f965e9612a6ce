"""Trade (Components, "Wheel of Trade"; Actions, "Trade"): two dice of one type for one of the next."""
from __future__ import annotations

from marshmallow import fields, validate

from domain.kernel import RuleViolation

from .. import fields as f
from .. import kinds
from ..dice import Roller
from ..state import character, here, require_step, take_resource


class TradeSchema(f.TableCommand):
    character = f.name(required=True)
    give = fields.List(fields.Nested(f.ResourceDie), required=True, validate=validate.Length(equal=2))
    dice = f.dice(load_default=list, metadata={"description": "the new die, rolled"})


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


def dice_needed(table: dict, command: dict) -> list[dict]:
    return [{"sides": 6, "kind": "resource"}]


COMMANDS = {"table-trade": (TradeSchema, kinds.TRADED, run)}
