"""The replay's viewpoint switch: whom a member watches the replay as.

The owner and the game master read everything on the table; they may watch as any seat would
(a player's secrets hidden from the others, the game master's from the players) or as a
spectator. A player watches as their own seat only: another seat's view would show what that
seat holds. A viewer watches as themselves. Each viewpoint is a `Viewer` made as the site makes
a member's (`Viewer.of`), so every reading, sentence and picture is redacted for it by the same
code as for the member who sits there.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from flask import abort

from domain.kernel import Viewer

from .journal_access import journal_of

SPECTATOR = "spectator"
SEAT = "seat:"


@dataclass(frozen=True)
class Viewpoint:
    """One choice of the switch: `key` as it travels in the address (?as=), a label for people."""

    key: str
    label: str


def _seats(access) -> list:
    """The campaign's seats now (a game names a seat once its player is chosen)."""
    return list(access.ruleset.seats(journal_of().state(access.id).state["game"]))


def viewpoints(access) -> list[Viewpoint]:
    """The viewpoints the member may take, their own first ("" is as themselves); one alone
    means there is nothing to switch."""
    own = Viewpoint("", "Myself")
    if access.may("gm"):
        seats = [Viewpoint(SEAT + seat.id, seat.label or seat.id) for seat in _seats(access)]
        return [own, *seats, Viewpoint(SPECTATOR, "A spectator")]
    if access.may("player") and len(access.viewer.seats) > 1:
        return [own, *(Viewpoint(SEAT + seat, seat) for seat in sorted(access.viewer.seats))]
    return [own]


def _viewer(access, key: str) -> Viewer:
    if key == SPECTATOR:
        return Viewer.of(access.user, "viewer")
    seat = next((s for s in _seats(access) if SEAT + s.id == key), None)
    if seat is None:
        abort(404, f"no seat {key.removeprefix(SEAT)!r} in this campaign")
    return Viewer.of(access.user, "gm" if seat.gm else "player", [seat.id])


def watched(access, key: str):
    """The access as the replay reads it from viewpoint `key` (?as=); 403 for a viewpoint the
    member may not take (a player asking for another seat, or for any seat but their own)."""
    if not key:
        return access
    if access.may("gm"):
        return replace(access, watching=_viewer(access, key))
    if access.may("player") and key.removeprefix(SEAT) in access.viewer.seats and key.startswith(SEAT):
        return replace(access, watching=Viewer.of(access.user, access.role, [key.removeprefix(SEAT)]))
    abort(403, "a player watches the replay as their own seat; the owner and the game master as any seat")
