"""Small SVG pieces shared by the pictures: a document, text that wraps, boxes, dice in the
rulebook's resource colours, and the marks the pages read (`data-choice`: a thing a move may
pick; `data-view`/`data-pointer`: a value a page may ask "why?" of). Every text is XML-escaped
here.

Sizes are chosen for the pages: a wide picture is at most WIDE units wide, so on the table page
of a 1024 px tablet (a board about 558 px wide) text of TEXT units stays above 11 px; a phone's
picture is NARROW units wide and is drawn about 350 px wide.
"""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from domain.kernel import wrapping
from domain.kernel.changes import join_pointer

WIDE, NARROW, PAD = 600, 312, 6
TEXT, NAME, TITLE = 12, 13, 14          # font sizes; nothing is written smaller than TEXT
CHAR_W, BOLD_W = 0.6, 0.66              # a DejaVu Sans character's width in ems, to wrap lines by
LINE = 15                               # the height of a line of TEXT
DIE = 22                                # a die face: its value is written at 13

# "Resource Dice": yellow, orange, red, gray, lavender, blue; action dice are red.
FILL = {"support": "#e8c22e", "technology": "#e8842e", "espionage": "#b03025", "military": "#7a7a7a",
        "diplomacy": "#b79fd6", "sorcery": "#2f5fb4", "action": "#a11d1d", None: "#ffffff"}
INK = {"support": "#222", "technology": "#222", "diplomacy": "#222", None: "#222"}
SEASON_FILL = {"winter": "#dfe9f5", "spring": "#dff2d8", "summer": "#fbeec2", "fall": "#f3d9c0", None: "#eeeeee"}
REGION_FILL = {"empire": "#efe4e4", "redbank": "#f3ece0", "settled": "#e5efe6"}


def ink(kind) -> str:
    """Text colour readable on a die or band of this resource's colour."""
    return INK.get(kind, "#fff")


def document(width: float, height: float, title: str, body: list[str], empty: bool = False) -> str:
    flag = ' data-empty="true"' if empty else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:g} {height:g}" width="{width:g}" '
            f'height="{height:g}" role="img" aria-label={quoteattr(title)} preserveAspectRatio="xMidYMin meet" '
            f'font-family="DejaVu Sans, sans-serif"{flag}><title>{escape(title)}</title>' + "".join(body) + "</svg>")


def nothing(title: str, words: str) -> str:
    """A picture with nothing to show now (no game under way): the pages leave it out."""
    return document(WIDE, 40, title, [text(PAD, 26, words)], empty=True)


def text(x: float, y: float, words, size: int = TEXT, anchor: str = "start", weight: str = "normal",
         fill: str = "#222") -> str:
    return (f'<text x="{x:g}" y="{y:g}" font-size="{max(size, TEXT)}" text-anchor="{anchor}" '
            f'font-weight="{weight}" fill="{fill}">{escape(str(words))}</text>')


def wrap(words: str, width: float, size: int = TEXT, bold: bool = False) -> list[str]:
    """`words` in lines that fit `width` units at `size`."""
    chars = max(4, int(width / (size * (BOLD_W if bold else CHAR_W))))
    return wrapping.wrap(str(words), chars, break_on_hyphens=False) or [""]


def lines(x: float, top: float, words: str, width: float, size: int = TEXT, weight: str = "normal",
          fill: str = "#222", step: int = LINE) -> tuple[list[str], float]:
    """Wrapped text in a block starting at `top`; (parts, the top of what comes below)."""
    wrapped = wrap(words, width, size, weight == "bold")
    parts = [text(x, top + size - 1 + i * step, line, size, weight=weight, fill=fill) for i, line in enumerate(wrapped)]
    return parts, top + len(wrapped) * step + 2


def box(x: float, y: float, w: float, h: float, fill: str = "#fff", stroke: str = "#555", rx: int = 4,
        dash: str = "", width: float = 1) -> str:
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    return (f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx}" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="{width:g}"{dashed}/>')


def die(x: float, y: float, value, kind=None, size: int = DIE, title: str = "") -> str:
    """A die face: its colour is its resource (white: any; red: an action die), its value written."""
    tip = f"<title>{escape(title)}</title>" if title else ""
    return (f'<g class="die">{tip}<rect x="{x:g}" y="{y:g}" width="{size}" height="{size}" rx="4" '
            f'fill="{FILL.get(kind, "#fff")}" stroke="#333"/><text x="{x + size / 2:g}" y="{y + size * 0.72:g}" '
            f'font-size="{max(TEXT, int(size * 0.6))}" text-anchor="middle" fill="{ink(kind)}">{escape(str(value))}</text></g>')


def dice_rows(x: float, y: float, values, kind, width: float, size: int = DIE, title: str = "") -> tuple[list[str], float]:
    """Dice left to right, wrapping inside `width`; (parts, the y below them). `kind` is one
    kind for all, or a list with each die's kind."""
    kinds = kind if isinstance(kind, list) else [kind] * len(values)
    per_row = max(1, int((width + 3) // (size + 3)))
    parts = [die(x + (i % per_row) * (size + 3), y + (i // per_row) * (size + 3), v, kinds[i], size,
                 title or str(kinds[i] or ""))
             for i, v in enumerate(values)]
    rows = -(-len(values) // per_row) if values else 0
    return parts, y + rows * (size + 3)


def cube(x: float, y: float, colour: str, size: int = 12) -> str:
    return f'<rect x="{x:g}" y="{y:g}" width="{size}" height="{size}" fill="{colour}" stroke="#222"/>'


def choice(value: str, inner: list[str], name: str | None = None) -> str:
    """A group the table page lets players tap to pick `value` in a move."""
    named = f" data-name={quoteattr(name)}" if name else ""
    return f"<g data-choice={quoteattr(value)}{named}>" + "".join(inner) + "</g>"


def explained(view: str, pointer: list, title: str, inner: list[str]) -> str:
    """A group standing for one value of a view: a page asks why it is so (docs/explain.md)."""
    return (f'<g class="explained" data-view={quoteattr(view)} data-pointer={quoteattr(join_pointer(pointer))}>'
            f"<title>{escape(title)}</title>" + "".join(inner) + "</g>")
