"""A command's vault rows are written in the transaction of its events (writing.py,
application.py `Store.append`): the first app roll of a session (a new dice seed) and a
private note or roll (a sealed value) are one durable commit, like any other command; a
command refused, or whose append loses to another writer, leaves no vault row behind."""
from __future__ import annotations

import pytest

import domain.rulesets as registry
from domain.kernel import generic
from domain.kernel.errors import RuleViolation
from domain.kernel.generic import DICE_COMMITTED
from journal.errors import CommandRejected, ConflictError
from journal.service import Journal
from tests.journal.test_read_models import Commits

FIRST_APP_ROLL = {"type": "roll", "spec": "2d6", "purpose": "to cross"}
PRIVATE_NOTE = {"type": "note", "text": "The bridge to world 4 is trapped.", "audience": "gm"}
PRIVATE_ROLL = {"type": "roll", "spec": "2d6", "purpose": "trap", "audience": "gm"}


def _campaign(journal) -> str:
    campaign = journal.create_campaign("d6d", "Seated", {"players": ["Ann", "Ben"]})
    journal.execute(campaign, {"type": "note", "text": "first"})
    return campaign


def _verified(url: str, campaign: str):
    fresh = Journal(url=url)
    try:
        return fresh.verify(campaign)
    finally:
        fresh.close()


def _kept(journal, campaign) -> dict:
    """What the store holds of the campaign: its head, its seed entries, its sealed-value entries."""
    stream = journal.stream_id(campaign)
    return {"head": journal.store.head(stream), "seeds": journal.store.vault_rows(stream),
            "secrets": journal.store.secret_rows(stream)}


@pytest.mark.parametrize("command", [FIRST_APP_ROLL, PRIVATE_NOTE, PRIVATE_ROLL], ids=["app-roll", "note", "roll"])
def test_a_command_with_vault_rows_is_one_durable_commit(journal, monkeypatch, command):
    campaign = _campaign(journal)
    before = _kept(journal, campaign)
    assert not before["seeds"] and not before["secrets"]
    commits = Commits(journal, monkeypatch)
    journal.execute(campaign, command)
    assert commits.durable == 1, "the events and their vault rows: one transaction"
    after = _kept(journal, campaign)
    assert len(after["seeds"]) + len(after["secrets"]) >= 1, "the command kept a vault row"
    assert [row.position for row in after["seeds"]] == list(range(1, len(after["seeds"]) + 1))
    assert [row.position for row in after["secrets"]] == list(range(1, len(after["secrets"]) + 1))
    monkeypatch.undo()   # stop counting: a fresh process opens the store
    assert _verified(journal.settings.url, campaign).ok, "a fresh process finds every value it was sealed with"


def test_the_first_app_roll_keeps_the_seed_it_commits_to(journal):
    campaign = _campaign(journal)
    [committed, rolled] = journal.execute(campaign, FIRST_APP_ROLL)
    stream = journal.stream_id(campaign)
    assert committed["type"] == DICE_COMMITTED and rolled["rolls"]
    fresh = Journal(url=journal.settings.url)
    try:
        assert fresh.vault.by_commitment(stream, committed["data"]["commitment"]) is not None
    finally:
        fresh.close()


@pytest.mark.parametrize("command", [FIRST_APP_ROLL, PRIVATE_NOTE, PRIVATE_ROLL], ids=["app-roll", "note", "roll"])
def test_an_append_that_loses_to_another_writer_leaves_no_vault_row(journal, store_url, monkeypatch, command):
    campaign = _campaign(journal)
    before = _kept(journal, campaign)
    other = Journal(url=store_url)
    append = journal.store.append

    def raced(stream, rows, **beside):
        """Another process appends a plain note first: this append's position is taken."""
        other.execute(campaign, {"type": "note", "text": "meanwhile"})
        return append(stream, rows, **beside)

    monkeypatch.setattr(journal.store, "append", raced)
    try:
        with pytest.raises(ConflictError):
            journal.execute(campaign, command, expected_position=before["head"])
    finally:
        other.close()
    after = _kept(journal, campaign)
    assert after["head"] == before["head"] + 1, "only the other writer's note was stored"
    assert after["seeds"] == before["seeds"] and after["secrets"] == before["secrets"], "no vault row remains"


def test_a_command_the_rules_refuse_after_it_drew_a_new_seed_leaves_no_vault_row(journal, monkeypatch):
    campaign = _campaign(journal)
    before = _kept(journal, campaign)

    def refuse(rules, game, command):
        raise RuleViolation("roll.purpose", "the table refuses this roll")

    monkeypatch.setattr(generic, "decide", refuse)   # the rules decide after the app's dice are rolled
    with pytest.raises(CommandRejected):
        journal.execute(campaign, FIRST_APP_ROLL)
    assert _kept(journal, campaign) == before, "the store is unchanged"


def test_a_retried_command_keeps_only_the_seed_of_the_attempt_that_landed(journal, store_url, monkeypatch):
    campaign = _campaign(journal)
    other = Journal(url=store_url)
    append, raced_once = journal.store.append, []

    def raced(stream, rows, **beside):
        if not raced_once:
            raced_once.append(True)
            other.execute(campaign, {"type": "note", "text": "meanwhile"})
        return append(stream, rows, **beside)

    monkeypatch.setattr(journal.store, "append", raced)
    try:
        [committed, _] = journal.execute(campaign, FIRST_APP_ROLL)
    finally:
        other.close()
    kept = _kept(journal, campaign)
    assert raced_once and len(kept["seeds"]) == 1, "the losing attempt's seed was not kept"
    stream = journal.stream_id(campaign)
    assert committed["type"] == DICE_COMMITTED
    assert journal.vault.by_commitment(stream, committed["data"]["commitment"]) is not None


def test_a_session_start_keeps_its_new_seed_in_the_commit_of_its_events(journal, monkeypatch):
    monkeypatch.setitem(registry.PACKAGES, "sessions", "tests.journal.session_ruleset")
    campaign = journal.create_campaign("sessions", "Two evenings")
    stream = journal.stream_id(campaign)
    for evening in (1, 2):
        anchored = len(journal.store.anchor_rows())
        commits = Commits(journal, monkeypatch)
        started = journal.execute(campaign, {"type": "start"})
        anchors = len(journal.store.anchor_rows()) - anchored
        assert anchors == 1 and commits.durable == 1, "the start, its new seed and its anchor: one transaction"
        assert len(journal.store.vault_rows(stream)) == evening
        assert journal.vault.by_commitment(stream, started[-1]["data"]["commitment"]) is not None
        ended = journal.execute(campaign, {"type": "end"})
        assert ended[-1]["data"]["seed"] is not None, "the end reveals the seed its start kept"


def test_a_session_start_whose_anchor_number_another_campaign_took_is_appended_with_the_next(journal, monkeypatch):
    """The anchor table is one chain for every campaign: when another campaign's anchor takes
    the number a session's start was given, the start is appended again with the next number,
    its events decided once; the chain still checks out."""
    monkeypatch.setitem(registry.PACKAGES, "sessions", "tests.journal.session_ruleset")
    campaign = journal.create_campaign("sessions", "Two evenings")
    other = journal.create_campaign("sessions", "Another table")
    next_row, taken = journal.anchors.next_row, []

    def raced(*args):
        row = next_row(*args)
        if not taken and args[0] == journal.stream_id(campaign).__str__():
            taken.append(None)   # the other table anchors first, with the number this start was given
            taken[0] = journal.anchors.add(other, 1, "0" * 64, "receipt", "Another table", "sessions")
        return row

    monkeypatch.setattr(journal.anchors, "next_row", raced)
    started = journal.execute(campaign, {"type": "start"})
    mine = journal.latest_anchor(campaign)
    assert taken and mine.number == taken[0].number + 1 and mine.reason == "session start"
    assert (mine.position, mine.head) == (started[-1]["position"], started[-1]["hash"])
    assert journal.head(campaign) == started[-1]["position"], "appended once"
    monkeypatch.setattr(journal.anchors, "next_row", next_row)
    report = journal.verify(campaign)
    assert report.ok, report.problems
