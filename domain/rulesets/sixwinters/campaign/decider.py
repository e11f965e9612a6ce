"""Dispatch only: command type -> rule, event kind -> state change (STYLE: decide only dispatches).

Campaign commands go to rules/; ``table-...`` commands and ``sixwinters/table-...`` events
to the table package (tablelink). Unknown kinds leave the state unchanged (evolve is total).
"""

from __future__ import annotations

import json

from domain.kernel import Event, Recorded, RuleViolation, canonical_json

from . import events as ev
from . import tablelink
from .rules import aftermath, campaign_end, effects, opening, outcome, placement, preparation
from .rules import reserve, scenario_setup, session_end, session_start, shuffle, winter

DECIDERS = {
    "choose-spotlight": session_start.decide_spotlight,
    "restore-campaign": session_start.decide_restore,
    "choose-scenario": session_start.decide_scenario,
    "winter-phase": winter.decide_winter,
    "choose-characters": session_start.decide_characters,
    "take-ability-cards": session_start.decide_abilities,
    "choose-starting-assets": session_start.decide_starting_assets,
    "add-year-cards": preparation.decide_add_cards,
    "set-up-scenario": scenario_setup.decide_setup,
    "place-initial-scene": preparation.decide_scene,
    "shuffle-decks": shuffle.decide_shuffle,
    "fill-staging": shuffle.decide_staging,
    "roll-starting-dice": opening.decide_dice,
    "place-characters": placement.decide_placement,
    "end-scenario": outcome.decide_end_scenario,
    "improve-skills": session_end.decide_improve,
    "archive-assets": session_end.decide_archive,
    "update-decks": session_end.decide_decks,
    "update-threats": aftermath.decide_threats,
    "update-map": aftermath.decide_map,
    "update-journals": aftermath.decide_journals,
    "store-game": aftermath.decide_store,
    "end-campaign": campaign_end.decide_campaign_end,
    "unlock-character": effects.decide_unlock_character,
    "unlock-reserve-action": effects.decide_unlock_action,
}

EVOLVERS = {
    ev.SESSION_STARTED: session_start.evolve_session_started,
    ev.SPOTLIGHT_CHOSEN: session_start.evolve_spotlight,
    ev.CAMPAIGN_RESTORED: session_start.evolve_restore,
    ev.SCENARIO_CHOSEN: session_start.evolve_scenario,
    ev.WINTER_RECORDED: winter.evolve_winter,
    ev.RESERVE_ACTION_TAKEN: reserve.evolve_action,
    ev.CHARACTERS_CHOSEN: session_start.evolve_characters,
    ev.ABILITY_CARDS_TAKEN: session_start.evolve_abilities,
    ev.STARTING_ASSETS_CHOSEN: session_start.evolve_starting_assets,
    ev.YEAR_CARDS_ADDED: preparation.evolve_add_cards,
    ev.SCENARIO_SET_UP: scenario_setup.evolve_setup,
    ev.INITIAL_SCENE_PLACED: preparation.evolve_scene,
    ev.DECKS_SHUFFLED: shuffle.evolve_shuffle,
    ev.STAGING_FILLED: shuffle.evolve_staging,
    ev.STARTING_DICE_ROLLED: opening.evolve_dice,
    ev.CHARACTERS_PLACED: placement.evolve_placement,
    ev.SCENARIO_ENDED: outcome.evolve_end_scenario,
    ev.SKILLS_IMPROVED: session_end.evolve_improve,
    ev.ASSETS_ARCHIVED: session_end.evolve_archive,
    ev.DECKS_UPDATED: session_end.evolve_decks,
    ev.THREATS_UPDATED: aftermath.evolve_threats,
    ev.MAP_UPDATED: aftermath.evolve_map,
    ev.JOURNALS_UPDATED: aftermath.evolve_journals,
    ev.SESSION_ENDED: aftermath.evolve_store,
    ev.CAMPAIGN_ENDED: campaign_end.evolve_campaign_end,
    ev.CHARACTER_UNLOCKED: effects.evolve_unlock_character,
    ev.RESERVE_ACTION_UNLOCKED: effects.evolve_unlock_action,
}

PREPARERS = {"shuffle-decks": shuffle.prepare_shuffle, "roll-starting-dice": opening.prepare_dice}


def decide(game: dict, command: dict) -> list[Event]:
    """Campaign commands by type; table commands to the table package."""
    kind = command["type"]
    rule = DECIDERS.get(kind)
    if rule is not None:
        return rule(game, command)
    if kind in tablelink.command_schemas():
        if game.get("table") is None or game["table"].get("fallback"):
            raise RuleViolation("sixwinters.table.closed", f"{kind} is a move in a game; no game is under way")
        return tablelink.hook("decide")(game, command)
    raise RuleViolation("command.type", f"Six Winters has no command {kind!r}")


def evolve(game: dict, event: Recorded) -> dict:
    """Campaign events by kind; table events to the table package; anything else unchanged."""
    change = EVOLVERS.get(event.kind)
    if change is not None:
        try:
            return change(game, dict(event.data))
        except (KeyError, TypeError, ValueError, IndexError, AttributeError):
            return unapplied(game, event)
    if event.kind in tablelink.kinds():
        return tablelink.hook("evolve")(game, event)
    return game


def unapplied(game: dict, event: Recorded) -> dict:
    """evolve is total: an event that no longer fits the state (an earlier step was retracted)
    is listed, not applied, so replay goes on and the campaign shows what to re-enter."""
    campaign = {**game["campaign"]}
    campaign["unapplied"] = [*campaign.get("unapplied", []), {"position": event.position, "kind": event.kind}]
    return {**game, "campaign": campaign}


def prepare(game: dict, command: dict) -> dict:
    """Add the unrolled dice an app roll needs ("roll": "app"); table commands to the table.

    The prepared command comes back with its keys in canonical (sorted) order: the journal
    stores commands as canonical JSON and checks that the app's dice appear in the stored
    command in the order they were rolled."""
    kind = command["type"]
    if kind in PREPARERS and command.get("roll") == "app":
        return _canonical(PREPARERS[kind](game, command))
    table_prepare = tablelink.hook("prepare")
    live = game.get("table") and not game["table"].get("fallback")
    if kind in tablelink.command_schemas() and table_prepare is not None and live:
        return _canonical(table_prepare(game, command))
    return command


def _canonical(command: dict) -> dict:
    return json.loads(canonical_json(command))
