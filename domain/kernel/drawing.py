"""What the games' card drawings share: the SVG document of one card, a rounded frame on its
paper with the parts drawn inside it, labelled for screen readers and named for the pages."""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr


def card_svg(width: int, height: int, label: str, name: str, paper: str, border: str, parts: list[str]) -> str:
    """A card `width` by `height` whose accessible label (and title) is `label` and whose
    `data-name` is the card's `name`."""
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" role="img" aria-label={quoteattr(label)} data-name={quoteattr(name)} '
            f'font-family="DejaVu Sans, sans-serif"><title>{escape(label)}</title>'
            f'<rect x="1" y="1" width="{width - 2}" height="{height - 2}" rx="10" fill="{paper}" '
            f'stroke="{border}" stroke-width="2"/>' + "".join(parts) + "</svg>")
