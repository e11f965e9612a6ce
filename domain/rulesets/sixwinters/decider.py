"""Six Winters decides and folds at two levels: the campaign (campaign/) and the live game of
each year (game/). Commands and events go to the level that registers them; decide and
evolve only dispatch.
"""
from __future__ import annotations

from domain.kernel import Event, Recorded

from .campaign import decider as campaign
from .game import decider as game

COMMANDS = {**campaign.COMMANDS, **game.COMMANDS}
OUTCOME_VERSIONS = {**campaign.OUTCOME_VERSIONS, **game.OUTCOME_VERSIONS}


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


def session(state: dict) -> int | None:
    """The year whose session is under way (a session is one year), or None between them."""
    current = (state or {}).get("campaign", {}).get("session")
    return current["year"] if current else None


__all__ = ["COMMANDS", "OUTCOME_VERSIONS", "decide", "evolve", "session"]
