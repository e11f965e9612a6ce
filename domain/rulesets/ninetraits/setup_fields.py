"""The questions of a new campaign's setup (the moves document's grammar, docs/moves.md),
every option enumerated."""
from __future__ import annotations

from domain.kernel.moves import texts

from .moves.fields import choices, text
from .options import ACTIONS_PER_TURN, OPTIONS


def setup_fields(catalog=None) -> dict:
    """The questions of a new campaign: the Wayfinder's name, the player characters' names
    (their sheets are written in play: character creation is in notes not provided), the
    actions a turn allows and each reading of the rules (options.py)."""
    return {"wayfinder": text(40), "characters": texts(1, 8, 40),
            "actions_per_turn": choices(list(ACTIONS_PER_TURN), 0, 1),
            **{name: choices(values, 0, 1) for name, values in OPTIONS.items()}}
