"""The `progress` picture: each progress card in play as its grid of squares, with the asset
dice placed along its chain. A square shows what it asks: its colour (white: any die), a face,
a region (Emp, RB, SL), +1, -1 or =; the starting square has a thick green edge, the ending one
a thick dark red edge. Under the grid: the reward and the card's obstacle location.

Wide, two cards to a row; on a phone, one. Between games nothing is in play: the pages leave
the picture out."""
from __future__ import annotations

from xml.sax.saxutils import quoteattr

from ..catalog.grid import at
from ..state import progress_card
from ..words import region, resource
from .keys import PROGRESS, keyed
from .svg import FILL, NAME, NARROW, PAD, TEXT, WIDE, box, die, document, ink, lines, nothing, text

CELL = 46
REGION_WORDS = {"empire": "Emp", "redbank": "RB", "settled": "SL"}
START, END = "#1e7d32", "#8b1a1a"


def progress_picture(state: dict, narrow: bool = False) -> str:
    cards = sorted((state.get("session") or {}).get("cards", {}).items())
    if not cards:
        return nothing("Progress cards in play", "No progress card is in play.")
    width = NARROW if narrow else WIDE
    per_row = 1 if narrow else 2
    card_w = (width - 2 * PAD - (per_row - 1) * 8) / per_row
    drawn = [_card(state, card, held, card_w) for card, held in cards]
    body, y = [text(PAD, 18, "Progress cards in play", NAME, weight="bold"),
               text(PAD, 36, "Green edge: the start; dark red edge: the end.", TEXT, fill="#444")], 46
    for first in range(0, len(drawn), per_row):
        row = drawn[first:first + per_row]
        height = max(h for _, h in row)
        for index, (draw, _) in enumerate(row):
            body.append(f'<g transform="translate({PAD + index * (card_w + 8):g},{y:g})">{draw(height)}</g>')
        y += height + 8
    body, height = keyed(body, width, y - 8 + PAD, PROGRESS)
    return document(width, height, "Progress cards in play", body)


def narrow_progress_picture(state: dict) -> str:
    return progress_picture(state, narrow=True)


def _card(state: dict, card: str, held: dict, width: float):
    facts = progress_card(state, card)
    path = facts["path"]
    inner = width - 16
    parts, y = lines(8, 6, card, inner, NAME, "bold", step=17)
    words, y = lines(8, y, f"{held['player']}'s card · stage {facts['stage']}", inner, TEXT, fill="#444")
    parts += words
    placed = {item["square"]: item for item in held["chain"]}
    left = 8 + max(0.0, (inner - path["cols"] * CELL) / 2)
    for key, square in path["squares"].items():
        row, col = at(key)
        parts += _square(left + col * CELL, y + 4 + row * CELL, square, placed.get(key))
    y += 4 + path["rows"] * CELL + 6
    reward = ", ".join("any track" if r == "wild" else resource(r) for r in facts["reward"])
    words, y = lines(8, y, f"Reward: {reward}", inner, TEXT, "bold")
    parts += words
    spot = facts["obstacle"]
    words, y = lines(8, y, f"Obstacle location: {region(spot['region'])}, {spot['slot']}", inner, TEXT, fill="#444")
    parts += words
    height = y + 4

    def draw(h: float) -> str:
        return f"<g data-name={quoteattr(card)}>" + box(0, 0, width, h, "#fffdf5", "#555", 6) + "".join(parts) + "</g>"
    return draw, height


def _square(x: float, y: float, square: dict, die_on: dict | None) -> list[str]:
    colour = square.get("colour") or square.get("location")   # a coloured region square: its slot's resource
    edge = START if square.get("start") else (END if square.get("end") else "#777")
    parts = [box(x + 2, y + 2, CELL - 4, CELL - 4, FILL.get(colour, "#ffffff"), edge, 4,
                 width=4 if edge != "#777" else 1)]
    words = [str(square["value"])] if "value" in square else []
    words += [square["relation"]] if "relation" in square else []
    words += [REGION_WORDS[square["region"]]] if "region" in square else []
    if die_on:
        parts.append(die(x + 8, y + 8, die_on["value"], die_on["resource"], CELL - 16,
                         f"{die_on['resource']} {die_on['value']}"))
    elif words:
        parts.append(text(x + CELL / 2, y + CELL / 2 + 5, " ".join(words), TEXT, "middle", fill=ink(colour)))
    return parts
