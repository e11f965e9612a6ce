"""The questions of a new game's setup (the moves document's grammar), every option
enumerated: the players' names, clockwise from the youngest (who takes the 1st Player token),
the youngest of them (`first`: the first named unless another is picked), each variant, each
reading (docs/rules-notes.md)."""
from __future__ import annotations

from domain.kernel.moves import Field, among, asked, choices, texts
from domain.kernel.setup import numbered_names

from .options import READINGS, VARIANTS

NAME_LENGTH = 40   # commands.SetupSchema
YOUNGEST = "Who is the youngest? They take the 1st Player token."
# reading -> (the question, one sentence per value in READINGS' order): docs/rules-notes.md, D1 to D3
SAID = {
    "solo_music": ("Solitaire: how often may the player Play Music?", (
        "\"Placing 1 Music Token is considered a free action\": each of the 3 tokens may be placed once a turn.",
        "\"You may perform this Action only ONCE per turn\", free.")),
    "card_places": ("Do a hero's placements count toward \"never place 2 Dwarfs ... in the same zone\"?", (
        "Yes: every placement from the player board counts, by action or by hero.",
        "No: only the Place a Dwarf action is limited.")),
    "snowball_count": ("The Snowball Effect: which Disasters count toward \"3 active disasters or less\"?", (
        "The disaster just revealed counts: 3 or fewer with it.",
        "Those active before it: 3 or fewer before it.")),
}


def setup_fields(catalog: dict | None = None) -> dict[str, Field]:
    fields = {"players": texts(min=1, max=4, length=NAME_LENGTH, default=numbered_names("Player", 4)),
              "first": asked(among("players"), YOUNGEST)}
    fields.update({name: asked(choices([False, True]), f"{said}?") for name, said in VARIANTS.items()})
    fields.update({name: asked(choices(list(values)), *SAID[name]) for name, values in READINGS.items()})
    return fields
