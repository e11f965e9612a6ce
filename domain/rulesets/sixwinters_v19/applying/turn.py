"""Facts of the turn's phases: the seasonal event, refill, activation, threats, advance time,
and the game's end."""
from __future__ import annotations

from .. import events as ev
from .dice import added


def _turn_began(state, data):
    state["session"]["turn"] = {"number": data["turn"], "season": data["season"], "second": data["second"],
                                "symbols": data["symbols"], "event": data["event"]}


def _pools_refilled(state, data):
    session = state["session"]
    for name, dice in data["pools"].items():
        session["pools"][name] = added(session["pools"][name], dice)
    for name, dice in data["action_dice"].items():
        session["players"][name].update(dice=sorted(dice), passed=False)
    session["slots"] = {name: [] for name in session["slots"]}


def _locations_activated(state, data):
    for source in data["sources"]:
        place = state["locations"][source["location"]]
        place["assets"] = added(place["assets"], [{"resource": source["resource"], "value": source["value"]}])
    state["session"]["obstacles"] = {"due": data["due"], "then": "threats", "purpose": "new"}


def _threats_raised(state, data):
    for name, value in data["threats"].items():
        state["tracks"][name]["threat"] = value
    state["session"]["threat_owed"] = data["owed"]
    state["session"]["obstacles"] = {"due": data["surge"], "then": "advance", "purpose": "surge"}


def _threat_track_chosen(state, data):
    state["tracks"][data["track"]]["threat"] = data["threat"]
    state["session"]["threat_owed"] = data["owed"]


def _time_advanced(state, data):
    if data["to"]:
        state["session"]["turn"].update(season=data["to"]["season"], second=data["to"]["second"])


def _game_ended(state, data):
    """The year's game is over: locations and their obstacles stay; dice, cards and places go."""
    state["history"].append({"year": data["year"], "turns": data["turns"], "players": data["players"],
                             "characters": data["characters"], "completed": data["completed"],
                             "threat_start": data["threat_start"]})
    for place in state["locations"].values():
        place["assets"] = []
        for item in place["obstacles"]:
            item["dice"] = []
    state["decks"]["progress"] = {"pile": [], "discard": [], "back": None, "order": None}
    for deck in state["decks"]["obstacles"].values():
        deck.update(pile=sorted(deck["pile"]), order=None, back=None)
    state["session"] = None


FACTS = {
    ev.TURN_BEGAN: _turn_began, ev.POOLS_REFILLED: _pools_refilled, ev.LOCATIONS_ACTIVATED: _locations_activated,
    ev.THREATS_RAISED: _threats_raised, ev.THREAT_TRACK_CHOSEN: _threat_track_chosen,
    ev.TIME_ADVANCED: _time_advanced, ev.GAME_ENDED: _game_ended,
}
