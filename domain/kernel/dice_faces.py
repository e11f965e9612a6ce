"""Dice drawn as dice: the SVG face of a rolled die, for any game.

A six-sided die shows its pips; any other die is drawn as the outline its shape casts (a
triangle for a d4, a diamond for a d8, a kite for a d10, a pentagon for a d12, a hexagon for
a d20, a circle for the rest) with its number inside, as a player reads it off the table.
A roll is drawn as its dice side by side, so a dice page and a dice moment show what landed.

Pure and game-agnostic: it draws (sides, value) pairs, it never rolls.
"""
from __future__ import annotations

from math import cos, pi, sin
from typing import Iterable
from xml.sax.saxutils import escape, quoteattr

SIZE = 40          # one die's square, in SVG units
GAP = 8            # between two dice of a roll
INK, PAPER = "#222", "#fffdf6"

# where the pips of each face of a d6 sit, on a 3-by-3 grid of the face (0, 1, 2)
PIPS = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}

# the outline of other dice: corners of a regular polygon, and where the first one points
CORNERS = {4: (3, -pi / 2), 8: (4, -pi / 2), 12: (5, -pi / 2), 20: (6, -pi / 2)}


def _pips(x: float, value: int) -> list[str]:
    """The square face of a d6 with `value` pips, its left edge at `x`."""
    step = SIZE / 4
    parts = [f'<rect x="{x + 2}" y="2" width="{SIZE - 4}" height="{SIZE - 4}" rx="6" fill="{PAPER}" '
             f'stroke="{INK}" stroke-width="2"/>']
    parts += [f'<circle cx="{x + step * (col + 1)}" cy="{step * (row + 1)}" r="3.6" fill="{INK}"/>'
              for col, row in PIPS[value]]
    return parts


def _outline(x: float, sides: int) -> str:
    """The outline of a die that is not a d6: its polygon, a d10's kite, else a circle."""
    half = SIZE / 2
    cx, cy, r = x + half, half, half - 2
    if sides == 10:
        points = ((cx, 2), (cx + r, cy - 2), (cx, SIZE - 2), (cx - r, cy - 2))
    elif sides in CORNERS:
        n, start = CORNERS[sides]
        points = tuple((cx + r * cos(start + 2 * pi * i / n), cy + r * sin(start + 2 * pi * i / n)) for i in range(n))
    else:
        return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{PAPER}" stroke="{INK}" stroke-width="2"/>'
    corners = " ".join(f"{px:.1f},{py:.1f}" for px, py in points)
    return f'<polygon points="{corners}" fill="{PAPER}" stroke="{INK}" stroke-width="2" stroke-linejoin="round"/>'


def _numbered(x: float, sides: int, value: int) -> list[str]:
    """A die that is not a d6: its outline with the number rolled inside, sized to fit."""
    size = 15 if value < 10 else 12 if value < 100 else 9
    low = sides == 4      # a triangle's middle sits lower than its box's
    y = SIZE / 2 + size / 3 + (4 if low else 0)
    return [_outline(x, sides), f'<text x="{x + SIZE / 2}" y="{y:.1f}" font-size="{size}" text-anchor="middle" '
            f'font-weight="bold" fill="{INK}">{value}</text>']


def die_face(sides: int, value: int, x: float = 0) -> list[str]:
    """The SVG parts of one die showing `value`, its left edge at `x`: pips on a d6 (a value
    it cannot show is drawn as a number, never as a wrong face), a numbered outline otherwise."""
    if sides == 6 and value in PIPS:
        return _pips(x, value)
    return _numbered(x, sides, value)


def dice_svg(dice: Iterable[tuple[int, int]], label: str = "") -> str:
    """A whole SVG of (sides, value) dice side by side, labelled for screen readers with
    `label` (else the faces' numbers), so a roll reads as the dice that landed."""
    dice = list(dice)
    parts = [part for index, (sides, value) in enumerate(dice) for part in die_face(sides, value, index * (SIZE + GAP))]
    width = max(len(dice) * (SIZE + GAP) - GAP, 1)
    label = label or ", ".join(f"d{sides}: {value}" for sides, value in dice)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {SIZE}" width="{width}" height="{SIZE}" '
            f'role="img" aria-label={quoteattr(label)} font-family="DejaVu Sans, sans-serif">'
            f'<title>{escape(label)}</title>' + "".join(parts) + "</svg>")
