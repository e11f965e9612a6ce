"""Shuffling the decks: Session Setup "Place Obstacle Decks and Locations" and "Build
Progress Deck", and an empty obstacle deck's discards shuffled into a new deck (option
`empty_obstacle_deck`).

With "roll": "app" the journal rolls sealed shuffle dice (kernel/decks.py), the order is
sealed in the event (hidden.py) and the deck draws itself; only the top card's back is
public. A hand shuffle records no order: the table says which back shows on top.
"""
from __future__ import annotations

from domain.kernel import Event, RuleViolation, decks

from .. import events as ev
from ..state import progress_card
from ..words import REGIONS, region as region_name
from .draws import progress_back, season_back, seasons_in
from .steps import need, step


def _method(command: dict, dice_field: str) -> str:
    dice = command.get(dice_field)
    if command.get("roll") == "app":
        if dice is None:
            raise RuleViolation("sixwinters_v19.shuffle.dice", "an app shuffle needs its dice (rolled by the app)")
        return "app"
    if dice is not None:
        raise RuleViolation("sixwinters_v19.shuffle.dice", "a shuffle by hand takes no dice; send \"roll\": \"app\" "
                                                           "for the app to shuffle")
    return "physical"


def shuffle_obstacle_decks(state: dict, command: dict) -> list[Event]:
    """Each region's obstacle deck shuffled and placed in its draw pile."""
    if step(state) != "shuffle-obstacle-decks":
        raise RuleViolation("sixwinters_v19.step", "the obstacle decks are shuffled in Session Setup, step 3")
    method = _method(command, "shuffle_dice")
    if method == "app":
        order = {region: decks.shuffled(state["decks"]["obstacles"][region]["pile"],
                                        command["shuffle_dice"].get(region, []), f"{region} obstacle")
                 for region in REGIONS}
        return [Event(ev.OBSTACLE_DECKS_SHUFFLED, {"method": "app", "order": order, "stage": "shuffle-progress-deck",
                                                   "backs": {r: season_back(state, order[r]) for r in REGIONS}})]
    shown = {item["region"]: item["back"] for item in command.get("backs") or []}
    backs = {region: _shown(state, state["decks"]["obstacles"][region]["pile"], shown.get(region), region)
             for region in REGIONS}
    return [Event(ev.OBSTACLE_DECKS_SHUFFLED, {"method": "physical", "backs": backs, "stage": "shuffle-progress-deck"})]


def _shown(state: dict, pile: list, back, region: str):
    if not pile:
        if back is not None:
            raise RuleViolation("sixwinters_v19.shuffle.back", f"the {region_name(region)} deck is empty: no back shows")
        return None
    if back not in seasons_in(state, pile):
        raise RuleViolation("sixwinters_v19.shuffle.back", f"say the season showing on the {region_name(region)} deck: "
                                                           f"one of {', '.join(seasons_in(state, pile))}")
    return back


def progress_cards_in_play(state: dict) -> list[str]:
    """"Gather all progress cards in play": the campaign's cards not burned (option
    `completed_cards`: completed ones leave the campaign)."""
    cards = state["progress_cards"]
    if state["options"]["completed_cards"] == "leave-the-campaign":
        cards = [card for card in cards if card not in state["completed"]]
    return sorted(cards, key=lambda card: (progress_card(state, card)["stage"], card))


def stages_of(state: dict, cards: list) -> dict[str, list]:
    grouped: dict[str, list] = {}
    for card in cards:
        grouped.setdefault(str(progress_card(state, card)["stage"]), []).append(card)
    return grouped


def shuffle_progress_deck(state: dict, command: dict) -> list[Event]:
    """Each stage shuffled apart, stacked lowest stage on top (kernel/decks.py `stacked`)."""
    if step(state) != "shuffle-progress-deck":
        raise RuleViolation("sixwinters_v19.step", "the progress deck is built in Session Setup, step 4")
    cards = progress_cards_in_play(state)
    method = _method(command, "shuffle_dice")
    grouped = stages_of(state, cards)
    if method == "physical":
        data = {"method": "physical", "cards": cards}
    else:
        order = decks.stacked(*(decks.shuffled(grouped[stage], command["shuffle_dice"].get(stage, []),
                                               f"stage {stage} progress") for stage in sorted(grouped, key=int)))
        data = {"method": "app", "cards": cards, "order": order}
    data.update(back=progress_back(state, cards), stage="draw-progress")
    return [Event(ev.PROGRESS_DECK_SHUFFLED, data)]


def reshuffle_obstacle_deck(state: dict, command: dict) -> list[Event]:
    """An empty obstacle deck: its region's discards are shuffled into a new deck (option
    `empty_obstacle_deck`, the rulebook is silent)."""
    wanted = need(state)
    region = command["region"]
    deck = state["decks"]["obstacles"][region]
    if wanted is None or wanted.deck != region or deck["pile"] or not deck["discard"] \
            or state["options"]["empty_obstacle_deck"] != "reshuffle-discards":
        raise RuleViolation("sixwinters_v19.reshuffle.not-now", f"the {region_name(region)} obstacle deck is "
                                                                "reshuffled only when it is empty and a card must be drawn")
    method = _method(command, "shuffle_dice")
    if method == "app":
        order = decks.shuffled(sorted(deck["discard"]), command["shuffle_dice"], f"{region} obstacle")
        return [Event(ev.OBSTACLE_DECK_RESHUFFLED, {"region": region, "method": "app", "order": order,
                                                    "back": season_back(state, order)})]
    back = _shown(state, deck["discard"], command.get("back"), region)
    return [Event(ev.OBSTACLE_DECK_RESHUFFLED, {"region": region, "method": "physical", "back": back})]
