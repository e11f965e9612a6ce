"""Verifiable digital dice across sessions: commit at each session start, reveal at each end."""
import dataclasses
import io

import pytest

import domain.rulesets as registry
from journal.vaults import seeds
from journal.audit.verify import verify_file


@pytest.fixture
def sessions(monkeypatch):
    monkeypatch.setitem(registry.PACKAGES, "sessions", "tests.journal.session_ruleset")


def kinds(events):
    return [e["type"] for e in events]


def test_each_session_start_commits_a_seed_and_its_end_reveals_it(journal, sessions):
    campaign = journal.create_campaign("sessions", "Two evenings")
    assert kinds(journal.execute(campaign, {"type": "start"})) == ["sessions/started", "journal/dice-committed"]
    attack = journal.execute(campaign, {"type": "attack", "roll": "app"})
    assert attack[0]["source"] == "digital" and [r["n"] for r in attack[0]["rolls"]] == [0, 1]
    ended = journal.execute(campaign, {"type": "end"})
    assert kinds(ended) == ["sessions/ended", "journal/dice-revealed"]
    seed = ended[1]["data"]["seed"]
    assert seeds.commitment(seed) == attack[0]["commitment"]
    assert [seeds.derive(seed, r["n"], 6) for r in attack[0]["rolls"]] == [r["value"] for r in attack[0]["rolls"]]
    second = journal.execute(campaign, {"type": "start"})
    assert second[1]["data"]["commitment"] != attack[0]["commitment"]


def test_physical_dice_are_flagged_physical_and_need_no_seed(journal, sessions):
    campaign = journal.create_campaign("sessions", "Real dice")
    journal.execute(campaign, {"type": "start"})
    (attack,) = journal.execute(campaign, {"type": "attack", "dice": [{"sides": 6, "value": 6, "kind": "attack"}]})
    assert attack["source"] == "physical" and attack["rolls"] is None
    assert journal.state(campaign).state["game"]["hits"] == 6


def test_the_whole_export_verifies_including_every_digital_die(journal, sessions):
    campaign = journal.create_campaign("sessions", "Audited")
    for _ in range(3):
        journal.execute(campaign, {"type": "start"})
        journal.execute(campaign, {"type": "attack", "roll": "app"})
        journal.execute(campaign, {"type": "attack", "roll": "app"})
        journal.execute(campaign, {"type": "end"})
    buffer = io.StringIO()
    journal.export(campaign, buffer)
    report = verify_file(io.StringIO(buffer.getvalue()))
    assert report.ok and report.dice_verified == 12 and report.dice_pending == 0


def test_a_rule_violation_after_rolling_stores_nothing_not_even_the_seed_commitment(journal, sessions):
    campaign = journal.create_campaign("sessions", "Closed")
    with pytest.raises(Exception, match="sessions.closed"):
        journal.execute(campaign, {"type": "attack", "roll": "app"})
    assert journal.head(campaign) == 1


def test_dice_are_numbered_in_stored_order_even_when_prepare_builds_keys_out_of_order(journal, sessions, monkeypatch):
    from tests.journal import session_ruleset

    def unordered_prepare(state, command):
        if command.get("roll") == "app":
            return {"type": command["type"], "roll": "app",
                    "zebra": [{"sides": 6, "kind": "attack"}], "dice": [{"sides": 6, "kind": "attack"}]}
        return command

    rules = registry.get("sessions")
    monkeypatch.setattr(session_ruleset, "RULESET", dataclasses.replace(rules, prepare=unordered_prepare))
    campaign = journal.create_campaign("sessions", "Key order")
    journal.execute(campaign, {"type": "start"})
    journal.execute(campaign, {"type": "attack", "roll": "app"})
    journal.execute(campaign, {"type": "end"})
    buffer = io.StringIO()
    journal.export(campaign, buffer)
    report = verify_file(io.StringIO(buffer.getvalue()), replay=False)
    assert report.ok and report.dice_verified == 2, report.problem
