"""The pieces every Dwarfs Winter picture is drawn with: escaped text, wrapped lines, the
players' colours, and the marks the site reads (`data-choice`: a value a tap picks at the
table; `data-view` and `data-pointer`: the value of a view a tap explains)."""
from __future__ import annotations

from html import escape
from xml.sax.saxutils import quoteattr

from domain.kernel import wrapping
from domain.kernel.changes import join_pointer

INK, MUTED, PAPER = "#222", "#555", "#f5f7f8"
COLOUR = {"yellow": "#f2c400", "red": "#d32f2f", "blue": "#1976d2", "green": "#388e3c"}
ON_COLOUR = {"yellow": "#000", "red": "#fff", "blue": "#fff", "green": "#fff"}
TYPE_FILL = {"Forest": "#2e7d32", "Field": "#b8860b", "Mine": "#546e7a", "Castle": "#6a1b9a"}
OTHER_FILL = "#795548"
MONSTER, DISASTER = "#b71c1c", "#e65100"


def text(x: float, y: float, words, size: int, anchor: str = "start", fill: str = INK, weight: str = "normal",
         extra: str = "") -> str:
    return (f'<text x="{x:.0f}" y="{y:.0f}" font-size="{size}" text-anchor="{anchor}" fill="{fill}" '
            f'font-weight="{weight}"{extra}>{escape(str(words))}</text>')


def wrap(words: str, width: int) -> list[str]:
    """Lines of at most `width` characters (a long name is wrapped, never shrunk)."""
    return wrapping.wrap(str(words), width) or [""]


def title(words: str) -> str:
    return f"<title>{escape(str(words))}</title>"


def choice(value: str) -> str:
    """The attribute marking what a tap on this part of the picture picks."""
    return f" data-choice={quoteattr(value)}"


def explained(view: str, *pointer) -> str:
    """The opening of a group standing for the value at `pointer` in `view`."""
    return f'<g class="explained" data-view={quoteattr(view)} data-pointer={quoteattr(join_pointer(list(pointer)))}>'


def svg(width: float, height: float, label: str, body: list[str], empty: bool = False) -> str:
    marked = ' data-empty="true"' if empty else ""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" role="img" '
            f'aria-label={quoteattr(label)} font-family="DejaVu Sans, sans-serif"{marked}>{title(label)}'
            f'<rect width="100%" height="100%" fill="{PAPER}"/>' + "".join(body) + "</svg>")


def colour(state: dict, player: str) -> str:
    return COLOUR.get(state["colours"][player], "#888")


def on_colour(state: dict, player: str) -> str:
    return ON_COLOUR.get(state["colours"][player], "#000")
