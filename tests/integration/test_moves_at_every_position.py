"""The moves document is built at every position of every demo of every ruleset, those in the
middle of a command included (a replay steps through them, and the moves bench walks them all):
a step that has just run out of what it waits for lists nothing rather than failing."""
from __future__ import annotations

import pytest

import domain.rulesets as registry
from domain.kernel import Viewer
from domain.kernel.moves import ruleset_document
from tests import demo_store

OWNER = Viewer.of("owner", "owner")
DEMOS = [(rules.name, script["name"]) for rules in registry.all_rulesets() if rules.demo
         for script in [rules.demo(), *rules.extra_demos()]]


@pytest.mark.parametrize("ruleset,name", DEMOS, ids=[f"{r}-{i}" for i, (r, _) in enumerate(DEMOS)])
def test_every_position_of_the_demo_has_a_moves_document(sqlite_journal, ruleset, name):
    rules = registry.get(ruleset)
    campaign = demo_store.load_demo(sqlite_journal, ruleset, name=name)
    failed, positions = [], 0
    for envelope, state in sqlite_journal.walk(campaign):
        positions += 1
        try:
            document = ruleset_document(rules, state["game"], OWNER, position=envelope["position"])
        except Exception as problem:   # noqa: BLE001 - every position that fails is listed
            failed.append(f"position {envelope['position']}: {problem!r}")
            continue
        assert isinstance(document["moves"], list)
    assert positions == sqlite_journal.head(campaign)
    assert failed == []
