"""The checks a table command must pass before its rule changes anything: the turn step,
the dice supply, a die's face (Turns; Components, "Resource Dice")."""
from __future__ import annotations

from domain.kernel import RuleViolation

from .state import supply


def require_step(table: dict, step: str) -> None:
    """Commands of one turn step only run in that step (Turns)."""
    if table.get("result"):
        raise RuleViolation("sixwinters.table.over", f"the game is over ({table['result']})")
    if table.get("explosions"):
        raise RuleViolation("sixwinters.table.explosion", "a sorcery die exploded: roll the new sorcery die first (table-explode)")
    if table["step"] == "setup":
        raise RuleViolation("sixwinters.turn.order", "draw the scenario's starting obstacles first (table-new-obstacles)")
    if table["step"] != step:
        raise RuleViolation("sixwinters.turn.order", f"this is the {table['step']} step, not the {step} step")


def require_supply(table: dict, kind: str, count: int = 1) -> None:
    """A die not in the supply cannot come into play (Components, Resource Dice)."""
    left = supply(table).get(kind, 0)
    if count > left:
        raise RuleViolation("sixwinters.dice.supply", f"only {left} {kind} dice are left in the supply, {count} needed")


def check_face(value: int, what: str = "die") -> int:
    """A six-sided die shows 1..6."""
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 6:
        raise RuleViolation("sixwinters.dice.value", f"a {what} shows 1 to 6, not {value!r}")
    return value
