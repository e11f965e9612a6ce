"""One sentence per event of the dice ruleset: the generic roll and note, as the kernel words them."""
from __future__ import annotations

from domain.kernel import Recorded, generic
from domain.kernel.chronicle import dice_words
from domain.kernel.ruleset import kind_sentence


def narrate(before: dict, event: Recorded) -> str:
    """'Ann rolled 4 and 2 for initiative.' / 'Ann noted: ...'."""
    if event.kind == generic.ROLLED:
        purpose = f" for {event.data['purpose']}" if event.data.get("purpose") else ""
        return f"{event.actor or 'Someone'} rolled {dice_words(event.data['dice'])}{purpose}."
    if event.kind == generic.NOTED:
        return f"{event.actor or 'Someone'} noted: {event.data['text']}"
    return kind_sentence(before, event)
