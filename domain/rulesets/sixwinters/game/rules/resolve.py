"""`table-resolve`: the players' choices for a pending threat or scene effect (a curse's
character and skill, where a new location goes, which option), or marking an effect
they applied by hand (with `adjust`) as done."""
from __future__ import annotations

from marshmallow import fields, validate

from domain.kernel import RuleViolation

from . import effects, kinds
from . import fields as f


class ResolveSchema(f.TableCommand):
    pending = fields.Integer(strict=True, load_default=0, validate=validate.Range(min=0, max=100))
    option = fields.Integer(strict=True, load_default=None, allow_none=True)
    character = f.name(load_default=None, allow_none=True)
    skill = f.name(load_default=None, allow_none=True)
    name = f.name(load_default=None, allow_none=True, metadata={"description": "an evocative name for a curse"})
    location = f.name(load_default=None, allow_none=True)
    row = fields.Integer(strict=True, load_default=None, allow_none=True)
    col = fields.Integer(strict=True, load_default=None, allow_none=True)
    by_hand = fields.Boolean(load_default=False, metadata={"description": "the players applied it themselves (adjust)"})


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


COMMANDS = {"table-resolve": (ResolveSchema, kinds.EFFECT_RESOLVED, run)}
