"""Six Winters decides and folds at two levels: the campaign (campaign/) and the live game of
each year (game/). Commands and events go to the level that registers them; decide and
evolve only dispatch.
"""
from __future__ import annotations

import json

from domain.kernel import Event, Recorded, canonical_json

from .campaign import decider as campaign
from .campaign.rules import opening, scenario_setup, shuffle
from .game import decider as game
from .game.prepare import prepare as prepare_table

COMMANDS = {**campaign.COMMANDS, **game.COMMANDS}
OUTCOME_VERSIONS = {**campaign.OUTCOME_VERSIONS, **game.OUTCOME_VERSIONS}
PREPARERS = {"shuffle-decks": shuffle.prepare_shuffle, "roll-starting-dice": opening.prepare_dice,
             "set-up-scenario": scenario_setup.prepare_setup}


def decide(state: dict, command: dict) -> list[Event]:
    """Campaign commands by the campaign, table commands by the game under way."""
    if command["type"] in game.COMMANDS:
        return game.DECIDER.decide(state, command)
    return campaign.DECIDER.decide(state, command)


def evolve(state: dict, event: Recorded) -> dict:
    """Table events by the game, campaign events by the campaign; anything else unchanged."""
    if event.kind in game.DECIDER.kinds:
        return game.DECIDER.evolve(state, event)
    return campaign.DECIDER.evolve(state, event)


def moves(state: dict, viewer) -> list:
    """The campaign's steps and the game's moves legal now (campaign/moves/, game/moves/)."""
    return campaign.DECIDER.moves(state, viewer) + game.DECIDER.moves(state, viewer)


def session(state: dict) -> int | None:
    """The year whose session is under way (a session is one year), or None between them."""
    current = (state or {}).get("campaign", {}).get("session")
    return current["year"] if current else None


def prepare(state: dict, command: dict) -> dict:
    """Add the unrolled dice an app roll needs ("roll": "app").

    The prepared command comes back with its keys in canonical (sorted) order: the journal
    stores commands as canonical JSON and checks that the app's dice appear in the stored
    command in the order they were rolled."""
    kind = command["type"]
    if kind in PREPARERS and command.get("roll") == "app":
        return _canonical(PREPARERS[kind](state, command))
    table = state.get("table")
    if kind in game.COMMANDS and table and not table.get("fallback"):
        return _canonical(prepare_table(state, command))
    return command


def _canonical(command: dict) -> dict:
    return json.loads(canonical_json(command))


__all__ = ["COMMANDS", "OUTCOME_VERSIONS", "decide", "evolve", "moves", "prepare", "session"]
