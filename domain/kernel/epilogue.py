"""A book's epilogue: the final standings with a picture (the ruleset's), then awards read
from the log: who did the most of what the game prizes (Monsters slain, foes felled), the
luckiest roll judged by the rule's direction (`luck.Roll.luck`) and the longest run of
successes. The kernel reads the log; a ruleset only says what counts, so every book hands out
its awards the same way. Pure: it reads moments, nothing else."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable

from .chronicle import Facts, Moment
from .luck import described, rolls_of
from .storytelling import and_list, count


@dataclass(frozen=True)
class Award:
    """One line of the awards: its title ("Most Monsters slain"), who won it and for what."""

    title: str
    who: str
    what: str

    @property
    def line(self) -> tuple[str, str]:
        return (self.title, f"{self.who}: {self.what}" if self.who else self.what)


def most(moments: Iterable[Moment], credited: Callable[[Moment], Iterable[str]], title: str, noun: str,
         plural: str | None = None) -> Award | None:
    """Who did the most of something (`credited(moment)` names whoever earns a moment: nobody,
    one or several); those tied at the top share it; None when nobody earned any."""
    tally: dict[str, int] = {}
    for moment in moments:
        for name in credited(moment) or ():
            tally[name] = tally.get(name, 0) + 1
    if not tally:
        return None
    top = max(tally.values())
    return Award(title, and_list(name for name, n in tally.items() if n == top), count(top, noun, plural))


def luckiest(moments: Iterable[Moment], lucky: Callable[[str], int],
             what: Callable[[Moment], str] | None = None) -> Award | None:
    """The roll furthest above its dice's average, turned by which way the rule counts a die
    lucky (a high threat roll is no luck); None when no roll is judged."""
    judged = [(luck, roll) for moment in moments for roll in rolls_of(moment)
              for luck in [roll.luck(lucky)] if luck is not None]
    if not judged:
        return None
    best = max(judged, key=lambda item: (item[0], len(item[1].dice)))[1]
    return Award("The luckiest roll", "", described(best, what))


def longest_run(moments: Iterable[Moment], tried: Callable[[Moment], Iterable[tuple[str, bool]]], title: str,
                noun: str, plural: str | None = None) -> Award | None:
    """The longest run of successes one person had in a row (`tried(moment)`: who tried in it
    and whether it worked, none for a moment that is no try; a battle round is a try for both
    sides); None when nobody succeeded twice in a row."""
    runs: dict[str, int] = {}
    best: dict[str, int] = {}
    for moment in moments:
        for name, succeeded in tried(moment) or ():
            runs[name] = runs.get(name, 0) + 1 if succeeded else 0
            best[name] = max(best.get(name, 0), runs[name])
    top = max(best.values(), default=0)
    if top < 2:
        return None
    return Award(title, and_list(name for name, n in best.items() if n == top), count(top, noun, plural) + " in a row")


def awards(found: Iterable[Award | None], caption: str = "Awards read from the log") -> Facts | None:
    """The awards that were won, as one block (None when none was)."""
    lines = [award.line for award in found if award is not None]
    return Facts(lines, caption=caption) if lines else None
