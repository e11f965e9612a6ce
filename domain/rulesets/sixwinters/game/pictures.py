"""The "table" picture: the live game as SVG — the map grid with each location's resource
dice, threats, obstacles (progress/hindrance) and characters, under lines with season, turn,
step, threat pool and scene. Text is XML-escaped (the pictures hook, docs/dev/ruleset.md).
Locations, obstacles and characters carry `data-choice` with their name: the table page lets
players tap them to pick them in a move.

Drawn to be read beside the board: only the rows and columns that hold locations, each row as
tall as its fullest cell, and long names wrapped rather than shrunk. Four columns fill the
table page's board (about 580 px wide on a 1024 px tablet) with no text under 11 px.
"""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from domain.kernel import wrapping
from domain.kernel.legends import LegendStyle, legend

CELL_W, PAD, INSET = 150, 6, 6
TEXT, NAME = 12, 13            # font sizes: 612 units (four columns) drawn 580 px wide keep 11 px
LINE, NAME_LINE, TOKEN_ROW = 14, 16, 22
CHAR_W, BOLD_W = 0.58, 0.64    # a DejaVu Sans character's width, in ems, to wrap lines by
DIE_W, DIE_H, THREAT = 42, 18, 11
MIN_ROW = 64


def _text(x, y, text, size=TEXT, weight="normal", fill="#222", anchor="start") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" fill="{fill}" text-anchor="{anchor}" '
            f'font-family="DejaVu Sans, sans-serif">{escape(str(text))}</text>')


def _wrap(text: str, width: float, size: int = TEXT, bold: bool = False) -> list[str]:
    """`text` in lines that fit `width` units at `size`."""
    chars = max(4, int(width / (size * (BOLD_W if bold else CHAR_W))))
    return wrapping.wrap(text, chars, break_on_hyphens=False) or [""]


class _Cell:
    """One location drawn top to bottom: `y` is where the next line goes."""

    def __init__(self, x: int, y: int):
        self.x, self.y, self.parts = x + INSET, y + INSET, []
        self.width = CELL_W - 2 * INSET - 4

    def lines(self, lines: list[str], size=TEXT, weight="normal", fill="#222", step=LINE) -> tuple[int, int]:
        """Draw each line; (top, bottom) of what was drawn."""
        top = self.y
        for line in lines:
            self.y += step
            self.parts.append(_text(self.x, self.y - 3, line, size, weight, fill))
        return top, self.y

    def tokens(self, items: list[tuple[int, str]]) -> None:
        """Things of a given width drawn left to right (resource dice, threats), wrapping."""
        if not items:
            return
        left, self.y = 0, self.y + 3
        for width, drawn in items:
            if left and left + width > self.width:
                left, self.y = 0, self.y + TOKEN_ROW
            self.parts.append(f'<g transform="translate({self.x + left},{self.y})">{drawn}</g>')
            left += width + 4
        self.y += TOKEN_ROW


def _die(die: dict) -> tuple[int, str]:
    label = f"{die['type']} {die['value']}"
    return DIE_W, (f'<title>{escape(label)}</title>'
                   f'<rect width="{DIE_W}" height="{DIE_H}" rx="4" fill="#fff" stroke="#333"/>'
                   + _text(5, 13, die["value"], TEXT, "bold") + _text(DIE_W - 4, 13, die["type"][:3], TEXT, fill="#444",
                                                                    anchor="end"))


def _threats(count: int) -> tuple[int, str]:
    shown = min(count, 6)
    squares = "".join(f'<rect x="{i * (THREAT + 2)}" y="3" width="{THREAT}" height="{THREAT}" fill="#c0392b"/>'
                      for i in range(shown))
    more = _text(shown * (THREAT + 2) + 2, 13, f"+{count - 6}", TEXT, fill="#c0392b") if count > 6 else ""
    return shown * (THREAT + 2) + (24 if more else 0), f"<title>{count} threat</title>{squares}{more}"


def _tappable(cell: _Cell, name: str, lines: list[str], **style) -> None:
    """Lines the table page lets players tap to pick `name` (a transparent strip under them)."""
    start = len(cell.parts)
    top, bottom = cell.lines(lines, **style)
    body = "".join(cell.parts[start:])
    del cell.parts[start:]
    cell.parts.append(f'<g class="pick" data-choice={quoteattr(name)}><rect x="{cell.x - 2}" y="{top}" '
                      f'width="{cell.width + 4}" height="{bottom - top}" fill="#fff" fill-opacity="0"/>{body}</g>')


def _obstacle_lines(obs: dict, width: int) -> list[str]:
    tokens = f"\u25a0{obs['progress']} \u25b2{obs['hindrance']}"
    lines = _wrap(f"\u2620 {obs['name']}", width)
    joined = f"{lines[-1]}  {tokens}"
    if len(_wrap(joined, width)) == 1:
        return lines[:-1] + [joined]
    return lines + [tokens]


def _cell(name: str, loc: dict, people: list, x: int, y: int) -> _Cell:
    cell = _Cell(x, y)
    cell.lines(_wrap(name, cell.width, NAME, bold=True), NAME, "bold", step=NAME_LINE)
    cell.tokens([_die(die) for die in loc["resources"]] + ([_threats(loc["threats"])] if loc["threats"] else []))
    for obs in loc["obstacles"]:
        _tappable(cell, obs["name"], _obstacle_lines(obs, cell.width), fill="#7a1f12")
    for asset in loc.get("assets", []):
        _tappable(cell, asset, _wrap(f"\u25c6 {asset}", cell.width), fill="#1f5f3a")
    for who, shown in people:
        _tappable(cell, who, _wrap(f"\u25cf {shown}", cell.width, bold=True), weight="bold", fill="#1a4f8b")
    cell.y += INSET
    return cell


def _header(table: dict, width: int) -> list[str]:
    season = table["seasons"][table["season"]]["name"]
    line = f"{season.title()}, turn {table['turn']} \u2014 {table['step']} \u2014 threat pool {table['threat_pool']}"
    if table.get("result"):
        line += f" \u2014 {table['result'].upper()}"
    scene = (f"Scene: {table['scene']['name']} at {table['scene']['location']} "
             f"({table['scene'].get('score', 0)} of {table['scene']['needed']} points)"
             if table["scene"] else "No scene")
    return _wrap(line, width, NAME, bold=True) + _wrap(scene, width, NAME, bold=True)


def _person(name: str, char: dict) -> str:
    """'Keel (3/4) Wounded': psyche/body left, then the conditions the character carries."""
    names = [c.get("name", "") if isinstance(c, dict) else str(c) for c in char.get("conditions", [])]
    return f"{name} ({char['psyche']}/{char['body']})" + "".join(f" \u2022 {n}" for n in names if n)


def _sign(symbol: str, fill: str) -> str:
    """A mark of the table picture's own: one of its symbols, in its colour."""
    return _text(0, 5, symbol, TEXT, "bold", fill, "middle")


# What the table picture's colours and symbols stand for, in the rulebook's words.
KEYS = [[("resource die: its value, its type", '<rect x="-9" y="-7" width="18" height="14" rx="3" fill="#fff" stroke="#333"/>'),
         ("threat token", f'<rect x="-5" y="-5" width="{THREAT}" height="{THREAT}" fill="#c0392b"/>')],
        [("obstacle", _sign("\u2620", "#7a1f12")), ("progress tokens", _sign("\u25a0", "#7a1f12")),
         ("hindrance tokens", _sign("\u25b2", "#7a1f12"))],
        [("asset", _sign("\u25c6", "#1f5f3a")), ("character (psyche/body)", _sign("\u25cf", "#1a4f8b"))]]


def table_picture(state: dict, columns: int | None = None) -> str:
    """SVG of the live game; a short note marked `data-empty` (pages leave it out) when no game
    is under way. With `columns`, the locations are laid out that many to a row in map order
    (top to bottom, left to right) instead of where they lie on the map: the phone's picture."""
    table = (state or {}).get("table")
    if not table or "locations" not in table:
        return ('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="40" data-empty="true">'
                + _text(10, 24, "No game is under way.", NAME) + "</svg>")
    locations = _reflowed(table["locations"], columns) if columns else table["locations"]
    rows = sorted({loc["row"] for loc in locations.values()})
    cols = sorted({loc["col"] for loc in locations.values()})
    width = 2 * PAD + (cols[-1] - cols[0] + 1) * CELL_W
    header = _header(table, width - 2 * PAD)
    people = {}
    for name, char in table["characters"].items():
        people.setdefault(char["location"], []).append((name, _person(name, char)))
    top, cells = PAD + len(header) * NAME_LINE + 6, []
    for row in range(rows[0], rows[-1] + 1):
        drawn = [(name, _cell(name, loc, people.get(name, []), PAD + (loc["col"] - cols[0]) * CELL_W, top))
                 for name, loc in sorted(locations.items()) if loc["row"] == row]
        height = max([MIN_ROW] + [cell.y - top for _, cell in drawn])
        for name, cell in drawn:
            cells.append(f'<g class="location" data-name={quoteattr(name)} data-choice={quoteattr(name)}>'
                         f'<rect x="{cell.x - INSET + 2}" y="{top + 2}" width="{CELL_W - 4}" height="{height - 4}" rx="6" '
                         f'fill="#f6f3ea" stroke="#555"/>' + "".join(cell.parts) + "</g>")
        top += height
    lines = "".join(_text(PAD, PAD + (index + 1) * NAME_LINE - 3, line, NAME, "bold") for index, line in enumerate(header))
    key, tall = legend(KEYS, width, top + PAD, LegendStyle(TEXT, PAD, 18, "#444"))
    height = top + PAD + tall
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}" '
            f'preserveAspectRatio="xMidYMin meet"><title>{escape(table["scenario"])}</title>' + lines + "".join(cells)
            + '<g font-family="DejaVu Sans, sans-serif">' + "".join(key) + "</g></svg>")


def _reflowed(locations: dict, columns: int) -> dict:
    """The locations `columns` to a row, in the map's reading order."""
    ordered = sorted(locations.items(), key=lambda item: (item[1]["row"], item[1]["col"], item[0]))
    return {name: {**loc, "row": index // columns, "col": index % columns} for index, (name, loc) in enumerate(ordered)}


PHONE_COLUMNS = 2   # 312 units drawn about 350 px wide on a 390 px phone: text of 13 px


def phone_table_picture(state: dict) -> str:
    """The live game for a phone: two locations to a row, so its labels keep 11 px and more."""
    return table_picture(state, PHONE_COLUMNS)


PICTURES = {"table": table_picture}
NARROW_PICTURES = {"table": phone_table_picture}
