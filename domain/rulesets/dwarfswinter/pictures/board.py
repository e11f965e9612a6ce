"""The board as a picture: the zones where the board file puts them, the paths between them,
each player's dwarfs as counters in their colour under a zone, and the Monsters (numbered, red)
and Disasters (lettered, orange) as badges over it; the "week" picture lists them by the same
number and letter, and a legend under the map says what each colour and mark stands for. A tap
on a zone picks it, a tap on a counter picks that dwarf.

Two layouts of the same marks: WIDE for a tablet (labels of 15 px in a square of about 600 px,
so they stay 11 px or more in the table page's board) and NARROW for a phone (360 px wide,
stretched to be taller rather than wider, labels of 12 px)."""
from __future__ import annotations

from dataclasses import dataclass
from string import ascii_uppercase
from xml.sax.saxutils import quoteattr

from domain.kernel.legends import LegendStyle, legend

from ..board import zones
from ..components import DWARF
from ..pieces import Piece, name as piece_name
from ..state import card
from .svg import (DISASTER, INK, MONSTER, MUTED, OTHER_FILL, TYPE_FILL, choice, colour, explained, on_colour, svg,
                  text, title)


@dataclass(frozen=True)
class Layout:
    sx: float          # px per board unit, across
    sy: float          # px per board unit, down
    margin: float
    top: float         # the band above the map: the Winter and the players' colours
    rx: float          # a zone's half width and half height
    ry: float
    font: int
    counter: float     # a dwarf counter's radius
    badge: float       # a badge's half size

    @property
    def width(self) -> float:
        return self.margin * 2 + 100 * self.sx

    @property
    def height(self) -> float:
        return self.top + self.margin * 2 + 100 * self.sy


WIDE = Layout(sx=5.3, sy=5.3, margin=30, top=26, rx=33, ry=30, font=15, counter=10.5, badge=11)
NARROW = Layout(sx=3.12, sy=5.2, margin=24, top=44, rx=27, ry=22, font=12, counter=8.5, badge=9)


def foes(state: dict) -> tuple[dict[str, str], dict[str, str]]:
    """card -> its badge: Monsters numbered 1, 2, ... and Disasters lettered A, B, ... in the
    order they came onto the board."""
    monsters = {e["card"]: str(i + 1) for i, e in enumerate(state["monsters"])}
    disasters = {e["card"]: ascii_uppercase[i % 26] for i, e in enumerate(state["disasters"])}
    return monsters, disasters


def _xy(zone: dict, layout: Layout) -> tuple[float, float]:
    x, y = zone["at"]
    return layout.margin + x * layout.sx, layout.top + layout.margin + y * layout.sy


def _paths(all_zones: dict, layout: Layout) -> list[str]:
    drawn, lines = set(), []
    for name, zone in all_zones.items():
        for other in zone["adjacent"]:
            pair = tuple(sorted((name, other)))
            if pair in drawn or other not in all_zones:
                continue
            drawn.add(pair)
            (x1, y1), (x2, y2) = _xy(zone, layout), _xy(all_zones[other], layout)
            lines.append(f'<line x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}" stroke="#a7b0b5" '
                         f'stroke-width="3"/>')
    return lines


def _zone(name: str, zone: dict, layout: Layout) -> list[str]:
    x, y = _xy(zone, layout)
    fill = TYPE_FILL.get(zone["type"], OTHER_FILL)
    words = name.rsplit(" ", 1) if " " in name else [name]
    lines = [text(x, y + layout.font * (0.35 + (i - (len(words) - 1) / 2) * 1.05), word, layout.font, "middle",
                  "#fff", "bold") for i, word in enumerate(words)]
    named = title(f"{name} ({zone['type']})")
    return [f'<g class="place"{choice(name)}>{named}'
            f'<ellipse cx="{x:.0f}" cy="{y:.0f}" rx="{layout.rx}" ry="{layout.ry}" fill="{fill}" stroke="#fff" '
            f'stroke-width="2"/>', *lines, "</g>"]


def _counters(state: dict, name: str, zone: dict, layout: Layout) -> list[str]:
    """One counter per player and kind of dwarf in the zone, in a row over the zone's foot."""
    x, y = _xy(zone, layout)
    here = [(player, kind, number) for player in state["players"]
            for kind, number in state["dwarfs"][player].get(name, {}).items() if number]
    step = layout.counter * 2 + 1
    found = []
    for index, (player, kind, number) in enumerate(here):
        cx, cy = x + (index - (len(here) - 1) / 2) * step, y + layout.ry
        what = "dwarf" if kind == DWARF else kind
        mark = str(number) if kind == DWARF else kind[0]
        named = title(f"{player}: {number} {what}{'s' if number > 1 else ''} in {name}")
        found.append(f'<g class="dwarfs"{choice(piece_name(Piece(player, kind, name)))}>{named}'
                     f'<circle cx="{cx:.0f}" cy="{cy:.0f}" r="{layout.counter}" fill="{colour(state, player)}" '
                     f'stroke="{INK}" stroke-width="1.5"/>'
                     + text(cx, cy + layout.font * 0.36, mark, layout.font, "middle", on_colour(state, player),
                            "bold") + "</g>")
    return found


def _badges(state: dict, name: str, zone: dict, layout: Layout) -> list[str]:
    x, y = _xy(zone, layout)
    monsters, disasters = foes(state)
    here = [(key, mark, MONSTER) for key, mark in monsters.items() if _zone_of(state["monsters"], key) == name]
    here += [(key, mark, DISASTER) for key, mark in disasters.items() if _zone_of(state["disasters"], key) == name]
    size, found = layout.badge, []
    for index, (key, mark, fill) in enumerate(here):
        bx, by = x + (index - (len(here) - 1) / 2) * (size * 2 + 2), y - layout.ry
        kind = "Monster" if fill == MONSTER else "Disaster"
        shape = (f'<rect x="{bx - size:.0f}" y="{by - size:.0f}" width="{size * 2:.0f}" height="{size * 2:.0f}" '
                 f'rx="3" fill="{fill}" stroke="#fff" stroke-width="1.5"/>' if fill == MONSTER else
                 f'<circle cx="{bx:.0f}" cy="{by:.0f}" r="{size:.0f}" fill="{fill}" stroke="#fff" stroke-width="1.5"/>')
        named = title(f"{kind} {mark}: {card(state, key)['name']} in {name}")
        found.append(f'<g class="foe" data-name={quoteattr(key)}>{named}'
                     + shape + text(bx, by + layout.font * 0.36, mark, layout.font, "middle", "#fff", "bold") + "</g>")
    return found


def _zone_of(entries: list[dict], key: str) -> str | None:
    return next((e["zone"] for e in entries if e["card"] == key), None)


def _band(state: dict, layout: Layout) -> list[str]:
    """Above the map: the week of the Winter, and whose colour is whose."""
    week = f"Winter: week {state['week']} of 7" if state["week"] else "Setup"
    parts = [explained("table", "week") + text(layout.margin / 2, layout.font + 6, week, layout.font, weight="bold")
             + "</g>"]
    x = layout.width - layout.margin / 2
    row_y = layout.font + 6 if layout is WIDE else layout.font * 2 + 12
    for player in reversed(state["players"]):
        width = len(player) * layout.font * 0.62 + layout.counter * 2 + 8
        x -= width
        parts.append(f'<circle cx="{x + layout.counter:.0f}" cy="{row_y - layout.font * 0.35:.0f}" '
                     f'r="{layout.counter}" fill="{colour(state, player)}" stroke="{INK}"/>')
        parts.append(text(x + layout.counter * 2 + 4, row_y, player, layout.font))
    return parts


def _key_marks(layout: Layout, kinds: list[str]) -> list[list[tuple[str, str]]]:
    """The legend's rows of (what it stands for, its mark drawn at 0,0): the kinds of zone the
    board has, then the foes' badges (the week lists them by the same number and letter) and a
    player's counter. Short words: a taller board is drawn smaller on the table page."""
    r, b = layout.counter, layout.badge
    zones_ = [(kind, f'<ellipse rx="{r * 1.4:.0f}" ry="{r:.0f}" fill="{TYPE_FILL.get(kind, OTHER_FILL)}"/>')
              for kind in kinds]
    return [zones_, [
        ("Monster 1, 2\u2026", f'<rect x="{-b}" y="{-b}" width="{b * 2}" height="{b * 2}" rx="3" fill="{MONSTER}"/>'
         + text(0, layout.font * 0.36, "1", layout.font, "middle", "#fff", "bold")),
        ("Disaster A, B\u2026", f'<circle r="{b}" fill="{DISASTER}"/>'
         + text(0, layout.font * 0.36, "A", layout.font, "middle", "#fff", "bold")),
        ("a player's dwarfs", f'<circle r="{r}" fill="#fff" stroke="{INK}" stroke-width="1.5"/>'
         + text(0, layout.font * 0.36, "2", layout.font, "middle", INK, "bold"))]]


def _legend(layout: Layout, kinds: list[str]) -> tuple[list[str], float]:
    """Under the map, what every colour and mark stands for (the kernel's legend); the parts
    and the height they take."""
    style = LegendStyle(layout.font, layout.margin / 2, layout.counter * 3, MUTED)
    return legend(_key_marks(layout, kinds), layout.width, layout.height, style)


def draw(state: dict, layout: Layout) -> str:
    all_zones = zones(state)
    body = _band(state, layout) + _paths(all_zones, layout)
    for name, zone in all_zones.items():
        body += [f'<g class="zone" data-name={quoteattr(name)}>', *_zone(name, zone, layout),
                 *_badges(state, name, zone, layout), *_counters(state, name, zone, layout), "</g>"]
    legend, tall = _legend(layout, sorted({zone["type"] for zone in all_zones.values()}))
    label = f"The board in week {state['week']}" if state["week"] else "The board at setup"
    return svg(layout.width, layout.height + tall, label, body + legend)


def board_picture(state: dict) -> str:
    return draw(state, WIDE)


def narrow_board_picture(state: dict) -> str:
    return draw(state, NARROW)
