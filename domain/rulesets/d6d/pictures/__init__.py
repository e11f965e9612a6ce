"""The `map` picture: the sheet as SVG - six worlds, the bridges drawn, army dice by colour.
Each world carries `data-choice` with its number: the table page lets players tap it to pick it."""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from domain.kernel.legends import LegendStyle, legend, swatch

from ..geometry import WORLD_IDS
from ..state import armies_on, controller, names, realm_dice, realm_limit, realm_total, sheet

SCALE, MARGIN, LEGEND = 5, 40, 150
COLOURS = ("#c0392b", "#2471a3", "#1e8449", "#b9770e")   # seat 1..4
WORLD_RADIUS, DIE = 32, 18


def _at(state: dict, world: int) -> tuple[int, int]:
    x, y = sheet(state)[world]
    return MARGIN + x * SCALE, MARGIN + y * SCALE


def _colour(state: dict, name: str | None) -> str:
    return COLOURS[names(state).index(name)] if name in names(state) else "#777777"


def _bridges(state: dict) -> list[str]:
    lines = []
    for a, b in state["bridges"]:
        (x1, y1), (x2, y2) = _at(state, a), _at(state, b)
        lines.append(f'<line class="bridge" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="#555" stroke-width="3"/>')
    return lines


def _world(state: dict, world: int) -> list[str]:
    x, y = _at(state, world)
    fought = state["battle"] and state["battle"]["world"] == world
    ring = ' stroke-dasharray="6 4"' if fought else ""
    owner = controller(state, world)
    parts = [f'<g class="world" data-world="{world}" data-choice="{world}">',
             f'<circle cx="{x}" cy="{y}" r="{WORLD_RADIUS}" fill="#f4f1e8" stroke="{_colour(state, owner)}" '
             f'stroke-width="4"{ring}/>',
             f'<text x="{x}" y="{y - WORLD_RADIUS - 6}" text-anchor="middle" font-size="14">World {world}</text>']
    dice = armies_on(state, world)
    start = x - (len(dice) * (DIE + 3)) // 2
    for n, (name, die) in enumerate(dice):
        left = start + n * (DIE + 3)
        title = escape(f"{name}: army {die['army']}")
        parts.append(f'<g class="army"><title>{title}</title><rect x="{left}" y="{y - DIE // 2}" width="{DIE}" '
                     f'height="{DIE}" rx="3" fill="{_colour(state, name)}"/><text x="{left + DIE // 2}" '
                     f'y="{y + 5}" text-anchor="middle" font-size="13" fill="#fff">{die["value"]}</text></g>')
    parts.append("</g>")
    return parts


def _legend(state: dict, top: int) -> list[str]:
    turn = state["turn"]
    parts = [f'<text x="{MARGIN}" y="{top}" font-size="14">Realm of Lost Souls: {realm_total(state)} of '
             f'{realm_limit(state)}</text>']
    for seat, name in enumerate(names(state)):
        marker = " (to play)" if turn and turn["player"] == name and state["phase"] == "playing" else ""
        lost = realm_dice(state, name)
        lost_text = f" - Realm: {', '.join(map(str, lost))}" if lost else ""
        y = top + 22 * (seat + 1)
        parts.append(f'<rect x="{MARGIN}" y="{y - 12}" width="14" height="14" fill="{COLOURS[seat]}"/>'
                     f'<text x="{MARGIN + 20}" y="{y}" font-size="14">{escape(name + marker + lost_text)}</text>')
    if state["result"]:
        won = " and ".join(state["result"]["winners"])
        parts.append(f'<text x="{MARGIN + 280}" y="{top}" font-size="14" font-weight="bold">'
                     f'{escape("Game over: " + won + " wins")}</text>')
    return parts


MARKS = [("a world's ring: its controller's colour", swatch("#f4f1e8", 16, COLOURS[0], round_=True)),
         ("a dashed ring: the battle's world", swatch("#f4f1e8", 16, "#777777", round_=True, dash="4 3")),
         ("an army die, its value on it", swatch(COLOURS[1], 14)),
         ("a bridge", '<line x1="-10" y1="0" x2="10" y2="0" stroke="#555" stroke-width="3"/>')]


def map_picture(state: dict) -> str:
    """SVG of the sheet; player names are XML-escaped. Under it, the players' colours and what
    the marks stand for."""
    width = 2 * MARGIN + 100 * SCALE
    key, tall = legend([MARKS], width, width + LEGEND - MARGIN, LegendStyle(14, MARGIN, 22))
    height = width + LEGEND - MARGIN + tall
    body = _bridges(state)
    for world in WORLD_IDS:
        body += _world(state, world)
    body += ['<g class="legend">', *_legend(state, width - MARGIN // 2), "</g>", *key]
    label = quoteattr("d6D map")
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" role="img" aria-label={label} font-family="DejaVu Sans, sans-serif">'
            + "".join(body) + "</svg>")


PICTURES = {"map": map_picture}
