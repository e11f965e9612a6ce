"""The Dwarfs Winter chronicle (reports hook): the setup, a chapter per week told in the
events' own sentences, and the end with the score. A plain first version: the story is the
log's sentences, grouped by week, with the board drawn at the end of each week."""
from __future__ import annotations

from domain.kernel.chronicle import (NOT_NARRATED, Chronicle, Facts, Moment, Paragraph, Picture, Section, Table,
                                     Timeline, narrate_generic)

from . import events as ev
from .narrate import SENTENCES
from .pictures import board_picture, players_picture

HIGHLIGHTS = (ev.MONSTER_DEFEATED, ev.DISASTER_OVERCOME, ev.GAME_ENDED, ev.WEEK_ENDED)


def _block(moment: Moment, before):
    generic = narrate_generic(moment)
    if generic is not None or moment.kind not in SENTENCES:
        return generic
    text = SENTENCES[moment.kind](before or moment.state, dict(moment.data))
    return Paragraph(text, style="moment" if moment.kind in HIGHLIGHTS else "")


def _week_sections(moments: list[Moment]) -> list[Section]:
    sections, before = [Section("Setup").say("Decks shuffled, the Hero Pool dealt, the Defenders placed.",
                                            style="lead")], None
    for moment in moments:
        if moment.kind == ev.WEEK_BEGAN:
            if before:
                sections[-1].add(Picture(board_picture(before), caption="The board at the end of the week"))
            sections.append(Section(f"Week {moment.data['week']}"))
        if moment.kind not in NOT_NARRATED:
            block = _block(moment, before)
            if block is not None:
                sections[-1].add(block)
        before = moment.state
    return sections


def _end(state: dict) -> Section:
    result = state["result"]
    section = Section("Spring" if result and result["outcome"] == "survived" else
                      "The end" if result else "Where the game stands")
    if result and result["scores"]:
        section.add(Table(["Player", "Monsters", "Disasters", "Heroes", "Manufacturer", "Militia", "Legends",
                           "BloodLust", "Total"],
                          [[r["player"], r["monsters"], r["disasters"], r["heroes"], r["manufacturer"], r["militia"],
                            r["legends"], r["bloodlust"], r["total"]] for r in result["scores"]],
                          caption="Victory Points", numeric=tuple(range(1, 9))))
        won = [("Winner" if len(result["winners"]) == 1 else "Winners", ", ".join(result["winners"]))]
        if result.get("title"):
            won.append(("Title", result["title"]))
        section.add(Facts(won))
    elif result:
        section.say(f"Everyone lost: {result['reason']}.", style="lead")
    else:
        section.say("The Winter goes on.", style="lead")
    section.add(Picture(board_picture(state), caption="The board"))
    section.add(Picture(players_picture(state), caption="The players' boards"))
    return section


def chronicle(timeline: Timeline, year: int | None = None) -> Chronicle:
    """The book of one game of Dwarfs Winter (`year` keeps events recorded in that year)."""
    moments = [m for m in timeline if year is None or m.recorded_at[:4] == str(year)]
    book = Chronicle(title=timeline.name or "A winter of Dwarfs Winter", subtitle="Dwarfs Winter")
    book.sections.extend(_week_sections(moments))
    final = moments[-1].state if moments else None
    if final:
        book.sections.append(_end(final))
        book.picture = Picture(board_picture(final), caption="The board")
        result = final["result"]
        book.facts = [("Players", ", ".join(final["players"])), ("Weeks", final["week"]),
                      ("Result", "under way" if not result else "lost" if result["outcome"] == "lost"
                       else ", ".join(result["winners"]) + " won")]
    return book

