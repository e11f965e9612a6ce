"""The d6D chronicle (reports hook): the opening, each turn told in order, then the final score.

One game is one evening, so the book is short: a chapter for the opening with the map as
play begins, a chapter for the game with a part per turn, and "The end" with the score
table and the final map. A game still under way prints with the score as it stands.
"""
from __future__ import annotations

from domain.kernel.chronicle import (NOT_NARRATED, Chronicle, Facts, Moment, Paragraph, Picture, Section,
                                     Table, Timeline, narrate_generic, narrate_unknown)

from .events import GAME_ENDED, PLAY_BEGAN, TURN_PASSED
from .narrate import HIGHLIGHTS, told
from .pictures import map_picture
from .views import score


def _block(moment: Moment):
    text = told(moment.kind, moment.data, moment.state)
    if text is not None:
        return Paragraph(text, style="moment" if moment.kind in HIGHLIGHTS else "")
    return narrate_generic(moment) or narrate_unknown(moment)


def _told(moments: list[Moment]) -> list[Moment]:
    return [m for m in moments if m.kind not in NOT_NARRATED and m.kind not in (TURN_PASSED, PLAY_BEGAN)]


def _opening(moments: list[Moment]) -> Section:
    section = Section("The opening")
    section.say("Each player rolls two army dice; the lowest total goes first and every player places "
                "both dice on a free world.", style="lead")
    for moment in _told(moments):
        section.add(_block(moment))
    if moments and moments[-1].state and moments[-1].state["phase"] != "rolling":
        section.add(Picture(map_picture(moments[-1].state), caption="The worlds when play began"))
    return section


def _turns(moments: list[Moment]) -> list[Section]:
    """The game chapter, then a part (level 2) per turn, split where a turn passes or play begins."""
    sections = [Section("The game").say("Two actions a turn: Strengthen, Recruit, Move or Bridge the Worlds.",
                                        style="lead")]
    for moment in moments:
        if moment.kind in (PLAY_BEGAN, TURN_PASSED):
            sections.append(Section(f"Turn {moment.data.get('number', 1)}: {moment.data['player']}", level=2))
        elif moment.kind not in NOT_NARRATED:
            sections[-1].add(_block(moment))
    return sections


def _end(state: dict) -> Section:
    table = score(state)
    section = Section("The end" if table["over"] else "Where the game stands")
    section.say(f"The game ended: {table['reason']}." if table["over"] else "The game is still being played.",
                style="lead")
    section.add(Table(["Player", "Worlds", "Dice in the Realm", "Realm total", "Points"],
                      [[row["player"], ", ".join(map(str, row["worlds"])) or "-", row["realm_dice"],
                        row["realm_total"], row["points"]] for row in table["scores"]],
                      caption="Score: 3 per world, -1 per army die in the Realm", numeric=(2, 3, 4)))
    if table["winners"]:
        section.add(Facts([("Winner" if len(table["winners"]) == 1 else "Winners", ", ".join(table["winners"]))]))
    section.add(Picture(map_picture(state), caption="The worlds at the end" if table["over"] else "The worlds now"))
    return section


def chronicle(timeline: Timeline, year: int | None = None) -> Chronicle:
    """The book of one d6D game (`year` keeps only events recorded in that calendar year)."""
    moments = [m for m in timeline if year is None or m.recorded_at[:4] == str(year)]
    book = Chronicle(title=timeline.name or "A game of d6D", subtitle="d6D: Bridge the Worlds")
    began = next((i for i, m in enumerate(moments) if m.kind == PLAY_BEGAN), len(moments))
    book.sections.append(_opening(moments[:began]))
    if began < len(moments):
        book.sections.extend(_turns(moments[began:]))
    final = moments[-1].state if moments else None
    if final:
        book.sections.append(_end(final))
        book.picture = Picture(map_picture(final), caption="The worlds")
    ended = [m for m in moments if m.kind == GAME_ENDED]
    book.facts = [("Players", ", ".join(p["name"] for p in final["players"]) if final else "-"),
                  ("Turns", final["turn"]["number"] if final and final["turn"] else 0),
                  ("Result", ", ".join(ended[-1].data["winners"]) + " won" if ended else "under way")]
    return book
