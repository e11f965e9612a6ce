"""The events a command records, built one at a time with the state they leave, so a rule can
look at what its first events lead to (a hit that drops a character to 0, a turn that ends)."""
from __future__ import annotations

from domain.kernel import DERIVED, EVERYONE, GAME_MASTER, Audience, Event

from ..applying import run
from ..state import hidden


class Outcome:
    def __init__(self, state: dict):
        self.state, self.events = state, []

    def add(self, kind: str, data: dict, derived: bool = False, audience: Audience = EVERYONE,
            reveals: tuple = ()) -> "Outcome":
        event = Event(kind, data, source=DERIVED if derived else None, audience=audience, reveals=reveals)
        self.state = run(self.state, [event])
        self.events.append(event)
        return self

    def then(self, kind: str, data: dict, audience: Audience = EVERYONE) -> "Outcome":
        """An event that follows from the command's first ones (the rules computed it)."""
        return self.add(kind, data, derived=True, audience=audience)

    def trial(self) -> "Outcome":
        """A scratch copy to see what events would lead to, without keeping them."""
        copy = Outcome(self.state)
        copy.events = list(self.events)
        return copy


def audience_of(state: dict, name: str, secret: bool = False) -> Audience:
    """Who reads a change to a character's sheet: everyone, or the Wayfinder alone while the
    character is not revealed (or the change came of a roll the Wayfinder made in secret)."""
    return GAME_MASTER if hidden(state, name) or secret else EVERYONE


def secret_roll(secret: bool) -> Audience:
    """A roll the Wayfinder makes in secret is read by the Wayfinder alone."""
    return GAME_MASTER if secret else EVERYONE
