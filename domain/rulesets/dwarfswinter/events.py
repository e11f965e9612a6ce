"""Dwarfs Winter event kinds, in the rulebook's words. Each event carries its outcome (a
draw, a move, the resources gained); the appliers in applying.py only record it."""
from __future__ import annotations

from domain.kernel.events import kinds_in

P = "dwarfswinter/"
# setup
DECKS_SHUFFLED = P + "decks-shuffled"
DEFENDERS_CALLED = P + "defenders-called"
# drawing
HERO_REVEALED = P + "hero-revealed"
MONSTER_SPAWNED = P + "monster-spawned"
DISASTER_REVEALED = P + "disaster-revealed"
# Phase 1: Enemy Invasion
WEEK_BEGAN = P + "week-began"
MONSTER_MOVED = P + "monster-moved"
MONSTER_ATTACKED = P + "monster-attacked"
DWARF_SENT_HOME = P + "dwarf-sent-home"
REINFORCEMENTS_CALLED = P + "reinforcements-called"
DISASTERS_CALLED = P + "disasters-called"
# Phase 2: Preparation
PREPARATION_BEGAN = P + "preparation-began"
HAND_CHOSEN = P + "hand-chosen"
# Phase 3: Actions
ACTIONS_BEGAN = P + "actions-began"
DWARF_PLACED = P + "dwarf-placed"
DWARF_MOVED = P + "dwarf-moved"
HERO_ACQUIRED = P + "hero-acquired"
MUSIC_PLAYED = P + "music-played"
CARD_PLAYED = P + "card-played"
CARD_FINISHED = P + "card-finished"
DWARF_RETIRED = P + "dwarf-retired"
DWARF_UPGRADED = P + "dwarf-upgraded"
MUSIC_FOLLOWED = P + "music-followed"
MUSIC_ENDED = P + "music-ended"
MONSTER_DEFEATED = P + "monster-defeated"
DISASTER_OVERCOME = P + "disaster-overcome"
TURN_ENDED = P + "turn-ended"
# Phase 4: Resolution
WEEK_ENDED = P + "week-ended"
GAME_ENDED = P + "game-ended"

DRAWN = (HERO_REVEALED, MONSTER_SPAWNED, DISASTER_REVEALED)
KINDS = frozenset(kinds_in(globals(), "dwarfswinter"))
