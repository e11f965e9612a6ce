"""The live game's commands, registered once each, and its decide and evolve.

A table rule works on a draft of the table (rules/): it checks the rules and changes the
draft as the players change the table in front of them, returning what happened in the
rulebook's words (the outcome). decide records both in one event: the outcome for people
(sentences, the chronicle) and the changes for evolve, which applies them by path copying
(kernel/changes.py) and never runs the rule again. The facts of the catalog copied into the
table (cards, seasons, scenes...) are shared by every draft, never copied.

Table events recorded before they carried their changes (version 1) are read through their
outcome records (`Recorded.outcome_record`), which the journal keeps and migrations/ works out.
"""
from __future__ import annotations

from domain.kernel import DERIVED, Command, Decider, Event, Recorded, RuleViolation, from_outcome_record, marker
from domain.kernel.changes import apply_changes, clone, diff, draft
from domain.kernel.decider import Rule

from . import commands as c
from . import events as ev
from . import narrate
from .moves import MOVES
from .rules import (abilities, ability_uses, activate, create_asset, foresight, location_actions, move, muster,
                    new_cards, overcome, placing, refresh, resolve, scene, trade, turn)

VERSION = 2
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


def apply(state: dict, event: Recorded) -> dict:
    """A table event's changes; a version 1 event's are those of its outcome record."""
    if event.version < VERSION:
        return from_outcome_record(state, event)
    return apply_changes(state, event.data["changes"])


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

APPLIERS = {**{kind: apply for kind in ev.KINDS if kind != ev.GAME_ENDED}, ev.GAME_ENDED: marker}
# Table events of an earlier version are read through an outcome record (Ruleset.outcome_versions).
OUTCOME_VERSIONS = {kind: VERSION for kind in APPLIERS if kind != ev.GAME_ENDED}

DECIDER = Decider("the Six Winters game", COMMANDS, APPLIERS)
