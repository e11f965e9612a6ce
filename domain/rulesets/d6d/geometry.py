"""Where the six worlds sit on the sheet, and which drawn lines cross ("Bridge the Worlds").

The rules price a new bridge by the lines it crosses, so the journal must know
the sheet: the worlds have coordinates (the built-in layout below, or the group's
own from the setup; docs/d6d.md shows them) and a crossing is a proper
intersection of two segments, computed here, never typed in. On the built-in
layout no three worlds lie on one straight line, so two bridges either cross at
one point, meet at a shared world, or do not touch. A group's own sheet may put
three worlds in a row: a line that only touches another (running through a world
where the other ends, or along it) does not cross it (docs/d6d.md, Readings).
"""
from __future__ import annotations

# World number -> (x, y) on a 100 x 100 sheet, y growing downwards (as in SVG).
WORLDS = {1: (50, 8), 2: (88, 32), 3: (80, 80), 4: (22, 86), 5: (10, 38), 6: (50, 48)}
WORLD_IDS = tuple(sorted(WORLDS))
SHEET_SIZE = 100   # a group's own positions lie on the same sheet: 0 to 100 each way


def line(a: int, b: int) -> list[int]:
    """A bridge as stored: its two worlds, smaller first (a line has no direction)."""
    return [min(a, b), max(a, b)]


def _orientation(p, q, r) -> int:
    """+1, -1 or 0 as r lies left of, right of or on the line p->q."""
    cross = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return (cross > 0) - (cross < 0)


def crosses(first: list[int], second: list[int], sheet: dict = WORLDS) -> bool:
    """Do two bridges cross on the sheet? Bridges that share a world only meet there."""
    if set(first) & set(second):
        return False
    p, q = sheet[first[0]], sheet[first[1]]
    r, s = sheet[second[0]], sheet[second[1]]
    sides = (_orientation(p, q, r), _orientation(p, q, s), _orientation(r, s, p), _orientation(r, s, q))
    return 0 not in sides and sides[0] != sides[1] and sides[2] != sides[3]


def crossed_by(bridges: list[list[int]], a: int, b: int, sheet: dict = WORLDS) -> list[list[int]]:
    """The drawn bridges a new line from a to b would cross, in drawing order."""
    new = line(a, b)
    return [bridge for bridge in bridges if crosses(new, bridge, sheet)]


def neighbours(bridges: list[list[int]], world: int) -> list[int]:
    """The worlds a world is connected to: one bridge away."""
    return sorted({b if a == world else a for a, b in bridges if world in (a, b)})


def bridged(bridges: list[list[int]], a: int, b: int) -> bool:
    """Is there a line between a and b?"""
    return line(a, b) in bridges
