"""Drawing cards: the Hero Pool's refills, Monster Reinforcements (1.3), Reveal a Disaster
(1.4) and the extra disasters of the Ogre King and the Snowball Effect.

Draws wait in a queue (`state["draws"]`). After an app shuffle, or a shuffle by dice entered
at the table, the order is known and each draw takes the top card at once; after a physical
shuffle the table names each card it drew (`draw-card`). A deck that has run out draws nothing.
"""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation

from .. import events as ev
from ..board import castle
from ..components import DECK_WORDS
from ..guards import not_over
from ..state import card, disasters_in

ORDERED = ("app", "dice")


def queued(state: dict, deck: str, why: str, number: int, draws: list | None = None, front: bool = False) -> list:
    """The queue with up to `number` draws of `deck` added (no more than the deck still holds)."""
    draws = list(state["draws"] if draws is None else draws)
    free = len(state["decks"][deck]) - sum(1 for entry in draws if entry["deck"] == deck)
    added = [{"deck": deck, "why": why}] * max(0, min(number, free))
    return added + draws if front else draws + added


def drawn(state: dict, key: str) -> Event:
    """The event of the first queued draw turning up `key`."""
    entry, rest = state["draws"][0], state["draws"][1:]
    deck, why = entry["deck"], entry["why"]
    if deck == "heroes":
        slot = state["pool"].index(None)
        return Event(ev.HERO_REVEALED, {"card": key, "slot": slot, "why": why, "draws": rest})
    facts = card(state, key)
    if deck == "monsters":
        if facts["ability"] == "extra-disaster":
            rest = queued(state, "disasters", "ogre", 1, rest, front=True)
        return Event(ev.MONSTER_SPAWNED, {"card": key, "zone": facts["spawn"], "why": why, "draws": rest})
    if _snowball(state, facts["spawn"]):
        rest = queued(state, "disasters", "snowball", 1, rest, front=True)
    return Event(ev.DISASTER_REVEALED, {"card": key, "zone": facts["spawn"], "why": why, "draws": rest})


def _snowball(state: dict, zone: str) -> bool:
    """The Snowball Effect: a Disaster revealed on the same zone as another, with 3 active
    Disasters or less (counting the new one, or only those before it: option snowball_count)."""
    options = state["options"]
    if not options["snowball"] or not disasters_in(state, zone):
        return False
    active = len(state["disasters"]) + (1 if options["snowball_count"] == "with-new" else 0)
    return active <= 3


def automatic(state: dict) -> Event | None:
    """The next draw when the deck's order is known (None after a physical shuffle)."""
    if state["shuffle"] not in ORDERED:
        return None
    deck = state["draws"][0]["deck"]
    return Event(*_with_source(drawn(state, state["decks"][deck][0])))


def _with_source(event: Event) -> tuple:
    return event.kind, event.data, event.version, DERIVED


def drawer(state: dict) -> str:
    """Who draws: the player whose turn it is (a Hero Pool refill), else the 1st player."""
    turn = state["turn"]
    return turn["player"] if turn and state["draws"] and state["draws"][0]["deck"] == "heroes" else state["first"]


def draw_card(state: dict, command: dict) -> list[Event]:
    """After a physical shuffle: the table names the card it drew."""
    not_over(state)
    if not state["draws"]:
        raise RuleViolation("dwarfswinter.draw.none", "no card is waiting to be drawn")
    deck = state["draws"][0]["deck"]
    if state["shuffle"] in ORDERED:
        raise RuleViolation("dwarfswinter.draw.ordered", "the decks were shuffled by dice: the top card is drawn")
    if command["card"] not in state["decks"][deck]:
        raise RuleViolation("dwarfswinter.draw.card", f"{command['card']!r} is not in the {DECK_WORDS[deck]} deck")
    return [drawn(state, command["card"])]


def monster_in_castle(state: dict) -> bool:
    return any(entry["zone"] == castle(state) for entry in state["monsters"])
