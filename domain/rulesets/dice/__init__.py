"""`dice`: the smallest ruleset — rolls and notes only, so the journal can be tested alone.

A one-level game: decider.py, applying.py, state.py, hidden.py, views.py, readings.py, status.py,
narrate.py, chronicle.py and demo.py at its root.
"""
from __future__ import annotations

from domain.kernel import Ruleset

from .adjusting import invariants
from .chronicle import chronicle
from .decider import DECIDER
from .demo import demo
from .hidden import redact
from .moves import moves
from .narrate import narrate
from .readings import READINGS
from .state import initial_state
from .status import status
from .views import VIEWS

RULESET = Ruleset(
    name="dice", title="Dice (rolls and notes only)", rules_version="1", docs=("docs/journal.md",),
    initial_state=initial_state, decide=DECIDER.decide, evolve=DECIDER.evolve, state_version=2, redact=redact,
    views=VIEWS, narrate=narrate, demo=demo, chronicle=chronicle, moves=moves, status=status, readings=READINGS,
    invariants=invariants,
)
