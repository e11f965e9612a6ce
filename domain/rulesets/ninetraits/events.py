"""The stored event kinds of the nine-trait game ("ninetraits/<past tense>"; never renamed)."""
from __future__ import annotations

from domain.kernel.events import kinds_in

# the sheets
CHARACTER_CREATED = "ninetraits/character-created"
CHARACTER_REVEALED = "ninetraits/character-revealed"
TRAIT_SET = "ninetraits/trait-set"
LIFE_MAXIMUM_SET = "ninetraits/life-maximum-set"
PATH_SET = "ninetraits/path-set"
SHEET_NOTED = "ninetraits/sheet-noted"
SECRET_WRITTEN = "ninetraits/secret-written"
NOTE_REVEALED = "ninetraits/note-revealed"
SHEET_WRITTEN = "ninetraits/sheet-written"      # the whole sheet's form at once, as written or accepted
SHEET_PROPOSED = "ninetraits/sheet-proposed"    # a player's change in play, waiting for the Wayfinder
SHEET_DECLINED = "ninetraits/sheet-declined"
SHEETS_OPENED = "ninetraits/sheets-opened"      # the Wayfinder's sheet step between scenes
# sessions and scenes
SESSION_STARTED = "ninetraits/session-started"
SCENE_BEGAN = "ninetraits/scene-began"
SCENE_ENDED = "ninetraits/scene-ended"
PENALTIES_EXPIRED = "ninetraits/penalties-expired"
POISON_WORSENED = "ninetraits/poison-worsened"
SESSION_ENDED = "ninetraits/session-ended"
CAMPAIGN_CLOSED = "ninetraits/campaign-closed"
# rolls
TRAIT_ROLLED = "ninetraits/trait-rolled"
OVEREXERTED = "ninetraits/overexerted"
PENALTY_TAKEN = "ninetraits/penalty-taken"
OPPOSED_ROLLED = "ninetraits/opposed-rolled"
RESISTED = "ninetraits/resisted"
OPPOSITION_SETTLED = "ninetraits/opposition-settled"
# combat flow
COMBAT_ENTERED = "ninetraits/combat-entered"
INITIATIVE_ROLLED = "ninetraits/initiative-rolled"
ROTATION_BEGAN = "ninetraits/rotation-began"
TURN_BEGAN = "ninetraits/turn-began"
TURN_ENDED = "ninetraits/turn-ended"
ACTIONS_GIVEN = "ninetraits/actions-given"
CHARM_COMMANDED = "ninetraits/charm-commanded"
ROTATION_ENDED = "ninetraits/rotation-ended"
SEQUENCE_ENDED = "ninetraits/sequence-ended"
DISTANCE_SET = "ninetraits/distance-set"
MOVED = "ninetraits/moved"
# attacks, healing, life and death
PATH_DIE_ROLLED = "ninetraits/path-die-rolled"
ATTACK_DECLARED = "ninetraits/attack-declared"
ATTACK_ROLLED = "ninetraits/attack-rolled"
ATTACK_SETTLED = "ninetraits/attack-settled"
HEALED = "ninetraits/healed"
LIFE_CHANGED = "ninetraits/life-changed"
FELL = "ninetraits/fell"
STABILIZED = "ninetraits/stabilized"
DIED = "ninetraits/died"
DEATH_SAVE_ROLLED = "ninetraits/death-save-rolled"
BURN_ROLLED = "ninetraits/burn-rolled"
# tribulations
TRIBULATION_GAINED = "ninetraits/tribulation-gained"
TRIBULATION_ENDED = "ninetraits/tribulation-ended"
RECOVERY_ROLLED = "ninetraits/recovery-rolled"
WAKE_HELPED = "ninetraits/wake-helped"
REST_BEGUN = "ninetraits/rest-begun"

KINDS = frozenset(kinds_in(globals(), "ninetraits"))
