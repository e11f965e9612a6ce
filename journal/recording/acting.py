"""Which seat a command acts for, whether the viewer may act for it, and whether they may take
a command back (kernel/seats.py).

The shell is the operator: its commands are recorded with the seat they act for and never
refused. The site passes the member as a viewer with the campaign's seat bindings.
"""
from __future__ import annotations

from uuid import UUID

from domain.kernel import generic
from domain.kernel.seats import Bindings, NotYours, NotYourSeat, game_master_seats, seat_for, take_back
from domain.kernel.viewers import Viewer

from ..errors import SeatRefused
from .retraction import maker_of, retracted_seat

GENERIC_ACTS = ("roll", "note", "adjust")


def acting(store, stream: UUID, rules, head, command: dict) -> tuple[frozenset[str], bool]:
    """(seats, every) of a command: the ruleset's answer for its own commands, the kernel's for
    roll, note and adjust, the undone command's seat for a retraction, none for a reveal."""
    kind, game = command["type"], head.state["game"]
    if kind in GENERIC_ACTS:
        return generic.acting_seats(rules, game, command)
    if kind == "retract":
        seat = retracted_seat(store, stream, head, command)
        return (frozenset({seat}) if seat else frozenset()), False
    if kind == "reveal":
        return frozenset(), False
    return frozenset(rules.acting_seats(game, command)), False


def acting_seat(store, stream: UUID, rules, head, command: dict, viewer: Viewer | None,
                bindings: Bindings | None) -> str | None:
    """The seat to record, or SeatRefused naming the seat the viewer may not act for. A move
    for no particular seat records the viewer's own seat when they hold exactly one."""
    seats, every = acting(store, stream, rules, head, command)
    if viewer is None:
        return None if every or not seats else sorted(seats)[0]
    bindings = bindings or {}
    try:
        seat = seat_for(seats, bindings, viewer, every, chairs=game_master_seats(rules, head.state["game"]))
    except NotYourSeat as refused:
        raise SeatRefused(refused.seat, refused.message, refused.rule) from None
    if seat is None and not every:
        own = [name for name, user in bindings.items() if user and user == viewer.user]
        seat = own[0] if len(own) == 1 else None
    return seat


def may_take_back(store, stream: UUID, rules, head, target: int, viewer: Viewer | None,
                  bindings: Bindings | None) -> None:
    """Nothing when `viewer` may undo, redo or correct the command at `target` (someone who
    could have made it: `take_back`), else SeatRefused naming the rule; the shell always may."""
    if viewer is None:
        return
    try:
        take_back(maker_of(store, stream, target), target, bindings or {}, viewer,
                  chairs=game_master_seats(rules, head.state["game"]))
    except (NotYourSeat, NotYours) as refused:
        raise SeatRefused(refused.seat, refused.message, refused.rule) from None
