"""Stable event kinds of the live game (the table); stored names, never rename."""

PREFIX = "sixwinters/table-"
# the version table events are recorded at; version 1 events are read through outcome records
VERSION = 2

PLACED = PREFIX + "character-placed"
OPENING_ROLLED = PREFIX + "opening-rolled"
MOVED = PREFIX + "moved"
MUSTERED = PREFIX + "mustered"
EXPLODED = PREFIX + "sorcery-exploded"
ASSET_TAKEN = PREFIX + "asset-taken"
ASSET_BUILT = PREFIX + "asset-built"
OBSTACLE_ATTEMPTED = PREFIX + "obstacle-attempted"
STRESS_FORESEEN = PREFIX + "stress-foreseen"
SCENE_NARRATED = PREFIX + "scene-narrated"
SCENE_COMMITTED = PREFIX + "scene-cards-committed"
TRADED = PREFIX + "traded"
ACTIONS_ENDED = PREFIX + "actions-ended"
REFRESHED = PREFIX + "refreshed"
ASSETS_DRAWN = PREFIX + "assets-drawn"
OBSTACLES_ACTIVATED = PREFIX + "obstacles-activated"
OBSTACLES_PLACED = PREFIX + "obstacles-placed"
TIME_ADVANCED = PREFIX + "time-advanced"
ABILITY_USED = PREFIX + "ability-used"
STASHED = PREFIX + "die-stashed"
LOCATION_ACTION = PREFIX + "location-action-taken"
EFFECT_RESOLVED = PREFIX + "effect-resolved"
GAME_ENDED = PREFIX + "game-ended"

KINDS = frozenset(value for name, value in dict(globals()).items()
                  if name.isupper() and name != "PREFIX" and isinstance(value, str))
