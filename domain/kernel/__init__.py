"""The kernel every ruleset shares: the ruleset surface, the decide/evolve idiom, changes by
JSON Pointer, canonical JSON, dice, decks and hands, seats, viewers and secrets, moves, the
chronicle's blocks."""
from .canonical import canonical_json
from .decider import Command, Decider, applied, folded, folding, marker, on_a_copy, with_data
from .errors import EventDoesNotApply, RuleViolation
from .fingerprints import fingerprint
from .events import DERIVED, DIGITAL, PHYSICAL, Event, Recorded
from .generic import CommandSchema, DieSchema
from .hidden import FaceDown, GameMasterOnly, PerAudience, PerSeat, kept_for, redactor
from .keyed import Keyed
from .hooks import Because, CardImportHook, CatalogHook, ChronicleHook, DemoScript, Result, imports_cards
from .moves import Field, Move
from .ruleset import Ruleset
from .seats import NotYourSeat, seat_for
from .secrets import Opening, Reveal
from .viewers import EVERYONE, GAME_MASTER, NOBODY, Audience, Seat, Viewer

__all__ = ["canonical_json", "fingerprint", "Command", "Decider", "applied", "folded", "folding", "marker",
           "on_a_copy", "with_data",
           "EventDoesNotApply", "RuleViolation", "Event", "Recorded", "PHYSICAL", "DIGITAL", "DERIVED",
           "CommandSchema", "DieSchema", "Keyed", "FaceDown", "GameMasterOnly", "PerAudience", "PerSeat",
           "kept_for", "redactor",
           "Because", "CardImportHook", "CatalogHook", "ChronicleHook", "DemoScript", "Result", "imports_cards",
           "Field", "Move", "Ruleset", "NotYourSeat", "seat_for", "Opening", "Reveal",
           "EVERYONE", "GAME_MASTER", "NOBODY", "Audience", "Seat", "Viewer"]
