"""verify tells a change of rules apart from tampering: events carry their outcomes, so a
campaign decided by earlier rules still replays and verifies; where today's rules would decide
a recorded command differently is said as information."""
from __future__ import annotations

import dataclasses

import pytest

import domain.rulesets as registry
from domain.kernel import Event

DEMOS = [(name, script["name"]) for name in registry.available()
         for script in ([registry.get(name).demo()] + list(registry.get(name).extra_demos()))]


@pytest.fixture
def pile(monkeypatch):
    monkeypatch.setitem(registry.PACKAGES, "pile", "tests.journal.pile_ruleset")
    return registry.get("pile")


def played(journal) -> str:
    campaign = journal.create_campaign("pile", "Cards")
    for card in ("ace", "king"):
        journal.execute(campaign, {"type": "put", "card": card})
    journal.execute(campaign, {"type": "take", "card": "king"})
    journal.execute(campaign, {"type": "note", "text": "a break"})
    return campaign


def rules_line(report) -> str:
    (line,) = [line for line in report.lines() if line.startswith("rules:")]
    return line


def test_a_campaign_records_the_rules_it_is_decided_by_and_today_s_rules_decide_it_the_same(journal, pile):
    campaign = played(journal)
    started = journal.events(campaign)[0]["data"]
    assert (started["rules_version"], started["rules_revision"]) == ("1", 1)
    report = journal.verify(campaign)
    assert report.ok and report.rules_checked and report.rules_differ_at is None
    assert rules_line(report) == ("rules: played under 1 (revision 1), these are 1 (revision 1); "
                                  "today's rules decide every recorded command the same")


def test_a_rule_changed_since_is_reported_where_it_would_decide_differently_and_verify_passes(journal, pile,
                                                                                             monkeypatch):
    campaign = played(journal)
    fingerprints = journal.fingerprints(campaign)

    def take_from_the_top(state, command):  # a rule fixed since: the event now says where from
        return [Event("pile/taken", {"card": command["card"], "from": "top"})]

    commands = {**pile.commands, "take": dataclasses.replace(pile.commands["take"], rule=take_from_the_top)}
    today = dataclasses.replace(pile, rules_revision=2, commands=commands,
                                decide=lambda state, command: commands[command["type"]].rule(state, command))
    monkeypatch.setattr("tests.journal.pile_ruleset.RULESET", today)
    journal.forget(campaign)
    report = journal.verify(campaign)
    assert report.ok and report.replayed, report.problem
    assert report.rules_differ_at == 4 and "pile/taken with other facts" in report.rules_difference
    assert rules_line(report) == (
        "rules: played under 1 (revision 1), these are 1 (revision 2); today's rules would decide differently at "
        "position 4 (today's rules record pile/taken with other facts): a change of rules, not tampering (the "
        "replay follows the recorded outcomes)")
    assert journal.fingerprints(campaign) == fingerprints  # the replay never depended on the rule


def test_without_a_replay_the_rules_are_not_decided_again(journal, pile):
    report = journal.verify(played(journal), replay=False)
    assert report.ok and not report.rules_checked and not any(line.startswith("rules:") for line in report.lines())


@pytest.mark.parametrize("ruleset, name", DEMOS, ids=[name for _, name in DEMOS])
def test_every_demo_recorded_today_is_decided_the_same_by_today_s_rules(sqlite_journal, ruleset, name):
    """Rules decide from the state's value, never from the order of its keys: deciding again on
    a replayed state gives the very events the live journal recorded."""
    report = sqlite_journal.verify(sqlite_journal.load_demo(ruleset, name=name))
    assert report.ok and report.rules_checked and report.rules_differ_at is None, report.rules_difference
