"""Facts of obstacles coming into play and of the progress staging area (Session Setup,
New Obstacles, Obstacle Surge)."""
from __future__ import annotations

from .. import events as ev
from .dice import without


def _placement_done(state, data):
    """The progress card an obstacle was placed for leaves the staging area (New Obstacles,
    Obstacle Surge) or the first game's list; one obstacle fewer is due."""
    session = state["session"]
    if data["purpose"] == "first-game":
        session["obstacles_for"].pop(0)
        return
    if data.get("progress"):
        session["staging"] = without(session["staging"], [data["progress"]])
        state["decks"]["progress"]["discard"].append(data["progress"])
    session["obstacles"]["due"] -= 1


def _obstacle_placed(state, data):
    deck = state["decks"]["obstacles"][data["region"]]
    deck["pile"] = without(deck["pile"], [data["obstacle"]])
    deck["back"] = data["back"]
    state["locations"][data["location"]]["obstacles"].append({"card": data["obstacle"], "dice": []})
    _placement_done(state, data)


def _obstacle_skipped(state, data):
    _placement_done(state, data)


def _deck_reshuffled(state, data):
    deck = state["decks"]["obstacles"][data["region"]]
    pile = list(data["order"]) if data["method"] == "app" else sorted(deck["pile"] + deck["discard"])
    deck.update(pile=pile, discard=[], order=data["method"], back=data["back"])


def _progress_card_staged(state, data):
    deck = state["decks"]["progress"]
    deck["pile"] = without(deck["pile"], [data["card"]])
    deck["back"] = data["back"]
    state["session"]["staging"].append(data["card"])


FACTS = {
    ev.OBSTACLE_PLACED: _obstacle_placed, ev.OBSTACLE_SKIPPED: _obstacle_skipped,
    ev.OBSTACLE_DECK_RESHUFFLED: _deck_reshuffled, ev.PROGRESS_CARD_STAGED: _progress_card_staged,
}
