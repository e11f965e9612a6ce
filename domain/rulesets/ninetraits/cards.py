"""A sheet card per character (the `cards` hook of the party view): name and player, Path and
Path Die, Life Points on a bar from -5 to the maximum, the dice each Trait rolls now, the
Tribulations, the last change written on the sheet and when (and a change waiting for the
Wayfinder), and the last note on the sheet.

Each value a player asks about carries `data-pointer` into the party view, so a tap on the
overview or the replay tells why it is so (journal/projections/explaining.py): the Life Points, each
Trait's dice (less the dice lost to Overexertion, halved by a Tribulation) and the
Tribulations. Cards are 320 units wide with no text under 13, legible at a phone's width and
three to a row on a tablet. Drawn from the state as the viewer may see it; text is escaped.
"""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from domain.kernel import wrapping
from domain.kernel.changes import join_pointer
from domain.kernel.drawing import card_svg

from .traits import LOWEST_LIFE
from .views import party

WIDTH, PAD = 320, 14
INK, MUTED, BLOOD, GOOD, PAPER = "#2b2118", "#5b5146", "#a93226", "#1e6b3a", "#fffdf8"
CELL_W, CELL_H = 97, 42


class Sheet:
    """An SVG card drawn top to bottom: each line moves the pen down."""

    def __init__(self, name: str, index: int):
        self.name, self.index, self.y, self.parts = name, index, PAD, []

    def text(self, words: str, size: int = 14, weight: str = "normal", fill: str = INK, x: int = PAD,
             anchor: str = "start", move: bool = True) -> None:
        if move:
            self.y += size + 5
        self.parts.append(f'<text x="{x}" y="{self.y}" font-size="{size}" font-weight="{weight}" fill="{fill}" '
                          f'text-anchor="{anchor}">{escape(str(words))}</text>')

    def wrapped(self, words: str, size: int = 13, fill: str = INK, width: int = 38) -> None:
        for line in wrapping.wrap(words, width) or [""]:
            self.text(line, size, fill=fill)

    def explained(self, pointer: list, title: str, height: int) -> "Explained":
        """Everything drawn inside the `with` block is the party view's value at `pointer`."""
        return Explained(self, ["characters", self.index, *pointer], title, height)

    def svg(self, label: str, border: str) -> str:
        return card_svg(WIDTH, self.y, label, self.name, PAPER, border, self.parts)


class Explained:
    """A group of the card standing for one value, with a transparent area to tap."""

    def __init__(self, card: Sheet, pointer: list, title: str, height: int):
        self.card, self.pointer, self.title, self.height = card, pointer, title, height

    def __enter__(self):
        top = self.card.y
        self.card.parts.append(f'<g class="explained" data-pointer={quoteattr(join_pointer(self.pointer))}>'
                               f'<title>{escape(self.title)}</title><rect x="{PAD - 4}" y="{top + 2}" '
                               f'width="{WIDTH - 2 * PAD + 8}" height="{self.height}" fill="#fff" fill-opacity="0"/>')

    def __exit__(self, *exc) -> None:
        self.card.parts.append("</g>")


def _life(card: Sheet, row: dict) -> None:
    """Life Points on a bar from -5 to the maximum, zero marked."""
    life, name = row["life"], row["name"]
    with card.explained(["life", "current"], f"{name}'s Life Points", 46):
        if life["max"] is None:
            card.text("Life Points not written yet", 13, fill=MUTED)
            return
        x, width, y = PAD, WIDTH - 2 * PAD, card.y + 8
        span = max(1, life["max"] - LOWEST_LIFE)
        zero = x + width * (0 - LOWEST_LIFE) / span
        filled = max(0.0, width * (life["current"] - LOWEST_LIFE) / span)
        colour = BLOOD if life["current"] <= 0 else GOOD
        card.parts += [f'<rect x="{x}" y="{y}" width="{width}" height="12" rx="3" fill="#e5dccb"/>',
                       f'<rect x="{x}" y="{y}" width="{filled:.1f}" height="12" rx="3" fill="{colour}"/>',
                       f'<line x1="{zero:.1f}" y1="{y - 3}" x2="{zero:.1f}" y2="{y + 15}" stroke="{INK}"/>']
        card.y += 20
        card.text(f"Life Points {life['current']} of {life['max']}", 14, "bold", colour)


def _traits(card: Sheet, row: dict) -> None:
    """Three rows of three Traits: the dice rolled now, and the score when they differ."""
    top = card.y + 6
    for index, trait in enumerate(row["traits"]):
        left, y = PAD + (index % 3) * (CELL_W + 2), top + (index // 3) * (CELL_H + 4)
        short = trait["dice"] < trait["score"]
        shown = str(trait["dice"]) + (f" of {trait['score']}" if trait["dice"] != trait["score"] else "")
        pointer = join_pointer(["characters", card.index, "traits", index, "dice"])
        title = f"{row['name']} rolls {trait['dice']} {trait['trait']} dice"
        card.parts.append(
            f'<g class="explained trait" data-pointer={quoteattr(pointer)}>'
            f'<title>{escape(title)}</title>'
            f'<rect x="{left}" y="{y}" width="{CELL_W - 2}" height="{CELL_H}" rx="5" fill="#fffaf0" stroke="#c9b99b"/>'
            f'<text x="{left + 6}" y="{y + 16}" font-size="13" fill="{MUTED}">{escape(trait["trait"])}</text>'
            f'<text x="{left + 6}" y="{y + 35}" font-size="16" font-weight="bold" '
            f'fill="{BLOOD if short else INK}">{escape(shown)}</text></g>')
    card.y = top + 3 * (CELL_H + 4)


def _troubles(card: Sheet, row: dict) -> None:
    found = [t["name"] + (f" ({t['sense']})" if t["sense"] else "") for t in row["tribulations"]]
    found += [f"−{p['dice']} {p['trait']} die" for p in row["penalties"]]
    words = "Tribulations: " + (", ".join(found) if found else "none")
    lines = max(1, len(wrapping.wrap(words, 38)))
    with card.explained(["tribulations"], f"{row['name']}'s Tribulations", lines * 18 + 4):
        card.wrapped(words, 13, BLOOD if found else MUTED)


def when(change: dict) -> str:
    """Where a change was made: "between sessions", "session 2", "session 2, scene 3"."""
    if change["session"] is None:
        return "between sessions"
    return f"session {change['session']}" + (f", scene {change['scene']}" if change["scene"] else "")


HOW = {"written": "", "step": " (sheet step)", "accepted": " (accepted by the Wayfinder)"}


def _changes(card: Sheet, row: dict) -> None:
    """The last change written on the sheet and when, and a change waiting for the Wayfinder."""
    if row["changes"]:
        last = row["changes"][-1]
        card.wrapped(f"Changed {when(last)}{HOW[last['how']]}: " + "; ".join(last["changed"]), 13, MUTED)
    if row["proposal"]:
        card.wrapped("Proposed, waiting for the Wayfinder: " + "; ".join(row["proposal"]["changed"]), 13, BLOOD)


def sheet_card(row: dict, index: int) -> str:
    """One character's sheet, as the party view holds it at `index`."""
    return drawn_sheet(row, index).svg(f"{row['name']}'s sheet", BLOOD if row["dying"] or row["dead"] else "#8a7f70")


def drawn_sheet(row: dict, index: int) -> Sheet:
    """One character's sheet drawn on a card (its height is where the pen stopped)."""
    card = Sheet(row["name"], index)
    card.text(row["name"], 18, "bold")
    if row["dead"] or row["dying"]:
        card.text("dead" if row["dead"] else "dying", 14, "bold", BLOOD, WIDTH - PAD, "end", move=False)
    kind = "player character" if row["kind"] == "pc" else "the Wayfinder's character"
    card.text(f"{kind}, played by {row['player']}" if row["player"] else kind, 13, fill=MUTED)
    path = row["path"] or "no Path written"
    card.text(path + (f" · Path Die d{row['path_die']}" if row["path_die"] else ""), 13)
    _life(card, row)
    _traits(card, row)
    _troubles(card, row)
    _changes(card, row)
    if row["notes"]:
        card.wrapped("Note: " + row["notes"][-1][:160], 13, MUTED)
    card.y += PAD
    return card


def sheet_cards(state: dict) -> dict[str, str]:
    """Every character the viewer may see, player characters first (the party view's order)."""
    return {row["name"]: sheet_card(row, index) for index, row in enumerate(party(state)["characters"])}


CARDS = {"party": sheet_cards}
