"""The questions of a new game's setup (the moves document's grammar), every option
enumerated: the players' names, clockwise from the youngest (who takes the 1st Player token),
the youngest of them (`first`: the first named unless another is picked), each variant, each
reading (docs/rules-notes.md)."""
from __future__ import annotations

from domain.kernel.moves import Field, among, choices, texts
from domain.kernel.setup import numbered_names

from .options import READINGS, VARIANTS

NAME_LENGTH = 40   # commands.SetupSchema


def setup_fields(catalog: dict | None = None) -> dict[str, Field]:
    fields = {"players": texts(min=1, max=4, length=NAME_LENGTH, default=numbered_names("Player", 4)),
              "first": among("players")}
    fields.update({name: choices([False, True]) for name in VARIANTS})
    fields.update({name: choices(list(values)) for name, values in READINGS.items()})
    return fields
