"""Card draws at the table, by the kernel's deck service (kernel/decks.py): a card named at the
table, the top card of a deck shuffled in order (by the app, face down: each card is known
when drawn), or a die with as many sides as the pile picking a card of an unordered pile."""
from __future__ import annotations

from domain.kernel import RuleViolation, decks

from .dice import face


def draw(pile: list, named: list, dice: list, what: str, ordered: bool = False) -> str:
    """Take one card from `pile` (in place) by the next name, the next die, or the top card."""
    drawn = decks.draw_one(pile, name=named.pop(0) if named else None, die=dice.pop(0) if dice else None,
                           ordered=ordered, what=what)
    pile[:] = drawn.rest
    return drawn.cards[0]


def finish(named: list, dice: list, what: str) -> None:
    if named or dice:
        raise RuleViolation("sixwinters.draw.count", f"more {what} cards or dice were given than drawn")


def draw_dice(pile_size: int, count: int, kind: str) -> list[dict]:
    """Dice for `count` draws from a shrinking pile."""
    return decks.draw_dice(pile_size, count, kind)


__all__ = ["draw", "draw_dice", "face", "finish"]
