"""The world map at a year's turning point (the moment `turns_of_fate.rate` weighs the biggest
swing), the places the moment changed outlined as the replay outlines them
(`domain.kernel.outlines`): where the threat landed, where an obstacle fell, where a character
stood when the condition came. The places are found on the live board (the table picture
before and after the moment: a place whose drawing changed); the board itself is not printed,
its words would read into the book's text. Printed under the year's story, so the reader sees
the moment the story names."""
from __future__ import annotations

from domain.kernel.chronicle import Moment, Picture, Timeline
from domain.kernel.outlines import changed, outlined
from domain.kernel.turning import turning_point

from ..game.pictures import table_picture
from .sheets import map_picture
from .text import and_list
from .turns_of_fate import rate


def turn_map(timeline: Timeline, number: int, game: list[Moment]) -> Picture | None:
    """The map as the year turned, or None when no moment swung it (a year recorded as a
    summary, or only begun) or there is no map to draw."""
    turn = turning_point(game, rate)
    if turn is None:
        return None
    drawn = map_picture(turn.state, "")
    if drawn is None:
        return None
    places = changed(table_picture(timeline.state_before(turn.position) or {}), table_picture(turn.state))
    where = f": {and_list(places)} outlined, where it changed" if places else ""
    return Picture(outlined(drawn.svg, places), f"The world map as year {number} turned{where}")
