"""Moves of Campaign Setup (random starting locations) and Session Setup."""
from __future__ import annotations

from ..rules import campaign_setup, draws, shuffles
from ..rules.session_setup import choosable
from ..rules.steps import need
from ..state import action_dice_count, in_play, pool_size, session_players
from ..words import REGIONS, RESOURCES, region
from .fields import Move, by, choices, dice, each, fixed, move, rolled, some_of



def draw_locations(state: dict) -> list[Move]:
    found = []
    for name in REGIONS:
        if campaign_setup.kept(state, name):
            continue
        drawn = state["drawn_locations"].get(name)
        if drawn is None:
            pile = campaign_setup.location_deck(state, name)
            count = min(campaign_setup.DRAWN, len(pile))
            found.append(move("draw-locations", f"Draw four locations of {region(name)}", "Starting locations",
                              {"region": fixed(name), **rolled({"cards": some_of(pile, count, count)})}))
        else:
            keep = min(campaign_setup.KEPT, len(drawn))
            found.append(move("keep-locations", f"Put three locations of {region(name)} into play, top first",
                              "Starting locations", {"region": fixed(name), "locations": some_of(drawn, keep, keep)}))
    return found


def start_session(state: dict) -> list[Move]:
    players = state["players"]
    return [move("start-session", f"Begin year {state['year']}: who plays?", "Session Setup",
                 {"players": some_of(players, 1, len(players))})]


def pool_fields(needs: dict) -> dict:
    wanted = [name for name in RESOURCES if needs[name]]
    return each({"resource": choices(wanted), "dice": by("resource", {n: dice(n, needs[n]) for n in wanted})},
                 len(wanted), "resource")


def action_fields(state: dict) -> dict:
    players = session_players(state)
    count = action_dice_count(len(players))
    return each({"player": choices(players), "dice": by("player", {p: dice("action", count) for p in players})},
                len(players), "player")


def roll_starting_dice(state: dict) -> list[Move]:
    needs = {name: pool_size(state, name) for name in RESOURCES}
    return [move("roll-starting-dice", "Fill the resource pools and roll the action dice", "Session Setup",
                 rolled({"pools": pool_fields(needs), "action_dice": action_fields(state)}))]


def choose_characters(state: dict) -> list[Move]:
    count = 2 if len(session_players(state)) == 1 else 1
    return [move("choose-characters", f"{p} chooses {'two characters' if count == 2 else 'a character'}",
                 "Characters", {"player": fixed(p), "characters": some_of(choosable(state), count, count)}, seat=p)
            for p in session_players(state) if not state["session"]["players"][p]["characters"]]


def shuffle_obstacle_decks(state: dict) -> list[Move]:
    filled = [r for r in REGIONS if state["decks"]["obstacles"][r]["pile"]]
    backs = None if not filled else each({"region": choices(filled), "back": by("region", {
        r: choices(draws.seasons_in(state, state["decks"]["obstacles"][r]["pile"])) for r in filled})},
        len(filled), "region")
    return [move("shuffle-obstacle-decks", "Shuffle the three obstacle decks", "Session Setup",
                 rolled({"backs": backs} if backs else {}))]


def shuffle_progress_deck(state: dict) -> list[Move]:
    count = len(shuffles.progress_cards_in_play(state))
    return [move("shuffle-progress-deck", f"Build the progress deck ({count} cards, by stage)",
                 "Session Setup", rolled({}))]


def draw_card(state: dict) -> list[Move]:
    """A deck shuffled by hand: the table names the card drawn (and the back now showing)."""
    wanted = need(state)
    if wanted is None:
        return []
    if wanted.deck == "progress":
        deck = state["decks"]["progress"]
        if deck["order"] == "app" or not deck["pile"]:
            return []
        return [move("draw-card", f"Name the progress card drawn ({_purpose(wanted)})", "Draw",
                     {"deck": fixed("progress"), "card": choices(draws.drawable_progress(state))})]
    deck = state["decks"]["obstacles"][wanted.deck]
    if wanted.location is None or deck["order"] == "app" or not deck["pile"]:
        return []
    cards = draws.drawable_obstacles(state, wanted.deck)
    cases = {}
    for card in cards:
        rest = list(deck["pile"])
        rest.remove(card)
        if rest:
            cases[card] = choices(draws.seasons_in(state, rest))
    return [move("draw-card", f"Name the obstacle drawn from {region(wanted.deck)} for {wanted.location}",
                 "Draw", {"deck": fixed(wanted.deck), "card": choices(cards), "back": by("card", cases)})]


def _purpose(wanted) -> str:
    return f"for {wanted.player}" if wanted.purpose == "hand" else "for the staging area"


def reshuffle(state: dict) -> list[Move]:
    wanted = need(state)
    if wanted is None or wanted.deck == "progress" or wanted.location is None:
        return []
    deck = state["decks"]["obstacles"][wanted.deck]
    if deck["pile"] or not deck["discard"] or state["options"]["empty_obstacle_deck"] != "reshuffle-discards":
        return []
    return [move("reshuffle-obstacle-deck", f"Shuffle {region(wanted.deck)}'s discards into a new deck",
                 "Draw", {"region": fixed(wanted.deck),
                          **rolled({"back": choices(draws.seasons_in(state, deck["discard"]))})})]


def keep_progress(state: dict) -> list[Move]:
    seats = state["session"]["players"]
    return [move("keep-progress-card", f"{p} keeps one progress card", "Progress cards",
                 {"player": fixed(p), "card": choices(seats[p]["hand"])}, seat=p)
            for p in session_players(state) if seats[p]["hand"] and not seats[p]["kept"]]


def stage_progress(state: dict) -> list[Move]:
    cards = state["session"]["unchosen"]
    return [move("stage-progress-cards", "Place the cards not chosen in the staging area, bottom first",
                 "Progress cards", {"cards": some_of(cards, len(cards), len(cards))})]


def place_characters(state: dict) -> list[Move]:
    session = state["session"]
    return [move("place-character", f"Place {c}", "Place characters",
                 {"character": fixed(c), "location": choices(in_play(state))}, seat=p)
            for p in session_players(state) for c in session["players"][p]["characters"]
            if c not in session["positions"]]
