"""What the state keeps from the players: the Wayfinder's secrets (their characters not yet
revealed, their private notes, a secret roll that may be overexerted), and, while a roll waits
to be resisted, how many sixes it holds and what the resisting rolls showed (the Wayfinder
may have rolled them in secret). Events about them are the Wayfinder's: everyone else reads
the shadow sentence."""
from __future__ import annotations

from domain.kernel import GameMasterOnly, Recorded, redactor

from . import events as k

redact = redactor(GameMasterOnly("/secret"), GameMasterOnly("/pending/successes"),
                  GameMasterOnly("/pending/resisted"))

ROLLS = frozenset({k.TRAIT_ROLLED, k.OVEREXERTED, k.OPPOSED_ROLLED, k.RESISTED, k.ATTACK_ROLLED,
                   k.RECOVERY_ROLLED, k.DEATH_SAVE_ROLLED, k.INITIATIVE_ROLLED})


def shadow(event: Recorded) -> str:
    """Who did something private, never what."""
    if event.kind in ("journal/noted", k.SECRET_WRITTEN):
        return "The Wayfinder wrote a private note."
    if event.kind == k.CHARACTER_CREATED:
        return "The Wayfinder brought in a character of their own, in secret."
    if event.kind in ROLLS:
        return "The Wayfinder rolled in secret."
    if event.kind.startswith("journal/"):
        return "The Wayfinder did something in private."
    return "The Wayfinder made a secret change to one of their characters."
