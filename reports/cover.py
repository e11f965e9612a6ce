"""The group and the dates on a chronicle's cover, for a ruleset that did not name them.

The group is the campaign's seats as they stand (the players' names), or, for a game without
seats, whoever recorded its events. The dates run from the first session's start (the
ruleset's `session_start_kinds`, else the first event told) to the last event.
"""
from __future__ import annotations

from domain.kernel.chronicle import NOT_NARRATED, Timeline
from domain.kernel.storytelling import date_span


def group(ruleset, timeline: Timeline) -> list[str]:
    """The players' names: the seats of the final state, else the actors of the events told."""
    seats = []
    if timeline.final is not None:
        try:
            seats = [seat.id for seat in ruleset.seats(timeline.final)]
        except (KeyError, TypeError, ValueError, AttributeError):   # a half-built game has no seats yet
            seats = []
    if seats:
        return seats
    return sorted({m.actor for m in timeline if m.actor and m.kind not in NOT_NARRATED})


def dates(ruleset, timeline: Timeline) -> str:
    """'12 March – 3 September 2026': the first session's day to the last event's."""
    told = [m for m in timeline if m.kind not in NOT_NARRATED and m.recorded_at]
    starts = [m for m in told if m.kind in (ruleset.session_start_kinds or ())]
    first = starts[0] if starts else (told[0] if told else None)
    return date_span(first.recorded_at, told[-1].recorded_at) if first else ""
