"""Six Winters events of version 1 as that version applied them: a table event ran its rule
again on a copy of the table (this package's frozen rules), a `characters-placed` event
without its table opened the table from its opening, and a campaign event that no longer fitted
(an earlier step retracted) was listed in `campaign["unapplied"]` while the replay went on.

The outcome record is what that did to the state, as changes by JSON Pointer
(domain/kernel/changes.py), so evolve applies it as it applies a version 2 table event.
"""
from __future__ import annotations

from domain.kernel.changes import diff
from domain.kernel.decider import DOES_NOT_FIT
from domain.kernel.events import Recorded
from domain.rulesets.sixwinters.campaign import applying as campaign_level
from domain.rulesets.sixwinters.campaign import events as ev
from domain.rulesets.sixwinters.campaign.rules.steps import done
from domain.rulesets.sixwinters.campaign.state import campaign_copy
from domain.rulesets.sixwinters.game import decider as game_level

from . import evolve as table_event, open_table


def outcome(game: dict, event: Recorded) -> dict:
    """The record of one version 1 event: the changes it made to `game`, the state before it."""
    return {"changes": diff(game, as_then(game, event))}


def as_then(game: dict, event: Recorded) -> dict:
    """The state after a version 1 event, as version 1 applied it."""
    if event.kind in game_level.OUTCOME_VERSIONS:
        return table_event(game, event)
    try:
        if event.kind == ev.CHARACTERS_PLACED and "table" not in event.data:
            return _placed(game, dict(event.data))
        return campaign_level.FACTS[event.kind](game, dict(event.data))
    except DOES_NOT_FIT:
        campaign = {**game["campaign"]}
        campaign["unapplied"] = [*campaign.get("unapplied", []), {"position": event.position, "kind": event.kind}]
        return {**game, "campaign": campaign}


def _placed(game: dict, data: dict) -> dict:
    """Place Characters at Starting Locations, recorded before the event carried the table: the
    table opened from the opening (a placeholder when the game is recorded by summary)."""
    game, campaign = campaign_copy(game)
    campaign["session"] = {**done(campaign["session"], "placement"), "stage": "play"}
    start = data["opening"]
    if campaign["options"].get("record_play") == "summary":
        return {**game, "table": {"opening": start, "result": None, "fallback": True}}
    return {**game, "table": open_table(game, start)}
