"""Stable event kinds of the Six Winters campaign level (stored names: never rename).

The live game's kinds (``sixwinters/table-...``) are in game/events.py.
"""

PREFIX = "sixwinters/"
# the version campaign events are recorded at; version 1 events are read through outcome records
VERSION = 2

# Session Start (rulebook "Session Start", steps 1-14)
SESSION_STARTED = PREFIX + "session-started"  # the journal commits a new dice seed here
SPOTLIGHT_CHOSEN = PREFIX + "spotlight-chosen"
CAMPAIGN_RESTORED = PREFIX + "campaign-restored"
SCENARIO_CHOSEN = PREFIX + "scenario-chosen"
WINTER_RECORDED = PREFIX + "winter-recorded"
RESERVE_ACTION_TAKEN = PREFIX + "reserve-action-taken"
CHARACTERS_CHOSEN = PREFIX + "characters-chosen"
ABILITY_CARDS_TAKEN = PREFIX + "ability-cards-taken"
STARTING_ASSETS_CHOSEN = PREFIX + "starting-assets-chosen"
YEAR_CARDS_ADDED = PREFIX + "year-cards-added"
SCENARIO_SET_UP = PREFIX + "scenario-set-up"
INITIAL_SCENE_PLACED = PREFIX + "initial-scene-placed"
DECKS_SHUFFLED = PREFIX + "decks-shuffled"
STAGING_FILLED = PREFIX + "staging-filled"
STARTING_DICE_ROLLED = PREFIX + "starting-dice-rolled"
CHARACTERS_PLACED = PREFIX + "characters-placed"  # the table opens here

# Session End (rulebook "Session End", steps 1-7) and Campaign End
SCENARIO_ENDED = PREFIX + "scenario-ended"
SKILLS_IMPROVED = PREFIX + "skills-improved"
ASSETS_ARCHIVED = PREFIX + "assets-archived"
DECKS_UPDATED = PREFIX + "decks-updated"
THREATS_UPDATED = PREFIX + "threats-updated"
MAP_UPDATED = PREFIX + "map-updated"
JOURNALS_UPDATED = PREFIX + "journals-updated"
SESSION_ENDED = PREFIX + "session-ended"  # the journal reveals the dice seed here
CAMPAIGN_ENDED = PREFIX + "campaign-ended"  # ... or here after year 6

# Campaign effects of scenarios and scenes
CHARACTER_UNLOCKED = PREFIX + "character-unlocked"
RESERVE_ACTION_UNLOCKED = PREFIX + "reserve-action-unlocked"

KINDS = frozenset(
    value
    for name, value in dict(globals()).items()
    if name.isupper() and name not in ("PREFIX", "KINDS") and isinstance(value, str)
)
