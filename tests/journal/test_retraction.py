"""Undo never breaks the story: a retraction a later command stood on is refused, and the
store is left as it was."""
import pytest

from journal.errors import CommandRejected


def sixwinters_start(journal):
    script = journal.demo_scripts("sixwinters")[0]
    campaign = journal.create_campaign("sixwinters", "Undo", script["setup"])
    for command in script["commands"][:4]:
        journal.execute(campaign, dict(command))
    return campaign


def test_undoing_a_step_a_later_step_stood_on_is_refused_and_nothing_is_stored(sqlite_journal):
    campaign = sixwinters_start(sqlite_journal)
    head, fingerprint = sqlite_journal.head(campaign), sqlite_journal.state(campaign).fingerprint
    with pytest.raises(CommandRejected) as refused:
        sqlite_journal.execute(campaign, {"type": "retract", "position": 2, "reason": "another spotlight"})
    assert refused.value.rule == "retract.later-command" and "undo it first" in refused.value.message
    assert sqlite_journal.head(campaign) == head
    assert sqlite_journal.state(campaign).fingerprint == fingerprint


def test_undoing_the_last_step_and_then_the_one_before_works(sqlite_journal):
    campaign = sixwinters_start(sqlite_journal)
    sqlite_journal.execute(campaign, {"type": "retract"})
    sqlite_journal.execute(campaign, {"type": "retract"})
    session = sqlite_journal.state(campaign).state["game"]["campaign"]["session"]
    assert session["done"] == ["spotlight", "scenario"]
