"""Applying events: each kind's facts recorded on a copy of the state (the catalog, which no
event changes, is shared). Applying never runs a rule; an event that does not fit raises
(kernel/decider.py `applied`). Any event may carry "stage", the step the campaign moves to."""
from __future__ import annotations

from domain.kernel import folding, on_a_copy

from . import actions, session_end, setup, table, turn

FACTS = {**setup.FACTS, **table.FACTS, **turn.FACTS, **actions.FACTS, **session_end.FACTS}


def _staged(record):
    """The kind's facts, then the step the campaign moves to when the event names one."""
    def staging(state: dict, data: dict) -> None:
        record(state, data)
        if "stage" in data:
            state["stage"] = data["stage"]
    return staging


APPLIERS = {kind: on_a_copy(_staged(record)) for kind, record in FACTS.items()}
run = folding(APPLIERS)
