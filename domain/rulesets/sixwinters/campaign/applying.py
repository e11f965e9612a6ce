"""Applying the campaign's events: event kind -> apply, as APPLIERS. Each apply function
(`evolve_...`) sits beside the rule that decides its event (rules/) and records the facts the
event carries; applying never runs a rule. An event of version 1 is read through its outcome
record, which says what that version made of it (`Recorded.outcome_record`)."""
from __future__ import annotations

from domain.kernel import Recorded, from_outcome_record, with_data

from . import events as ev
from .events import VERSION
from .rules import aftermath, campaign_end, effects, opening, outcome, placement, preparation
from .rules import reserve, scenario_setup, session_end, session_start, shuffle, winter

FACTS = {
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


def _applier(kind: str):
    """The apply function of `kind`: its facts, or a version 1 event's outcome record."""
    record = with_data(FACTS[kind])

    def apply(game: dict, event: Recorded) -> dict:
        if event.version < VERSION:
            return from_outcome_record(game, event)
        return record(game, event)
    apply.__doc__ = FACTS[kind].__doc__
    return apply


APPLIERS = {kind: _applier(kind) for kind in FACTS}
