"""Applying the live game's events: event kind -> apply, as APPLIERS. A table event carries
its changes to the table, applied by path copying (kernel/changes.py); applying never runs a
rule again. Table events recorded before they carried their changes (version 1) are read
through their outcome records (`Recorded.outcome_record`), which the journal keeps and
migrations/ works out."""
from __future__ import annotations

from domain.kernel import Recorded, from_outcome_record, marker
from domain.kernel.changes import apply_changes

from . import events as ev
from .events import VERSION


def apply(state: dict, event: Recorded) -> dict:
    """A table event's changes; a version 1 event's are those of its outcome record."""
    if event.version < VERSION:
        return from_outcome_record(state, event)
    return apply_changes(state, event.data["changes"])


APPLIERS = {**{kind: apply for kind in ev.KINDS if kind != ev.GAME_ENDED}, ev.GAME_ENDED: marker}
