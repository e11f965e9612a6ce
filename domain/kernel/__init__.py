"""The decider kernel shared by every ruleset."""
from .canonical import canonical_json, fingerprint
from .errors import RuleViolation
from .events import DERIVED, DIGITAL, PHYSICAL, Event, Recorded
from .generic import CommandSchema, DieSchema
from .ruleset import Ruleset

__all__ = ["canonical_json", "fingerprint", "RuleViolation", "Event", "Recorded", "PHYSICAL",
           "DIGITAL", "DERIVED", "CommandSchema", "DieSchema", "Ruleset"]
