"""The questions of a new Six Winters campaign (rulebook "Campaign Setup"): the group's
players, and each rule reading the group may choose (docs/rules-notes.md; the first value is
the default). The catalog is chosen beside the setup; the built-in map is used."""
from __future__ import annotations

from domain.kernel.moves import Field, choices, texts

from ..options import READINGS
from .commands import MAX_GROUP, NAME


def setup_fields(catalog: dict | None = None) -> dict[str, Field]:
    fields: dict[str, Field] = {"players": texts(min=1, max=MAX_GROUP, length=NAME.max)}
    for name, values in READINGS.items():
        fields[name] = choices(list(values))
    return fields
