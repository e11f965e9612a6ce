"""Six Winters v19.3's commands, registered once each, and its decide and evolve: a command's
rule, then what follows by itself (rules/flow.py), until the game waits for the table."""
from __future__ import annotations

from domain.kernel import Command, Decider, RuleViolation

from . import commands as c
from . import events as ev
from .applying import APPLIERS
from .narrate import sentence
from .rules import (assets, campaign_setup, draws, end_actions, location_action, movement, overcome, progress,
                    session_end, session_setup, shuffles, threat_locations, turn)
from .rules.flow import follow

FOLLOWING = (ev.PROGRESS_CARD_DRAWN, ev.PROGRESS_CARD_STAGED, ev.PROGRESS_CARDS_STAGED, ev.OBSTACLE_PLACED,
             ev.OBSTACLE_SKIPPED, ev.TURN_BEGAN, ev.LOCATIONS_ACTIVATED, ev.THREATS_RAISED, ev.TIME_ADVANCED,
             ev.GAME_ENDED, ev.OBSTACLE_DECKS_GATHERED, ev.CAMPAIGN_ENDED)


def not_over(state: dict) -> None:
    """No command is decided once the campaign is over."""
    if state["stage"] == "over":
        raise RuleViolation("sixwinters_v19.campaign.over", "the campaign is over; see its result")


def _command(schema, kinds: tuple, handler) -> Command:
    return Command(schema, tuple(dict.fromkeys(kinds + FOLLOWING)), handler, sentence=sentence)


COMMANDS = {
    "draw-locations": _command(c.DrawLocations, (ev.LOCATIONS_DRAWN,), campaign_setup.draw_locations),
    "keep-locations": _command(c.KeepLocations, (ev.LOCATIONS_KEPT,), campaign_setup.keep_locations),
    "start-session": _command(c.StartSession, (ev.SESSION_STARTED,), session_setup.start_session),
    "roll-starting-dice": _command(c.RollStartingDice, (ev.STARTING_DICE_ROLLED,), session_setup.roll_starting_dice),
    "choose-characters": _command(c.ChooseCharacters, (ev.CHARACTERS_CHOSEN,), session_setup.choose_characters),
    "shuffle-obstacle-decks": _command(c.ShuffleObstacleDecks, (ev.OBSTACLE_DECKS_SHUFFLED,),
                                       shuffles.shuffle_obstacle_decks),
    "shuffle-progress-deck": _command(c.ShuffleProgressDeck, (ev.PROGRESS_DECK_SHUFFLED,), shuffles.shuffle_progress_deck),
    "draw-card": _command(c.DrawCard, (), draws.draw_card),
    "reshuffle-obstacle-deck": _command(c.ReshuffleObstacleDeck, (ev.OBSTACLE_DECK_RESHUFFLED,),
                                        shuffles.reshuffle_obstacle_deck),
    "keep-progress-card": _command(c.KeepProgressCard, (ev.PROGRESS_CARD_KEPT,), session_setup.keep_progress_card),
    "stage-progress-cards": _command(c.StageProgressCards, (), session_setup.stage_progress_cards),
    "place-character": _command(c.PlaceCharacter, (ev.CHARACTER_PLACED,), session_setup.place_character),
    "refill": _command(c.Refill, (ev.POOLS_REFILLED,), turn.refill),
    "activate": _command(c.Activate, (), turn.activate),
    "choose-threat-track": _command(c.ChooseThreatTrack, (ev.THREAT_TRACK_CHOSEN,), turn.choose_threat_track),
    "place-threat-location": _command(c.PlaceThreatLocation, (ev.LOCATIONS_UNLOCKED,),
                                      threat_locations.place_threat_location),
    "move": _command(c.Move, (ev.CHARACTER_MOVED,), movement.move),
    "create-asset": _command(c.CreateAsset, (ev.ASSET_CREATED,), assets.create_asset),
    "trade": _command(c.Trade, (ev.TRADE_MADE,), assets.trade),
    "place-progress-die": _command(c.PlaceProgressDie, (ev.PROGRESS_DIE_PLACED, ev.PROGRESS_COMPLETED),
                                   progress.place_progress_die),
    "choose-reward": _command(c.ChooseReward, (ev.REWARD_CHOSEN,), progress.choose_reward),
    "take-progress-card": _command(c.TakeProgressCard, (ev.PROGRESS_CARD_TAKEN,), progress.take_progress_card),
    "approach": _command(c.Approach, (ev.OBSTACLE_APPROACHED, ev.OBSTACLE_OVERCOME), overcome.approach),
    "defend": _command(c.Defend, (ev.OBSTACLE_DEFENDED,), overcome.defend),
    "place-defend-dice": _command(c.PlaceDefendDice, (ev.DEFEND_DICE_PLACED, ev.OBSTACLE_OVERCOME, ev.OVERCOME_ENDED),
                                  overcome.place_defend_dice),
    "raise-skill": _command(c.RaiseSkill, (ev.SKILLS_RAISED,), overcome.raise_skill),
    "location-action": _command(c.LocationAction, (ev.LOCATION_ACTION_TAKEN,), location_action.location_action),
    "end-actions": _command(c.EndActions, (ev.ACTIONS_ENDED,), end_actions.end_actions),
    "burn-obstacles": _command(c.BurnObstacles, (ev.OBSTACLES_BURNED,), session_end.burn_obstacles),
    "unlock-obstacles": _command(c.UnlockObstacles, (ev.OBSTACLES_UNLOCKED,), session_end.unlock_obstacles),
    "burn-locations": _command(c.BurnLocations, (ev.LOCATIONS_BURNED,), session_end.burn_locations),
    "unlock-location": _command(c.UnlockLocation, (ev.LOCATIONS_UNLOCKED,), session_end.unlock_location),
    "recover-characters": _command(c.RecoverCharacters, (ev.CHARACTERS_RECOVERED,), session_end.recover_characters),
    "advance-year": _command(c.AdvanceYear, (ev.YEAR_ADVANCED,), session_end.advance_year),
}

DECIDER = Decider("Six Winters v19.3", COMMANDS, APPLIERS, guard=not_over, follow_on=follow)
