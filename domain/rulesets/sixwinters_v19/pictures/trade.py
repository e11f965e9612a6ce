"""The `trade` picture: the trade board. The year and the seasonal event in play, the six
resource pools with their dice and Create Asset slots 0-6 (a taken slot filled red), the wheel
of seasons with the time marker, the wheel of trade, and the progress staging area (each card
tapped to take it) with the progress deck's public back.

Wide, three pools to a row; on a phone, two."""
from __future__ import annotations

from domain.kernel.catalogs import catalog_of

from ..rules.assets import WHEEL
from ..words import RESOURCES, SEASONS, STAGING_SIZE, counted, resource, season, turn_words
from .keys import TRADE, keyed
from .svg import (DIE, FILL, LINE, NAME, NARROW, PAD, SEASON_FILL, TEXT, WIDE, box, choice, dice_rows, document,
                  explained, ink, lines, text)

SLOTS = 7


def trade_picture(state: dict, narrow: bool = False) -> str:
    width = NARROW if narrow else WIDE
    inner = width - 2 * PAD
    session = state.get("session") or {}
    body, y = lines(PAD, 4, _heading(state, session.get("turn")), inner, NAME, "bold", step=17)
    per_row = 2 if narrow else 3
    pool_w = (inner - (per_row - 1) * 8) / per_row
    height = _pool_height(pool_w, session.get("pools", {}))
    for index, name in enumerate(RESOURCES):
        x = PAD + (index % per_row) * (pool_w + 8)
        body += _pool(state, name, x, y + (index // per_row) * (height + 8), (pool_w, height), session)
    y += -(-len(RESOURCES) // per_row) * (height + 8) + 6
    parts, y = _seasons(PAD, y, inner, session.get("turn"))
    body += parts
    parts, y = lines(PAD, y + 6, "Wheel of trade: " + " › ".join(resource(n) for n in (*WHEEL, WHEEL[0]))
                     + ". Sorcery dice go into any pool; no die becomes Sorcery.", inner, TEXT, fill="#444")
    body += parts
    parts, y = _staging(state, PAD, y + 8, inner, narrow, session.get("staging", []))
    body += parts
    body, height = keyed(body, width, y + PAD, TRADE)
    return document(width, height, "The trade board", body)


def narrow_trade_picture(state: dict) -> str:
    return trade_picture(state, narrow=True)


def _heading(state: dict, turn) -> str:
    year = f"Year {state['year']} of 6"
    if not turn:
        return f"{year}: no game under way" if not state.get("session") else f"{year}: Session Setup"
    return (f"{year}, {turn_words(turn)}: {turn['event']} "
            f"({counted(turn['symbols'], turn['season'] + ' symbol')} showing)")


def _pool_height(width: float, pools: dict) -> float:
    """Every pool as tall as the fullest one needs (a trade may leave a pool over its size)."""
    per_row = max(1, int((width - 12 + 3) // (DIE + 3)))
    dice_lines = max([1] + [-(-len(dice) // per_row) for dice in pools.values()])
    return 24 + dice_lines * (DIE + 3) + 6 + 26 + 6


def _pool(state: dict, name: str, x: float, y: float, size: tuple, session: dict) -> list[str]:
    width, height = size
    dice = session.get("pools", {}).get(name, [])
    parts = [box(x, y, width, height, "#fbfaf6"), box(x, y, width, 22, FILL[name], "#555"),
             text(x + 6, y + 16, resource(name), NAME, weight="bold", fill=ink(name))]
    filled = catalog_of(state)["pool_sizes"][name][state["tracks"][name]["progress"] - 1]
    parts.append(explained("tracks", ["tracks", name, "pool_size"], f"{resource(name)} pool size {filled}",
                           [text(x + width - 6, y + 16, f"size {filled}", TEXT, "end", fill=ink(name))]))
    drawn, _ = dice_rows(x + 6, y + 27, dice, name, width - 12, title=f"{resource(name)} pool die")
    parts += drawn
    taken = session.get("slots", {}).get(name, [])
    pitch = min(26.0, (width - 12) / SLOTS)
    slots_y = y + height - 32
    for slot in range(SLOTS):
        sx = x + 6 + slot * pitch
        used = slot in taken
        parts.append(box(sx, slots_y, pitch - 3, 24, "#a11d1d" if used else "#fff", "#777", 3))
        parts.append(text(sx + (pitch - 3) / 2, slots_y + 17, slot, TEXT, "middle", fill="#fff" if used else "#444"))
    return parts


def _seasons(x: float, y: float, width: float, turn) -> tuple[list[str], float]:
    """The wheel of seasons: two boxes a season, the second (dotted) only played when a matching
    symbol shows; the time marker on the box of the turn under way."""
    parts = [text(x, y + 12, "Wheel of seasons", TEXT, weight="bold")]
    pitch = width / len(SEASONS)
    cell = min(34.0, (pitch - 8) / 2)
    for index, name in enumerate(SEASONS):
        for second in (False, True):
            bx = x + index * pitch + (cell + 4 if second else 0)
            here = bool(turn) and turn["season"] == name and turn["second"] == second
            parts.append(box(bx, y + 18, cell, cell, SEASON_FILL[name], "#222" if here else "#888", 3,
                             "3 2" if second else "", 2 if here else 1))
            if here:
                parts.append(f'<circle cx="{bx + cell / 2:g}" cy="{y + 18 + cell / 2:g}" r="{cell / 4:g}" fill="#a11d1d">'
                             f"<title>The time marker</title></circle>")
        parts.append(text(x + index * pitch + cell + 2, y + 18 + cell + 16, season(name), TEXT, "middle"))
    return parts, y + 18 + cell + 22


def _staging(state: dict, x: float, y: float, width: float, narrow: bool, staging: list) -> tuple[list[str], float]:
    """The progress staging area, lowest card first, and the progress deck's public back."""
    parts = [text(x, y + 12, "Progress staging area (lowest first)", TEXT, weight="bold")]
    per_row = 2 if narrow else STAGING_SIZE
    card_w = (width - (per_row - 1) * 6) / per_row
    for index in range(STAGING_SIZE):
        card = staging[index] if index < len(staging) else None
        cx, cy = x + (index % per_row) * (card_w + 6), y + 18 + (index // per_row) * 52
        drawn = [box(cx, cy, card_w, 46, "#fff" if card else "#f2f2f2", "#777", 4, "" if card else "4 3")]
        words, _ = lines(cx + 6, cy + 4, card or "open", card_w - 12, TEXT, fill="#222" if card else "#666")
        drawn += words[:2]
        parts.append(choice(card, drawn, name=card) if card else "".join(drawn))
    y += 18 + (-(-STAGING_SIZE // per_row)) * 52
    back = state["decks"]["progress"]["back"]
    pile = len(state["decks"]["progress"]["pile"])
    deck = f"Progress deck: {counted(pile, 'card')}" + \
        (f", the top card's back shows stage {back['stage']}, {counted(back['stars'], 'star')}" if back else "")
    words, y = lines(x, y + 2, deck + ".", width, TEXT, fill="#444", step=LINE)
    return parts + words, y
