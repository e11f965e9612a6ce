"""The game's fixed components as the rulebook names them: resources, tracks, monster
abilities, legendary classes, player counts. Card values live in the catalog."""
from __future__ import annotations

RESOURCES = ("gold", "food", "stone", "wood")   # the tie-breaker order ("Tie Breakers")
RESOURCE_MAX = 7                                # "You can never have more than 7 of any 1 type"
START_RESOURCES = 2                             # "You start the game with 2 of each"
SOLO_RESOURCES = 4                              # Solitaire: "4 Gold and 4 of each resource"
ACTIONS, ACTIONS_FLOOR = 5, 3                   # "never fewer than 3 Actions"
HAND_SIZE, HAND_FLOOR = 7, 5                    # "or a Hand-Size limit of 5"
DWARFS = 7                                      # "a set of 7 Dwarfs"
WEEKS = 7                                       # "A game of Dwarfs Winter lasts 7 rounds"
LOSING_DISASTERS = 4                            # "4 or more Disasters active"
MILITIA_VP = 3
LEGEND_VP = 2                                   # "All Legendary dwarfs are worth 2 VPs"
SAGE_COST = 2
MONSTERS_BY_PLAYERS = {1: 2, 2: 3, 3: 4, 4: 4}  # 1.3 Monster Reinforcements
IMPENDING_DOOM = {1: 0, 2: 0, 3: 1, 4: 2}       # Setup "Impending Doom"
DEFENDERS = (0, 1, 2, 2)                        # Setup "The Defenders", by seat from the 1st player
NIGHTMARE_WEEKS = (3, 5, 7)
COLOURS = ("yellow", "red", "blue", "green")
DECK_WORDS = {"monsters": "Monster", "disasters": "Disaster", "heroes": "Hero"}

DWARF = "dwarf"
ICE_WARRIOR, EARTH_GUARDIAN, THUNDER_KING = "Ice Warrior", "Earth Guardian", "Thunder King"
LEGENDS = (ICE_WARRIOR, EARTH_GUARDIAN, THUNDER_KING)

# Monster abilities (Monster Abilities; Legendary Monster Abilities): what each does.
ABILITIES = {
    "lose-action": "lose 1 Action",
    "push-monster": "choose one other Monster and move it once",
    "reduce-hand": "reduce Hand-Size by 1",
    "lose-wood": "lose 1 Wood",
    "send-home": "each player returns 1 Dwarf from its zone",
    "extra-disaster": "when spawned, reveal 1 extra Disaster",
    "lose-food": "lose 1 Food",
    "silence": "the instrument of its zone cannot be played",
    "charge": "moves one more step if Dwarfs are in or next to its zone",
    "lose-gold": "lose 1 Gold",
    "lose-stone": "lose 1 Stone",
    "lose-food-stone-wood": "lose 1 Food, 1 Stone and 1 Wood",
}
LOSSES = {"lose-wood": ("wood",), "lose-food": ("food",), "lose-gold": ("gold",), "lose-stone": ("stone",),
          "lose-food-stone-wood": ("food", "stone", "wood")}
IN_RANGE = frozenset({"lose-action", "reduce-hand", *LOSSES})   # "If you have Dwarfs in its zone or adjacent to it"

# Hero effects (Heroes abilities): the keys a card's "effect" may hold.
EFFECTS = ("produce", "gain", "gain_one_of", "move_in", "place_or_move", "acquire_any", "retire_for", "trade",
           "upgrade")
