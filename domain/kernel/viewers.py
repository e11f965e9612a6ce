"""Who looks and who acts: seats at the table and the viewer every view is made for.

A seat is a place at the table a player occupies (a player's colour in d6D, a character
in Six Winters, the game master's chair in a game that has one). A viewer is whoever
asks for a view, a picture, an event or a chronicle: what is face down or private to
other seats is taken out before anything leaves the server.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Role = Literal["owner", "player", "gm", "spectator"]


@dataclass(frozen=True)
class Seat:
    """A place at the table: a stable id (used in commands and events) and a label for people."""

    id: str
    label: str = ""
    gm: bool = False


@dataclass(frozen=True)
class Viewer:
    """Who is looking: a user, their role in the campaign, the seats they play, and whether
    they sit in the game master's chair (and so see what the game master sees)."""

    user: str = ""
    role: Role = "owner"
    seats: frozenset[str] = frozenset()
    gm: bool = False

    @classmethod
    def everyone(cls) -> "Viewer":
        """The whole table at once, as at a physical table with nothing hidden (the default)."""
        return cls(user="", role="owner", gm=True)

    def sits_at(self, seat: str) -> bool:
        return seat in self.seats


@dataclass(frozen=True)
class Audience:
    """Who may read an event's data: everyone, or only the listed seats (and the game master).

    Others see that the event happened and its sentence for outsiders, not its secrets.
    """

    seats: frozenset[str] | None = None

    @property
    def public(self) -> bool:
        return self.seats is None

    def admits(self, viewer: Viewer) -> bool:
        return self.public or viewer.gm or bool(self.seats & viewer.seats)


EVERYONE = Audience()
