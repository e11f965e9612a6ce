"""A small SVG bar chart for the dice audit: share of each face, physical beside
digital, with a dashed line where a fair die would put every bar."""
from __future__ import annotations

from markupsafe import Markup, escape

WIDTH, HEIGHT, PAD = 480, 200, 28
COLOURS = {"physical": "#2f6f9f", "digital": "#d08a2c"}


def _shares(counts: list[int]) -> list[float]:
    total = sum(counts)
    return [c / total if total else 0.0 for c in counts]


def bar_chart(row: dict) -> Markup:
    sides = row["sides"]
    shares = {source: _shares(counts) for source, counts in row["counts"].items()}
    top = max([1.5 / sides] + [s for values in shares.values() for s in values])
    slot = (WIDTH - 2 * PAD) / sides
    bar = slot / 2.6
    scale = (HEIGHT - 2 * PAD) / top
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" class="chart" role="img" '
             f'aria-label="{escape(row.get("name", row["kind"]))} d{sides}: share of each face">']
    for face in range(sides):
        x = PAD + face * slot
        for i, source in enumerate(("physical", "digital")):
            h = shares[source][face] * scale
            parts.append(f'<rect x="{x + 4 + i * bar:.1f}" y="{HEIGHT - PAD - h:.1f}" width="{bar - 1:.1f}" '
                         f'height="{h:.1f}" fill="{COLOURS[source]}"><title>{source} {face + 1}: '
                         f'{row["counts"][source][face]}</title></rect>')
        if sides <= 20 or (face + 1) % 5 == 0:
            parts.append(f'<text x="{x + slot / 2:.1f}" y="{HEIGHT - PAD + 16}" text-anchor="middle" font-size="12">{face + 1}</text>')
    fair = HEIGHT - PAD - scale / sides
    parts.append(f'<line x1="{PAD}" x2="{WIDTH - PAD}" y1="{fair:.1f}" y2="{fair:.1f}" stroke="#555" stroke-dasharray="4 3"/>')
    parts.append(f'<line x1="{PAD}" x2="{WIDTH - PAD}" y1="{HEIGHT - PAD}" y2="{HEIGHT - PAD}" stroke="#333"/>')
    parts.append("</svg>")
    return Markup("".join(parts))
