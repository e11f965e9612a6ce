"""The sheets and the archive drawn as cards: one small SVG per character sheet (skills with
their ranks, stress tracks, conditions, assets and stashes) and per pile or archived card.

Each value drawn carries `data-pointer` (and `data-view` when it is not the card's own view)
naming it in a view, so a page can ask why it is so (journal/projections/explaining.py).

Each card is 320 units wide with text of 13 units or more, so it stays legible at the width
of a phone. Decks are shown as counts: the cards of a deck are listed nowhere. Text is
XML-escaped.
"""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from domain.kernel import wrapping
from domain.kernel.changes import join_pointer
from domain.kernel.drawing import card_svg
from domain.kernel.remembered import by_content

WIDTH, PAD, LINE = 320, 14, 19
MAX_RANK = 5
INK, MUTED, ACCENT, WARN = "#1f2328", "#4f5861", "#1a4f8b", "#9b2c1c"
TRACK_FILL = {"psyche": "#5b4b9b", "body": "#a3412b"}


class Card:
    """An SVG card drawn top to bottom: each line moves the pen down."""

    def __init__(self, name: str, label: str):
        self.name, self.label, self.y, self.parts = name, label, PAD, []

    def text(self, text: str, size: int = 14, weight: str = "normal", fill: str = INK, x: int = PAD) -> None:
        self.y += size + 5
        self.parts.append(f'<text x="{x}" y="{self.y}" font-size="{size}" font-weight="{weight}" fill="{fill}">'
                          f'{escape(str(text))}</text>')

    def wrapped(self, label: str, items: list[str], empty: str = "none", ink: str = INK) -> None:
        """A labelled list of names, wrapped to the card's width."""
        body = ", ".join(items) if items else empty
        for index, line in enumerate(wrapping.wrap(f"{label}: {body}", 38) or [label]):
            self.text(line, 13, fill=ink if items or index else MUTED, x=PAD if index == 0 else PAD + 10)

    def explained(self, pointer: list, view: str | None = None) -> "Explained":
        """Everything drawn inside the `with` block is the value at `pointer` (in `view`)."""
        return Explained(self, pointer, view)

    def gap(self, height: int = 6) -> None:
        self.y += height

    def draw(self, svg: str, height: int) -> None:
        self.parts.append(svg)
        self.y += height

    def svg(self, border: str = "#8a7f70") -> str:
        return card_svg(WIDTH, self.y + PAD, self.label, self.name, "#fffdf8", border, self.parts)


class Explained:
    """A group of a card's drawing that stands for one value of a view."""

    def __init__(self, card: Card, pointer: list, view: str | None):
        self.card, self.pointer, self.view = card, pointer, view

    def __enter__(self):
        self.card.parts.append(marked(self.pointer, self.view))

    def __exit__(self, *exc) -> None:
        self.card.parts.append("</g>")


def marked(pointer: list, view: str | None = None) -> str:
    """The opening tag of a group standing for the value at `pointer` (in `view`, else the card's view)."""
    other = f" data-view={quoteattr(view)}" if view else ""
    return f'<g class="explained"{other} data-pointer={quoteattr(join_pointer(pointer))}>'


def _skills(card: Card, name: str, skills: dict) -> None:
    """Two columns of skills, each with its rank as filled pips out of five."""
    items = list(skills.items())
    rows = (len(items) + 1) // 2
    parts = []
    for index, (skill, rank) in enumerate(items):
        parts.append(_skill(name, skill, rank, PAD + (index // rows) * 150, card.y + 16 + (index % rows) * LINE))
    card.draw("".join(parts), rows * LINE + 4)


def _skill(name: str, skill: str, rank: int, x: int, y: int) -> str:
    """One skill of a character's sheet at (x, y), its rank as pips filled out of five (more when
    it is higher)."""
    pips = "".join(f'<circle cx="{x + 88 + pip * 11}" cy="{y - 5}" r="4.2" fill="{ACCENT if pip < rank else "none"}" '
                   f'stroke="{ACCENT}"/>' for pip in range(max(MAX_RANK, rank)))
    return (marked(["characters", name, "skills", skill]) + f'<title>{escape(f"{skill} {rank}")}</title>'
            f'<rect x="{x - 2}" y="{y - 14}" width="146" height="{LINE}" fill="#fff" fill-opacity="0"/>'
            f'<text x="{x}" y="{y}" font-size="13" fill="{INK}">{escape(skill)}</text>{pips}</g>')


def _track(card: Card, track: str, left: int, base: int) -> None:
    """A stress track: one box per point of its starting level, filled for each point left."""
    boxes = "".join(f'<rect x="{PAD + 70 + i * 20}" y="{card.y + 4}" width="16" height="16" rx="3" '
                    f'fill="{TRACK_FILL[track] if i < left else "#fff"}" stroke="{TRACK_FILL[track]}"/>'
                    for i in range(max(base, left)))
    label = (f'<text x="{PAD}" y="{card.y + 17}" font-size="13" fill="{INK}">{track}</text>'
             f'<text x="{PAD + 76 + max(base, left) * 20}" y="{card.y + 17}" font-size="13" fill="{MUTED}">'
             f'{left} of {base}</text>')
    card.draw(f"<g><title>{escape(f'{track}: {left} of {base} left')}</title>{label}{boxes}</g>", 22)


def _conditions(items) -> list[str]:
    return [c["name"] if isinstance(c, dict) else str(c) for c in items]


@by_content("sheet-drawings")
def sheet_card(name: str, sheet: dict, playing: dict | None) -> str:
    """One character's sheet; `playing`: the character at the table while a game is under way."""
    status = sheet["title"] if sheet["unlocked"] else "not yet unlocked"
    card = Card(name, f"{name}'s sheet")
    card.text(name, 18, "bold")
    card.text(status, 13, fill=MUTED)
    if playing and playing.get("location"):
        card.text(f"at {playing['location']} · move {playing.get('move', sheet['move'])}", 13, fill=ACCENT)
    else:
        card.text(f"move {sheet['move']}", 13, fill=MUTED)
    _skills(card, name, sheet["skills"])
    for track in ("psyche", "body"):
        base = sheet["stress"][track]
        where = (["characters", name, track], "table") if playing else (["characters", name, "stress", track], None)
        with card.explained(*where):
            _track(card, track, playing[track] if playing else base,
                   playing.get(f"{track}_base", base) if playing else base)
    card.gap()
    conditions = _conditions((playing or sheet)["conditions"])
    with card.explained(["characters", name, "conditions"], "table" if playing else None):
        card.wrapped("Conditions", conditions, ink=WARN)
    if playing:
        card.wrapped("Assets", list(playing.get("completed", [])))
        building = [a["name"] if isinstance(a, dict) else str(a) for a in playing.get("in_progress", [])]
        if building:
            card.wrapped("Building", building)
        stashes = playing.get("stashes") or {}
        card.wrapped("Stashes", [f"{k} {v}" if isinstance(v, int) else str(k) for k, v in stashes.items()])
    card.wrapped("Abilities", list(sheet["abilities"]))
    card.wrapped("Reserve", list(sheet["reserve_actions"]))
    return card.svg(border=ACCENT if playing else "#8a7f70")


def sheet_cards(game: dict) -> dict[str, str]:
    """Every character's sheet as a card; those at the table first."""
    playing = ((game.get("table") or {}).get("characters")) or {}
    playing = playing if isinstance(playing, dict) else {}
    sheets = game["campaign"]["sheets"]
    order = sorted(sheets, key=lambda n: (n not in playing, not sheets[n]["unlocked"]))
    return {name: sheet_card(name, sheets[name], playing.get(name)) for name in order}


PILES = (("decks", "In the campaign decks"), ("reserve", "Set aside in reserve"), ("burned", "Burned"))


def _pile_card(key: str, title: str, pile: dict) -> str:
    card = Card(f"pile:{key}", f"{title}: " + ", ".join(f"{len(cards)} {kind}" for kind, cards in pile.items()))
    card.text(title, 15, "bold")
    for kind, cards in pile.items():
        with card.explained(["counts", key, kind]):
            card.text(f"{len(cards)} {kind}", 22, "bold", ACCENT)
    return card.svg()


def archive_cards(game: dict) -> dict[str, str]:
    """The piles as counts, then each archived card as a card of its own."""
    campaign = game["campaign"]
    cards = {f"pile:{key}": _pile_card(key, title, campaign[key]) for key, title in PILES}
    for index, name in enumerate(sorted(campaign["archive"])):
        key = f"archive:{name}"
        while key in cards:     # the same card archived twice is two cards
            key += "+"
        card = Card(key, f"Archived: {name}")
        card.text("ARCHIVED", 13, "bold", WARN)
        with card.explained(["archive", index]):
            for line in wrapping.wrap(name, 28):
                card.text(line, 16, "bold")
        cards[key] = card.svg(border=WARN)
    return cards


CARDS = {"sheets": sheet_cards, "archive": archive_cards}
