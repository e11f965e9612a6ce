"""The campaign steps legal now, with every choice enumerated (not listed yet: the site builds
campaign commands from their schemas until this returns them)."""
from __future__ import annotations

from domain.kernel import Move, Viewer


def moves(state: dict, viewer: Viewer) -> list[Move]:
    """Every campaign command the viewer may make now; empty while the campaign lists none."""
    return []
