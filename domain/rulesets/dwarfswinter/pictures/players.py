"""Each player's board as a picture: the four resources as gauges of 7, the Action track (3 to
5, and the Actions left this turn) and the Hand-Size track (5 to 7), the dwarfs at home and on
the board, the Music Tokens, the Action deck, the trophies, the VPs so far, and the hand: the
viewer's own heroes by name, another seat's as card backs. Every number is a value a tap
explains (the table view's resources and tracks, the score view's total).

WIDE: two boards a row, 600 px across, labels of 14 px (four boards fit the table page's board
at 11 px or more); NARROW: one board a row for a phone, 360 px, 13 px."""
from __future__ import annotations

from dataclasses import dataclass
from xml.sax.saxutils import quoteattr

from domain.kernel.legends import LegendStyle, legend, swatch

from .. import components as k
from ..rules.scoring import score
from ..state import HOME, card
from .svg import MUTED, choice, colour, explained, svg, text, title


@dataclass(frozen=True)
class Layout:
    columns: int
    box: int           # a board's width
    font: int
    cell: int          # a track's step

    @property
    def line(self) -> int:
        return self.font + 7


WIDE = Layout(columns=2, box=290, font=14, cell=21)
NARROW = Layout(columns=1, box=340, font=13, cell=24)


def hit(x: float, y: float, width: float, height: float) -> str:
    """A transparent area that takes the tap for a small value drawn over it."""
    return (f'<rect x="{x:.0f}" y="{y:.0f}" width="{width:.0f}" height="{height:.0f}" fill="#fff" '
            f'fill-opacity="0"/>')


class Board:
    """One player's board, drawn down from `y`."""

    def __init__(self, state: dict, name: str, index: int, x: float, y: float, layout: Layout):
        self.state, self.name, self.index, self.layout = state, name, index, layout
        self.x, self.top, self.y, self.parts = x, y, y, []

    def width(self, words: str) -> float:
        return len(words) * self.layout.font * 0.6

    def say(self, words: str, pointer: tuple = (), view: str = "table", x: float = 0, weight: str = "normal",
            anchor: str = "start", advance: bool = True) -> None:
        y = self.y + self.layout.line
        drawn = text(self.x + 10 + x, y, words, self.layout.font, anchor, weight=weight)
        if pointer:
            width = self.width(words)
            left = self.x + 10 + x - (width if anchor == "end" else 0)
            drawn = hit(left, y - self.layout.font, width, self.layout.font + 4) + drawn
        self.parts.append(explained(view, *pointer) + title(f"{self.name}: {words}") + drawn + "</g>"
                          if pointer else drawn)
        if advance:
            self.y = y

    def gauge(self, resource: str, value: int, x: float) -> None:
        """A resource: its name, seven segments filled up to its value, and the value."""
        font, top = self.layout.font, self.y + 6
        label = resource.capitalize()
        parts = [explained("table", "players", self.index, "resources", resource),
                 title(f"{self.name}'s {label}: {value} of {k.RESOURCE_MAX}"),
                 hit(self.x + 10 + x, top, (self.layout.box - 20) / 2 - 4, font + 4),
                 text(self.x + 10 + x, top + font, label, font)]
        left = self.x + 10 + x + font * 3.1
        segment = ((self.layout.box - 20) / 2 - font * 3.1 - font * 1.9) / k.RESOURCE_MAX
        for step in range(k.RESOURCE_MAX):
            parts.append(f'<rect x="{left + step * segment:.1f}" y="{top + 3:.0f}" width="{segment - 2:.1f}" '
                         f'height="{font - 1}" rx="2" fill="{"#ef8f00" if step < value else "#e3e7ea"}"/>')
        parts.append(text(left + k.RESOURCE_MAX * segment + 3, top + font, value, font, weight="bold"))
        self.parts += parts + ["</g>"]

    def track(self, label: str, low: int, high: int, value: int, pointer: tuple, x: float) -> float:
        """A row of steps with the marker on `value`; returns its width."""
        cell, font, top = self.layout.cell, self.layout.font, self.y + 5
        left = self.x + 10 + x
        start = left + self.width(label) + 4
        parts = [explained("table", *pointer), title(f"{self.name}'s {label}: {value}"),
                 hit(left, top, start - left + (high - low + 1) * cell, font + 7),
                 text(left, top + font + 1, label, font)]
        for step in range(low, high + 1):
            bx, now = start + (step - low) * cell, step == value
            parts.append(f'<rect x="{bx:.0f}" y="{top:.0f}" width="{cell - 3}" height="{font + 7}" rx="3" '
                         f'fill="{"#ffcc80" if now else "#eceff1"}" stroke="{"#e65100" if now else "#b0bec5"}"/>')
            parts.append(text(bx + (cell - 3) / 2, top + font + 1, step, font, "middle",
                              weight="bold" if now else "normal", fill="#222" if now else MUTED))
        self.parts += parts + ["</g>"]
        return start - left + (high - low + 1) * cell

    def hand(self) -> None:
        hand = self.state["hands"][self.name]
        if not hand:
            self.say("No hand chosen", x=0)
            return
        if all(key is None for key in hand):
            self.say(f"Hand: {len(hand)} heroes")
            self.y += 4
            for index in range(len(hand)):
                self.parts.append(f'<rect x="{self.x + 10 + index * 26}" y="{self.y:.0f}" width="22" height="30" '
                                  f'rx="3" fill="#455a64" stroke="#263238"><title>A hero, face down</title></rect>')
            self.y += 32
            return
        self._cards([key for key in hand if key is not None])

    def _cards(self, keys: list[str]) -> None:
        """The viewer's own hand, two cards a row."""
        width = (self.layout.box - 26) / 2
        height = self.layout.line + 2
        for index, key in enumerate(keys):
            x = self.x + 10 + (index % 2) * (width + 6)
            y = self.y + 6 + (index // 2) * (height + 3)
            named = title(f"{key} ({card(self.state, key)['music']})")
            self.parts.append(f'<g class="card"{choice(key)}>{named}'
                              f'<rect x="{x:.0f}" y="{y:.0f}" width="{width:.0f}" height="{height}" rx="4" '
                              f'fill="#fff8e1" stroke="#8d6e63"/>'
                              + text(x + 5, y + self.layout.font + 3, key, self.layout.font) + "</g>")
        self.y += 6 + ((len(keys) + 1) // 2) * (height + 3)

    def draw(self) -> list[str]:
        state, name, i, font = self.state, self.name, self.index, self.layout.font
        board = state["boards"][name]
        first = " (1st player)" if name == state["first"] and state["week"] else ""
        self.say(f"{name}{first}", weight="bold", advance=False)
        self.say(f"{score(state, name)['total']} VPs", ("rows", i, "total"), "score", self.layout.box - 20,
                 "bold", "end")
        for pair in (k.RESOURCES[:2], k.RESOURCES[2:]):
            for column, resource in enumerate(pair):
                self.gauge(resource, board[resource], column * (self.layout.box - 20) / 2)
            self.y += font + 8
        used = self.track("Actions", k.ACTIONS_FLOOR, k.ACTIONS, board["actions"], ("players", i, "actions"), 0)
        self.track("Hand-Size", k.HAND_FLOOR, k.HAND_SIZE, board["hand_size"], ("players", i, "hand_size"), used + 8)
        self.y += font + 10
        left = max(0, board["actions"] - board["spent"])
        self.say(f"{left} Action{'' if left == 1 else 's'} left", ("players", i, "actions_left"), advance=False)
        self.say(f"{board['tokens']} Music Token{'' if board['tokens'] == 1 else 's'}", ("players", i, "music_tokens"),
                 x=self.layout.box - 20, anchor="end")
        home = sum(state["dwarfs"][name].get(HOME, {}).values())
        out = sum(sum(kinds.values()) for where, kinds in state["dwarfs"][name].items() if where != HOME)
        self.say(f"Dwarfs: {home} at home, {out} on the board", ("players", i, "dwarfs"))
        trophies = state["trophies"][name]
        self.say(f"Deck {len(state['decks_of'][name])} · Monsters {len(trophies['monsters'])} · "
                 f"Disasters {len(trophies['disasters'])}", ("players", i, "action_deck"))
        self.hand()
        self.y += 8
        return self.parts

    def framed(self, bottom: float) -> list[str]:
        """The board in its frame, down to `bottom` (the row's tallest board)."""
        return [f'<g class="player" data-name={quoteattr(self.name)}><rect x="{self.x:.0f}" y="{self.top:.0f}" '
                f'width="{self.layout.box}" height="{bottom - self.top:.0f}" rx="8" fill="#fff" '
                f'stroke="{colour(self.state, self.name)}" stroke-width="4"/>', *self.parts, "</g>"]


def draw(state: dict, layout: Layout) -> str:
    columns = min(layout.columns, len(state["players"]))
    width = columns * (layout.box + 10) + 10
    body, y, row = [], 10, []
    for index, name in enumerate(state["players"]):
        x = 10 + (index % columns) * (layout.box + 10)
        board = Board(state, name, index, x, y, layout)
        board.draw()
        row.append(board)
        if len(row) == columns or index == len(state["players"]) - 1:
            bottom = max(b.y for b in row)
            body += [part for b in row for part in b.framed(bottom)]
            y, row = bottom + 10, []
    key, tall = legend([_keys(state, layout)], width, y, LegendStyle(layout.font, 10, layout.font + 10, MUTED))
    return svg(width, y + tall, "The players' boards", body + key)


def _keys(state: dict, layout: Layout) -> list:
    """What the boards' colours stand for: each player's frame, a resource's filled steps, the
    marker on a track, a hero face down."""
    size = layout.font + 4
    return [*[(player, swatch("#fff", size, colour(state, player))) for player in state["players"]],
            ("a resource, one step a unit", swatch("#ef8f00", size)),
            ("where a track stands", swatch("#ffcc80", size, "#e65100")),
            ("a hero, face down", swatch("#455a64", size, "#263238"))]


def players_picture(state: dict) -> str:
    return draw(state, WIDE)


def narrow_players_picture(state: dict) -> str:
    return draw(state, NARROW)
