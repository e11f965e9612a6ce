"""The campaign level's commands, registered once each, and its decide and evolve.

Each rule (rules/) decides on the campaign as it stands and returns events carrying the
outcome; each apply function (`evolve_...` beside its rule, registered in applying.py) records
those facts. Campaign
events are recorded as version 2; version 1 events (recorded when evolve still set aside an
event that no longer fitted) are read through their outcome records, which say what that
version made of them, `campaign["unapplied"]` included (`Recorded.outcome_record`).
"""
from __future__ import annotations

from domain.kernel import Command, Decider

from . import commands as c
from . import events as ev
from . import narrate
from .applying import APPLIERS
from .events import VERSION
from .moves import MOVES
from .rules import aftermath, campaign_end, effects, opening, outcome, placement, preparation
from .rules import scenario_setup, session_end, session_start, shuffle, winter


def _command(schema, kinds: tuple, rule) -> Command:
    return Command(schema, kinds, rule, sentence=narrate.sentence)


def _listed(commands: dict) -> dict:
    """Each command with its moves hook (moves/)."""
    return {kind: Command(entry.schema, entry.events, entry.rule, MOVES[kind], entry.sentence)
            for kind, entry in commands.items()}


COMMANDS = {
    "choose-spotlight": _command(c.ChooseSpotlight, (ev.SESSION_STARTED, ev.SPOTLIGHT_CHOSEN), session_start.decide_spotlight),
    "restore-campaign": _command(c.RestoreCampaign, (ev.CAMPAIGN_RESTORED,), session_start.decide_restore),
    "choose-scenario": _command(c.ChooseScenario, (ev.SCENARIO_CHOSEN,), session_start.decide_scenario),
    "winter-phase": _command(c.WinterPhase, (ev.WINTER_RECORDED, ev.RESERVE_ACTION_TAKEN), winter.decide_winter),
    "choose-characters": _command(c.ChooseCharacters, (ev.CHARACTERS_CHOSEN,), session_start.decide_characters),
    "take-ability-cards": _command(c.TakeAbilityCards, (ev.ABILITY_CARDS_TAKEN,), session_start.decide_abilities),
    "choose-starting-assets": _command(c.ChooseStartingAssets, (ev.STARTING_ASSETS_CHOSEN,),
                                       session_start.decide_starting_assets),
    "add-year-cards": _command(c.AddYearCards, (ev.YEAR_CARDS_ADDED,), preparation.decide_add_cards),
    "set-up-scenario": _command(c.SetUpScenario, (ev.SCENARIO_SET_UP,), scenario_setup.decide_setup),
    "place-initial-scene": _command(c.PlaceInitialScene, (ev.INITIAL_SCENE_PLACED,), preparation.decide_scene),
    "shuffle-decks": _command(c.ShuffleDecks, (ev.DECKS_SHUFFLED,), shuffle.decide_shuffle),
    "fill-staging": _command(c.FillStaging, (ev.STAGING_FILLED,), shuffle.decide_staging),
    "roll-starting-dice": _command(c.RollStartingDice, (ev.STARTING_DICE_ROLLED,), opening.decide_dice),
    "place-characters": _command(c.PlaceCharacters, (ev.CHARACTERS_PLACED,), placement.decide_placement),
    "end-scenario": _command(c.EndScenario, (ev.SCENARIO_ENDED,), outcome.decide_end_scenario),
    "improve-skills": _command(c.ImproveSkills, (ev.SKILLS_IMPROVED,), session_end.decide_improve),
    "archive-assets": _command(c.ArchiveAssets, (ev.ASSETS_ARCHIVED,), session_end.decide_archive),
    "update-decks": _command(c.UpdateDecks, (ev.DECKS_UPDATED,), session_end.decide_decks),
    "update-threats": _command(c.UpdateThreats, (ev.THREATS_UPDATED,), aftermath.decide_threats),
    "update-map": _command(c.UpdateMap, (ev.MAP_UPDATED,), aftermath.decide_map),
    "update-journals": _command(c.UpdateJournals, (ev.JOURNALS_UPDATED,), aftermath.decide_journals),
    "store-game": _command(c.StoreGame, (ev.SESSION_ENDED,), aftermath.decide_store),
    "end-campaign": _command(c.EndCampaign, (ev.CAMPAIGN_ENDED,), campaign_end.decide_campaign_end),
    "unlock-character": _command(c.UnlockCharacter, (ev.CHARACTER_UNLOCKED,), effects.decide_unlock_character),
    "unlock-reserve-action": _command(c.UnlockReserveAction, (ev.RESERVE_ACTION_UNLOCKED,), effects.decide_unlock_action),
}
COMMANDS = _listed(COMMANDS)

DECIDER = Decider("Six Winters", COMMANDS, APPLIERS, {kind: VERSION for kind in APPLIERS})
# Campaign events of an earlier version are read through an outcome record (Ruleset.outcome_versions).
OUTCOME_VERSIONS = {kind: VERSION for kind in APPLIERS}
