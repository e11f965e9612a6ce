"""The positions a replay has just drawn, kept a moment per campaign and reader.

Stepping on (the arrow keys, Play) shows position N+1 marked with what changed since N,
which the step before has just folded and drawn: kept here, N is compared as it was drawn
instead of being folded and drawn again, and a step costs one drawing, not two. What a
position looks like to a reader never changes (a retraction changes only what comes after
it), so nothing kept goes stale; the drawings are bounded by their bytes.
"""
from __future__ import annotations

import threading
from collections import OrderedDict

LIMIT = 2 * 1024 * 1024   # bytes of drawings kept by a site process


class ShownSteps:
    """Drawn snapshots (web/snapshot.py `views_at`, drawn) by (campaign, sight, position)."""

    def __init__(self, limit: int = LIMIT):
        self.limit, self.size = limit, 0
        self._found: OrderedDict[tuple, tuple[dict, int]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: tuple) -> dict | None:
        with self._lock:
            found = self._found.get(key)
            if found is not None:
                self._found.move_to_end(key)
            return found[0] if found else None

    def put(self, key: tuple, snap: dict) -> dict:
        weight = drawn_bytes(snap)
        with self._lock:
            if key not in self._found and weight <= self.limit:
                self._found[key] = (snap, weight)
                self.size += weight
            while self.size > self.limit:
                _, (_, dropped) = self._found.popitem(last=False)
                self.size -= dropped
        return snap


def drawn_bytes(snap: dict) -> int:
    """About what a drawn snapshot weighs: its drawings' text."""
    drawings = [*snap.get("svg", {}).values(), *snap.get("narrow", {}).values()]
    drawings += [svg for cards in snap.get("cards", {}).values() for svg in cards.values()]
    return sum(len(str(svg)) for svg in drawings) + 1024
