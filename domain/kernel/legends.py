"""A picture's legend: what each colour and mark of a game's picture stands for, drawn under
it in rows as wide as the picture (Dwarfs Winter's board was the first; every picture whose
colours or marks mean something carries one). The ruleset gives the keys, each a short phrase
and its mark drawn centred on 0,0, in groups that start a row of their own; the legend is a
`<g class="legend">` the pages and the tests find alike."""
from __future__ import annotations

from dataclasses import dataclass
from html import escape

Key = tuple[str, str]   # (what it stands for, its mark drawn centred on 0,0)


@dataclass(frozen=True)
class LegendStyle:
    """How one picture draws its legend: the text size, the left edge, the room a mark takes."""

    font: int = 13
    left: float = 12
    mark: float = 24
    fill: str = "#555"


def swatch(fill: str, size: int = 12, stroke: str = "none", round_: bool = False, dash: str = "") -> str:
    """A square (or a disc) of colour, the commonest mark."""
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    if round_:
        return f'<circle r="{size / 2:.0f}" fill="{fill}" stroke="{stroke}" stroke-width="2"{dashed}/>'
    return (f'<rect x="{-size / 2:.0f}" y="{-size / 2:.0f}" width="{size}" height="{size}" rx="2" fill="{fill}" '
            f'stroke="{stroke}" stroke-width="2"{dashed}/>')


def legend(groups: list[list[Key]], width: float, top: float, style: LegendStyle = LegendStyle()
           ) -> tuple[list[str], float]:
    """The legend's parts, drawn from `top` down, and the height they take."""
    row, rows, parts = style.font + 10, 0, ['<g class="legend">']
    for group in groups:
        x, rows = style.left, rows + 1
        for words, mark in group:
            wide = style.mark + 6 + len(words) * style.font * 0.56 + 12
            if x + wide > width - style.left and x > style.left:
                x, rows = style.left, rows + 1
            y = top + (rows - 0.5) * row
            parts += [f'<g transform="translate({x + style.mark / 2:.0f} {y:.0f})">{mark}</g>',
                      f'<text x="{x + style.mark + 6:.0f}" y="{y + style.font * 0.36:.0f}" font-size="{style.font}" '
                      f'fill="{style.fill}">{escape(words)}</text>']
            x += wide
    return parts + ["</g>"], rows * row + 4
