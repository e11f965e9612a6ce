"""The questions of a new campaign's setup (the moves document's grammar, docs/moves.md),
every option enumerated."""
from __future__ import annotations

from domain.kernel.moves import text, texts
from domain.kernel.setup import numbered_names

from .moves.fields import choices
from .options import ACTIONS_PER_TURN, OPTIONS
from .state import WAYFINDER


def setup_fields(catalog=None) -> dict:
    """The questions of a new campaign: the Wayfinder's name, the player characters' names
    (their sheets are written in play: character creation is in notes not provided), the
    actions a turn allows and each reading of the rules (options.py)."""
    return {"wayfinder": text(max=40, default=WAYFINDER), "characters": texts(1, 8, 40, numbered_names("Character", 8)),
            "actions_per_turn": choices(list(ACTIONS_PER_TURN), 0, 1),
            **{name: choices(values, 0, 1) for name, values in OPTIONS.items()}}
