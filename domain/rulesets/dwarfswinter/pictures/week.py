"""What the week holds, as a picture: the Winter track, the Monsters and Disasters on the board
(numbered and lettered as on the board picture) with what each takes to defeat or overcome, the
Hero Pool with each hero's cost and ability, and the Music Hall's tokens. A tap on a Monster,
a Disaster, a hero of the Pool or an instrument picks it at the table.

WIDE: two columns, 600 px across, labels of 14 px; NARROW: one column for a phone, 360 px, 13 px."""
from __future__ import annotations

from dataclasses import dataclass

from domain.kernel.catalogs import catalog_of
from domain.kernel.legends import LegendStyle, legend, swatch

from .. import components as k
from .board import foes
from ..rules.music import silenced
from ..state import card
from .svg import DISASTER, MONSTER, MUTED, choice, explained, svg, text, title, wrap
from ..words import amounts, effect_words, listed


@dataclass(frozen=True)
class Layout:
    width: int
    columns: int
    font: int
    chars: int         # characters on a line of one column

    @property
    def line(self) -> int:
        return self.font + 5

    @property
    def column(self) -> float:
        return (self.width - 24) / self.columns


WIDE = Layout(width=600, columns=2, font=14, chars=34)
NARROW = Layout(width=360, columns=1, font=13, chars=40)


class Column:
    """Blocks stacked down one column."""

    def __init__(self, x: float, y: float, layout: Layout):
        self.x, self.y, self.layout, self.parts = x, y, layout, []

    def heading(self, words: str) -> None:
        self.y += self.layout.line + 8
        self.parts.append(text(self.x, self.y, words, self.layout.font + 2, weight="bold"))

    def entry(self, lines: list[str], mark: str = "", fill: str = "", picked: str = "", named: str = "") -> None:
        """A few lines about one thing, led by its badge; all of it one tap target."""
        font, top = self.layout.font, self.y + 6
        indent = font + 10 if mark else 0
        wrapped = [piece for line in lines for piece in wrap(line, self.layout.chars - indent // 7)]
        height = len(wrapped) * self.layout.line + 4
        group = [f'<g class="entry"{choice(picked) if picked else ""}>{title(named or lines[0])}',
                 f'<rect x="{self.x - 4:.0f}" y="{top:.0f}" width="{self.layout.column - 4:.0f}" height="{height:.0f}" '
                 f'rx="4" fill="#fff" stroke="#d5dade"/>']
        if mark:
            group.append(f'<rect x="{self.x:.0f}" y="{top + 4:.0f}" width="{font + 4}" height="{font + 4}" rx="3" '
                         f'fill="{fill}"/>' + text(self.x + (font + 4) / 2, top + font + 2, mark, font, "middle",
                                                   "#fff", "bold"))
        for index, line in enumerate(wrapped):
            group.append(text(self.x + indent, top + (index + 1) * self.layout.line - 2, line, font,
                              weight="bold" if index == 0 else "normal", fill="#222" if index == 0 else MUTED))
        self.parts += group + ["</g>"]
        self.y = top + height

    def line(self, words: str, pointer: tuple = ()) -> None:
        self.y += self.layout.line
        drawn = text(self.x, self.y, words, self.layout.font)
        self.parts.append(explained("table", *pointer) + drawn + "</g>" if pointer else drawn)


def _winter(state: dict, layout: Layout) -> list[str]:
    parts = [text(12, layout.font + 10, "Winter track", layout.font + 2, weight="bold")]
    size = layout.font + 10
    start = 12 + (layout.font + 2) * 7.5
    for week in range(1, k.WEEKS + 1):
        x = start + (week - 1) * (size + 4)
        now = week == state["week"]
        parts.append(f'<rect x="{x:.0f}" y="4" width="{size}" height="{size}" rx="4" '
                     f'fill="{"#90caf9" if now else "#eceff1"}" stroke="#546e7a"/>'
                     + text(x + size / 2, 4 + size * 0.72, week, layout.font, "middle",
                            weight="bold" if now else "normal"))
    return [explained("table", "week"), *parts, "</g>"]


def _foes(column: Column, state: dict, kind: str) -> None:
    """The Monsters (kind "monsters") or Disasters on the board, each led by its badge."""
    marks = dict(zip(("monsters", "disasters"), foes(state)))[kind]
    entries = state[kind]
    if kind == "monsters":
        column.heading(f"Monsters ({len(entries)})")
    else:
        column.heading(f"Disasters ({len(entries)} of {k.LOSING_DISASTERS})")
    if not entries:
        column.line("None on the board." if kind == "monsters" else "None active.")
    for entry in entries:
        facts, mark = card(state, entry["card"]), marks[entry["card"]]
        needs = f"{facts['dwarfs']} Dwarfs and {amounts(facts['resources']) or 'nothing'}; {facts['vp']} VPs"
        if kind == "monsters":
            lines, fill, word = [needs, k.ABILITIES[facts["ability"]].capitalize()], MONSTER, "Monster"
        else:
            lines, fill, word = [needs + (f"; {facts['gold']} Gold reward" if facts.get("gold") else "")], \
                DISASTER, "Disaster"
        where = f"{facts['name']} in {entry['zone']}"
        column.entry([where, *lines], mark, fill, entry["card"], f"{word} {mark}: {where}")


def _pool(column: Column, state: dict) -> None:
    column.heading("Hero Pool")
    for hero, cost in zip(state["pool"], catalog_of(state)["board"]["pool_costs"]):
        if hero is None:
            column.line(f"{cost} Gold: an empty spot")
            continue
        facts = card(state, hero)
        column.entry([f"{cost} Gold: {hero}", f"{facts['music']}, {facts['vp']} VPs", effect_words(facts["effect"])],
                     picked=hero, named=f"{hero}, for {cost} Gold")


def _hall(column: Column, state: dict) -> None:
    column.heading("Music Hall")
    quiet = silenced(state)
    for entry in catalog_of(state)["board"]["instruments"]:
        players = state["hall"].get(entry["name"], [])
        said = f"{entry['name']} ({entry['zone_type']}): {listed(players) if players else 'free'}"
        if entry["name"] in quiet:
            said += ", silenced"
        column.entry([said], picked=entry["name"])


def draw(state: dict, layout: Layout) -> str:
    top = layout.font + 22
    columns = [Column(12 + i * layout.column, top, layout) for i in range(layout.columns)]
    left, right = columns[0], columns[-1]
    _foes(left, state, "monsters")
    _foes(left, state, "disasters")
    _pool(right, state)
    _hall(right, state)
    height = max(c.y for c in columns) + 12
    key, tall = legend([_keys(layout)], layout.width, height, LegendStyle(layout.font, 12, layout.font + 10, MUTED))
    label = f"Week {state['week']}: Monsters, Disasters, the Hero Pool and the Music Hall"
    return svg(layout.width, height + tall, label,
               _winter(state, layout) + [p for c in columns for p in c.parts] + key)


def _keys(layout: Layout) -> list:
    """What the marks stand for: this week on the Winter track, and the foes' badges (the board
    picture numbers and letters them alike)."""
    size, font = layout.font + 6, layout.font

    def badge(fill: str, mark: str) -> str:
        return swatch(fill, size) + text(0, font * 0.36, mark, font, "middle", "#fff", "bold")
    return [("this week", swatch("#90caf9", size, "#546e7a")), ("Monster 1, 2\u2026", badge(MONSTER, "1")),
            ("Disaster A, B\u2026", badge(DISASTER, "A"))]


def _nothing_yet(state: dict) -> bool:
    """Before the Hero Pool is dealt there is no week to show."""
    return not state or (state["phase"] == "setup" and not any(state["pool"]))


def week_picture(state: dict) -> str:
    if _nothing_yet(state):
        return svg(WIDE.width, 40, "The week: nothing yet", [], empty=True)
    return draw(state, WIDE)


def narrow_week_picture(state: dict) -> str:
    if _nothing_yet(state):
        return svg(NARROW.width, 40, "The week: nothing yet", [], empty=True)
    return draw(state, NARROW)
