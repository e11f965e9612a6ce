"""The moves of the dice ruleset: a free roll is its whole game, so here a roll is a move
(docs/moves.md): dice of one size, entered from the table or rolled by the app."""
from __future__ import annotations

from domain.kernel import Viewer
from domain.kernel.moves import Move, by, choices, dice, physical, roll, text

SIZES = (4, 6, 8, 10, 12, 20, 100)
MOST = 10     # dice in one roll offered by a move (a larger roll is still a roll command)
PURPOSE = 500  # generic.RollSchema


def moves(state: dict, viewer: Viewer) -> list[Move]:
    """One move per size of die: 1 to 10 of them, with an optional purpose."""
    return [Move("roll", f"Roll d{sides}", group="Roll", fields={
        "roll": roll(),
        "dice": physical(dice(sides, "d", 1, MOST)),
        "spec": by("roll", {"app": choices([f"{count}d{sides}" for count in range(1, MOST + 1)])}),
        "purpose": text(max=PURPOSE)}) for sides in SIZES]
