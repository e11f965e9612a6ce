"""The live game's commands, registered once each, and its decide and evolve.

A table rule works on a draft of the table (rules/, recorded by rules/drafts.py): it checks
the rules and changes the draft as the players change the table in front of them, returning
what happened in the rulebook's words (the outcome). decide records both in one event: the
outcome for people (sentences, the chronicle) and the changes for evolve, which applies them
by path copying (applying.py) and never runs the rule again.
"""
from __future__ import annotations

from domain.kernel import Command, Decider

from . import commands as c
from . import events as ev
from . import narrate
from .applying import APPLIERS
from .events import VERSION
from .moves import MOVES
from .rules.drafts import on_the_table
from .rules import (abilities, ability_uses, activate, create_asset, foresight, location_actions, move, muster,
                    new_cards, overcome, placing, refresh, resolve, scene, trade, turn)

def _command(schema, kind: str, run) -> Command:
    return Command(schema, (kind, ev.GAME_ENDED), on_the_table(run, kind), sentence=narrate.SENTENCES[kind])


def _listed(commands: dict) -> dict:
    """Each command with its moves hook (moves/)."""
    return {kind: Command(entry.schema, entry.events, entry.rule, MOVES[kind], entry.sentence)
            for kind, entry in commands.items()}


COMMANDS = {
    "table-place": _command(c.PlaceCharacter, ev.PLACED, placing.run_place),
    "table-open-roll": _command(c.RollOpeningDice, ev.OPENING_ROLLED, placing.run_open_roll),
    "table-move": _command(c.Move, ev.MOVED, move.run),
    "table-muster": _command(c.Muster, ev.MUSTERED, muster.run),
    "table-explode": _command(c.RollExplodedSorcery, ev.EXPLODED, muster.run_explode),
    "table-take-asset": _command(c.TakeAsset, ev.ASSET_TAKEN, create_asset.run_take),
    "table-build-asset": _command(c.BuildAsset, ev.ASSET_BUILT, create_asset.run_build),
    "table-foresee": _command(c.ForeseeStress, ev.STRESS_FORESEEN, foresight.run_foresee),
    "table-overcome": _command(c.OvercomeObstacle, ev.OBSTACLE_ATTEMPTED, overcome.run),
    "table-commit-scene": _command(c.CommitSceneCards, ev.SCENE_COMMITTED, scene.run_commit),
    "table-narrate": _command(c.NarrateScene, ev.SCENE_NARRATED, scene.run),
    "table-trade": _command(c.Trade, ev.TRADED, trade.run),
    "table-ability": _command(c.UseAbility, ev.ABILITY_USED, ability_uses.run),
    "table-stash": _command(c.StashDie, ev.STASHED, abilities.run_stash),
    "table-location-action": _command(c.TakeLocationAction, ev.LOCATION_ACTION, location_actions.run),
    "table-end-actions": _command(c.EndActions, ev.ACTIONS_ENDED, turn.run_end_actions),
    "table-refresh": _command(c.Refresh, ev.REFRESHED, refresh.run),
    "table-new-assets": _command(c.DrawCards, ev.ASSETS_DRAWN, new_cards.run_new_assets),
    "table-activate": _command(c.ActivateObstacles, ev.OBSTACLES_ACTIVATED, activate.run_activate),
    "table-new-obstacles": _command(c.DrawCards, ev.OBSTACLES_PLACED, new_cards.run_new_obstacles),
    "table-advance": _command(c.AdvanceTime, ev.TIME_ADVANCED, turn.run_advance),
    "table-resolve": _command(c.ResolveEffect, ev.EFFECT_RESOLVED, resolve.run),
}
COMMANDS = _listed(COMMANDS)

# Table events of an earlier version are read through an outcome record (Ruleset.outcome_versions).
OUTCOME_VERSIONS = {kind: VERSION for kind in APPLIERS if kind != ev.GAME_ENDED}

DECIDER = Decider("the Six Winters game", COMMANDS, APPLIERS)
