"""Checks of a board description: its zones, their adjacency and paths to the one Castle,
its instruments, hero pool costs and Manufacturer values.

Each check yields (path, message): the path names the entry (("zones", "Forest 1",
"adjacent")) so a file's problems can be traced to their line (locate.py).
"""
from __future__ import annotations

from collections import deque
from typing import Iterator

from ..components import RESOURCES

Problem = tuple[tuple, str]
CASTLE = "Castle"


def _int(value, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def check_board(board) -> Iterator[Problem]:
    if not isinstance(board, dict):
        yield ("board",), "the board must be a table with types, zones and instruments"
        return
    types = board.get("types")
    if not isinstance(types, list) or not types or not all(isinstance(t, str) and t for t in types) \
            or len(set(types)) != len(types):
        yield ("board", "types"), "types must list the zone types, each once (the Castle among them)"
        return
    if CASTLE not in types:
        yield ("board", "types"), f'types must include "{CASTLE}"'
    zones = board.get("zones")
    if not isinstance(zones, dict) or not zones:
        yield ("board", "zones"), "zones must be a table of zones keyed by their name"
        return
    problems = list(_zone_shapes(zones, types))
    yield from problems
    if problems:
        return
    yield from _castle(board, zones)
    yield from _every_type(zones, types)
    yield from _adjacency(zones)
    yield from _connected(board, zones)
    yield from _toward(board, zones)
    yield from _instruments(board.get("instruments"), types)
    yield from _costs(board)


def _zone_shapes(zones: dict, types: list) -> Iterator[Problem]:
    for name, zone in zones.items():
        path = ("zones", name)
        if not isinstance(zone, dict):
            yield path, f'zone "{name}" must be a table'
            continue
        kind = zone.get("type")
        if kind not in types:
            yield (*path, "type"), f'zone "{name}": type {kind!r} is not one of the types ({", ".join(types)})'
            continue
        if kind != CASTLE:
            number = zone.get("number")
            if not _int(number, 1, 99):
                yield (*path, "number"), f'zone "{name}": number must be a whole number from 1 to 99'
            elif name != f"{kind} {number}":
                yield path, f'zone "{name}": a zone is named by its type and number, "{kind} {number}"'
        at = zone.get("at")
        if not (isinstance(at, list) and len(at) == 2 and all(_int(v, 0, 100) for v in at)):
            yield (*path, "at"), f'zone "{name}": at must be [x, y], each 0 to 100 (its place in the picture)'
        adjacent = zone.get("adjacent")
        if not isinstance(adjacent, list) or not adjacent or not all(isinstance(a, str) for a in adjacent):
            yield (*path, "adjacent"), f'zone "{name}": adjacent must list the zones next to it'


def _castle(board: dict, zones: dict) -> Iterator[Problem]:
    castles = [name for name, zone in zones.items() if zone["type"] == CASTLE]
    if len(castles) != 1:
        yield ("zones",), f"the board must have exactly one Castle zone, not {len(castles)}"
    elif board.get("castle", castles[0]) != castles[0]:
        yield ("board", "castle"), f'castle names "{board.get("castle")}", but the Castle zone is "{castles[0]}"'


def _every_type(zones: dict, types: list) -> Iterator[Problem]:
    present = {zone["type"] for zone in zones.values()}
    for kind in types:
        if kind not in present:
            yield ("board", "types"), f'no zone of the type "{kind}": every zone type must be on the board'


def _adjacency(zones: dict) -> Iterator[Problem]:
    for name, zone in zones.items():
        for other in zone["adjacent"]:
            path = ("zones", name, "adjacent")
            if other == name:
                yield path, f'zone "{name}" cannot be adjacent to itself'
            elif other not in zones:
                yield path, f'zone "{name}": adjacent zone "{other}" is not on the board'
            elif name not in zones[other]["adjacent"]:
                yield path, f'zone "{name}" lists "{other}" as adjacent, but "{other}" does not list "{name}"'


def distances(zones: dict, castle: str) -> dict[str, int]:
    """Steps from each zone to the Castle, through adjacent zones (zones cut off are absent)."""
    found, queue = {castle: 0}, deque([castle])
    while queue:
        here = queue.popleft()
        for other in zones[here]["adjacent"]:
            if other in zones and other not in found:
                found[other] = found[here] + 1
                queue.append(other)
    return found


def _castle_name(zones: dict) -> str | None:
    return next((name for name, zone in zones.items() if zone["type"] == CASTLE), None)


def _connected(board: dict, zones: dict) -> Iterator[Problem]:
    castle = _castle_name(zones)
    if castle is None:
        return
    reached = distances(zones, castle)
    for name in zones:
        if name not in reached:
            yield ("zones", name), f'zone "{name}" has no path to the Castle: the board must be connected'


def _toward(board: dict, zones: dict) -> Iterator[Problem]:
    """Optional printed paths: `toward` lists the next zones on a monster's way to the Castle."""
    castle = _castle_name(zones)
    for name, zone in zones.items():
        toward = zone.get("toward")
        if toward is None:
            continue
        path = ("zones", name, "toward")
        if name == castle:
            yield path, "the Castle leads nowhere: leave its toward out"
        elif not isinstance(toward, list) or not toward or any(t not in zone["adjacent"] for t in toward):
            yield path, f'zone "{name}": toward must list zones adjacent to it'
    if castle is not None and not list(_stuck(zones, castle)):
        return
    for name in _stuck(zones, castle):
        yield ("zones", name, "toward"), f'zone "{name}": following toward never reaches the Castle'


def _stuck(zones: dict, castle: str | None) -> Iterator[str]:
    """Zones whose printed paths loop without reaching the Castle."""
    if castle is None:
        return
    connected = distances(zones, castle)
    reach = {castle} | {name for name, zone in zones.items() if zone.get("toward") is None and name in connected}
    changed = True
    while changed:
        changed = False
        for name, zone in zones.items():
            nexts = zone.get("toward")
            if name not in reach and isinstance(nexts, list) and any(n in reach for n in nexts):
                reach.add(name)
                changed = True
    for name, zone in zones.items():
        if isinstance(zone.get("toward"), list) and name not in reach:
            yield name


def _instruments(instruments, types: list) -> Iterator[Problem]:
    if not isinstance(instruments, list) or not instruments:
        yield ("board", "instruments"), "instruments must list the Music Hall's instruments"
        return
    names = []
    for index, entry in enumerate(instruments):
        path = ("instruments", index)
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str) or not entry.get("name"):
            yield path, f"instrument {index + 1}: give its name"
            continue
        names.append(entry["name"])
        if entry.get("zone_type") not in [t for t in types if t != CASTLE]:
            yield (*path, "zone_type"), f'instrument "{entry["name"]}": zone_type must be a zone type other ' \
                                        f'than the Castle (the zones whose monsters can silence it)'
    if len(set(names)) != len(names):
        yield ("board", "instruments"), "two instruments share a name"


def _costs(board: dict) -> Iterator[Problem]:
    costs = board.get("pool_costs")
    if not isinstance(costs, list) or not 1 <= len(costs) <= 8 or not all(_int(c, 0, 7) for c in costs):
        yield ("board", "pool_costs"), "pool_costs must list the Gold cost of each Hero Pool spot, left to right"
    values = board.get("manufacturer")
    if not isinstance(values, dict) or set(values) != set(RESOURCES) or not all(_int(v, 0, 20) for v in values.values()):
        yield ("board", "manufacturer"), "manufacturer must give the VPs of each resource at 7: " + \
                                         ", ".join(RESOURCES)
