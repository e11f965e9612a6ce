"""Facts of Campaign Setup (random starting locations) and Session Setup."""
from __future__ import annotations

from .. import events as ev
from ..words import RESOURCES
from .dice import without


def _locations_drawn(state, data):
    state["drawn_locations"][data["region"]] = list(data["cards"])


def _locations_kept(state, data):
    region = data["region"]
    for slot, name in enumerate(data["locations"]):
        state["board"][region][slot] = name
        cards = data["attached"].get(name, [])
        state["locations"][name] = {"assets": [], "obstacles": [{"card": card, "dice": []} for card in cards]}
        state["set_aside"]["obstacles"] = without(state["set_aside"]["obstacles"], cards)
    state["set_aside"]["locations"] = without(state["set_aside"]["locations"], data["locations"])
    state["drawn_locations"].pop(region, None)


def _session_started(state, data):
    state["session"] = {
        "year": data["year"], "order": list(data["players"]),
        "players": {name: {"characters": [], "dice": [], "passed": False, "card": None, "hand": [], "kept": False,
                           "rewards": 0} for name in data["players"]},
        "positions": {}, "pools": {name: [] for name in RESOURCES}, "slots": {name: [] for name in RESOURCES},
        "staging": [], "cards": {}, "unchosen": [], "obstacles_for": [],
        "obstacles": {"due": 0, "then": None, "purpose": None}, "turn": None, "overcome": None,
        "threat_start": {name: track["threat"] for name, track in state["tracks"].items()}, "threat_owed": 0,
    }


def _starting_dice(state, data):
    session = state["session"]
    session["pools"] = {name: sorted(data["pools"][name]) for name in RESOURCES}
    for name, dice in data["action_dice"].items():
        session["players"][name]["dice"] = sorted(dice)


def _characters_chosen(state, data):
    state["session"]["players"][data["player"]]["characters"] = list(data["characters"])


def _obstacle_decks_shuffled(state, data):
    for region, deck in state["decks"]["obstacles"].items():
        if data["method"] == "app":
            deck["pile"] = list(data["order"][region])
        deck["order"] = data["method"]
        deck["back"] = data["backs"][region]


def _progress_deck_shuffled(state, data):
    deck = state["decks"]["progress"]
    deck.update(pile=list(data["order"] if data["method"] == "app" else data["cards"]), discard=[],
                order=data["method"], back=data["back"])


def _progress_card_drawn(state, data):
    deck = state["decks"]["progress"]
    deck["pile"] = without(deck["pile"], [data["card"]])
    deck["back"] = data["back"]
    state["session"]["players"][data["player"]]["hand"].append(data["card"])


def _progress_card_kept(state, data):
    session = state["session"]
    seat = session["players"][data["player"]]
    session["unchosen"] += [card for card in seat["hand"] if card != data["card"]]
    seat.update(hand=[], kept=True, card=data["card"])
    session["cards"][data["card"]] = {"player": data["player"], "chain": []}


def _progress_cards_staged(state, data):
    session = state["session"]
    session["staging"] = list(data["cards"])
    session["unchosen"] = []
    session["obstacles_for"] = list(data["obstacles_for"])


def _character_placed(state, data):
    state["session"]["positions"][data["character"]] = data["location"]


FACTS = {
    ev.LOCATIONS_DRAWN: _locations_drawn, ev.LOCATIONS_KEPT: _locations_kept,
    ev.SESSION_STARTED: _session_started, ev.STARTING_DICE_ROLLED: _starting_dice,
    ev.CHARACTERS_CHOSEN: _characters_chosen, ev.OBSTACLE_DECKS_SHUFFLED: _obstacle_decks_shuffled,
    ev.PROGRESS_DECK_SHUFFLED: _progress_deck_shuffled, ev.PROGRESS_CARD_DRAWN: _progress_card_drawn,
    ev.PROGRESS_CARD_KEPT: _progress_card_kept, ev.PROGRESS_CARDS_STAGED: _progress_cards_staged,
    ev.CHARACTER_PLACED: _character_placed,
}
