"""The d6D game state and the questions the rules ask of it.

State (JSON-plain):
    {"options": {"difference": "totals"|"rolls", "elimination": "board"|"all"},
     "players": [{"name", "armies": [{"army": 1..6, "at": <where>, "value": int|None}]}],
     "phase": "rolling"|"tie"|"placing"|"playing"|"over",
     "opening": {"rolled": {name: total}, "tied": [names], "order": [names], "placed": [names]},
     "turn": None | {"player", "actions_left", "number"},
     "bridges": [[a, b], ...], "battle": None | {...}, "pending": None | {...},
     "result": None | {...}, "sheet": None | [[x, y] for worlds 1..6]}
"sheet" holds the group's own world positions (setup layout "own"); None is the
built-in layout (geometry.WORLDS).
An army die is "at" a world number, "supply", "hand" (rolled at setup, not yet
placed), "falling" (destroyed, waiting for its Realm roll) or "realm".
"""
from __future__ import annotations

from domain.kernel import RuleViolation

from .geometry import WORLD_IDS, WORLDS, neighbours

REALM_LIMITS = {2: 16, 3: 20, 4: 24}   # "Game End": combined Realm value per player count
ARMY_DICE = 6                          # "Setup": a pool of six dice per player
MAX_STRENGTH = 6                       # "Strengthen": never above six


def initial_state(setup: dict) -> dict:
    """Six dice in each player's supply, seated clockwise in the order given."""
    players = [{"name": name, "armies": [{"army": n, "at": "supply", "value": None}
                                         for n in range(1, ARMY_DICE + 1)]}
               for name in setup.get("players", [])]
    options = {"difference": setup.get("difference", "totals"),
               "elimination": setup.get("elimination", "board")}
    state = {"options": options, "players": players, "phase": "rolling",
             "opening": {"rolled": {}, "tied": [], "order": [], "placed": []},
             "turn": None, "bridges": [], "battle": None, "pending": None, "result": None}
    if own_positions(setup):   # only then: a game on the printed layout replays as it was recorded
        state["sheet"] = own_positions(setup)
    return state


def own_positions(setup: dict) -> list[list[int]] | None:
    """The group's world positions from the setup's world_N_x / world_N_y, or None for the
    built-in layout."""
    if setup.get("layout", "printed") != "own":
        return None
    return [[setup[f"world_{world}_x"], setup[f"world_{world}_y"]] for world in WORLD_IDS]


def sheet(state: dict) -> dict[int, tuple[int, int]]:
    """World number -> (x, y) on this game's sheet."""
    own = state.get("sheet")
    if not own:
        return WORLDS
    return {world: (x, y) for world, (x, y) in zip(WORLD_IDS, own)}


def names(state: dict) -> list[str]:
    return [p["name"] for p in state["players"]]


def player(state: dict, name: str) -> dict:
    """The player called `name`, or a RuleViolation listing who plays."""
    for entry in state["players"]:
        if entry["name"] == name:
            return entry
    raise RuleViolation("d6d.player.unknown", f"{name!r} does not play; the players are {', '.join(names(state))}")


def army(state: dict, name: str, number: int) -> dict:
    """One of a player's six army dice by its number."""
    for die in player(state, name)["armies"]:
        if die["army"] == number:
            return die
    raise RuleViolation("d6d.army.unknown", f"{name}'s army dice are numbered 1 to {ARMY_DICE}, not {number}")


def armies_on(state: dict, world: int) -> list[tuple[str, dict]]:
    """(player, army die) for every army on a world."""
    return [(p["name"], die) for p in state["players"] for die in p["armies"] if die["at"] == world]


def occupants(state: dict, world: int) -> list[str]:
    """Players with at least one army on a world, in seating order."""
    found = [name for name, _ in armies_on(state, world)]
    return [name for name in names(state) if name in found]


def controller(state: dict, world: int) -> str | None:
    """Who controls a world: the one player with armies there ("Setup").

    While a battle is fought on a world its defender still holds it.
    """
    battle = state["battle"]
    if battle and battle["world"] == world:
        return battle["defender"]
    present = occupants(state, world)
    return present[0] if len(present) == 1 else None


def controlled(state: dict, name: str) -> list[int]:
    return [world for world in WORLD_IDS if controller(state, world) == name]


def friendly_neighbours(state: dict, name: str, world: int) -> list[int]:
    """Worlds `name` controls that are connected to `world` by a bridge."""
    return [w for w in neighbours(state["bridges"], world) if controller(state, w) == name]


def realm_dice(state: dict, name: str) -> list[int]:
    return [die["value"] for die in player(state, name)["armies"] if die["at"] == "realm"]


def realm_total(state: dict) -> int:
    return sum(sum(realm_dice(state, name)) for name in names(state))


def realm_limit(state: dict) -> int:
    return REALM_LIMITS.get(len(state["players"]), REALM_LIMITS[4])


def on_board(state: dict, name: str) -> list[dict]:
    """A player's armies standing on worlds."""
    return [die for die in player(state, name)["armies"] if isinstance(die["at"], int)]


def supply(state: dict, name: str) -> list[dict]:
    return [die for die in player(state, name)["armies"] if die["at"] == "supply"]
