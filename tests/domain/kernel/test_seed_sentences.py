"""The dice seed's bookkeeping is told as what it is in every game: the app sealed (or revealed)
its seed, and no die was rolled by it; never a bare "Dice committed."."""
from __future__ import annotations

import pytest

import domain.rulesets as registry
from domain.kernel import Recorded, generic_events
from domain.kernel.reading import sentence
from domain.kernel.viewers import Viewer


@pytest.mark.parametrize("name", registry.available())
@pytest.mark.parametrize("kind, data, says", [
    (generic_events.DICE_COMMITTED, {"commitment": "ab" * 32}, "The app sealed a new seed for the dice it rolls (none rolled by this)"),
    (generic_events.DICE_REVEALED, {"commitment": "ab" * 32, "seed": "cd" * 16}, "The app revealed its dice seed"),
])
def test_a_dice_seed_is_told_as_sealed_or_revealed_not_as_dice(name, kind, data, says):
    event = Recorded(kind, data, 2, "physical", "app", "2026-01-01T00:00:00Z")
    assert sentence(registry.get(name), None, event, Viewer.auditor("test")).startswith(says)
