"""Applying events: the function that records each kind's facts on a copy of the state
(events.py names the kinds; sheets.py and table.py hold the functions). Every event carries
its outcome, so applying it is bookkeeping; nothing here runs a rule, and an event that does
not fit raises (kernel/decider.py's idiom).

A trait roll may be overexerted only "immediately": any event of play but the few that follow
a roll (its penalty, a life change it caused, a note) clears the last roll.
"""
from __future__ import annotations

from domain.kernel import GAME_MASTER, Recorded, folding, on_a_copy
from domain.kernel.generic import NOTED

from .. import events as k
from . import sheets as s
from . import table as t


def _both(*applies):
    def apply(state, d, event):
        for one in applies:
            one(state, d, event)
    return apply


_FACTS = {
    k.CHARACTER_CREATED: s._created, k.CHARACTER_REVEALED: s._revealed, k.TRAIT_SET: s._trait_set,
    k.LIFE_MAXIMUM_SET: s._life_maximum_set, k.PATH_SET: s._path_set, k.SHEET_NOTED: s._sheet_noted,
    k.NOTE_REVEALED: s._note_revealed, k.SECRET_WRITTEN: s._secret_written, k.SHEET_WRITTEN: s._sheet_written,
    k.SHEET_PROPOSED: s._sheet_proposed, k.SHEET_DECLINED: s._sheet_declined, k.SHEETS_OPENED: s._sheets_opened,
    k.SESSION_STARTED: t._session_started, k.SCENE_BEGAN: t._scene_began, k.SCENE_ENDED: t._scene_ended,
    k.PENALTIES_EXPIRED: s._penalties_expired, k.POISON_WORSENED: s._poison_worsened,
    k.SESSION_ENDED: t._session_ended, k.CAMPAIGN_CLOSED: t._closed,
    k.TRAIT_ROLLED: t._trait_rolled, k.OVEREXERTED: t._overexerted, k.PENALTY_TAKEN: s._penalty_taken,
    k.OPPOSED_ROLLED: t._opposed_rolled, k.RESISTED: t._resisted, k.OPPOSITION_SETTLED: t._settled,
    k.COMBAT_ENTERED: t._combat_entered, k.INITIATIVE_ROLLED: t._initiative_rolled,
    k.ROTATION_BEGAN: t._rotation_began, k.TURN_BEGAN: t._turn_began, k.TURN_ENDED: t._turn_ended,
    k.ACTIONS_GIVEN: t._actions_given, k.ROTATION_ENDED: t._rotation_ended, k.SEQUENCE_ENDED: t._sequence_ended,
    k.DISTANCE_SET: t._distance_set, k.MOVED: t._moved,
    k.PATH_DIE_ROLLED: t._path_die_rolled, k.ATTACK_DECLARED: t._attack_declared, k.ATTACK_ROLLED: t._attack_rolled,
    k.ATTACK_SETTLED: t._settled, k.HEALED: t._healed, k.LIFE_CHANGED: s._life_changed, k.FELL: s._fell,
    k.STABILIZED: s._stabilized, k.DIED: s._died, k.DEATH_SAVE_ROLLED: t._duty_done("death-save"),
    k.BURN_ROLLED: t._duty_done("burn"),
    k.TRIBULATION_GAINED: s._tribulation_gained, k.TRIBULATION_ENDED: s._tribulation_ended,
    k.RECOVERY_ROLLED: t._recovery_rolled, k.WAKE_HELPED: _both(s._wake_helped, t._wake_helped),
    k.REST_BEGUN: s._rest_begun, k.CHARM_COMMANDED: s._charm_commanded,
}
# what may follow a trait roll before it is overexerted
KEEP_LAST_ROLL = frozenset({k.TRAIT_ROLLED, k.PENALTY_TAKEN, k.LIFE_CHANGED, k.FELL, k.DIED, k.SHEET_NOTED, NOTED})


def _noted(state, d, event):
    """A note for the game master's eyes only (the table's note box, "The game master only")
    is one of the Wayfinder's private notes, numbered with theirs and revealed the same way;
    any other note is the journal's, not the sheets'."""
    if event.audience == GAME_MASTER:
        s._secret_written(state, {"text": d["text"], "about": d.get("about", "")}, event)


def _last_roll_kept(kind, record):
    """The kind's facts, then the last roll cleared unless the kind may follow a roll."""
    if kind in KEEP_LAST_ROLL:
        return record

    def forgetting(state: dict, d: dict, event: Recorded) -> None:
        record(state, d, event)
        state["last_roll"] = state["secret"]["last_roll"] = None
    return forgetting


# The state is small: each event changes a copy of it.
APPLIERS = {kind: on_a_copy(_last_roll_kept(kind, record), reads_event=True)
            for kind, record in {**_FACTS, NOTED: _noted}.items()}
run = folding(APPLIERS)
