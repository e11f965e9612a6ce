"""The events of the commands every ruleset accepts (generic.py): their kinds and versions,
the upcasting of older shapes, and the shadow sentence a private one reads as to others.

Apart from generic.py because the journal reads events far more often than it decides
commands: reading them needs neither the command schemas nor marshmallow.
"""
from __future__ import annotations

from .events import Recorded
from .words import kind_words

CAMPAIGN_STARTED = "journal/campaign-started"
ROLLED = "journal/rolled"
NOTED = "journal/noted"
ADJUSTED = "journal/adjusted"
RETRACTED = "journal/retracted"
DICE_COMMITTED = "journal/dice-committed"
DICE_REVEALED = "journal/dice-revealed"
FORKED = "journal/forked"
SECRETS_REVEALED = "journal/secrets-revealed"
KINDS = (CAMPAIGN_STARTED, ROLLED, NOTED, ADJUSTED, RETRACTED, DICE_COMMITTED, DICE_REVEALED, FORKED, SECRETS_REVEALED)
EVENT_VERSIONS = {ROLLED: 2}

SHADOWS = {ROLLED: "made a private roll", NOTED: "wrote a private note", ADJUSTED: "made a private adjustment"}
NOUNS = {ROLLED: "roll", NOTED: "note", ADJUSTED: "adjustment"}   # what a private one is called, unsaid


def shadow(event: Recorded) -> str:
    """What a viewer outside an event's audience reads: that something private happened, and
    who did it, never what it holds ("The game master made a private roll.")."""
    who = event.seat or "The game master"
    if event.kind in SHADOWS:
        return f"{who} {SHADOWS[event.kind]}."
    return f"{who} made a private move ({kind_words(event.kind).lower()})."


def upcast_rolled_v1(data: dict) -> dict:
    """v1 stored dice as [sides, value] pairs with one kind for the roll."""
    kind = data.get("kind", "d")
    dice = [{"sides": sides, "value": value, "kind": kind} for sides, value in data["dice"]]
    return {"purpose": data.get("purpose", ""), "dice": dice}


UPCASTERS = {(ROLLED, 1): upcast_rolled_v1}
