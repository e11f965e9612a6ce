"""The stored event kinds of Six Winters v19.3 ("sixwinters_v19/<what happened>"): never
renamed. Each event carries its outcome; applying/ records it (docs/sixwinters-v19.md lists
each kind with its sentence)."""
from __future__ import annotations

from domain.kernel.events import kinds_in

GAME = "sixwinters_v19"


def _kind(words: str) -> str:
    return f"{GAME}/{words}"


# Campaign Setup (random starting locations)
LOCATIONS_DRAWN = _kind("locations-drawn")
LOCATIONS_KEPT = _kind("locations-kept")
# Session Setup
SESSION_STARTED = _kind("session-started")
STARTING_DICE_ROLLED = _kind("starting-dice-rolled")
CHARACTERS_CHOSEN = _kind("characters-chosen")
OBSTACLE_DECKS_SHUFFLED = _kind("obstacle-decks-shuffled")
PROGRESS_DECK_SHUFFLED = _kind("progress-deck-shuffled")
PROGRESS_CARD_DRAWN = _kind("progress-card-drawn")
PROGRESS_CARD_KEPT = _kind("progress-card-kept")
PROGRESS_CARDS_STAGED = _kind("progress-cards-staged")
CHARACTER_PLACED = _kind("character-placed")
# obstacles and the staging area (Session Setup, New Obstacles, Obstacle Surge)
OBSTACLE_PLACED = _kind("obstacle-placed")
OBSTACLE_SKIPPED = _kind("obstacle-skipped")
OBSTACLE_DECK_RESHUFFLED = _kind("obstacle-deck-reshuffled")
PROGRESS_CARD_STAGED = _kind("progress-card-staged")
# Turns
TURN_BEGAN = _kind("turn-began")
POOLS_REFILLED = _kind("pools-refilled")
LOCATIONS_ACTIVATED = _kind("locations-activated")
THREATS_RAISED = _kind("threats-raised")
THREAT_TRACK_CHOSEN = _kind("threat-track-chosen")
TIME_ADVANCED = _kind("time-advanced")
GAME_ENDED = _kind("game-ended")
# Actions
CHARACTER_MOVED = _kind("character-moved")
ASSET_CREATED = _kind("asset-created")
TRADE_MADE = _kind("trade-made")
PROGRESS_DIE_PLACED = _kind("progress-die-placed")
PROGRESS_COMPLETED = _kind("progress-completed")
REWARD_CHOSEN = _kind("reward-chosen")
PROGRESS_CARD_TAKEN = _kind("progress-card-taken")
OBSTACLE_APPROACHED = _kind("obstacle-approached")
OBSTACLE_DEFENDED = _kind("obstacle-defended")
DEFEND_DICE_PLACED = _kind("defend-dice-placed")
OBSTACLE_OVERCOME = _kind("obstacle-overcome")
OVERCOME_ENDED = _kind("overcome-ended")
SKILLS_RAISED = _kind("skills-raised")
LOCATION_ACTION_TAKEN = _kind("location-action-taken")
ACTIONS_ENDED = _kind("actions-ended")
# Session End and Campaign End
OBSTACLES_BURNED = _kind("obstacles-burned")
OBSTACLES_UNLOCKED = _kind("obstacles-unlocked")
OBSTACLE_DECKS_GATHERED = _kind("obstacle-decks-gathered")
LOCATIONS_BURNED = _kind("locations-burned")
LOCATIONS_UNLOCKED = _kind("locations-unlocked")
CHARACTERS_RECOVERED = _kind("characters-recovered")
YEAR_ADVANCED = _kind("year-advanced")
CAMPAIGN_ENDED = _kind("campaign-ended")

KINDS = kinds_in(globals(), GAME)
