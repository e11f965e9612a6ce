"""The Dwarfs Winter chronicle (the reports hook): a game told as a book, a chapter a week.

"Before the Winter" introduces the clans, the variants, the first Hero Pool, the Impending Doom
and the Defenders. Each week is a chapter: the Monsters' attacks and the newcomers, the hands
(named only in an edition whose reader may see them), then each player's turn summed up in a
sentence or two, every Monster defeated and Disaster overcome as a moment of its own, the
players' notes quoted where they were written, and the week's end with the board as it stood.
The last chapter is Spring (the score, the winner, the solitaire title) or the fall of the
Castle. Sentences come from the chronicle's own templates (phrases.py), so a long winter does
not read as a log; a chapter that starts a new day of play carries its byline.
"""
from __future__ import annotations

from domain.kernel.chronicle import (Chronicle, ChronicleRefusal, Moment, Picture, Section, Timeline,
                                     cut_where)
from domain.kernel.group_voice import lead_chapter
from domain.kernel.storytelling import Voice, and_list, byline, dates_of
from domain.kernel.turning import story_paragraph

from .. import events as ev
from ..pictures.board import board_picture
from .ending import facts, tell_end
from .honours import winter_awards
from .opening import tell_opening
from .phrases import TEMPLATES
from .story import week_story
from .weeks import tell_week


def _day(moment: Moment) -> str:
    return (moment.recorded_at or "")[:10]


def _weeks(moments: list[Moment]) -> tuple[list[Moment], list[list[Moment]]]:
    """The moments before the first week, and those of each week (from its beginning)."""
    before, *weeks = cut_where(moments, ev.WEEK_BEGAN)
    return before, weeks


class Book:
    """Chapters in the making: a new chapter where a week begins, and a continued one where a
    new day of play begins inside a week, each day's first chapter with its byline."""

    def __init__(self, players: list[str]):
        self.players, self.sections, self.day = players, [], None

    def chapter(self, title: str, moments: list[Moment]) -> Section:
        section = Section(title)
        self._dated(section, moments)
        self.sections.append(section)
        return section

    def _dated(self, section: Section, moments: list[Moment]) -> None:
        days = [m for m in moments if _day(m)]
        if days and _day(days[0]) != self.day:
            section.byline = byline([m for m in days if _day(m) == _day(days[0])], self.players)
            self.day = _day(days[0])

    def days_within(self, title: str, moments: list[Moment]) -> list[list[Moment]]:
        """The week's moments cut where a new day begins (each later part a chapter "continued")."""
        parts: list[list[Moment]] = [[]]
        for moment in moments:
            if parts[-1] and _day(moment) and _day(moment) != _day(parts[-1][-1]) and _day(parts[-1][-1]):
                parts.append([])
            parts[-1].append(moment)
        return parts


def chronicle(timeline: Timeline, year: int | None = None) -> Chronicle:
    """The book of one game of Dwarfs Winter. A game has no years: asking for one is refused."""
    if year is not None:
        raise ChronicleRefusal("a game of Dwarfs Winter has no years: its chronicle is the one winter; "
                               "leave out the year")
    moments = list(timeline)
    final = timeline.final
    players = list(final["players"]) if final else []
    voice = Voice(TEMPLATES)
    book = Book(players)
    before, weeks = _weeks(moments)
    tell_opening(book.chapter("Before the Winter", before or moments[:1]), before, voice)
    for week in weeks:
        number = week[0].data["week"]
        for index, part in enumerate(book.days_within(f"Week {number}", week)):
            title = f"Week {number}" + (", continued" if index else "")
            chapter = book.chapter(title, part)
            tell_week(chapter, part, voice, opening=index == 0)
            story = week_story(week, voice) if index == 0 else ""
            chapter.blocks[:0] = story_paragraph(story)
            if index == 0:
                lead_chapter(chapter, week)
    if final and final.get("result"):
        end = book.chapter("Spring" if final["result"]["outcome"] == "survived" else "The fall", [])
        tell_end(end, final, voice)
        end.blocks += [block for block in [winter_awards(moments)] if block]
    cover = Chronicle(title=timeline.name or "A winter of Dwarfs Winter", subtitle=_subtitle(players),
                      sections=[s for s in book.sections if s.blocks], group=players, dates=dates_of(moments))
    if final:
        cover.facts = facts(final)
        cover.picture = Picture(board_picture(final), caption="The board at the end")
    return cover


def _subtitle(players: list[str]) -> str:
    if len(players) == 1:
        return f"Dwarfs Winter: {players[0]} alone against the Winter"
    return f"Dwarfs Winter: the clans of {and_list(players)}" if players else "Dwarfs Winter"
