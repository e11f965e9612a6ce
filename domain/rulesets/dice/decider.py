"""The dice ruleset has no commands of its own: the generic roll and note are its whole game,
and evolve counts them (applying.py)."""
from __future__ import annotations

from domain.kernel import Decider

from .applying import APPLIERS

DECIDER = Decider("the dice ruleset", {}, APPLIERS)
