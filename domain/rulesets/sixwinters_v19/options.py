"""Campaign options: where the v19.3 rulebook reads two ways (or is silent and two readings are
playable), the group picks one at setup. The default is the detailed procedure text; every
option is listed with its passages in docs/rules-notes.md (section "Six Winters v19.3").

The chosen options are copied into the campaign state when it starts, so a campaign replays
the same whatever the defaults become.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reading:
    """One option: its name, the readings it allows (the default first), and what it decides."""

    name: str
    values: tuple[str, ...]
    question: str

    @property
    def default(self) -> str:
        return self.values[0]


READINGS = (
    # V1 Session Setup "Place Season Time Marker" (solid winter box) against the Trade Board's
    # "starting with the second winter space marked in green".
    Reading("first_turn", ("solid-winter", "second-winter"), "Where does the season time marker start?"),
    # V2 New Obstacles expects a full staging area; Select Starting Progress Cards stages 1-4 cards.
    Reading("staging_fill", ("at-setup", "at-new-obstacles"), "When is the staging area first filled to four?"),
    # V3 Progress Cards: "in a chain towards the ending position".
    Reading("path_direction", ("towards-end", "any-neighbour"), "Which squares continue a chain?"),
    # V4 "Asset dice may be moved ... onto the progress card": the player's own, or any in play.
    Reading("progress_access", ("own-card", "any-card"), "On which progress cards may a character place dice?"),
    # V5 Trade "into or out of this pool" along a one-way wheel.
    Reading("trade_direction", ("along-the-wheel", "both-ways"), "Which way may a trade move a die?"),
    # V6 Defend: are rerolled dice not placed on the obstacle still the character's?
    Reading("defend_dice", ("kept", "spent"), "What happens to rerolled defend dice not placed?"),
    # V7 An empty obstacle deck when an obstacle must be drawn (the text is silent).
    Reading("empty_obstacle_deck", ("reshuffle-discards", "no-obstacle"), "What if a region's deck is empty?"),
    # V8 Build Progress Deck "all progress cards in play": do completed cards come back?
    Reading("completed_cards", ("return", "leave-the-campaign"), "Do completed progress cards return next game?"),
    # V9 Advance Time: "If this was the sixth game, the campaign is over."
    Reading("final_session_end", ("skip", "full"), "Is Session End played after the sixth game?"),
    # V10 Obstacle Cards, threat icons: "if the ... threat track is increased at or above the difficulty".
    Reading("threat_obstacles", ("raised-this-session", "at-or-above"), "Which threat obstacles come into play?"),
    # V11 Location Cards, threat icons: "Comes into play if the ... threat track reaches the final
    # space", on a board whose three slots per region are full during a game.
    Reading("threat_locations", ("at-once", "next-empty-slot"), "When does a threat location come into play?"),
)
BY_NAME = {reading.name: reading for reading in READINGS}
DEFAULTS = {reading.name: reading.default for reading in READINGS}


def chosen(options: dict | None) -> dict:
    """Every option with its value: the given ones over the defaults."""
    return {**DEFAULTS, **(options or {})}
