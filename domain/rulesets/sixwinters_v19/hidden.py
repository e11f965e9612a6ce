"""What Six Winters v19.3 keeps face down: the order of the three obstacle decks and of the
progress deck. Each top card's back is public (a season symbol; a stage and its stars) and
is kept apart from the pile, so the table sees it while the order stays hidden.

An app shuffle's order (and the sealed dice that made it) is sealed in its event
(`face_down`) and opened when the game ends (`reveal_kinds`); every card is known when it is
drawn. The piles in the state read as the cards they hold, sorted (`redact`).
"""
from __future__ import annotations

from domain.kernel import FaceDown, Recorded, redactor

from . import events as ev

SHUFFLES = (ev.OBSTACLE_DECKS_SHUFFLED, ev.PROGRESS_DECK_SHUFFLED, ev.OBSTACLE_DECK_RESHUFFLED)
PILES = ("/decks/obstacles/*/pile", "/decks/progress/pile")

redact = redactor(*(FaceDown(path) for path in PILES))


def face_down(event: Recorded) -> tuple[str, ...]:
    """The order an app shuffle gave, in the event and in its command's dice."""
    if event.kind in SHUFFLES:
        return "/order", "/shuffle_dice"
    return ()
