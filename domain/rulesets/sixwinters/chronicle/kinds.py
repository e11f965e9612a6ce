"""Which event kinds the chronicle names, and which it keeps quiet about (the meta-test
tests/reports/test_sixwinters_kinds.py asks that every kind be told or listed as quiet)."""
from __future__ import annotations

from .. import events as ev


class tk:
    """Table event kinds told here, by their stored names (a kind renamed in table/ then
    falls back to narrate_unknown instead of breaking the import)."""

    PREFIX = "sixwinters/table-"
    MOVED, OPENING_ROLLED, PLACED = PREFIX + "moved", PREFIX + "opening-rolled", PREFIX + "character-placed"
    ACTIONS_ENDED, TRADED, ASSET_TAKEN = PREFIX + "actions-ended", PREFIX + "traded", PREFIX + "asset-taken"
    ASSETS_DRAWN, OBSTACLES_PLACED = PREFIX + "assets-drawn", PREFIX + "obstacles-placed"
    ABILITY_USED, STASHED = PREFIX + "ability-used", PREFIX + "die-stashed"
    EXPLODED, MUSTERED, REFRESHED = PREFIX + "sorcery-exploded", PREFIX + "mustered", PREFIX + "refreshed"
    OBSTACLE_ATTEMPTED, ASSET_BUILT = PREFIX + "obstacle-attempted", PREFIX + "asset-built"
    SCENE_NARRATED, TIME_ADVANCED = PREFIX + "scene-narrated", PREFIX + "time-advanced"
    OBSTACLES_ACTIVATED, EFFECT_RESOLVED = PREFIX + "obstacles-activated", PREFIX + "effect-resolved"
    LOCATION_ACTION = PREFIX + "location-action-taken"
    GAME_ENDED = PREFIX + "game-ended"


def is_table(kind: str) -> bool:
    """Live-game kinds, which decide whether a year is told move by move or from its summary."""
    return kind.startswith(tk.PREFIX)


QUIET = frozenset({ev.SPOTLIGHT_CHOSEN, ev.CHARACTERS_CHOSEN, ev.SCENARIO_CHOSEN, ev.DECKS_SHUFFLED,
                   ev.SESSION_ENDED, ev.CAMPAIGN_ENDED, ev.SCENARIO_ENDED, ev.MAP_UPDATED,
                   tk.MOVED, tk.OPENING_ROLLED, tk.PLACED, tk.ACTIONS_ENDED, tk.TRADED, tk.ASSET_TAKEN,
                   tk.ASSETS_DRAWN, tk.OBSTACLES_PLACED, tk.ABILITY_USED, tk.STASHED})
