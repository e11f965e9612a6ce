"""decide and evolve for the table (the contract in docs/dev/sixwinters-contract.md)."""
from __future__ import annotations

import copy

from domain.kernel import DERIVED, Event, Recorded, RuleViolation

from . import kinds
from .registry import COMMANDS, RUN_BY_KIND

NOT_DATA = ("type", "roll")


def _table(state: dict) -> dict:
    table = (state or {}).get("table")
    if not table:
        raise RuleViolation("sixwinters.table.closed", "no game is being played: finish session start first")
    return table


def decide(state: dict, command: dict) -> list[Event]:
    """Check a table command against the rules and return its event (plus the end of the
    game when the command ended it). The state is never changed here."""
    table = _table(state)
    _, kind, run = COMMANDS[command["type"]]
    data = {k: v for k, v in command.items() if k not in NOT_DATA}
    after = copy.deepcopy(table)
    try:
        outcome = run(after, copy.deepcopy(data)) or {}
    except (KeyError, IndexError) as error:
        # a name or position the table does not have (schemas cannot know the table)
        raise RuleViolation("sixwinters.table.unknown", f"{command['type']}: nothing called {error} on the table") from None
    events = [Event(kind, {**data, "outcome": outcome})]
    if after.get("result") and not table.get("result"):
        events.append(Event(kinds.GAME_ENDED, {"result": after["result"], "reason": after.get("loss_reason")}, source=DERIVED))
    return events


def evolve(state: dict, recorded: Recorded) -> dict:
    """Apply a table event to the full game state; unknown kinds leave it unchanged."""
    run = RUN_BY_KIND.get(recorded.kind)
    if run is None or not state or not state.get("table"):
        return state
    table = copy.deepcopy(state["table"])
    data = {k: copy.deepcopy(v) for k, v in recorded.data.items() if k != "outcome"}
    try:
        run(table, data)
    except (RuleViolation, KeyError, TypeError, ValueError, IndexError, AttributeError):
        # evolve is total: an event that no longer fits (an earlier command was retracted)
        # is listed, not applied, so replay goes on and the table shows what to re-enter
        table = copy.deepcopy(state["table"])
        table["unapplied"] = [*table.get("unapplied", []), {"position": recorded.position, "kind": recorded.kind}]
    return {**state, "table": table}
