"""The campaign options: the variants (Nightmare, BloodLust, Snowball, the Legendary
expansion's parts) and the readings of unclear rules (docs/rules-notes.md, Dwarfs Winter)."""
from __future__ import annotations

VARIANTS = {
    "nightmare": "Nightmare: reveal 2 Disasters in weeks 3, 5 and 7",
    "bloodlust": "BloodLust: 1 extra VP for each different type of Monster defeated",
    "snowball": "The Snowball Effect: a Disaster revealed in a zone with another spawns one more",
    "legendary_monsters": "Legendary! monsters shuffled into the Monster deck",
    "legendary_disasters": "Legendary! disasters shuffled into the Disaster deck",
    "legendary_classes": "Legendary classes: each player's Sage and legendary dwarfs",
}

# reading -> (default, alternative): the first is the detailed procedure text's
READINGS = {
    "solo_music": ("each-token", "once-per-turn"),
    "card_places": ("limited", "free"),
    "snowball_count": ("with-new", "before"),
}


def defaults() -> dict:
    return {**{name: False for name in VARIANTS}, **{name: values[0] for name, values in READINGS.items()}}


def options_of(setup: dict) -> dict:
    return {name: setup.get(name, default) for name, default in defaults().items()}
