"""The kernel every ruleset shares: the ruleset surface, the decide/evolve idiom, changes by
JSON Pointer, canonical JSON, dice, seats and viewers, moves, the chronicle's blocks."""
from .canonical import canonical_json, fingerprint
from .decider import Command, Decider, applied, marker, with_data
from .errors import EventDoesNotApply, RuleViolation
from .events import DERIVED, DIGITAL, PHYSICAL, Event, Recorded
from .generic import CommandSchema, DieSchema
from .hooks import Because, CatalogHook, ChronicleHook, DemoScript, Result
from .moves import Choice, Move, SetupField
from .ruleset import Ruleset
from .viewers import EVERYONE, Audience, Seat, Viewer

__all__ = ["canonical_json", "fingerprint", "Command", "Decider", "applied", "marker", "with_data",
           "EventDoesNotApply", "RuleViolation", "Event", "Recorded", "PHYSICAL", "DIGITAL", "DERIVED",
           "CommandSchema", "DieSchema", "Because", "CatalogHook", "ChronicleHook", "DemoScript", "Result",
           "Choice", "Move", "SetupField", "Ruleset", "EVERYONE", "Audience", "Seat", "Viewer"]
