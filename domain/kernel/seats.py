"""Who may act for which seat: the one authorization rule every ruleset and every route shares.

A seat is unbound (anyone with the player role at the shared tablet acts for it, as at a
real table) or bound to one user. A command acts for the seats the ruleset names
(`acting_seats`); the viewer must be free to act for one of them: the seat is unbound,
bound to the viewer, or the viewer is the owner or the game master. An adjustment acts for
the whole table, so every seat must be free to the viewer.
"""
from __future__ import annotations

from typing import Mapping

from .errors import RuleViolation
from .viewers import Viewer

Bindings = Mapping[str, "str | None"]   # seat id -> the user bound to it (None or absent: unbound)


class NotYourSeat(RuleViolation):
    """The command acts for a seat bound to someone else (the site answers 403 naming it)."""

    def __init__(self, seat: str):
        super().__init__("seat.bound", f"the seat {seat!r} is bound to another player: only they, the owner "
                                       "or the game master act for it")
        self.seat = seat


def free(seat: str, bound: Bindings, viewer: Viewer) -> bool:
    """The viewer may act for `seat`."""
    return viewer.gm or bound.get(seat) in (None, viewer.user)


def seat_for(acting: frozenset[str], bound: Bindings, viewer: Viewer, every: bool = False) -> str | None:
    """The seat the command is recorded as acting for, or NotYourSeat naming the seat refused.

    None when the command acts for no seat (anyone at the table may make it) or, with
    `every`, for the whole table. Among several seats the viewer's own comes first.
    """
    ordered = sorted(acting)
    refused = [seat for seat in ordered if not free(seat, bound, viewer)]
    if every:
        if refused:
            raise NotYourSeat(refused[0])
        return None
    if not ordered:
        return None
    allowed = [seat for seat in ordered if seat not in refused]
    if not allowed:
        raise NotYourSeat(ordered[0])
    own = [seat for seat in allowed if bound.get(seat) == viewer.user and viewer.user]
    return (own or allowed)[0]
