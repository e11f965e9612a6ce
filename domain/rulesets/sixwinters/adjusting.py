"""What every Six Winters state keeps, an adjustment's included (docs/dev/sixwinters.md,
"Adjustments"): the invariants of the campaign level and those of the live game."""
from __future__ import annotations

from .campaign.adjusting import invariants as campaign_invariants
from .game.adjusting import invariants as table_invariants


def invariants(game: dict) -> list:
    """What every state keeps, an adjustment's included: a legal campaign, and a table that could
    lie in front of the players."""
    return campaign_invariants(game) + table_invariants(game)
