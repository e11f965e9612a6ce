"""What Dwarfs Winter hides: the order of the three decks after an app shuffle (face down to
everyone until the game ends), and each player's hand (their seat's alone; the others see how
many cards it holds). A hand is chosen in a private event: everyone else reads its shadow."""
from __future__ import annotations

from domain.kernel import FaceDown, PerSeat, Recorded, generic, redactor

from . import events as ev

redact = redactor(FaceDown("/decks/monsters"), FaceDown("/decks/disasters"), FaceDown("/decks/heroes"),
                  PerSeat("/hands"))
REVEAL_KINDS = frozenset({ev.GAME_ENDED})


def face_down(event: Recorded) -> tuple[str, ...]:
    if event.kind == ev.DECKS_SHUFFLED and event.data.get("method") == "app":
        return ("/decks",)
    return ()


def shadow(event: Recorded) -> str:
    if event.kind == ev.HAND_CHOSEN:
        seats = sorted(event.audience.seats or ())
        return f"{event.seat or (seats[0] if seats else 'A player')} chooses a hand of heroes in secret."
    return generic.shadow(event)
