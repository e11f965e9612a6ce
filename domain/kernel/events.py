"""The event and command shapes that cross between the rules and the journal."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from .secrets import Reveal
from .viewers import EVERYONE, Audience

PHYSICAL = "physical"   # entered at the table: real dice, player choices
DIGITAL = "digital"     # dice rolled by the app from a committed seed
DERIVED = "derived"     # computed by the rules from earlier facts
SOURCES = (PHYSICAL, DIGITAL, DERIVED)


@dataclass(frozen=True)
class Event:
    """What `decide` returns: a stable kind, JSON-plain data and its shape version.

    `source` is None when the event records what the command brought in (the
    journal then marks it physical or digital by how its dice were rolled), or
    DERIVED when the rules computed it.

    `audience`: who may read what the event holds (a hand chosen in secret: its seat; a
    private note: the game master); the journal seals its data, command and dice for
    everyone else, who read its shadow sentence. `reveals`: earlier sealed values this event
    makes public (a hand played, the choices shown together).
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    version: int = 1
    source: str | None = None
    audience: Audience = EVERYONE
    reveals: tuple[Reveal, ...] = ()


@dataclass(frozen=True)
class Recorded:
    """An event as `evolve` sees it on replay: the stored facts (sealed values opened), upcast to
    today's shape; the seat it acted for and who may read it. An event of a version that carried
    only its input (`Ruleset.outcome_versions`) comes with its outcome record, `{"changes":
    [...]}`: the changes the rules of that version made to the state the event meets, worked out
    once by a migration and kept by the journal (kernel.decider `from_outcome_record`)."""

    kind: str
    data: Mapping[str, Any]
    position: int
    source: str
    actor: str
    recorded_at: str
    version: int = 1
    seat: str | None = None
    audience: Audience = EVERYONE
    outcome_record: Mapping[str, Any] | None = None


def kinds_in(names: Mapping[str, Any], game: str) -> tuple[str, ...]:
    """The stored event kinds a ruleset's events module names (pass its `globals()`): its
    upper-case string constants of the form "<game>/...", in the order they are written, so
    the list of kinds is never kept by hand beside the kinds themselves."""
    return tuple(value for name, value in dict(names).items()
                 if name.isupper() and isinstance(value, str) and value.startswith(game + "/")
                 and value != game + "/")
