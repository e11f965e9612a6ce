"""What reaching a position costs, so snapshots are stored by cost, not by count.

A snapshot is worth storing once reading and folding the events since the last one would
take longer than BUDGET: a board game's table move may fold some twenty times slower than a dice
roll, so a campaign played move by move gets a snapshot every twenty events or so and one of
rolls and notes every sixty (reading them is most of their cost), never further apart than
`every` (a hundred) nor closer than FEWEST (a stored state weighs more than the events it saves reading). Each
process measures its own folds (seconds of evolve per event, per ruleset; reading an event
is taken to cost READ) and starts from a guess.
"""
from __future__ import annotations

import threading

BUDGET = 0.006         # seconds of reading and folding from one stored snapshot to the next: a cold replay
                       # page folds half of it on average, so a smaller budget keeps that page quick (rows
                       # are compressed, snapshots.py, so more of them take little room)
FIRST_GUESS = 0.0003   # seconds an event costs to fold, until a fold of the ruleset is measured
READ = 0.0001          # seconds to read and check one event
FEWEST = 10            # events between two snapshots at least
WEIGHT = 0.3           # of a new measure in the running figure
MEASURED = 5           # events a fold needs to count as a measure


class FoldCost:
    """Seconds per event, per ruleset, as this process measured them."""

    def __init__(self, every: int, budget: float = BUDGET):
        self.every, self.budget = every, budget
        self._per_event: dict[str, float] = {}
        self._lock = threading.Lock()

    def of(self, ruleset) -> float:
        """Seconds to read and fold one event of the ruleset."""
        with self._lock:
            return self._per_event.get(ruleset.name, FIRST_GUESS) + READ

    def measured(self, ruleset, events: int, seconds: float) -> bool:
        """A fold of `events` events took `seconds` of evolve; whether that was enough
        events to count (else the caller may add more to them)."""
        if events < MEASURED:
            return False
        with self._lock:
            known = self._per_event.get(ruleset.name)
            now = seconds / events
            self._per_event[ruleset.name] = now if known is None else known + WEIGHT * (now - known)
        return True

    def worth_a_snapshot(self, ruleset, since: int, position: int) -> bool:
        """Whether the state at `position` is worth storing when the last snapshot is at `since`."""
        events = position - since
        return events >= self.every or (events >= min(FEWEST, self.every) and events * self.of(ruleset) >= self.budget)
