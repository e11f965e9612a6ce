"""`correctable`: what "Correct" at the table sets right by taps (the progress and threat cubes
on the six tracks, the characters' skills). `invariants`: what every v19.3 state keeps, an `adjust` included (the kernel refuses a
correction, a card effect the engine does not model, that breaks one): a table that could lie
in front of the players, with every obstacle and location card in one place. `check_adjust`:
what no correction changes. The random players hold every state of play to the invariants."""
from __future__ import annotations

from domain.kernel import RuleViolation
from domain.kernel.catalogs import catalog_of
from domain.kernel.changes import join_pointer, split_pointer
from domain.kernel.invariants import Broken, in_one_place
from domain.kernel.moves.corrections import Correctable, ViewPaths, if_correctable, path_from
from domain.kernel.titles import ANY

from .words import REGIONS, RESOURCES, TRACK_SPACES

FIXED = ("catalog", "options", "players")
IMPOSSIBLE = "sixwinters_v19.adjust.impossible"
CARDS = "sixwinters_v19.adjust.cards"
# a cube drawn on the tracks picture -> the track in the state (a pool's size is counted, not corrected)
VIEW_PATHS: ViewPaths = {("tracks", ("tracks", ANY, ANY)): lambda name, cube: join_pointer(["tracks", name, cube])}


def correctable(state: dict) -> list[Correctable]:
    """Each track's progress and threat cube (spaces 1 to 12) and each character's skills (0 to 6)."""
    found = [Correctable("Tracks", f"the {name} {cube} cube", join_pointer(["tracks", name, cube]),
                         state["tracks"][name][cube], tuple(range(1, TRACK_SPACES + 1)))
             for name in RESOURCES for cube in ("progress", "threat")]
    found += [Correctable(f"{name}'s skills", f"{name}'s {skill} skill", join_pointer(["characters", name, "skills", skill]),
                          value, tuple(range(0, 7)))
              for name, sheet in sorted(state["characters"].items()) for skill, value in sorted(sheet["skills"].items())]
    return found


def correction_path(state: dict, view: str, path: tuple, document) -> str | None:
    """A track's progress or threat cube on the tracks picture."""
    return if_correctable(correctable(state), path_from(VIEW_PATHS, view, path, document))


def problems(state: dict) -> list[str]:
    """What no table could show: a cube off its track, a die off its faces, negative stress."""
    found = []
    for name in RESOURCES:
        for cube in ("progress", "threat"):
            value = state["tracks"][name][cube]
            if not isinstance(value, int) or not 1 <= value <= TRACK_SPACES:
                found.append(f"the {name} {cube} cube stands on space 1 to {TRACK_SPACES}, not {value!r}")
    for name, sheet in state["characters"].items():
        if any(not isinstance(v, int) or v < 0 for v in sheet["stress"].values()):
            found.append(f"{name}'s stress is a count of 0 or more")
        if any(not isinstance(v, int) or not 0 <= v <= 6 for v in sheet["skills"].values()):
            found.append(f"{name}'s skills are 0 to 6")
    session = state.get("session")
    if session:
        dice = [v for pool in session["pools"].values() for v in pool]
        dice += [v for seat in session["players"].values() for v in seat["dice"]]
        dice += [d["value"] for place in state["locations"].values() for d in place["assets"]]
        if any(not isinstance(v, int) or not 1 <= v <= 6 for v in dice):
            found.append("every die shows 1 to 6")
    return found


def invariants(state: dict) -> list[Broken]:
    return [Broken(IMPOSSIBLE, problem) for problem in problems(state)] + _cards(state)


def _cards(state: dict) -> list[Broken]:
    """Each obstacle in one region's deck or discard pile, set aside, at a location in play or
    burned; each location card in play, set aside or burned; all of them the catalog's."""
    catalog, in_play = catalog_of(state), [name for region in REGIONS for name in state["board"][region] if name]
    obstacles = {"the burned obstacles": state["burned"]["obstacles"], "the set-aside obstacles":
                 state["set_aside"]["obstacles"]}
    for region in REGIONS:
        deck = state["decks"]["obstacles"][region]
        obstacles[f"the {region} obstacle deck"], obstacles[f"the {region} discard pile"] = deck["pile"], deck["discard"]
    for name in in_play:
        obstacles[f"the board at {name}"] = [item["card"] for item in state["locations"][name]["obstacles"]]
    locations = {"the board": in_play, "the set-aside locations": state["set_aside"]["locations"],
                 "the burned locations": state["burned"]["locations"]}
    found = in_one_place(CARDS, "an obstacle of the catalog", obstacles, dict.fromkeys(catalog["obstacles"], 1))
    found += in_one_place(CARDS, "a location of the catalog", locations, dict.fromkeys(catalog["locations"], 1))
    return found + _progress(state)


def _progress(state: dict) -> list[Broken]:
    """While a game is under way, each of the campaign's progress cards in one place: the deck,
    its discard pile, the staging area, in play, drawn and not yet kept, or completed this year."""
    session = state.get("session")
    if not session:
        return []
    deck, earlier = state["decks"]["progress"], {card for year in state["history"] for card in year["completed"]}
    places = {"the progress deck": deck["pile"], "its discard pile": deck["discard"],
              "the staging area": session["staging"], "play": list(session["cards"]),
              "the cards not chosen": session["unchosen"],
              "the cards completed this year": [card for card in state["completed"] if card not in earlier]}
    places.update({f"{name}'s hand": seat["hand"] for name, seat in session["players"].items()})
    return in_one_place(CARDS, "one of the campaign's progress cards", places, dict.fromkeys(state["progress_cards"], 1))


def check_adjust(state: dict, changes: list) -> None:
    for change in changes:
        parts = split_pointer(change["path"])
        if parts and parts[0] in FIXED:
            raise RuleViolation("sixwinters_v19.adjust.fixed", f"{change['path']}: the catalog, the options and the "
                                                               "players are fixed when the campaign starts")
