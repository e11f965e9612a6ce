"""Applying events: each kind's facts recorded on a copy of the state (the catalog, which no
event changes, is shared). Applying never runs a rule; an event that does not fit raises
(kernel/decider.py `applied`). Any event may carry "stage", the step the campaign moves to."""
from __future__ import annotations

from domain.kernel import Recorded, applied
from domain.kernel.changes import clone

from . import actions, session_end, setup, table, turn

FACTS = {**setup.FACTS, **table.FACTS, **turn.FACTS, **actions.FACTS, **session_end.FACTS}


def _on_a_copy(record):
    def apply(state: dict, event: Recorded) -> dict:
        catalog = state["catalog"]
        copied = clone({key: value for key, value in state.items() if key != "catalog"})
        copied["catalog"] = catalog
        data = clone(dict(event.data))
        record(copied, data)
        if "stage" in data:
            copied["stage"] = data["stage"]
        return copied
    return apply


APPLIERS = {kind: _on_a_copy(record) for kind, record in FACTS.items()}


def run(state: dict, events: list) -> dict:
    """Fold freshly decided events, so decide can look at what follows from them."""
    for event in events:
        recorded = Recorded(event.kind, event.data, position=0, source="", actor="", recorded_at="")
        state = applied(APPLIERS[event.kind], state, recorded)
    return state
