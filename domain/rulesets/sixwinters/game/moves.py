"""The moves legal now at the table, with every choice enumerated (not listed yet: the site
builds table commands from their schemas until this returns them)."""
from __future__ import annotations

from domain.kernel import Move, Viewer


def moves(state: dict, viewer: Viewer) -> list[Move]:
    """Every command the viewer's seats may make now; empty while the game lists none."""
    return []
