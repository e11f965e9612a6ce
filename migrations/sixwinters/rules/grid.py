"""The map grid: orthogonal adjacency and distances (Move; Activate Obstacles, "Move obstacle")."""
from __future__ import annotations


def adjacent(table: dict, name: str) -> list[str]:
    """Locations sharing an edge with `name` on the 4x7 grid, lowest index first."""
    locs = table["locations"]
    row, col = locs[name]["row"], locs[name]["col"]
    near = [other for other, loc in locs.items()
            if abs(loc["row"] - row) + abs(loc["col"] - col) == 1]
    return sorted(near, key=lambda other: (locs[other]["index"], other))


def distances(table: dict, start: str) -> dict:
    """Steps from `start` to every reachable location (breadth first)."""
    seen, frontier = {start: 0}, [start]
    while frontier:
        nxt = []
        for name in frontier:
            for other in adjacent(table, name):
                if other not in seen:
                    seen[other] = seen[name] + 1
                    nxt.append(other)
        frontier = nxt
    return seen


def step_toward(table: dict, start: str, targets: set) -> str | None:
    """The adjacent location one step closer to the nearest target (None when there already or none)."""
    if start in targets or not targets:
        return None
    dist_from = {target: distances(table, target) for target in targets}
    best = None
    for other in adjacent(table, start):
        reach = min((d.get(other, 999) for d in dist_from.values()), default=999)
        key = (reach, table["locations"][other]["index"], other)
        if reach < 999 and (best is None or key < best[0]):
            best = (key, other)
    return best[1] if best else None
