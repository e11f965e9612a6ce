"""How a table command is decided: its rule runs on a draft of the table, checking the rules
and changing the draft as the players change the table in front of them, and returns what
happened in the rulebook's words (the outcome). One event records both, the outcome for
people and the changes for evolve (applying.py). The facts of the catalog copied into the
table (cards, seasons, scenes...) are shared by every draft, never copied."""
from __future__ import annotations

from domain.kernel import DERIVED, Event, RuleViolation
from domain.kernel.changes import clone, diff, draft
from domain.kernel.decider import Rule

from .. import events as ev
from ..events import VERSION

# Parts of the table no rule changes: facts read from the catalog when the table opened.
FIXED = ("cards", "seasons", "scenario_scenes", "threat_effects", "location_facts", "wheel", "exploding",
         "dice_totals", "token_totals", "grid", "options")
NOT_DATA = ("type", "roll")


def open_table(state: dict) -> dict:
    """The table of the game under way, or a rule violation."""
    table = (state or {}).get("table")
    if not table or table.get("fallback"):
        raise RuleViolation("sixwinters.table.closed", "no game is being played: finish session start first")
    return table


def on_the_table(run, kind: str) -> Rule:
    """A command's rule: `run(draft, data) -> outcome` on a draft of the table, recorded as one
    event with the outcome and the changes (and the game's end when the command ended it)."""
    def rule(state: dict, command: dict) -> list[Event]:
        table = open_table(state)
        waiting = table.get("foresight")
        if waiting and command["type"] != "table-overcome":
            raise RuleViolation("sixwinters.foresight.pending", f"{' and '.join(waiting['team'])} first allocate their "
                                f"dice against {waiting['obstacle']}'s known stress roll (table-overcome)")
        data = {key: value for key, value in command.items() if key not in NOT_DATA}
        work = draft(table, FIXED)
        try:
            outcome = run(work, clone(data)) or {}
        except (KeyError, IndexError) as error:
            # a name or position the table does not have (schemas cannot know the table)
            raise RuleViolation("sixwinters.table.unknown", f"{command['type']}: nothing called {error} on the table") from None
        events = [Event(kind, {**data, "outcome": outcome, "changes": diff(table, work, "/table")}, VERSION)]
        if work.get("result") and not table.get("result"):
            events.append(Event(ev.GAME_ENDED, {"result": work["result"], "reason": work.get("loss_reason")},
                                VERSION, DERIVED))
        return events
    rule.__doc__ = run.__doc__
    return rule
