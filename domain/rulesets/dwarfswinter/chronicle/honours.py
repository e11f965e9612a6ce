"""The winter's awards, read from the log at the end of the book (`domain.kernel.epilogue`):
who slew the most Monsters, overcame the most Disasters and hired the most Heroes. The score
and the clans' boards stand in the last chapter already; the awards follow them."""
from __future__ import annotations

from domain.kernel.chronicle import Facts, Moment
from domain.kernel.epilogue import awards, most

from .. import events as ev


def _by(kind: str):
    return lambda moment: [moment.data["player"]] if moment.kind == kind and moment.data.get("player") else []


def winter_awards(moments: list[Moment]) -> Facts | None:
    """The awards a game of Dwarfs Winter hands out (None when nobody earned any)."""
    return awards([most(moments, _by(ev.MONSTER_DEFEATED), "Most Monsters slain", "Monster"),
                   most(moments, _by(ev.DISASTER_OVERCOME), "Most Disasters overcome", "Disaster"),
                   most(moments, _by(ev.HERO_ACQUIRED), "Most Heroes hired", "Hero", "Heroes")])
