"""One sentence per Six Winters event: each level's own (campaign/narrate.py, game/narrate.py)."""
from __future__ import annotations

from domain.kernel import Recorded
from domain.kernel.ruleset import kind_sentence

from .campaign.narrate import SENTENCES as CAMPAIGN
from .game.narrate import SENTENCES as GAME

SENTENCES = {**CAMPAIGN, **GAME}


def narrate(before: dict, event: Recorded) -> str:
    """The event in the rulebook's words, read with the state just before it."""
    sentence = SENTENCES.get(event.kind)
    return sentence(before, event) if sentence else kind_sentence(before, event)
