"""Questions about the board (catalog["board"]): zone types, adjacency, the way to the Castle,
the instrument of a zone. The board is data (the built-in one, or a group's file)."""
from __future__ import annotations

from collections import deque

from domain.kernel.catalogs import catalog_of

CASTLE_TYPE = "Castle"


def board(state: dict) -> dict:
    return catalog_of(state)["board"]


def zones(state: dict) -> dict:
    return board(state)["zones"]


def zone_names(state: dict) -> list[str]:
    return list(zones(state))


def castle(state: dict) -> str:
    return next(name for name, zone in zones(state).items() if zone["type"] == CASTLE_TYPE)


def zone_type(state: dict, zone: str) -> str:
    return zones(state)[zone]["type"]


def adjacent(state: dict, zone: str) -> list[str]:
    return list(zones(state)[zone]["adjacent"])


def near(state: dict, zone: str) -> set[str]:
    """A zone and the zones adjacent to it (a monster's area of effect)."""
    return {zone, *adjacent(state, zone)}


def distances(state: dict) -> dict[str, int]:
    """Steps from every zone to the Castle."""
    start = castle(state)
    found, queue = {start: 0}, deque([start])
    while queue:
        here = queue.popleft()
        for other in adjacent(state, here):
            if other not in found:
                found[other] = found[here] + 1
                queue.append(other)
    return found


def toward(state: dict, zone: str) -> list[str]:
    """The zones a monster may step into to come 1 zone closer to the Castle ("Monsters
    Attack"): the printed path when the board gives one, else every adjacent zone one step
    nearer. Empty in the Castle."""
    if zone == castle(state):
        return []
    printed = zones(state)[zone].get("toward")
    if printed:
        return list(printed)
    steps = distances(state)
    return [other for other in adjacent(state, zone) if steps[other] == steps[zone] - 1]


def instruments(state: dict) -> list[str]:
    return [entry["name"] for entry in board(state)["instruments"]]


def instrument_type(state: dict, instrument: str) -> str:
    return next(entry["zone_type"] for entry in board(state)["instruments"] if entry["name"] == instrument)


def pool_costs(state: dict) -> list[int]:
    return list(board(state)["pool_costs"])
