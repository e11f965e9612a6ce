"""The small surface every game registers (see DESIGN.md, "A ruleset")."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

from marshmallow import Schema

from .events import Event, Recorded

State = Any  # JSON-plain: dicts, lists, str, int, float, bool, None


@dataclass(frozen=True)
class Ruleset:
    """One game. Every callable is pure; none reads the clock, makes ids or rolls dice.

    - initial_state(setup) -> State: the game state right after the campaign starts.
    - decide(state, command) -> list[Event]: raises RuleViolation naming the rule.
    - evolve(state, recorded) -> State: total; returns the state unchanged for kinds it
      does not know (it also sees the generic ``journal/...`` events, e.g. notes).
    - command_schemas: type -> marshmallow Schema class (validates input, builds forms
      and the OpenAPI document).
    - prepare(state, command) -> command: optional; adds unrolled dice (dicts with
      "sides" and no "value") that the app should roll when the table asks it to.
    - check_adjust(state, changes): optional extra checks on an `adjust` command.
    - views: name -> State -> JSON-ready dict.
    - upcasters: (kind, version) -> data -> data of version + 1.
    - session_start_kinds / session_end_kinds: event kinds at which the journal
      commits to a new dice seed / reveals the current one.
    - pictures: name -> State -> SVG text (a picture of the state, e.g. the map); user
      text inside must be XML-escaped. web/ and reports/ embed these as they are.
    - demo() -> {"name", "setup", "commands"}: the demo campaign `journal demo` loads;
      extra_demos() -> a list of further such scripts (e.g. a game recorded move by move).
    - chronicle: the reports/ hook (see that package); None until a ruleset has one.
    - state_version: bump when evolve changes, so old snapshots are not reused.
    """

    name: str
    title: str
    rules_version: str
    initial_state: Callable[[dict], State]
    decide: Callable[[State, dict], list[Event]]
    evolve: Callable[[State, Recorded], State]
    command_schemas: Mapping[str, type[Schema]] = field(default_factory=dict)
    setup_schema: type[Schema] | None = None
    prepare: Callable[[State, dict], dict] | None = None
    check_adjust: Callable[[State, list], None] | None = None
    views: Mapping[str, Callable[[State], dict]] = field(default_factory=dict)
    pictures: Mapping[str, Callable[[State], str]] = field(default_factory=dict)
    upcasters: Mapping[tuple[str, int], Callable[[dict], dict]] = field(default_factory=dict)
    event_versions: Mapping[str, int] = field(default_factory=dict)
    session_start_kinds: frozenset = frozenset()
    session_end_kinds: frozenset = frozenset()
    demo: Callable[[], dict] | None = None
    extra_demos: Callable[[], list] = lambda: []
    chronicle: Any = None
    catalogs: Any = None
    state_version: int = 1
