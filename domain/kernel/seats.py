"""Who may act for which seat: the one authorization rule every ruleset and every route shares.

A seat is unbound (anyone with the player role at the shared tablet acts for it, as at a
real table) or bound to one user. A command acts for the seats the ruleset names
(`acting_seats`); the viewer must be free to act for one of them: the seat is unbound,
bound to the viewer, or the viewer is the owner or the game master. The game master's own
seat (a `Seat` with `gm`, the chair of a game with a game master) is different: bound or not,
only the game master (and the owner) act for it, so a player at a shared tablet never makes
the game master's moves. An adjustment acts for the whole table, so every seat must be free
to the viewer, unless it only sets one seat's own things to values they may take (a player's
correction of their own resources, kernel/moves/corrections.py): then it acts for that seat.

Taking a command back (an undo, a redo, a correction by position) is for someone who could have
made it (`take_back`): its seat's player, the game master, the owner; a command of no seat is
its maker's. Nobody takes back what they cannot read.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from .errors import RuleViolation
from .viewers import Audience, Viewer

Bindings = Mapping[str, "str | None"]   # seat id -> the user bound to it (None or absent: unbound)


class NotYourSeat(RuleViolation):
    """The command acts for a seat bound to someone else, or for the game master's seat (the
    site answers 403 naming it)."""

    def __init__(self, seat: str, chair: bool = False):
        if chair:
            super().__init__("seat.game-master", f"the seat {seat!r} is the game master's: only the game master "
                                                 "or the owner act for it")
        else:
            super().__init__("seat.bound", f"the seat {seat!r} is bound to another player: only they, the owner "
                                           "or the game master act for it")
        self.seat = seat


def chairs_of(seats: Iterable) -> frozenset[str]:
    """The ids of the game master's seats among a ruleset's `Seat`s."""
    return frozenset(seat.id for seat in seats if getattr(seat, "gm", False))


def game_master_seats(ruleset, game) -> frozenset[str]:
    """The game master's seats of a campaign's game state (none in a game without one)."""
    if game is None or ruleset.seats is None:
        return frozenset()
    return chairs_of(ruleset.seats(game))


def free(seat: str, bound: Bindings, viewer: Viewer, chairs: frozenset[str] = frozenset()) -> bool:
    """The viewer may act for `seat`; `chairs`: the game master's seats, which only the game
    master acts for."""
    if viewer.gm:
        return True
    return seat not in chairs and bound.get(seat) in (None, viewer.user)


def seat_for(acting: frozenset[str], bound: Bindings, viewer: Viewer, every: bool = False,
             chairs: frozenset[str] = frozenset()) -> str | None:
    """The seat the command is recorded as acting for, or NotYourSeat naming the seat refused.

    None when the command acts for no seat (anyone at the table may make it) or, with
    `every`, for the whole table. Among several seats the viewer's own comes first.
    `chairs`: the game master's seats (`game_master_seats`).
    """
    ordered = sorted(acting)
    refused = [seat for seat in ordered if not free(seat, bound, viewer, chairs)]
    if every:
        if refused:
            raise NotYourSeat(refused[0], refused[0] in chairs)
        return None
    if not ordered:
        return None
    allowed = [seat for seat in ordered if seat not in refused]
    if not allowed:
        raise NotYourSeat(ordered[0], ordered[0] in chairs)
    own = [seat for seat in allowed if bound.get(seat) == viewer.user and viewer.user]
    return (own or allowed)[0]


@dataclass(frozen=True)
class Maker:
    """Who made a command, as taking it back reads it: the seat it acted for (None: no seat),
    who recorded it (`actor`, the member's name on the site), the audiences of its events that
    not everyone reads, and the kind of its first event that is not bookkeeping."""

    seat: str | None
    actor: str = ""
    audiences: tuple[Audience, ...] = ()
    kind: str = ""

    @property
    def private(self) -> bool:
        return bool(self.audiences)


class NotYours(RuleViolation):
    """A command someone else made, or one the viewer cannot read, is not theirs to take back
    (the site answers 403 naming the rule)."""

    def __init__(self, position: int, seat: str | None = None):
        super().__init__("retract.not-yours", f"the command at position {position} is not yours to undo, redo or "
                                              "correct: only its seat's player (or, for no seat, who made it), the "
                                              "game master or the owner may")
        self.seat = seat


def take_back(maker: Maker, position: int, bound: Bindings, viewer: Viewer,
              chairs: frozenset[str] = frozenset()) -> None:
    """Nothing when `viewer` may undo, redo or correct the command at `position` that `maker`
    made; else NotYourSeat (its seat is bound to someone else, or is the game master's) or
    NotYours. The game master and the owner take back anything. A player takes back what they
    could have made: its seat must be free to them, a command of no seat must be their own (the
    game master's note is not a player's), and they must read it (or have made it): one tap
    never takes back what the tapper never saw. A viewer takes back nothing."""
    if viewer.gm:
        return
    if viewer.role == "viewer":
        raise NotYours(position, maker.seat)
    if maker.seat is not None and not free(maker.seat, bound, viewer, chairs):
        raise NotYourSeat(maker.seat, maker.seat in chairs)
    made = bool(viewer.user) and viewer.user == maker.actor
    if not made and (maker.seat is None or not all(audience.admits(viewer) for audience in maker.audiences)):
        raise NotYours(position, maker.seat)
