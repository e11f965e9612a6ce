"""A day's story in a few sentences at the head of its chapter: what went into the journal,
the roll that lay furthest from the odds (the dice ruleset's measure of a swing: a journal of
rolls has no other), how the day's luck ran and who rolled most. Dice carry no direction
here (no rule says whether high is good), so a roll is told as far above or below the
average, never as lucky."""
from __future__ import annotations

from domain.kernel.chronicle import Moment
from domain.kernel.luck import FAIR, described, rolls_of
from domain.kernel.storytelling import and_list, count
from domain.kernel.turning import chapter_story

ROLLED, NOTED = "journal/rolled", "journal/noted"


def _luck(moment: Moment) -> float:
    """How far the moment's dice lay from their average, in standard deviations (signed)."""
    judged = [roll.luck(lambda kind: 1) for roll in rolls_of(moment)]
    judged = [luck for luck in judged if luck is not None]
    return max(judged, key=abs) if judged else 0.0


def rate(moment: Moment) -> float:
    """A roll's swing: how far its total lay from what such dice give on average."""
    return abs(_luck(moment)) if moment.kind == ROLLED else 0.0


def day_story(moments: list[Moment], players: list[str]) -> str:
    """The stakes, the turn and the end of one day of rolls ('' when nothing was rolled)."""
    rolls = [m for m in moments if m.kind == ROLLED]
    if not rolls:
        return ""
    notes = sum(1 for m in moments if m.kind == NOTED)
    stakes = f"{count(len(rolls), 'roll').capitalize()}" + (f" and {count(notes, 'note')}" if notes else "") + \
        " went into the journal that day."
    return chapter_story(moments, rate, stakes, _turned, lambda moment: "", _ran(rolls), _most(rolls, players))


def _turned(moment: Moment) -> str:
    roll = max(rolls_of(moment), key=lambda r: abs(r.luck(lambda kind: 1) or 0))
    way = "above" if _luck(moment) > 0 else "below"
    return f"The roll furthest from the odds was {described(roll, None)}, {way} what such dice give on average."


def _ran(rolls: list[Moment]) -> str:
    judged = [_luck(m) for m in rolls if rolls_of(m)]
    if not judged:
        return ""
    mean = sum(judged) / len(judged)
    ran = "above the average" if mean > FAIR else "below the average" if mean < -FAIR else "close to the average"
    return f"Taken together, the day's dice ran {ran}."


def _most(rolls: list[Moment], players: list[str]) -> list[str]:
    """Who rolled most, and the day's highest and lowest totals."""
    by: dict[str, int] = {}
    for moment in rolls:
        by[moment.actor or ""] = by.get(moment.actor or "", 0) + 1
    top = max(by.values())
    leaders = [name for name, n in by.items() if n == top and name]
    totals = [sum(d["value"] for d in m.data.get("dice", [])) for m in rolls]
    return [f"{and_list(leaders)} rolled most, {count(top, 'time')}." if leaders and len(players) > 1 else "",
            f"The totals ran from {min(totals)} to {max(totals)}." if len(set(totals)) > 1 else ""]
