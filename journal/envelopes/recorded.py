"""A stored envelope as the rules read it (upcast to today's event shape), and the ruleset's
face-down values of it. Kept apart from replay.py, which reads the store, so the store's
recorders can ask the same questions of what they append."""
from __future__ import annotations

import domain.rulesets as registry
from domain.kernel import fold
from domain.kernel.events import Recorded

from . import secrecy


def recorded(ruleset, envelope: dict) -> Recorded:
    """The envelope as evolve sees it, upcast to today's event shape."""
    version, data = fold.upcast(ruleset, envelope["type"], envelope["version"], envelope["data"])
    return Recorded(kind=envelope["type"], data=data, position=envelope["position"], source=envelope["source"],
                    actor=envelope["actor"], recorded_at=envelope["recorded_at"], version=version,
                    seat=envelope.get("seat"), audience=secrecy.audience_of(envelope))


def face_down(rules, envelope: dict) -> tuple[str, ...]:
    """The ruleset's face-down pointers of an event, read from its values in the clear."""
    try:
        return tuple(rules.face_down(recorded(rules, envelope)))
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        return ()


def face_down_of(envelope: dict) -> tuple[str, ...]:
    """The same, for an envelope that names its ruleset (none for an unknown one)."""
    try:
        return face_down(registry.get(str(envelope.get("ruleset"))), envelope)
    except registry.UnknownRuleset:
        return ()
