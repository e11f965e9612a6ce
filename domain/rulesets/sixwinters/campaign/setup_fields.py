"""The questions of a new Six Winters campaign (rulebook "Campaign Setup"): the group's
players, and each rule reading the group may choose (docs/rules-notes.md; the first value is
the default). The catalog is chosen beside the setup; the built-in map is used."""
from __future__ import annotations

from domain.kernel.moves import Field, choices, texts
from domain.kernel.setup import numbered_names

from ..options import READINGS
from .commands import MAX_GROUP, NAME


def setup_fields(catalog: dict | None = None) -> dict[str, Field]:
    """The questions; ValueError for a catalog without a standard map (its campaigns need a
    custom map, which is drawn, not picked: `journal campaign new --setup` with a "map")."""
    if catalog is not None and not catalog.get("standard_map"):
        raise ValueError("this catalog has no standard starting map: a campaign with it needs a custom map "
                         "(docs/sixwinters-catalog.md), which no list of choices can offer")
    fields: dict[str, Field] = {"players": texts(min=1, max=MAX_GROUP, length=NAME.max,
                                                 default=numbered_names("Player", MAX_GROUP))}
    for name, values in READINGS.items():
        fields[name] = choices(list(values))
    return fields
