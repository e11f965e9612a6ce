"""Who looks and who acts: seats at the table, the viewer every reading is made for, and the
audience of an event.

A seat is a place at the table a player occupies (a player's name in d6D and Six Winters, a
character or the game master's chair in a roleplaying game). A viewer is whoever asks for a
view, a picture, an event or a chronicle: what is face down, or private to other seats, is
taken out before anything leaves the server. Roles rank owner > gm > player > viewer; the
owner reads what the game master reads (the owner is the game master of a game without one).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .errors import RuleViolation
from . import json_text

Role = Literal["owner", "gm", "player", "viewer"]
ROLES: tuple[Role, ...] = ("viewer", "player", "gm", "owner")   # lowest to highest
MAX_AUDIENCE = 20


@dataclass(frozen=True)
class Seat:
    """A place at the table: a stable id (used in commands and events) and a label for people."""

    id: str
    label: str = ""
    gm: bool = False


@dataclass(frozen=True)
class Viewer:
    """Who is looking: a user, their role in the campaign, the seats they play, whether they read
    what the game master reads (`gm`), and whether they audit everything, face-down order and
    sealed secrets included (`audit`: the operator's shell and the owner's export, never a page)."""

    user: str = ""
    role: Role = "viewer"
    seats: frozenset[str] = frozenset()
    gm: bool = False
    audit: bool = False

    @classmethod
    def of(cls, user: str, role: Role, seats=()) -> "Viewer":
        """A member as the site sees them: the owner and the game master read the game master's
        secrets; nobody reading a page sees what is face down."""
        return cls(user=user, role=role, seats=frozenset(seats), gm=role in ("owner", "gm"))

    @classmethod
    def auditor(cls, user: str = "") -> "Viewer":
        """Everything, secrets included: `journal state`, the owner's export, replays that fold."""
        return cls(user=user, role="owner", gm=True, audit=True)

    def sits_at(self, seat: str) -> bool:
        return seat in self.seats

    @property
    def sight(self) -> tuple[bool, bool, frozenset[str]]:
        """What decides everything this viewer reads (audit, game master, seats): two viewers
        with the same sight are told the same story, whoever they are."""
        return self.audit, self.gm, self.seats


@dataclass(frozen=True)
class Audience:
    """Who may read an event's content: everyone (`seats` None), or the listed seats and the
    game master (and the owner); NOBODY is face down: only an audit reads it until revealed.

    Others see that the event happened, in its shadow sentence, not what it holds.
    """

    seats: frozenset[str] | None = None
    gm: bool = True

    @property
    def public(self) -> bool:
        return self.seats is None

    def admits(self, viewer: Viewer) -> bool:
        if self.public or viewer.audit:
            return True
        return (self.gm and viewer.gm) or bool(self.seats & viewer.seats)

    @classmethod
    def parse(cls, value, seats=None) -> "Audience":
        """"all", "gm" or a list of seat ids (checked against `seats` when given) as an Audience."""
        if value in (None, "all"):
            return EVERYONE
        if value == "gm":
            return GAME_MASTER
        if not isinstance(value, (list, tuple)) or not value or len(value) > MAX_AUDIENCE \
                or not all(isinstance(seat, str) and seat for seat in value):
            raise RuleViolation("audience.shape", f'an audience is "all", "gm" or a list of 1 to {MAX_AUDIENCE} seats')
        unknown = [seat for seat in value if seats is not None and seat not in seats]
        if unknown:
            known = ", ".join(seats) or "none yet"
            raise RuleViolation("audience.seat", f"{', '.join(unknown)} is not a seat of this game; the seats: {known}")
        return cls(seats=frozenset(value))

    def to_json(self):
        """The stored form: "all", "gm", "nobody" or the sorted list of seats."""
        if self.public:
            return "all"
        if not self.seats:
            return "gm" if self.gm else "nobody"
        return sorted(self.seats)

    @classmethod
    def from_json(cls, value) -> "Audience":
        if value == "nobody":
            return NOBODY
        return cls.parse(value)

    @property
    def key(self) -> str:
        """The stored form as a key of a state's part (hidden.PerAudience): "all", "gm",
        "nobody", or the seats as a JSON list."""
        stored = self.to_json()
        return stored if isinstance(stored, str) else json_text.compact(stored)

    @classmethod
    def from_key(cls, key: str) -> "Audience":
        return cls.from_json(json_text.loads(key) if key.startswith("[") else key)


EVERYONE = Audience()
GAME_MASTER = Audience(seats=frozenset())
NOBODY = Audience(seats=frozenset(), gm=False)
