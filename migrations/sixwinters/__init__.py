"""Frozen: the live game's rules as they were when table events carried only the players'
input (event version 1). Never edit these modules.

Events of that version recorded what the players entered, and evolve ran the rule again on
a copy of the table to find what changed; an event that no longer fitted (an earlier command
retracted) was listed in ``table["unapplied"]``. Campaigns recorded then keep replaying to
the fingerprints they were recorded with because the outcome of each of their events is
worked out once by this copy (outcomes.py) and kept beside it, whatever the live rules
(domain/rulesets/sixwinters/game/) become. Events of version 2 and later carry their changes.
"""
from __future__ import annotations

import copy

from domain.kernel import Recorded, RuleViolation

from .rules import (abilities, ability_uses, activate, create_asset, location_actions, move, muster,
                    new_cards, overcome, placing, refresh, resolve, scene, trade, turn)
from .rules.opening import open_table

_T = "sixwinters/table-"
RUNS = {
    _T + "character-placed": placing.run_place, _T + "opening-rolled": placing.run_open_roll,
    _T + "moved": move.run, _T + "mustered": muster.run, _T + "sorcery-exploded": muster.run_explode,
    _T + "asset-taken": create_asset.run_take, _T + "asset-built": create_asset.run_build,
    _T + "obstacle-attempted": overcome.run, _T + "scene-narrated": scene.run, _T + "traded": trade.run,
    _T + "actions-ended": turn.run_end_actions, _T + "time-advanced": turn.run_advance,
    _T + "refreshed": refresh.run, _T + "assets-drawn": new_cards.run_new_assets,
    _T + "obstacles-activated": activate.run_activate, _T + "obstacles-placed": new_cards.run_new_obstacles,
    _T + "ability-used": ability_uses.run, _T + "die-stashed": abilities.run_stash,
    _T + "location-action-taken": location_actions.run, _T + "effect-resolved": resolve.run,
}

__all__ = ["evolve", "open_table", "RUNS"]


def evolve(state: dict, recorded: Recorded) -> dict:
    """Apply a version-1 table event as that version did: run its rule again on a copy."""
    run = RUNS.get(recorded.kind)
    if run is None or not state or not state.get("table"):
        return state
    table = copy.deepcopy(state["table"])
    data = {k: copy.deepcopy(v) for k, v in recorded.data.items() if k != "outcome"}
    try:
        run(table, data)
    except (RuleViolation, KeyError, TypeError, ValueError, IndexError, AttributeError):
        table = copy.deepcopy(state["table"])
        table["unapplied"] = [*table.get("unapplied", []), {"position": recorded.position, "kind": recorded.kind}]
    return {**state, "table": table}
