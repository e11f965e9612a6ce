"""Facts of Session End (steps whose procedure the rulebook leaves TBD record what the group
did) and Campaign End."""
from __future__ import annotations

from .. import events as ev
from ..words import REGIONS
from .dice import without


def _obstacles_burned(state, data):
    for item in data["cards"]:
        kind, _, place = item["from"].partition(":")
        if kind == "location":
            spot = state["locations"][place]
            spot["obstacles"] = [o for o in spot["obstacles"] if o["card"] != item["card"]]
        else:
            deck = state["decks"]["obstacles"][place]
            deck[kind] = without(deck[kind], [item["card"]])
        state["burned"]["obstacles"].append(item["card"])


def _obstacles_unlocked(state, data):
    for item in data["cards"]:
        state["set_aside"]["obstacles"] = without(state["set_aside"]["obstacles"], [item["card"]])
        deck = state["decks"]["obstacles"][item["region"]]
        deck["pile"] = sorted([*deck["pile"], item["card"]])


def _decks_gathered(state, data):
    for region in REGIONS:
        deck = state["decks"]["obstacles"][region]
        deck.update(pile=sorted(deck["pile"] + deck["discard"]), discard=[])


def _locations_burned(state, data):
    for name in data["locations"]:
        region = data["regions"][name]
        state["board"][region] = [None if held == name else held for held in state["board"][region]]
        for item in state["locations"].pop(name)["obstacles"]:
            state["decks"]["obstacles"][region]["discard"].append(item["card"])
        state["burned"]["locations"].append(name)


def _locations_unlocked(state, data):
    for place in data["places"]:
        assets = _replaced(state, place) if place.get("replaces") else []
        state["board"][place["region"]][place["slot"]] = place["location"]
        state["locations"][place["location"]] = {"assets": assets, "obstacles": [
            {"card": card, "dice": []} for card in place["attached"]]}
        state["set_aside"]["locations"] = without(state["set_aside"]["locations"], [place["location"]])
        state["set_aside"]["obstacles"] = without(state["set_aside"]["obstacles"], place["attached"])


def _replaced(state, place) -> list:
    """A threat location takes a location's slot during a game: the location is set aside, its
    obstacles go to its region's discard pile, the characters there stand at the threat
    location, and its asset dice stay in the slot with them (docs/rules-notes.md, V11)."""
    gone = state["locations"].pop(place["replaces"])
    state["decks"]["obstacles"][place["region"]]["discard"] += place["discarded"]
    state["set_aside"]["locations"] = sorted([*state["set_aside"]["locations"], place["replaces"]])
    for character in place["moved"]:
        state["session"]["positions"][character] = place["location"]
    return gone["assets"]


def _characters_recovered(state, data):
    for name in data["characters"]:
        state["characters"][name]["stress"] = {kind: 0 for kind in state["characters"][name]["stress"]}
    for name in data["unlocked"]:
        state["characters"][name]["locked"] = False


def _year_advanced(state, data):
    state["year"] = data["year"]
    state["progress_cards"] = without(state["progress_cards"], data["burned"])
    state["burned"]["progress"] += data["burned"]


def _campaign_ended(state, data):
    state["result"] = {key: data[key] for key in ("level", "completed", "advantage", "difficulty", "summary")}


FACTS = {
    ev.OBSTACLES_BURNED: _obstacles_burned, ev.OBSTACLES_UNLOCKED: _obstacles_unlocked,
    ev.OBSTACLE_DECKS_GATHERED: _decks_gathered, ev.LOCATIONS_BURNED: _locations_burned,
    ev.LOCATIONS_UNLOCKED: _locations_unlocked, ev.CHARACTERS_RECOVERED: _characters_recovered,
    ev.YEAR_ADVANCED: _year_advanced, ev.CAMPAIGN_ENDED: _campaign_ended,
}
