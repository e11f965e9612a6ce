"""`dice`: the smallest ruleset — rolls and notes only, so the journal can be tested alone.

A one-level game: decider.py, hidden.py, views.py, narrate.py, chronicle.py and demo.py at its root.
"""
from __future__ import annotations

from domain.kernel import Ruleset

from .adjusting import invariants
from .chronicle import chronicle
from .decider import DECIDER, initial_state
from .demo import demo
from .hidden import redact
from .moves import moves
from .narrate import narrate
from .views import READINGS, VIEWS, status

RULESET = Ruleset(
    name="dice", title="Dice (rolls and notes only)", rules_version="1", docs=("docs/journal.md",),
    initial_state=initial_state, decide=DECIDER.decide, evolve=DECIDER.evolve, state_version=2, redact=redact,
    views=VIEWS, narrate=narrate, demo=demo, chronicle=chronicle, moves=moves, status=status, readings=READINGS,
    invariants=invariants,
)
