"""What the colours and marks of the v19.3 pictures stand for, in the rulebook's words: each
picture draws its keys as a legend under itself (domain/kernel/legends.py), so a player new to
the board can read a die's colour, a cube or a dotted box without the rulebook at hand."""
from __future__ import annotations

from domain.kernel.legends import LegendStyle, legend, swatch

from ..words import DICE_COLOURS, RESOURCES, SEASONS, resource, season
from .svg import FILL, PAD, SEASON_FILL, TEXT

STYLE = LegendStyle(TEXT, PAD, 18, "#444")

DICE = [(f"{resource(name)} die ({DICE_COLOURS[name]})", swatch(FILL[name], 12, "#333")) for name in RESOURCES]
ACTION = ("action die (red)", swatch(FILL["action"], 12, "#333"))
SEASON_SYMBOLS = [(f"{season(name)} symbol", swatch(SEASON_FILL[name], 12, "#333")) for name in SEASONS]

OBSTACLE = swatch("#f7e9e9", 12, "#8b3a3a")
EMPTY = ("empty location", swatch("#f4f4f4", 12, "#777", dash="3 2"))

BOARD = [DICE + [ACTION],
         [("obstacle: its defense pattern in white dice", OBSTACLE), EMPTY],
         [(f"deck's top card: {words}", mark) for words, mark in SEASON_SYMBOLS]]

SEASONS_MARK = "".join(f'<rect x="{-8 + 4 * i}" y="-6" width="4" height="12" fill="{SEASON_FILL[name]}" stroke="#333" '
                       f'stroke-width="0.5"/>' for i, name in enumerate(SEASONS))
# One row, for the wide board beside the moves, where height is short: the board's own marks
# (the dice's resource colours are in their tooltips and name the trade board's pools).
BOARD_SHORT = [[("action die", ACTION[1]), ("obstacle", OBSTACLE), ("defense pattern", swatch("#fff", 12, "#333")),
                EMPTY, ("season symbol", SEASONS_MARK)]]
# The trade board names each pool on a band of its dice's colour and each season under its
# boxes: its legend says what its other marks stand for.
TRADE = [[("taken Create Asset slot", swatch(FILL["action"], 12, "#777")),
          ("the time marker", swatch(FILL["action"], 10, round_=True)),
          ("dotted box: the season's second turn", swatch("#eeeeee", 12, "#888", dash="3 2")),
          ("open staging spot", swatch("#f2f2f2", 12, "#777", dash="3 2"))]]
TRACKS = [[("red cube: Red Bank's progress", swatch("#c0392b", 10, "#222")),
           ("gray cube: the threat level", swatch("#6b6b6b", 10, "#222")),
           ("the track's last space", swatch("#f0e6c8", 12, "#888"))]]
PROGRESS = [[("start square", swatch("#fff", 12, "#1e7d32")), ("end square", swatch("#fff", 12, "#8b1a1a")),
             ("white: any die", swatch("#fff", 12, "#777"))],
            DICE]


def keyed(body: list[str], width: float, height: float, groups: list) -> tuple[list[str], float]:
    """The picture's body with its legend under it, and the new height."""
    parts, tall = legend(groups, width, height, STYLE)
    return body + parts, height + tall
