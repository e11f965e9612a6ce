"""The questions of a new v19.3 campaign (rulebook "Campaign Setup"): the group's players, the
difficulty that sets the initial threat, the standard or a random starting map, and each rule
reading the group may choose (options.py; the first value is the default). The catalog is
chosen beside the setup."""
from __future__ import annotations

from domain.kernel.moves import Field, asked, choices, texts
from domain.kernel.setup import numbered_names

from .commands import MAPS, MAX_PLAYERS, PLAYER_NAME
from .options import READINGS
from .words import DIFFICULTIES

# the questions beside the readings: the difficulty ("Set Initial Threat Levels") and the
# starting locations ("Choose Starting Locations"), one sentence per value in their order
DIFFICULTY = "How difficult is the campaign? Initial threat levels are based on difficulty."
DIFFICULTY_SAID = {
    "standard": "Standard: the gray cubes start on the third space.",
    "cakewalk": "Cakewalk: first space, on same space as red progress cubes.",
    "difficult": "Difficult: sixth space.",
    "impossible": "Impossible: ninth space, only three away from the last space of the track.",
}
MAP = "Which starting locations?"
MAP_SAID = {
    "standard": "The standard starting locations, suggested the first time playing the campaign.",
    "random": "Draw four cards from each region, and choose three to put into play.",
}
# reading -> one sentence per value, in Reading.values' order (docs/rules-notes.md, V1 to V11)
READING_SAID = {
    "first_turn": ("\"Place the season time marker on the solid winter box.\"",
                   "\"Starting with the second winter space marked in green\": one turn of winter fewer."),
    "staging_fill": ("Session Setup fills it to four from the progress deck.",
                     "The first New Obstacles phase fills it."),
    "path_direction": ("\"In a chain towards the ending position\": a step never moves away from the ending square.",
                       "Any empty square next to the last die."),
    "progress_access": ("A character places dice on their own player's card.",
                        "On any progress card in play."),
    "trade_direction": ("\"Along the wheel of trade\": out to the next pool, in from the one before.",
                        "Either way round the wheel (never into sorcery)."),
    "defend_dice": ("They stay the player's, with their new values.",
                    "They are used up by defending."),
    "empty_obstacle_deck": ("The region's discards are shuffled into a new deck.",
                            "No obstacle comes."),
    "completed_cards": ("\"Gather all progress cards in play\": every card not burned returns.",
                        "A completed card leaves the campaign."),
    "final_session_end": ("\"If this was the sixth game, the campaign is over\": Campaign End at once.",
                          "Session End is played, then Campaign End."),
    "threat_obstacles": ("The threat track rose during this game and stands at or above the card's difficulty.",
                         "The track stands \"at or above\" it, however it got there."),
    "threat_locations": ("\"Comes into play if the ... threat track reaches the final space\": after that Threats "
                         "phase, in place of a location of its region the players name.",
                         "Only into an empty slot of its region, at Unlock New Locations."),
}


def setup_fields(catalog: dict | None = None) -> dict[str, Field]:
    players = texts(min=1, max=MAX_PLAYERS, length=PLAYER_NAME, default=numbered_names("Player", MAX_PLAYERS))
    difficulties = ["standard", *(d for d in DIFFICULTIES if d != "standard")]
    fields: dict[str, Field] = {
        "players": players,
        "difficulty": asked(choices(difficulties), DIFFICULTY, [DIFFICULTY_SAID[d] for d in difficulties]),
        "map": asked(choices(list(MAPS)), MAP, [MAP_SAID[m] for m in MAPS])}
    for reading in READINGS:
        fields[reading.name] = asked(choices(list(reading.values)), reading.question, READING_SAID[reading.name])
    return fields
