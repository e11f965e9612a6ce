"""The positions a replay has just drawn, kept a moment per campaign and reader.

Stepping on (the arrow keys, Play) shows position N+1 marked with what changed since N,
which the step before has just folded and drawn: kept here (its drawings and a digest of
each view, web/changes.py `compared`), N is compared as it was drawn instead of being folded
and drawn again, and a step costs one drawing, not two. What a position looks like to a
reader never changes (a retraction changes only what comes after it), so nothing kept goes
stale; the drawings are bounded by their bytes (the registry's "shown-steps", domain/kernel/caches.py).
"""
from __future__ import annotations

from domain.kernel.caches import Bounded, bounded


def shown_steps() -> Bounded:
    """What web/changes.py compares of each position drawn (`compared`: the drawings and a
    digest of each view) by (campaign, sight, position), each weighed by `drawn_bytes`."""
    return bounded("shown-steps")


def drawn_bytes(kept: dict) -> int:
    """About what a kept position weighs: its drawings' text, its views' digests."""
    drawings = [*kept.get("svg", {}).values()]
    drawings += [svg for cards in kept.get("cards", {}).values() for svg in cards.values()]
    return sum(len(str(svg)) for svg in drawings) + 64 * len(kept.get("views", {})) + 1024
