"""The surface every game registers: one typed dataclass, documented field by field in
docs/dev/ruleset.md (a test fails when a field is added without its documentation).

journal/, web/ and reports/ know a game only through this surface. Hooks a game may leave
unfilled (seats, secrets, legal moves, sentences, explanations, results) have safe defaults,
so a ruleset that fills none behaves as a physical table with nothing hidden.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Mapping

from .words import kind_words
from .decider import Command, State
from .events import Event, Recorded
from .generic_events import shadow as generic_shadow
from .invariants import Broken
from .hooks import Because, CatalogHook, ChronicleHook, DemoScript, Result
from .moves import Field, Move
from .viewers import Seat, Viewer

if TYPE_CHECKING:   # command schemas are marshmallow's; reading events needs none
    from marshmallow import Schema


def nothing_to_keep(state: State) -> list[Broken]:
    return []


def no_seats(state: State) -> tuple[Seat, ...]:
    return ()


def anyone_acts(state: State, command: dict) -> frozenset[str]:
    return frozenset()


def nothing_face_down(event: Recorded) -> tuple[str, ...]:
    return ()


def nothing_hidden(state: State, viewer: Viewer) -> State:
    return state


def kind_sentence(before: State, event: Recorded) -> str:
    return kind_words(event.kind) + "."


def no_reasons(before: State, event: Recorded) -> tuple[Because, ...]:
    return ()


def no_value_title(view: str, path: tuple, document: object) -> str | None:
    return None


def nothing_copied(view: str, path: tuple) -> tuple[str, tuple] | None:
    return None


def no_correction_path(state: State, view: str, path: tuple, document: object) -> str | None:
    return None


def no_result(state: State) -> Result | None:
    return None


def no_session(state: State) -> int | None:
    return None


def no_marks(state: State) -> dict[str, object]:
    return {}


def no_status(state: State) -> str:
    return ""


@dataclass(frozen=True)
class Ruleset:
    """One game. Every callable is pure; none reads the clock, makes ids or rolls dice."""

    # who it is
    name: str
    title: str
    rules_version: str
    # deciding and folding
    initial_state: Callable[[dict], State]
    decide: Callable[[State, dict], list[Event]]
    evolve: Callable[[State, Recorded], State]
    rules_revision: int = 1
    state_version: int = 1
    docs: tuple[str, ...] = ()
    commands: Mapping[str, Command] = field(default_factory=dict)
    setup_schema: type[Schema] | None = None
    prepare: Callable[[State, dict], dict] | None = None
    check_adjust: Callable[[State, list], None] | None = None
    after_adjust: Callable[[State], list[Event]] | None = None
    invariants: Callable[[State], list[Broken]] = nothing_to_keep
    upcasters: Mapping[tuple[str, int], Callable[[dict], dict]] = field(default_factory=dict)
    event_versions: Mapping[str, int] = field(default_factory=dict)
    outcome_versions: Mapping[str, int] = field(default_factory=dict)
    session_start_kinds: frozenset[str] = frozenset()
    session_end_kinds: frozenset[str] = frozenset()
    # seats, viewers and secrets
    seats: Callable[[State], tuple[Seat, ...]] = no_seats
    acting_seats: Callable[[State, dict], frozenset[str]] = anyone_acts
    face_down: Callable[[Recorded], tuple[str, ...]] = nothing_face_down
    reveal_kinds: frozenset[str] = frozenset()
    redact: Callable[[State, Viewer], State] = nothing_hidden
    shadow: Callable[[Recorded], str] = generic_shadow
    # what the players may do
    moves: Callable[[State, Viewer], list[Move]] | None = None
    setup_fields: Callable[[dict | None], dict[str, Field]] | None = None
    correctable: Callable[[State], list] | None = None     # what "Correct" sets right by taps (moves/corrections.py)
    correction_path: Callable[[State, str, tuple, object], str | None] = no_correction_path
    session: Callable[[State], int | None] = no_session
    # what people read and look at
    views: Mapping[str, Callable[[State], dict]] = field(default_factory=dict)
    pictures: Mapping[str, Callable[[State], str]] = field(default_factory=dict)
    narrow_pictures: Mapping[str, Callable[[State], str]] = field(default_factory=dict)
    cards: Mapping[str, Callable[[State], dict[str, str]]] = field(default_factory=dict)
    table_view: str | None = None
    marks: Callable[[State], dict[str, object]] = no_marks
    status: Callable[[State], str] = no_status
    readings: Mapping[str, Callable[[State], list[dict]]] = field(default_factory=dict)
    narrate: Callable[[State, Recorded], str] = kind_sentence
    explain: Callable[[State, Recorded], tuple[Because, ...]] = no_reasons
    value_title: Callable[[str, tuple, object], str | None] = no_value_title
    copied_from: Callable[[str, tuple], tuple[str, tuple] | None] = nothing_copied
    result: Callable[[State], Result | None] = no_result
    chronicle: ChronicleHook | None = None
    catalogs: CatalogHook | None = None
    # demo campaigns
    demo: Callable[[], DemoScript] | None = None
    extra_demos: Callable[[], list[DemoScript]] = lambda: []

    @property
    def command_schemas(self) -> dict[str, type[Schema]]:
        """type -> marshmallow schema of every command of the game (not the generic ones)."""
        return {kind: command.schema for kind, command in self.commands.items()}
