"""The turning point of a chapter: the moment that changed the game most, by the ruleset's
own measure. A ruleset rates each moment (`rate(moment) -> float`: how much it swung the
game, 0 for routine); the kernel picks, so every book finds its turning points the same way
and each game only says what counts as a swing in its rules.

Pure: it reads moments and their ratings, nothing else.
"""
from __future__ import annotations

from typing import Callable, Iterable

from .chronicle import Moment, Paragraph
from .storytelling import sentences

Rate = Callable[[Moment], float]
STORY = "story"   # the style of a chapter's story paragraph: printed as a highlight, found by tests


def story_paragraph(text: str) -> list[Paragraph]:
    """The chapter's story as the paragraph that opens it ([] when it has none)."""
    return [Paragraph(text, STORY)] if text else []


def turning_point(moments: Iterable[Moment], rate: Rate) -> Moment | None:
    """The moment rated highest, the first of equals (the swing came when it first came);
    None when nothing was rated above routine."""
    best, weight = None, 0.0
    for moment in moments:
        rated = rate(moment) or 0.0
        if rated > weight:
            best, weight = moment, rated
    return best


FEWEST, MOST = 3, 6   # a chapter's story: enough sentences to tell stakes, turn and end; few enough to read first


def chapter_story(moments: Iterable[Moment], rate: Rate, stakes: str, turned: Callable[[Moment], str],
                  cost: Callable[[Moment | None], str], outcome: str, standing: Iterable[str] = ()) -> str:
    """A chapter's story in three to six sentences, in the order a reader needs them: what was
    at stake, the turn the game took (the turning point, told by `turned`), what it cost (told
    by `cost` from the turning point, None when nothing swung the game: a ruleset sums up the
    chapter's losses) and how it ended. `standing`: true sentences of where things stood at
    the chapter's end, told in order only while the story has fewer than three sentences (a
    chapter with no cost and no end still tells something that stood). '' when even they do
    not make three: no story is better than filler, and the chapter's account tells it."""
    moment = turning_point(moments, rate)
    told = [stakes, turned(moment) if moment is not None else "", cost(moment), outcome]
    told = [sentence for sentence in told if sentence]
    for line in standing:
        if _count(told) >= FEWEST:
            break
        told += [line] if line else []
    while told and _count(told) > MOST:
        told.pop()
    return " ".join(told) if _count(told) >= FEWEST else ""


def _count(told: list[str]) -> int:
    return sum(len(sentences(sentence)) for sentence in told)
