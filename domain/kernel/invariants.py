"""What every state of a game keeps, whoever changed it: nothing in two places, no count below
zero, only cards of the catalog, and whatever else a real table could never show.

A ruleset declares them once (`Ruleset.invariants(state)`: the broken ones, each a `Broken`
naming its rule in a sentence; docs/<game>.md lists them). Its rules keep them by
construction, and the tests hold every state of random legal play to them; the kernel holds
an `adjust` (the group's reasoned correction, which may change any path) to them, so a
correction can never leave a table that cannot exist.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Mapping

from .changes import apply_changes
from .errors import RuleViolation

SHAPE = "adjust.shape"
ORDER = "adjust.order"
# what reading a state the rules cannot read raises (a count set to a word, a list to a number)
UNREADABLE = (KeyError, IndexError, TypeError, ValueError, AttributeError)


@dataclass(frozen=True)
class Broken:
    """One invariant a state breaks: the rule it names and what is wrong, in the players' words."""

    rule: str
    sentence: str


def broken(ruleset, state) -> list[Broken]:
    """The invariants `state` breaks; a state the check cannot even read breaks its shape."""
    try:
        return list(ruleset.invariants(state))
    except UNREADABLE as error:
        return [Broken(SHAPE, f"the game no longer has the shape its rules read: {_unreadable(error)}")]


def followed(ruleset, after) -> list:
    """The events that follow by themselves from the state an adjustment leaves
    (`Ruleset.after_adjust`); a state the rules cannot read to find them (an invariant the
    ruleset does not declare) is refused as a broken shape, and nothing is stored."""
    if ruleset.after_adjust is None:
        return []
    try:
        return list(ruleset.after_adjust(after))
    except UNREADABLE as error:
        raise RuleViolation(SHAPE, "the correction would leave a game no table could show: the game no longer has "
                                   f"the shape its rules read: {_unreadable(error)}") from None


def _unreadable(error: Exception) -> str:
    if isinstance(error, KeyError):
        return f"{error.args[0]!r} is missing where the rules look for it"
    if isinstance(error, IndexError):
        return "a list is shorter than the rules read it"
    return "a part holds another kind of value than the rules read (a word or nothing where a number or a list was)"


def adjusted(game, changes: list):
    """The state an adjustment's changes make, one after another; a change that does not fit
    what the changes before it made is refused (nothing is stored: such an event would never
    fold)."""
    state = game
    for number, change in enumerate(changes, start=1):
        try:
            state = apply_changes(state, [change])
        except UNREADABLE:
            raise RuleViolation(ORDER, f"the changes do not apply one after another: change {number} "
                                       f"({change['path']}) reaches into something a change before it "
                                       "replaced") from None
    return state


def check_adjusted(ruleset, before, after, changes: list) -> None:
    """Refuse an adjustment whose result breaks an invariant the state before it kept, naming
    the invariant (an earlier breach, kept by a campaign recorded before the invariant was
    declared, does not stop a correction of something else)."""
    kept = set(broken(ruleset, before))
    new = [item for item in broken(ruleset, after) if item not in kept]
    if not new:
        return
    where = ", ".join(dict.fromkeys(change["path"] for change in changes))
    sentences = [item.sentence + (f" (after the changes at {where})" if item.rule == SHAPE else "") for item in new]
    raise RuleViolation(new[0].rule, "the correction would leave a game no table could show: " + "; ".join(sentences))


def in_one_place(rule: str, what: str, piles: Mapping[str, Iterable[str]], copies: Mapping[str, int]) -> list[Broken]:
    """Each card in no more places than the catalog prints it (`copies`: name -> copies), and
    every card one of the catalog's (`what`: "an obstacle card of the catalog"). `piles`: where
    cards lie, by the words the sentence uses ("the sealed obstacle deck", "the map at Eastkeep")."""
    places: dict[str, list[str]] = {}
    for place, cards in piles.items():
        for card in cards:
            places.setdefault(card, []).append(place)
    found = [Broken(rule, f"{card!r} in {_listed(where)} is not {what}")
             for card, where in places.items() if card not in copies]
    found += [Broken(rule, f"{card} lies in {_listed(where)}, but the catalog has {_copies(copies[card])}")
              for card, where in places.items() if card in copies and len(where) > copies[card]]
    return found


def within(rule: str, what: str, cards: Counter, held: Counter, where: str) -> list[Broken]:
    """Every card of `cards` among those `held` (as many times): a pile drawn from others.
    `what` and `where` name them in the plural ("this year's decks", "the campaign's decks")."""
    found = []
    for card in sorted(cards - held, key=str):
        if held[card]:
            found.append(Broken(rule, f"{what} hold {card} {_times(cards[card])}, but {where} only {_times(held[card])}"))
        else:
            found.append(Broken(rule, f"{what} hold {card}, which {where} do not hold"))
    return found


def not_below_zero(rule: str, counts: Mapping[str, object]) -> list[Broken]:
    """Each count (by the words the sentence uses) a whole number of 0 or more."""
    return [Broken(rule, f"{name} is {value!r}; a count is a whole number of 0 or more")
            for name, value in counts.items() if not _count(value)]


def _count(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _listed(places: list[str]) -> str:
    counted = Counter(places)
    parts = [place if n == 1 else f"{place} ({n} times)" for place, n in counted.items()]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _times(count: int) -> str:
    return {1: "once", 2: "twice"}.get(count, f"{count} times")


def _copies(count: int) -> str:
    return f"{count} cop{'y' if count == 1 else 'ies'}"
