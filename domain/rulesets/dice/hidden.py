"""What the dice ruleset keeps from its readers: what a private roll or note holds (its dice,
purpose and text), kept under its audience by evolve (decider.py) and read only by those the
audience admits. Everyone else reads the event's shadow, and the counts."""
from __future__ import annotations

from domain.kernel import PerAudience, redactor

redact = redactor(PerAudience("/private"))
