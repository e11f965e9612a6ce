"""The turning point of a chapter: the moment that changed the game most, by the ruleset's
own measure. A ruleset rates each moment (`rate(moment) -> float`: how much it swung the
game, 0 for routine); the kernel picks, so every book finds its turning points the same way
and each game only says what counts as a swing in its rules.

Pure: it reads moments and their ratings, nothing else.
"""
from __future__ import annotations

from typing import Callable, Iterable

from .chronicle import Moment

Rate = Callable[[Moment], float]


def turning_point(moments: Iterable[Moment], rate: Rate) -> Moment | None:
    """The moment rated highest, the first of equals (the swing came when it first came);
    None when nothing was rated above routine."""
    best, weight = None, 0.0
    for moment in moments:
        rated = rate(moment) or 0.0
        if rated > weight:
            best, weight = moment, rated
    return best


def chapter_story(moments: Iterable[Moment], rate: Rate, stakes: str, turned: Callable[[Moment], str],
                  cost: Callable[[Moment], str], outcome: str) -> str:
    """A chapter's story in a few sentences, in the order a reader needs them: what was at
    stake, the turn the game took (the turning point, told by `turned`), what it cost (told
    by `cost` from the turning point: a ruleset sums up the rest of the chapter's losses) and
    how it ended. '' when nothing swung the game: a chapter of routine has no story to lead
    with, and its account alone tells it."""
    moment = turning_point(moments, rate)
    if moment is None:
        return ""
    return " ".join(sentence for sentence in (stakes, turned(moment), cost(moment), outcome) if sentence)
