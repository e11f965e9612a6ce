"""What the table's board shows: the party's sheets side by side (the cards of cards.py, the
picture the table opens on), and the combat tracker, the initiative order and the distances
between fighters; each drawn for a tablet's board and again for a phone. Drawn from
the state as the viewer may see it; every name is XML-escaped."""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from domain.kernel import wrapping

from .applying.table import pair
from .cards import WIDTH as CARD_W
from .cards import drawn_sheet
from .state import all_sheets
from .traits import BANDS
from .views import party

INK, BLOOD, DIM = "#2b2118", "#a93226", "#6f6559"
BAND_COLOURS = {"Close": "#c0392b", "Near": "#d68910", "Far": "#2471a3"}


def _svg(width: int, height: int, label: str, body: list[str], role: str = "img") -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" width="{width}" '
            f'height="{height}" role="{role}" aria-label={quoteattr(label)} font-family="DejaVu Sans, sans-serif">'
            + "".join(body) + "</svg>")


def _text(x, y, words, size=12, weight="normal", fill=INK, anchor="start") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" fill="{fill}" '
            f'text-anchor="{anchor}">{escape(str(words))}</text>')


def _fighter(state: dict, name: str) -> dict | None:
    """The sheet of a fighter the viewer may see (a hidden one's is the Wayfinder's: None)."""
    return next((found for found in all_sheets(state) if found["name"] == name), None)


def _fighter_words(state: dict, name: str, turn: dict) -> tuple[str, str]:
    """What the track says of one fighter: Life Points and Tribulations, or that they are done,
    dying or dead; nothing of a sheet the viewer may not see."""
    found = _fighter(state, name)
    if found is None:
        return name, DIM
    if found["dead"]:
        return f"{name} · dead", BLOOD
    words = [name]
    if found["life"]["max"] is not None:
        words.append(f"{found['life']['current']}/{found['life']['max']} LP")
    words += [t["name"] for t in found["tribulations"]]
    if name in turn.get("done", []):
        words.append("done")
    return " · ".join(words), BLOOD if found["dying"] else INK


class Layout:
    """The sizes of one drawing of the combat tracker: the width and the text size."""

    def __init__(self, width: int, size: int):
        self.width, self.size = width, size
        self.line = size + 7
        self.chars = int((width - 90) / (size * 0.6))     # letters on a line of the track

    def wrap(self, words: str) -> list[str]:
        return wrapping.wrap(words, self.chars) or [words]


def _fighter_lines(state: dict, name: str, turn: dict, lay: "Layout") -> tuple[list[str], str]:
    """A fighter's line on the track, wrapped, and its colour."""
    words, colour = _fighter_words(state, name, turn)
    return lay.wrap(words), colour


def _order_track(state: dict, fight: dict, lay: Layout, y: int) -> tuple[list[str], int]:
    """The turn order, highest first, the current turn marked, each fighter's line (a tap picks
    the fighter); returns the parts and where the track ends."""
    turn, body = fight["turn"] or {}, []
    for index, group in enumerate(fight["order"] or [[n] for n in fight["combatants"]]):
        if not group:
            continue      # everyone of a turn has left the fight: nobody to draw on it
        current = turn.get("group") == index
        rolled = fight["initiative"].get(group[0], {}).get("total")
        drawn = [(name, _fighter_lines(state, name, turn if current else {}, lay)) for name in group]
        rows = sum(len(lines) for _, (lines, _) in drawn) + (1 if len(group) > 1 else 0)
        height = 10 + lay.line * max(1, rows)
        why = f"Combat Flow total {rolled}" if rolled is not None else "not rolled yet"
        body += [f'<rect class="turn" x="12" y="{y}" width="{lay.width - 24}" height="{height}" rx="6" '
                 f'fill="{"#f9e79f" if current else "#f4f1e8"}" stroke="{INK if current else "#c9b99b"}"/>',
                 f'<g class="explained" data-view="combat" data-pointer={quoteattr("/initiative/" + group[0])}>'
                 f'<title>{escape(why)}</title>' + _text(22, y + lay.line, "?" if rolled is None else rolled,
                                                        lay.size + 2, "bold") + "</g>"]
        top = y + 4
        for name, (lines, colour) in drawn:
            body.append(f'<g class="fighter" data-choice={quoteattr(name)}><rect x="56" y="{top}" '
                        f'width="{lay.width - 80}" height="{lay.line * len(lines)}" fill="#fff" fill-opacity="0"/>')
            for line in lines:
                top += lay.line
                body.append(_text(60, top - 6, line, lay.size, fill=colour))
            body.append("</g>")
        if len(group) > 1:
            body.append(_text(60, top + lay.line - 6, "shared turn: a bonus die each", lay.size, fill=DIM))
        y += height + 6
    return body, y


def _distance_grid(fight: dict, lay: Layout, top: int) -> tuple[list[str], int]:
    """A square per pair of fighters, coloured and lettered by their distance: the fighters
    numbered down the side, their numbers across the top."""
    names = fight["combatants"]
    label_w = min(int(max(len(n) for n in names) * lay.size * 0.62) + 30, int(lay.width * 0.45))
    cell = max(26, min(40, (lay.width - 24 - label_w) // max(1, len(names))))
    left, longest = 12 + label_w, max(4, int((label_w - 30) / (lay.size * 0.62)))
    body = [_text(12, top, "Distances", lay.size + 1, "bold")]
    top += 10
    for i, a in enumerate(names):
        body.append(_text(left + i * cell + cell // 2 - 2, top + lay.size, i + 1, lay.size, "bold", DIM, "middle"))
    top += lay.size + 6
    for i, a in enumerate(names):
        shown = a if len(a) <= longest else a[:longest - 1] + "…"
        body.append(_text(12, top + i * cell + cell // 2 + lay.size // 3, f"{i + 1} {shown}", lay.size))
        for j, b in enumerate(names):
            if i == j:
                continue
            band = fight["distances"][pair(a, b)]
            body.append(f'<g><title>{escape(f"{a} and {b}: {band}")}</title><rect class="distance" '
                        f'x="{left + j * cell}" y="{top + i * cell}" width="{cell - 4}" height="{cell - 4}" '
                        f'fill="{BAND_COLOURS[band]}"/>'
                        + _text(left + j * cell + (cell - 4) // 2, top + i * cell + (cell - 4) // 2 + lay.size // 3,
                                band[0], lay.size, "bold", "#ffffff", "middle") + "</g>")
    bottom = top + len(names) * cell + 8
    for k, band in enumerate(BANDS):
        x = 12 + k * (lay.width - 24) // 3
        body += [f'<rect x="{x}" y="{bottom}" width="14" height="14" fill="{BAND_COLOURS[band]}"/>',
                 _text(x + 20, bottom + 12, f"{band[0]}: {band}", lay.size)]
    return body, bottom + 24


def _combat(state: dict, lay: Layout) -> str:
    fight = state["combat"]
    if not fight:
        return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {lay.width} 40" width="{lay.width}" '
                f'height="40" role="img" aria-label="Nobody is fighting" data-empty="true">'
                + _text(12, 26, "Nobody is fighting.", lay.size, fill=DIM) + "</svg>")
    rotation = f"rotation {fight['rotation']}" if fight["rotation"] else "rolling for Combat Flow"
    title = f"Combat Flow {fight['sequence']} · {rotation}"
    body = [f'<rect width="{lay.width}" height="100%" fill="#ffffff"/>', _text(12, lay.size + 12, title, lay.size + 3, "bold")]
    track, bottom = _order_track(state, fight, lay, lay.size + 24)
    grid, end = _distance_grid(fight, lay, bottom + lay.size + 8)
    return _svg(lay.width, end, f"Combat tracker, {rotation}", body + track + grid)


def combat_picture(state: dict) -> str:
    """The initiative track (the current turn marked; each fighter's Life Points and
    Tribulations where the viewer may see their sheet; a tap on a fighter picks them) and the
    distances, a square per pair; 560 units wide, for a tablet's board."""
    return _combat(state, Layout(560, 14))


def narrow_combat_picture(state: dict) -> str:
    """The same tracker laid out for a phone: 360 units wide, the lines wrapped."""
    return _combat(state, Layout(360, 14))


def _party(state: dict, columns: int) -> str:
    """Every sheet the viewer may see, `columns` to a row, each a card (a tap on a value tells
    why it is so, as on the overview's cards)."""
    rows = party(state)["characters"]
    if not rows:
        return _svg(CARD_W, 40, "No character is written yet",
                    [_text(12, 26, "No character is written yet.", 14, fill=DIM)])
    gap, body, heights = 12, [], [0] * columns
    for index, row in enumerate(rows):
        card, column = drawn_sheet(row, index), heights.index(min(heights))
        border = BLOOD if row["dying"] or row["dead"] else "#8a7f70"
        drawn = card.svg(f"{row['name']}'s sheet", border)
        body.append(f'<g data-view="party" transform="translate({column * (CARD_W + gap)} {heights[column]})">'
                    f'{drawn}</g>')
        heights[column] += card.y + gap
    width = columns * CARD_W + (columns - 1) * gap
    # a group of cards, each an image of its own whose values a tap explains
    return _svg(width, max(heights) - gap, "The party's sheets", body, role="group")


def party_picture(state: dict) -> str:
    """The party's sheets two to a row, for a tablet's board."""
    return _party(state, 2)


def narrow_party_picture(state: dict) -> str:
    """The same sheets one under another, for a phone."""
    return _party(state, 1)


PICTURES = {"party": party_picture, "combat": combat_picture}
NARROW_PICTURES = {"party": narrow_party_picture, "combat": narrow_combat_picture}
