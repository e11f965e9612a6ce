"""The questions of a new game's setup (the moves document's grammar), every option
enumerated: the players' names, clockwise from the youngest (who takes the 1st Player token),
each variant, each reading (docs/rules-notes.md)."""
from __future__ import annotations

from domain.kernel.moves import Field, choices, texts

from .options import READINGS, VARIANTS

NAME_LENGTH = 40   # commands.SetupSchema


def setup_fields(catalog: dict | None = None) -> dict[str, Field]:
    fields = {"players": texts(min=1, max=4, length=NAME_LENGTH)}
    fields.update({name: choices([False, True]) for name in VARIANTS})
    fields.update({name: choices(list(values)) for name, values in READINGS.items()})
    return fields
