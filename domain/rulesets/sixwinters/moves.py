"""The moves legal now in a Six Winters campaign: each level's own (campaign/moves/, game/moves/)."""
from __future__ import annotations

from .campaign import decider as campaign
from .game import decider as game


def moves(state: dict, viewer) -> list:
    """The campaign's steps and the game's moves legal now."""
    return campaign.DECIDER.moves(state, viewer) + game.DECIDER.moves(state, viewer)
