"""The "table" picture: the live game as SVG — the map grid with each location's resource
dice, obstacles (progress/hindrance), threats and characters, under a line with season,
turn, step, threat pool and scene. Text is XML-escaped (the pictures hook, docs/dev/ruleset.md).
Locations, obstacles and characters carry `data-choice` with their name: the table page lets
players tap them to pick them in a move."""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

CELL_W, CELL_H, TOP, PAD = 170, 130, 40, 10
DIE = 16


def _text(x, y, text, size=11, weight="normal", fill="#222", anchor="start") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" fill="{fill}" text-anchor="{anchor}" '
            f'font-family="DejaVu Sans, sans-serif">{escape(str(text))}</text>')


def _die(x: int, y: int, die: dict) -> str:
    label = f"{die['type']} {die['value']}"
    return (f'<g><title>{escape(label)}</title><rect x="{x}" y="{y}" width="{DIE}" height="{DIE}" rx="3" '
            f'fill="#fff" stroke="#333"/>' + _text(x + DIE // 2, y + 12, die["value"], 10, "bold", anchor="middle")
            + _text(x + DIE // 2, y + DIE + 9, die["type"][:3], 7, fill="#555", anchor="middle") + "</g>")


def _tappable(name: str, x: int, y: int, width: int, body: str) -> str:
    """A line the table page lets players tap to pick `name` (a transparent strip under it)."""
    return (f'<g class="pick" data-choice={quoteattr(name)}><rect x="{x - 2}" y="{y - 10}" width="{width}" height="13" '
            f'fill="#fff" fill-opacity="0"/>{body}</g>')


def _obstacle(x: int, y: int, obs: dict) -> str:
    tokens = f"  \u25a0{obs['progress']} \u25b2{obs['hindrance']}"
    return _tappable(obs["name"], x, y, CELL_W - 16, _text(x, y, f"\u2620 {obs['name']}{tokens}", 9, fill="#7a1f12"))


def _cell(name: str, loc: dict, people: list) -> str:
    x, y = PAD + loc["col"] * CELL_W, TOP + loc["row"] * CELL_H
    parts = [f'<g class="location" data-name={quoteattr(name)} data-choice={quoteattr(name)}>',
             f'<rect x="{x + 2}" y="{y + 2}" width="{CELL_W - 4}" height="{CELL_H - 4}" rx="6" fill="#f6f3ea" stroke="#555"/>',
             _text(x + 8, y + 17, name, 11, "bold")]
    if loc["threats"]:
        parts.append(_text(x + CELL_W - 10, y + 17, "\u25a0" * min(loc["threats"], 6), 11, fill="#c0392b", anchor="end"))
    for index, die in enumerate(loc["resources"][:8]):
        parts.append(_die(x + 8 + index * (DIE + 3), y + 25, die))
    for index, obs in enumerate(loc["obstacles"][:3]):
        parts.append(_obstacle(x + 8, y + 66 + index * 12, obs))
    for index, (who, shown) in enumerate(people[:2]):
        parts.append(_tappable(who, x + 8, y + 106 + index * 12, CELL_W - 16,
                               _text(x + 8, y + 106 + index * 12, f"\u25cf {shown}", 10, "bold", "#1a4f8b")))
    return "".join(parts) + "</g>"


def _header(table: dict) -> str:
    season = table["seasons"][table["season"]]["name"]
    scene = table["scene"]["name"] + f" at {table['scene']['location']} ({table['scene']['needed']} points)" if table["scene"] else "no scene"
    line = f"{season.title()}, turn {table['turn']} \u2014 {table['step']} \u2014 threat pool {table['threat_pool']} \u2014 {scene}"
    if table.get("result"):
        line += f" \u2014 {table['result'].upper()}"
    return _text(PAD, 24, line, 13, "bold")


def table_picture(state: dict) -> str:
    """SVG of the live game; a short note marked `data-empty` (pages leave it out) when no game
    is under way."""
    table = (state or {}).get("table")
    if not table or "locations" not in table:
        return ('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="40" data-empty="true">'
                + _text(10, 24, "No game is under way.", 13) + "</svg>")
    rows = 1 + max(loc["row"] for loc in table["locations"].values())
    cols = 1 + max(loc["col"] for loc in table["locations"].values())
    width, height = 2 * PAD + cols * CELL_W, TOP + rows * CELL_H + PAD
    people = {}
    for name, char in table["characters"].items():
        people.setdefault(char["location"], []).append((name, f"{name} ({char['psyche']}/{char['body']})"))
    cells = "".join(_cell(name, loc, people.get(name, [])) for name, loc in sorted(table["locations"].items()))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">'
            f'<title>{escape(table["scenario"])}</title>' + _header(table) + cells + "</svg>")


PICTURES = {"table": table_picture}
