"""Hands per seat: cards a seat holds in private, chosen in secret, played in the open.

A game keeps its hands as seat -> list of cards and lists that path as `hidden.PerSeat`,
so a seat's players and the game master see the cards and everyone else sees how many. A
choice made in secret is an event whose audience is that seat; once every seat has chosen,
one public event shows all the choices and `reveals` the private ones (kernel/secrets.py),
so `journal verify` proves nobody changed their choice after seeing the others'.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Mapping, Sequence

from .decks import Drawn, remove
from .errors import RuleViolation


def deal(pile: Sequence[Any], seats: Sequence[str], count: int) -> tuple[dict[str, list], list]:
    """`count` cards to each seat from the top of the pile, one at a time around the table."""
    if count * len(seats) > len(pile):
        raise RuleViolation("hand.deal.short", f"dealing {count} to {len(seats)} seats needs {count * len(seats)} "
                                               f"cards; the pile holds {len(pile)}")
    hands = {seat: [] for seat in seats}
    for index in range(count * len(seats)):
        hands[seats[index % len(seats)]].append(pile[index])
    return hands, list(pile[count * len(seats):])


def choose(held: Sequence[Any], cards: Sequence[Any], size: int | None = None, what: str = "hand") -> Drawn:
    """Cards chosen from those a seat holds (`size` of them when the rules fix how many): the
    chosen cards and the cards left."""
    if size is not None and len(cards) != size:
        raise RuleViolation("hand.choose.size", f"choose {size} cards for the {what}, not {len(cards)}")
    missing = Counter(cards) - Counter(held)
    if missing:
        raise RuleViolation("hand.choose.card", f"{', '.join(map(str, missing))} is not among the cards held")
    return Drawn(list(cards), remove(held, cards, what))


def play(hands: Mapping[str, Sequence[Any]], seat: str, card: Any) -> dict[str, list]:
    """The hands after `seat` plays `card` (face up from then on)."""
    if seat not in hands:
        raise RuleViolation("hand.seat", f"{seat!r} holds no hand; the seats: {', '.join(hands)}")
    if card not in hands[seat]:
        raise RuleViolation("hand.play.card", f"{card!r} is not in {seat}'s hand")
    return {**hands, seat: remove(hands[seat], [card])}


def everyone_chose(chosen: Mapping[str, Any], seats: Sequence[str]) -> bool:
    """Every seat has made its secret choice: the moment to reveal them together."""
    return all(chosen.get(seat) is not None for seat in seats)
