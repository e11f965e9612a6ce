"""The `locations` picture: the location board. The three regions, each with its obstacle deck
(only the season symbol on the back of its top card shows: it drives Activation, the seasonal
event and the second turn of a season) and its three locations top to bottom, each with its
resource slot, the characters there, its asset dice and its obstacles (defense pattern and the
dice placed on it). Locations and obstacles can be tapped to pick them in a move.

Wide, the regions stand side by side as on the table, each slot's row as tall as its fullest
location; on a phone they stand one under the other."""
from __future__ import annotations

from xml.sax.saxutils import escape

from domain.kernel.catalogs import catalog_of

from ..state import obstacle
from ..words import REGIONS, SLOTS, capital, counted, region, resource
from .keys import BOARD, BOARD_SHORT, keyed
from .svg import (LINE, NAME, NARROW, PAD, REGION_FILL, SEASON_FILL, TEXT, WIDE, box, choice, dice_rows, die,
                  document, lines, text)

GAP = 4


TALLEST = 570   # units: drawn 580 px wide beside the table page's board, it still fits its height


def board_picture(state: dict, narrow: bool = False) -> str:
    """Wide, beside the moves, the board keeps its legend to one row of its own marks (the dice's
    resource colours name the trade board's pools) and a crowded board drops each
    obstacle's second line (its difficulty, skill and attack stay in its tooltip and in the
    board's reading) rather than shrink its text. On a phone, where it scrolls, the legend is
    whole."""
    for brief in (False, True):
        width, height, body = _board(state, narrow, brief)
        body, height = keyed(body, width, height, BOARD if narrow else BOARD_SHORT)
        if narrow or height <= TALLEST:
            break
    return document(width, height, "The location board", body)


def _board(state: dict, narrow: bool, brief: bool) -> tuple[float, float, list[str]]:
    positions = (state.get("session") or {}).get("positions", {})
    if narrow:
        width, column = NARROW, NARROW - 2 * PAD
    else:
        width, column = WIDE, (WIDE - 2 * PAD - 2 * GAP) / 3
    cells = {(name, slot): _location(state, name, slot, column, positions, brief)
             for name in REGIONS for slot in range(len(SLOTS))}
    headers = {name: _header(state, name, column) for name in REGIONS}
    body: list[str] = []
    if narrow:
        y = PAD
        for name in REGIONS:
            y = _place(body, headers[name], PAD, y) + GAP
            for slot in range(len(SLOTS)):
                y = _place(body, cells[(name, slot)], PAD, y) + GAP
    else:
        header_h = max(h for _, h in headers.values())
        for index, name in enumerate(REGIONS):
            _place(body, (headers[name][0], header_h), PAD + index * (column + GAP), PAD)
        y = PAD + header_h + GAP
        for slot in range(len(SLOTS)):
            row_h = max(cells[(name, slot)][1] for name in REGIONS)
            for index, name in enumerate(REGIONS):
                _place(body, (cells[(name, slot)][0], row_h), PAD + index * (column + GAP), y)
            y += row_h + GAP
    return width, y + PAD - GAP, body


def narrow_board_picture(state: dict) -> str:
    return board_picture(state, narrow=True)


def _place(body: list, drawn: tuple, x: float, y: float) -> float:
    """A drawing made at the origin, moved to (x, y); the y below it."""
    draw, height = drawn
    body.append(f'<g transform="translate({x:g},{y:g})">{draw(height)}</g>')
    return y + height


def _header(state: dict, name: str, width: float):
    deck = state["decks"]["obstacles"][name]
    back = deck["back"]
    title, y = lines(8, 6, capital(region(name)), width - 16, NAME, "bold", step=17)
    shown = f"{back} on top" if back else "deck empty"
    count = f"{counted(len(deck['pile']), 'card')} · {len(deck['discard'])} discarded"
    height = y + 2 * LINE + 16

    def draw(h: float) -> str:
        return "".join([box(0, 0, width, h, REGION_FILL[name]), *title,
                        box(8, y, width - 16, 2 * LINE + 8, SEASON_FILL[back], "#333", 4),
                        text(14, y + 16, f"Deck: {shown}", TEXT, weight="bold"),
                        text(14, y + 16 + LINE, count, TEXT)])
    return draw, height


def _location(state: dict, name: str, slot: int, width: float, positions: dict, brief: bool):
    place = state["board"][name][slot]
    resource_slot = catalog_of(state)["board"][name][slot]
    inner = width - 16
    if not place:
        words, y = lines(8, 6, f"{capital(SLOTS[slot])}: empty ({resource(resource_slot)} slot)", inner, TEXT, fill="#555")
        return (lambda h: "".join([box(0, 0, width, h, "#f4f4f4", "#777", 6, "5 4"), *words])), y + 6
    facts = catalog_of(state)["locations"][place]
    parts, y = lines(8, 6, place, inner, NAME, "bold", step=17)
    extras = [f"{resource(resource_slot)} slot", facts["skill"], *facts["icons"]]
    if facts["source"]:
        extras.append(f"{facts['source']} source")
    words, y = lines(8, y, " · ".join(extras), inner, TEXT, fill="#444")
    parts += words
    here = sorted(c for c, at in positions.items() if at == place)
    if here:
        words, y = lines(8, y, "Here: " + ", ".join(here), inner, TEXT, "bold", "#1f4e79")
        parts += words
    assets = state["locations"][place]["assets"]
    drawn, y = dice_rows(8, y + 2, [d["value"] for d in assets], [d["resource"] for d in assets], inner)
    parts += drawn
    for item in state["locations"][place]["obstacles"]:
        drawing, height = _obstacle(state, item, width - 12, brief)
        parts.append(f'<g transform="translate(6,{y:g})">{drawing}</g>')
        y += height + 3
    height = y + 6

    def draw(h: float) -> str:
        return choice(place, [box(0, 0, width, h, "#fffdf8", "#555", 6), *parts], name=place)
    return draw, height


def _obstacle(state: dict, item: dict, width: float, brief: bool) -> tuple[str, float]:
    """An obstacle in two lines: its name with its defense pattern beside it, then its
    difficulty, skill and attack (left out when `brief`: the tooltip says it); the action dice
    placed on it below."""
    card = obstacle(state, item["card"])
    size = 20
    defense = len(card["defense"]) * (size + 2)
    parts, y = lines(6, 4, item["card"], width - 12 - defense - 4, TEXT, "bold")
    parts += [die(width - 6 - defense + i * (size + 2), 3, value, None, size, "defense")
              for i, value in enumerate(card["defense"])]
    y = max(y, 3 + size + 2)
    attack = " ".join(f"{n} {kind}" for kind, n in card["attack"].items() if n) or "no attack"
    details = f"diff {card['difficulty']} · {card['skill']} · {attack}"
    parts.insert(0, f"<title>{escape(item['card'])}: {escape(details)}</title>")
    if not brief:
        words, y = lines(6, y, details, width - 12, TEXT, fill="#444")
        parts += words
    if item["dice"]:
        placed, y = dice_rows(6, y, item["dice"], "action", width - 12, size, title="placed on it")
        parts += placed
    height = y + 3
    return choice(item["card"], [box(0, 0, width, height, "#f7e9e9", "#8b3a3a", 4), *parts], name=item["card"]), height
