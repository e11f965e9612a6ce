"""Views: the table (the week, the board's monsters and disasters, the Hero Pool, the Music
Hall, each player's tracks, dwarfs and hand), the board zone by zone, and the score. Views are
made from the state as the viewer may see it: another seat's hand is face down (None)."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of

from . import components as k
from .board import zones
from .components import ABILITIES
from .moves import waiting_seats
from .rules.music import silenced
from .rules.scoring import score, title
from .state import HOME, card, solo

PHASES = {"setup": "Game Setup", "invasion": "Phase 1: Enemy Invasion", "preparation": "Phase 2: Preparation",
          "actions": "Phase 3: Actions", "resolution": "Phase 4: Resolution", "over": "The game is over"}


def _foe(state: dict, entry: dict) -> dict:
    facts = card(state, entry["card"])
    found = {"card": entry["card"], "name": facts["name"], "zone": entry["zone"], "dwarfs": facts["dwarfs"],
             "resources": facts["resources"], "vp": facts["vp"]}
    if "ability" in facts:
        found["ability"] = ABILITIES[facts["ability"]]
    if "gold" in facts:
        found["gold"] = facts["gold"]
    return found


def _dwarfs(state: dict, name: str) -> dict:
    return {("player board" if where == HOME else where): dict(kinds)
            for where, kinds in state["dwarfs"][name].items() if sum(kinds.values())}


def _player(state: dict, name: str) -> dict:
    board = state["boards"][name]
    return {"name": name, "colour": state["colours"][name], "first": name == state["first"],
            "resources": {r: board[r] for r in k.RESOURCES}, "actions": board["actions"],
            "actions_left": max(0, board["actions"] - board["spent"]), "hand_size": board["hand_size"],
            "music_tokens": board["tokens"], "dwarfs": _dwarfs(state, name), "legends": list(state["legends"][name]),
            "action_deck": list(state["decks_of"][name]), "hand": list(state["hands"][name]),
            "played": list(state["played"][name]), "chosen": name in state["chosen"],
            "monsters": list(state["trophies"][name]["monsters"]),
            "disasters": list(state["trophies"][name]["disasters"])}


def table(state: dict) -> dict:
    costs = catalog_of(state)["board"]["pool_costs"]
    return {
        "week": state["week"], "phase": PHASES[state["phase"]], "first_player": state["first"],
        "monsters": [_foe(state, entry) for entry in state["monsters"]],
        "disasters": [_foe(state, entry) for entry in state["disasters"]],
        "hero_pool": [{"hero": hero, "cost": cost} for hero, cost in zip(state["pool"], costs)],
        "music_hall": {name: state["hall"].get(name, []) for name in [e["name"] for e in
                                                                        catalog_of(state)["board"]["instruments"]]},
        "silenced": sorted(silenced(state)),
        "decks": {name: len(cards) for name, cards in state["decks"].items()},
        "turn": state["turn"]["player"] if state["turn"] else None,
        "music": state["music"], "waiting_for": waiting_seats(state),
        "players": [_player(state, name) for name in state["players"]],
        "result": state["result"],
    }


def board(state: dict) -> dict:
    found = {}
    for name, zone in zones(state).items():
        found[name] = {"type": zone["type"], "adjacent": list(zone["adjacent"]),
                       "dwarfs": {p: dict(state["dwarfs"][p][name]) for p in state["players"]
                                  if sum(state["dwarfs"][p].get(name, {}).values())},
                       "monsters": [e["card"] for e in state["monsters"] if e["zone"] == name],
                       "disasters": [e["card"] for e in state["disasters"] if e["zone"] == name]}
    return {"title": catalog_of(state).get("title"), "zones": found}


def scores(state: dict) -> dict:
    """The VPs as they stand (final once the game is over)."""
    rows = state["result"]["scores"] if state["result"] and state["result"]["scores"] else \
        [score(state, name) for name in state["players"]]
    found = {"final": bool(state["result"]), "rows": rows}
    if solo(state):
        found["title"] = title(rows[0])
    return found


VIEWS = {"table": table, "board": board, "score": scores}
