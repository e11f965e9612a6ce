"""The questions of a new v19.3 campaign (rulebook "Campaign Setup"): the group's players, the
difficulty that sets the initial threat, the standard or a random starting map, and each rule
reading the group may choose (options.py; the first value is the default). The catalog is
chosen beside the setup."""
from __future__ import annotations

from domain.kernel.moves import Field, choices, texts
from domain.kernel.setup import numbered_names

from .commands import MAPS, MAX_PLAYERS, PLAYER_NAME
from .options import READINGS
from .words import DIFFICULTIES


def setup_fields(catalog: dict | None = None) -> dict[str, Field]:
    players = texts(min=1, max=MAX_PLAYERS, length=PLAYER_NAME, default=numbered_names("Player", MAX_PLAYERS))
    fields: dict[str, Field] = {"players": players,
                                "difficulty": choices(["standard", *(d for d in DIFFICULTIES if d != "standard")]),
                                "map": choices(list(MAPS))}
    for reading in READINGS:
        fields[reading.name] = choices(list(reading.values))
    return fields
