"""A campaign replays to the fingerprints it recorded whatever order its setup's keys came in
(a group's catalog file lists its cards in the author's order; the log holds them sorted)."""
from __future__ import annotations

import random

from domain.kernel.moves import random_command
from domain.rulesets import get
from journal.projections.moves import moves_document


def reversed_keys(value):
    if isinstance(value, dict):
        return {key: reversed_keys(value[key]) for key in reversed(list(value))}
    if isinstance(value, list):
        return [reversed_keys(item) for item in value]
    return value


def test_a_catalog_in_its_authors_order_replays_to_the_recorded_fingerprints(journal):
    catalog = reversed_keys(get("sixwinters").catalogs.builtin())
    campaign = journal.create_campaign("sixwinters", "Own order", {"players": ["Ann", "Ben"], "catalog": catalog})
    rng = random.Random(3)
    for _ in range(3):
        journal.execute(campaign, random_command(moves_document(journal, campaign), rng))
    assert journal.fingerprints(campaign) == [envelope["state"] for envelope in journal.events(campaign)]
    assert journal.verify(campaign).replayed
