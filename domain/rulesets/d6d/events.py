"""d6D's stored event kinds ("d6d/<past tense>"; never renamed). Every event carries its
outcome; applying.py records it."""
from __future__ import annotations

from domain.kernel.events import kinds_in

ARMIES_ROLLED = "d6d/armies-rolled"
OPENING_TIED = "d6d/opening-tied"
TIE_ROLLED = "d6d/tie-rolled"
FIRST_PLAYER_CHOSEN = "d6d/first-player-chosen"
ARMIES_PLACED = "d6d/armies-placed"
PLAY_BEGAN = "d6d/play-began"
ARMY_STRENGTHENED = "d6d/army-strengthened"
ARMY_RECRUITED = "d6d/army-recruited"
ARMY_MOVED = "d6d/army-moved"
BRIDGE_DRAWN = "d6d/bridge-drawn"
BATTLE_STARTED = "d6d/battle-started"
BATTLE_ROUND_FOUGHT = "d6d/battle-round-fought"
ARMY_DAMAGED = "d6d/army-damaged"
ARMY_DESTROYED = "d6d/army-destroyed"
SOUL_LOST = "d6d/soul-lost"
RETREATED = "d6d/retreated"
BATTLE_ENDED = "d6d/battle-ended"
TURN_PASSED = "d6d/turn-passed"
GAME_ENDED = "d6d/game-ended"
# what follows a command by itself (decider.py's follow-on)
CONSEQUENCES = (BATTLE_ENDED, GAME_ENDED, TURN_PASSED)

# every kind named above, read from the module so that no second list is kept by hand
KINDS = frozenset(kinds_in(globals(), "d6d"))
