"""The state of a v19.3 campaign and the questions the rules ask of it.

One JSON-plain dict holds the campaign (tracks, the location board with its obstacles, the
decks between games, the characters' sheets, the years played) and, while a game is under
way, its `session` (pools, action dice, characters' places, progress cards, the time
marker, an overcome in progress). `stage` names the step the campaign stands at;
rules/steps.py resolves the steps that end by themselves.
"""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of, register

from .catalog import shared_builtin, validate
from .options import chosen
from .words import (ACTION_DICE, DIFFICULTIES, REGIONS, RESOURCES, SEASONS, SLOTS, STAGING_SIZE, STRESS,
                    TRACK_SPACES)


def initial_state(setup: dict) -> dict:
    """Campaign Setup: initial progress and threat, the starting map, obstacle decks, sheets."""
    catalog = validate(setup["catalog"], "setup catalog") if setup.get("catalog") else shared_builtin()
    difficulty = setup.get("difficulty", "standard")
    state = {
        "catalog": register(catalog), "options": chosen(setup.get("options")), "players": list(setup["players"]),
        "difficulty": difficulty, "map": setup.get("map", "standard"), "year": 1,
        "tracks": {name: {"progress": 1, "threat": DIFFICULTIES[difficulty]} for name in RESOURCES},
        "board": {region: [None] * len(SLOTS) for region in REGIONS}, "locations": {},
        "decks": {"obstacles": {region: _obstacle_deck(catalog, region) for region in REGIONS},
                  "progress": {"pile": [], "discard": [], "back": None, "order": None}},
        "set_aside": {"obstacles": sorted(n for n, o in catalog["obstacles"].items() if o["entry"] != "starting"),
                      "locations": sorted(catalog["locations"])},
        "progress_cards": sorted(catalog["progress"]), "completed": [],
        "burned": {"progress": [], "obstacles": [], "locations": []},
        "characters": {name: {"locked": c["locked"], "skills": dict(c["skills"]), "stress": {k: 0 for k in STRESS}}
                       for name, c in catalog["characters"].items()},
        "drawn_locations": {}, "history": [], "session": None, "result": None,
        "stage": "draw-locations" if setup.get("map") == "random" else "start-session",
    }
    if state["map"] != "random":
        for region in REGIONS:
            for slot, name in enumerate(catalog["standard_map"][region]):
                state = put_location(state, region, slot, name)
    return state


def _obstacle_deck(catalog: dict, region: str) -> dict:
    cards = sorted(n for n, o in catalog["obstacles"].items() if o["entry"] == "starting" and o["region"] == region)
    return {"pile": cards, "discard": [], "back": None, "order": None}


def put_location(state: dict, region: str, slot: int, name: str) -> dict:
    """A location put into play at a slot, with the obstacles its text attaches (built fresh:
    used while setting up, before any event)."""
    board = {**state["board"], region: [name if i == slot else held for i, held in enumerate(state["board"][region])]}
    attached = [card for card in catalog_of(state)["locations"][name]["obstacles"] if card in state["set_aside"]["obstacles"]]
    aside = {"obstacles": [c for c in state["set_aside"]["obstacles"] if c not in attached],
             "locations": [n for n in state["set_aside"]["locations"] if n != name]}
    places = {**state["locations"], name: {"assets": [], "obstacles": [{"card": c, "dice": []} for c in attached]}}
    return {**state, "board": board, "set_aside": aside, "locations": places}


# ---- questions ---------------------------------------------------------------------------

def location(state: dict, name: str) -> dict:
    return catalog_of(state)["locations"][name]


def where(state: dict, name: str) -> tuple[str, int]:
    """(region, slot) of a location in play."""
    for region in REGIONS:
        if name in state["board"][region]:
            return region, state["board"][region].index(name)
    raise KeyError(name)


def slot_resource(state: dict, name: str) -> str:
    """The location resource slot a location covers: the pool its Create Asset and Trade use."""
    region, slot = where(state, name)
    return catalog_of(state)["board"][region][slot]


def in_play(state: dict) -> list[str]:
    return [name for region in REGIONS for name in state["board"][region] if name]


def obstacles_in_play(state: dict) -> list[tuple[str, dict]]:
    """(location, obstacle) for every obstacle on the location board."""
    return [(name, item) for name in in_play(state) for item in state["locations"][name]["obstacles"]]


def obstacle(state: dict, card: str) -> dict:
    return catalog_of(state)["obstacles"][card]


def progress_card(state: dict, card: str) -> dict:
    return catalog_of(state)["progress"][card]


def obstacle_spot(state: dict, card: str) -> str | None:
    """The location at a progress card's obstacle location (None while that slot is empty)."""
    spot = progress_card(state, card)["obstacle"]
    return state["board"][spot["region"]][SLOTS.index(spot["slot"])]


def pool_size(state: dict, name: str) -> int:
    """"the value shown on the progress marker": the pool size printed under its space."""
    return catalog_of(state)["pool_sizes"][name][state["tracks"][name]["progress"] - 1]


def advantage(state: dict, name: str) -> bool:
    track = state["tracks"][name]
    return track["progress"] > track["threat"]


def complete(state: dict, name: str) -> bool:
    """"the Red Bank progress marker is alone on the last space of a resource track"."""
    track = state["tracks"][name]
    return track["progress"] == TRACK_SPACES and track["threat"] < TRACK_SPACES


def backs(state: dict) -> dict:
    """The season symbol showing on each obstacle deck (None: the deck is empty)."""
    return {region: state["decks"]["obstacles"][region]["back"] for region in REGIONS}


def symbols(state: dict, season: str) -> int:
    return sum(1 for back in backs(state).values() if back == season)


def stars(state: dict) -> int:
    """The current stage difficulty: the stars on the back of the top progress card."""
    back = state["decks"]["progress"]["back"]
    return back["stars"] if back else 0


def session_players(state: dict) -> list[str]:
    return list(state["session"]["order"]) if state.get("session") else []


def solo(state: dict) -> bool:
    return len(session_players(state)) == 1


def action_dice_count(players: int) -> int:
    return ACTION_DICE["solo"] if players == 1 else ACTION_DICE["group"]


def player_of(state: dict, character: str) -> str | None:
    for name, seat in (state.get("session") or {}).get("players", {}).items():
        if character in seat["characters"]:
            return name
    return None


def characters_in_game(state: dict) -> list[str]:
    seats = (state.get("session") or {}).get("players", {})
    return [c for name in session_players(state) for c in seats[name]["characters"]]


def staging_open(state: dict) -> int:
    return STAGING_SIZE - len(state["session"]["staging"])


__all__ = ["initial_state", "SEASONS"]
