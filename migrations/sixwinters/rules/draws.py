"""Card draws as recorded values: a card named at the table, the top card of a deck the
app shuffled at session start (its order is already recorded), or a die whose sides are
the pile's size picking the card at that position of an unordered pile."""
from __future__ import annotations

from domain.kernel import RuleViolation

from .dice import face


def draw(pile: list, named: list, dice: list, what: str, ordered: bool = False) -> str:
    """Take one card from `pile` (in place) by the next name, the top card, or the next die."""
    if named:
        name = named.pop(0)
        if name not in pile:
            raise RuleViolation("sixwinters.draw.card", f"{name!r} is not in the {what} pile")
        pile.remove(name)
        return name
    if (ordered or len(pile) == 1) and not dice:
        return pile.pop(0)
    if not dice:
        raise RuleViolation("sixwinters.draw.count", f"name the drawn {what} card or give a die to draw it")
    die = dice.pop(0)
    sides = die.get("sides") if isinstance(die, dict) else None
    if sides != len(pile):
        raise RuleViolation("sixwinters.draw.sides", f"a draw from {len(pile)} {what} cards uses a d{len(pile)}, not a d{sides}")
    value = die["value"]
    if not 1 <= value <= sides:
        raise RuleViolation("sixwinters.dice.value", f"a d{sides} shows 1 to {sides}")
    return pile.pop(value - 1)


def finish(named: list, dice: list, what: str) -> None:
    if named or dice:
        raise RuleViolation("sixwinters.draw.count", f"more {what} cards or dice were given than drawn")


__all__ = ["draw", "face", "finish"]
