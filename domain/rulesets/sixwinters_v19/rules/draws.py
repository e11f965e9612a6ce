"""Drawing from the decks: the progress deck and the three regional obstacle decks.

The decks are face down but the back of each top card is public and drives the game: an
obstacle deck's season symbol, the progress deck's stage and stars. Every event that takes
a card carries the new top card's back (kernel/decks.py `top_back`), so the table sees it
while the order stays hidden. A deck the app shuffled draws itself (its order is known to
the rules); a deck shuffled by hand waits for the table to name the card it drew
(`draw-card`), and for an obstacle deck, the season now showing.
"""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation
from domain.kernel.catalogs import catalog_of
from domain.kernel.decks import top_back

from .. import events as ev
from ..state import obstacle, progress_card
from ..words import REGIONS, SEASONS, region as region_name
from .steps import Need, need


def progress_back(state: dict, pile: list) -> dict | None:
    """The stage and stars on the back of the top progress card ("Stages and Difficulty").
    Stages are stacked lowest on top and drawn from the top, so the top card is always of the
    lowest stage left: a pile shuffled by hand shows it as well as one the app ordered."""
    if not pile:
        return None
    stage = min(progress_card(state, card)["stage"] for card in pile)
    return {"stage": stage, "stars": catalog_of(state)["stages"][str(stage)]}


def season_back(state: dict, pile: list) -> str | None:
    return top_back(pile, lambda card: obstacle(state, card)["season"])


def seasons_in(state: dict, pile: list) -> list[str]:
    """The season symbols a hand-shuffled deck may show on top (those of its cards)."""
    present = {obstacle(state, card)["season"] for card in pile}
    return [name for name in SEASONS if name in present]


def drawable_progress(state: dict) -> list[str]:
    """The cards a hand-shuffled progress deck may give: those of the lowest stage left."""
    pile = state["decks"]["progress"]["pile"]
    if not pile:
        return []
    low = min(progress_card(state, card)["stage"] for card in pile)
    return sorted(card for card in pile if progress_card(state, card)["stage"] == low)


def drawable_obstacles(state: dict, region: str) -> list[str]:
    """The cards a hand-shuffled obstacle deck may give: those whose back shows on top."""
    deck = state["decks"]["obstacles"][region]
    return sorted(card for card in deck["pile"] if obstacle(state, card)["season"] == deck["back"])


def automatic(state: dict) -> Event | None:
    """The draw the step makes by itself: from a deck the app shuffled, or none to make."""
    wanted = need(state)
    if wanted is None:
        return None
    if wanted.deck == "progress":
        deck = state["decks"]["progress"]
        if not deck["pile"]:
            return _skipped(wanted, "the progress deck is empty, so no card lies in the staging area")
        if deck["order"] != "app":
            return None
        return progress_event(state, wanted, deck["pile"][0])
    return _obstacle_automatic(state, wanted)


def _obstacle_automatic(state: dict, wanted: Need) -> Event | None:
    if wanted.location is None:
        return _skipped(wanted, f"no location lies at {progress_card(state, wanted.progress)['obstacle']['slot']} "
                                f"of {region_name(wanted.deck)}")
    deck = state["decks"]["obstacles"][wanted.deck]
    if deck["pile"]:
        return obstacle_event(state, wanted, deck["pile"][0], season_back(state, deck["pile"][1:])) \
            if deck["order"] == "app" else None
    if deck["discard"] and state["options"]["empty_obstacle_deck"] == "reshuffle-discards":
        return None   # the table reshuffles the discards (reshuffle-obstacle-deck)
    return _skipped(wanted, f"the {region_name(wanted.deck).removeprefix('the ')} obstacle deck is empty")


def progress_event(state: dict, wanted: Need, card: str) -> Event:
    rest = [c for c in state["decks"]["progress"]["pile"] if c != card] if card else []
    back = progress_back(state, rest)
    if wanted.purpose == "hand":
        return Event(ev.PROGRESS_CARD_DRAWN, {"player": wanted.player, "card": card, "back": back}, source=DERIVED)
    return Event(ev.PROGRESS_CARD_STAGED, {"card": card, "back": back}, source=DERIVED)


def obstacle_event(state: dict, wanted: Need, card: str, back: str | None) -> Event:
    return Event(ev.OBSTACLE_PLACED, {"obstacle": card, "region": wanted.deck, "location": wanted.location,
                                      "progress": wanted.progress, "purpose": wanted.purpose, "back": back},
                 source=DERIVED)


def _skipped(wanted: Need, why: str) -> Event:
    return Event(ev.OBSTACLE_SKIPPED, {"progress": wanted.progress, "purpose": wanted.purpose,
                                       "region": wanted.deck if wanted.deck in REGIONS else None, "why": why},
                 source=DERIVED)


def draw_card(state: dict, command: dict) -> list[Event]:
    """The table names the card it drew from a deck shuffled by hand (and the back now on top)."""
    wanted = need(state)
    if wanted is None or wanted.deck != command["deck"] or (wanted.deck != "progress" and wanted.location is None):
        raise RuleViolation("sixwinters_v19.draw.not-now", f"no card is drawn from the {command['deck']} deck now")
    deck = state["decks"]["progress"] if wanted.deck == "progress" else state["decks"]["obstacles"][wanted.deck]
    if deck["order"] == "app":
        raise RuleViolation("sixwinters_v19.draw.app-order", "the app shuffled this deck: it draws its top card itself")
    card = command["card"]
    if wanted.deck == "progress":
        if card not in drawable_progress(state):
            raise RuleViolation("sixwinters_v19.draw.card", f"{card!r} is not a card of the lowest stage left in the "
                                                            "progress deck")
        return [progress_event(state, wanted, card)]
    if card not in drawable_obstacles(state, wanted.deck):
        raise RuleViolation("sixwinters_v19.draw.card", f"{card!r} is not in the {region_name(wanted.deck)} deck "
                                                        f"with a {deck['back']} back")
    return [obstacle_event(state, wanted, card, _declared_back(state, deck["pile"], card, command.get("back")))]


def _declared_back(state: dict, pile: list, card: str, back: str | None) -> str | None:
    rest = list(pile)
    rest.remove(card)
    if not rest:
        if back is not None:
            raise RuleViolation("sixwinters_v19.draw.back", "the deck is empty now: no back shows")
        return None
    if back not in seasons_in(state, rest):
        raise RuleViolation("sixwinters_v19.draw.back", f"say the season now showing on the deck: one of "
                                                        f"{', '.join(seasons_in(state, rest))}")
    return back
