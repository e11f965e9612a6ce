"""Decks of cards as a kernel service: every game shuffles, draws and discards the same way.

A pile is a JSON list of cards, top first. How it was shuffled decides how cards leave it:

- physical: the players shuffled real cards. The list is only what the deck holds; the
  table says which card it drew (`draw_one(name=...)`), or lets the app pick one at random
  now (`draw_one(die=...)`, a die with as many sides as the pile has cards).
- app: the journal rolled `shuffle_dice` sealed (from a secret of their own, never from the
  session's dice seed, never shown), the rules put the cards in the order the dice give
  (`shuffled`) and the event carries that order face down (the ruleset lists it in
  `face_down`, the state in `hidden.FaceDown`). Each card is known when it is drawn from
  the top (`draw`), and the whole order is opened when the rules reveal it.

Several shuffled stages stacked into one deck (`stacked`), a peek at the top for one seat
(`peek`, recorded with that seat as the event's audience), discards and burns (`remove`),
putting cards back (`put`), and the public back of the top card (`top_back`: the event that
changes the pile carries the new back, so everyone sees it while the order stays hidden).
The rules compute with these in decide; events carry the outcome; evolve applies it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .errors import RuleViolation

Card = Any   # a card as the game names it (a catalog key), JSON-plain


@dataclass(frozen=True)
class Drawn:
    """Cards taken from a pile, in the order taken, and the pile left."""

    cards: list
    rest: list


SHUFFLE, DRAW = "shuffle", "draw"


def deck_use(kind) -> str | None:
    """"shuffle" or "draw" for the dice that pick cards (kinds "shuffle", "shuffle-<deck>",
    "draw", "<deck>-draw"), None for a die rolled for its own sake: the dice audit lists the
    former as shuffles and draws, never as dice of 19 or 40 sides."""
    kind = str(kind)
    if kind == SHUFFLE or kind.startswith(SHUFFLE + "-"):
        return SHUFFLE
    if kind == DRAW or kind.endswith("-" + DRAW):
        return DRAW
    return None


def shuffle_dice(size: int, kind: str = "shuffle") -> list[dict]:
    """The sealed dice an app shuffle of `size` cards needs: sides size, size - 1, ..., 2."""
    return [{"sides": sides, "kind": kind, "sealed": True} for sides in range(size, 1, -1)]


def sealed(dice: Sequence[dict]) -> bool:
    """The dice were rolled sealed by the app (an app shuffle), not entered at the table."""
    return any(isinstance(die, dict) and die.get("sealed") for die in dice)


def shuffled(cards: Sequence[Card], dice: Sequence[dict], what: str = "deck") -> list:
    """The order the dice give: die i picks the next card among those left (a draw without
    replacement), so n - 1 dice of n, n - 1, ..., 2 sides give every order equally often.
    A reshuffle is the same with the discards joined to the pile."""
    wanted = [die["sides"] for die in shuffle_dice(len(cards))]
    if [die.get("sides") for die in dice] != wanted:
        raise RuleViolation("deck.shuffle.dice", f"shuffling {len(cards)} {what} cards takes {len(wanted)} dice with "
                                                 f"{', '.join(map(str, wanted[:3]))}... sides in that order")
    left, order = list(cards), []
    for die in dice:
        if not 1 <= die.get("value", 0) <= die["sides"]:
            raise RuleViolation("dice.value", f"a d{die['sides']} shows 1 to {die['sides']}")
        order.append(left.pop(die["value"] - 1))
    return order + left


def stacked(*stages: Sequence[Card]) -> list:
    """Stages shuffled apart and stacked, the first stage on top (a progress deck by stage)."""
    return [card for stage in stages for card in stage]


def draw(pile: Sequence[Card], count: int = 1, what: str = "deck") -> Drawn:
    """The top `count` cards of an ordered pile."""
    if count > len(pile):
        raise RuleViolation("deck.draw.empty", f"the {what} pile holds {len(pile)} cards, not {count}")
    return Drawn(list(pile[:count]), list(pile[count:]))


def draw_one(pile: Sequence[Card], name: Card = None, die: dict | None = None, ordered: bool = True,
             what: str = "deck") -> Drawn:
    """One card: the one the table names, else the one a die picks from an unordered pile, else
    the top card of an ordered pile (or the last card left)."""
    if not pile:
        raise RuleViolation("deck.draw.empty", f"the {what} pile is empty")
    if name is not None:
        return Drawn([name], remove(pile, [name], what))
    if die is None:
        if ordered or len(pile) == 1:
            return draw(pile, 1, what)
        raise RuleViolation("deck.draw.unnamed", f"the {what} pile was shuffled by hand: name the card drawn, "
                                                 "or give a die to draw it")
    sides, value = die.get("sides"), die.get("value")
    if sides != len(pile):
        raise RuleViolation("deck.draw.sides", f"a draw from {len(pile)} {what} cards uses a d{len(pile)}, not a d{sides}")
    if not isinstance(value, int) or not 1 <= value <= sides:
        raise RuleViolation("dice.value", f"a d{sides} shows 1 to {sides}")
    rest = list(pile)
    return Drawn([rest.pop(value - 1)], rest)


def draw_dice(size: int, count: int, kind: str = "draw") -> list[dict]:
    """Dice for `count` app draws from an unordered pile of `size` cards, one per card (a pile
    of one needs none)."""
    return [{"sides": size - i, "kind": kind} for i in range(min(count, size)) if size - i >= 2]


def peek(pile: Sequence[Card], count: int = 1) -> list:
    """The top cards, looked at and left in place (record them with the peeking seat as the
    event's audience)."""
    return list(pile[:count])


def remove(pile: Sequence[Card], cards: Sequence[Card], what: str = "deck") -> list:
    """The pile without one copy of each card (discarded, burned, taken by name)."""
    rest = list(pile)
    for card in cards:
        if card not in rest:
            raise RuleViolation("deck.draw.card", f"{card!r} is not in the {what} pile")
        rest.remove(card)
    return rest


def put(pile: Sequence[Card], cards: Sequence[Card], on_top: bool = True) -> list:
    """Cards put back on top (the first of them on top) or at the bottom."""
    return [*cards, *pile] if on_top else [*pile, *cards]


def top_back(pile: Sequence[Card], back: Callable[[Card], Any]) -> Any:
    """What the back of the top card shows (a season symbol, a stage), None for an empty pile."""
    return back(pile[0]) if pile else None
