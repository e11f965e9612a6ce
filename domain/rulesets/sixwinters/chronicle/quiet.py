"""Which event kinds the chronicle keeps quiet about (the meta-test
tests/domain/sixwinters/chronicle/test_kinds.py asks that every kind be told or listed here)."""
from __future__ import annotations

from ..campaign import events as ev
from ..game import events as tk


def is_table(kind: str) -> bool:
    """Live-game kinds, which decide whether a year is told move by move or from its summary."""
    return kind.startswith(tk.PREFIX)


QUIET = frozenset({ev.SPOTLIGHT_CHOSEN, ev.CHARACTERS_CHOSEN, ev.SCENARIO_CHOSEN, ev.DECKS_SHUFFLED,
                   ev.SESSION_ENDED, ev.CAMPAIGN_ENDED, ev.SCENARIO_ENDED, ev.MAP_UPDATED,
                   tk.MOVED, tk.OPENING_ROLLED, tk.PLACED, tk.ACTIONS_ENDED, tk.TRADED, tk.ASSET_TAKEN,
                   tk.ASSETS_DRAWN, tk.OBSTACLES_PLACED, tk.ABILITY_USED, tk.STASHED})
