"""The "map" picture: the 4x7 world map as SVG (rulebook "Create and Record Starting Map").

Each cell shows the location's name, region (fill colour), tags, production tokens (a ring
for base, a double ring for improved), threat tokens (red squares) and the characters
standing there; during Session Start, what the set-up has put there so far (the scene, the
obstacles, the starting resource dice). All text is XML-escaped. Locations and characters carry `data-choice` with
their name: the table page lets players tap them to pick them in a move. Each location's threat
tokens carry `data-view` and `data-pointer`: the value they show in the map view.
"""

from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from domain.kernel.catalogs import catalog_of
from domain.kernel.changes import join_pointer
from domain.kernel.legends import LegendStyle, legend, swatch

from .views import map_view

CELL_W, CELL_H, PAD = 150, 118, 10
MIN_TEXT = 13   # at most 1070 units shown about 960 px wide on a 1024 px screen: 13 units stay above 11 px
LEGEND_W = 820   # the legend's rows (the regions, then what the marks in a cell mean) take this width at least
REGION_FILLS = ("#e8d5d0", "#f3ecc8", "#d4e4d0", "#d6dcea", "#eadcf0")  # by the catalog's region order


def _text(x: int, y: int, text: str, size: int = 11, weight: str = "normal", fill: str = "#222") -> str:
    size = max(size, MIN_TEXT)
    return (
        f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" fill="{fill}" '
        f'font-family="DejaVu Sans, sans-serif">{escape(str(text))}</text>'
    )


def _production(x: int, y: int, token: dict, names: dict) -> str:
    level = "improved" if token["improved"] else "base"
    resource = names.get(token["type"], token["type"])
    ring = f"<title>{escape(f'{resource} production ({level})')}</title>"
    ring += f'<circle cx="{x}" cy="{y}" r="12" fill="#fff" stroke="#333" stroke-width="1.5"/>'
    if token["improved"]:
        ring += f'<circle cx="{x}" cy="{y}" r="15" fill="none" stroke="#333" stroke-width="1.5"/>'
    label = escape(str(token["type"])[:2].upper())
    return (
        "<g>"
        + ring
        + (
            f'<text x="{x}" y="{y + 4}" font-size="{MIN_TEXT}" text-anchor="middle" '
            f'font-family="DejaVu Sans, sans-serif">{label}</text></g>'
        )
    )


def _threats(x: int, y: int, location: dict, index: int) -> str:
    """The threat tokens, as the value at /locations/<index>/threats of the map view (a page asks
    why it is so); an empty row still answers "why no threat here"."""
    count = location["threats"]
    squares = "".join(
        f'<rect x="{x + i * 11}" y="{y}" width="9" height="9" fill="#c0392b"/>' for i in range(min(count, 6))
    )
    title = escape(f"{location['name']}: {count} threat token{'' if count == 1 else 's'}")
    return (f'<g class="explained" data-view="map" data-pointer="{join_pointer(["locations", index, "threats"])}">'
            f'<title>{title}</title><rect x="{x - 2}" y="{y - 2}" width="70" height="13" fill="#fff" fill-opacity="0"/>'
            + squares + (_text(x + 70, y + 9, f"+{count - 6}", 9) if count > 6 else "") + "</g>")


def _set_up(x: int, y: int, placed: dict | None, names: dict) -> str:
    """During Session Start, what the set-up has put in a cell so far: the scene, obstacles
    with their hindrance, the starting resource dice (one line each, under the marks)."""
    if not placed:
        return ""
    lines = ([(f"\u2605 scene: {placed['scene']}", f"The scene {placed['scene']} is here")] if placed["scene"] else [])
    lines += [(f"\u25b2 {o['name']} ({o['hindrance']})", f"Obstacle {o['name']}, hindrance {o['hindrance']}")
              for o in placed["obstacles"]]
    if placed["dice"]:
        dice = ", ".join(f"{d['value']} {names.get(d['type'], d['type'])}" for d in placed["dice"])
        lines.append((f"dice: {dice}", f"Starting resource dice: {dice}"))
    return '<g class="set-up">' + "".join(
        f"<g><title>{escape(said)}</title>" + _text(x + 8, y + 74 + i * 14, _fit(line), 10, fill="#6b3d00") + "</g>"
        for i, (line, said) in enumerate(lines[:3])) + "</g>"


def _fit(line: str, most: int = 17) -> str:
    """A line short enough for a cell at the map's smallest text (the view holds it whole)."""
    return line if len(line) <= most else line[:most - 1] + "\u2026"


def _cell(location: dict, fills: dict, names: dict, index: int, placed: dict | None = None) -> str:
    x, y = PAD + location["col"] * CELL_W, PAD + location["row"] * CELL_H
    parts = [
        f'<g class="location" data-name={quoteattr(location["name"])} data-choice={quoteattr(location["name"])}>',
        f'<rect x="{x + 2}" y="{y + 2}" width="{CELL_W - 4}" height="{CELL_H - 4}" rx="6" '
        f'fill="{fills.get(location["region"], "#eee")}" stroke="#555"/>',
        _text(x + 8, y + 18, location["name"], 12, "bold"),
        _text(x + 8, y + 33, ", ".join(names.get(tag, tag) for tag in location["tags"]), 10, fill="#444"),
    ]
    for index, token in enumerate(location["production"]):
        parts.append(_production(x + CELL_W - 20 - index * 28, y + 50, token, names))
    parts.append(_threats(x + 8, y + 44, location, index))
    for index, name in enumerate(location["characters"]):
        parts.append(f'<g class="pick" data-choice={quoteattr(name)}><rect x="{x + 6}" y="{y + 61 + index * 13}" '
                     f'width="{CELL_W - 16}" height="13" fill="#fff" fill-opacity="0"/>'
                     + _text(x + 8, y + 72 + index * 13, f"\u25cf {name}", 10, fill="#1a4f8b") + "</g>")
    parts.append(_set_up(x, y, placed, names))
    parts.append("</g>")
    return "".join(parts)


def _columns_used(view: dict) -> tuple[int, int]:
    """(left, width) of the columns that hold locations, the legend's width at least: the grid's
    empty columns would only make every name smaller on a tablet."""
    cols = [location["col"] for location in view["locations"]] or [0, view["cols"] - 1]
    left = min(cols) * CELL_W
    width = max((max(cols) - min(cols) + 1) * CELL_W + 2 * PAD, 170 * len(view["regions"]) + PAD, LEGEND_W)
    return left, min(width, 2 * PAD + view["cols"] * CELL_W - left)


def _legend(regions: list, fills: dict, top: int, box: tuple[int, int]) -> tuple[str, int]:
    """The map's legend under the grid, as wide as the columns shown (`box`: their left edge and
    width): the regions' fills, then what the marks in a cell stand for; (it, its height)."""
    left, width = box
    groups = [[(region["name"], swatch(fills[region["id"]], 14, "#555")) for region in regions], MARKS]
    parts, tall = legend(groups, width, top, LegendStyle(MIN_TEXT, PAD, 26, "#222"))
    return (f'<g transform="translate({left} 0)" font-family="DejaVu Sans, sans-serif">' + "".join(parts) + "</g>",
            tall)


def _sign(symbol: str, fill: str) -> str:
    """A mark of the map's own: one of the symbols its cells write, in their colour."""
    return (f'<text y="5" font-size="{MIN_TEXT}" text-anchor="middle" fill="{fill}" '
            f'font-family="DejaVu Sans, sans-serif">{symbol}</text>')


# What the marks in a cell stand for, in the rulebook's words (production tokens: "the other side,
# which has a circle around the resource, indicates an improved resource production").
MARKS = [("resource production", '<circle r="9" fill="#fff" stroke="#333" stroke-width="1.5"/>'),
         ("improved resource production", '<circle r="8" fill="#fff" stroke="#333" stroke-width="1.5"/>'
                                          '<circle r="11" fill="none" stroke="#333" stroke-width="1.5"/>'),
         ("threat token", '<rect x="-5" y="-5" width="11" height="11" fill="#c0392b"/>'),
         ("character standing here", _sign("\u25cf", "#1a4f8b")),
         ("where the scene is set up", _sign("\u2605", "#6b3d00")),
         ("obstacle (hindrance)", _sign("\u25b2", "#6b3d00"))]


def map_picture(game: dict) -> str:
    """SVG of the campaign map (a pure function of the state)."""
    view = map_view(game)
    fills = {region["id"]: REGION_FILLS[i % len(REGION_FILLS)] for i, region in enumerate(view["regions"])}
    left, shown = _columns_used(view)
    key, tall = _legend(view["regions"], fills, 2 * PAD + view["rows"] * CELL_H, (left, shown))
    height = 2 * PAD + view["rows"] * CELL_H + tall
    grid = "".join(
        f'<rect x="{PAD + c * CELL_W}" y="{PAD + r * CELL_H}" width="{CELL_W}" height="{CELL_H}" '
        f'fill="none" stroke="#ddd" stroke-dasharray="4 3"/>'
        for r in range(view["rows"])
        for c in range(view["cols"])
    )
    catalog = catalog_of(game)
    names = {item["id"]: item["name"] for key in ("location_tags", "resources") for item in catalog.get(key, [])}
    placed = view.get("setup") or {}
    cells = "".join(_cell(location, fills, names, index, placed.get(location["name"]))
                    for index, location in enumerate(view["locations"]))
    title = escape(f"World map, year {view['year']}")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{left} 0 {shown} {height}" width="{shown}" height="{height}" '
        f'role="img" aria-label="{title}"><title>{title}</title>{grid}{cells}'
        f"{key}</svg>"
    )


PICTURES = {"map": map_picture}
