"""The questions of a new game's setup, every option enumerated (the names are typed)."""
from __future__ import annotations

from domain.kernel import SetupField

from .options import READINGS, VARIANTS


def setup_fields(catalog: dict | None = None) -> list[SetupField]:
    fields = [SetupField("players", "Players, clockwise (1 to 4 names)"),
              SetupField("first", "The youngest player, who takes the 1st Player token (a name above)")]
    fields += [SetupField(name, words, (False, True), False) for name, words in VARIANTS.items()]
    fields += [SetupField(name, f"Reading: {name.replace('_', ' ')}", values, values[0])
               for name, values in READINGS.items()]
    return fields
