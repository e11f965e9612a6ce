"""`journal migrate` and the outcome records of events of an earlier version: a Six Winters
export whose table events are of version 1 (tests/data/sixwinters-version-1.jsonl) imports,
replays to the fingerprints recorded in it, verifies and exports again byte for byte; a store
that holds such events without their records says to migrate; a changed record is damage."""
from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from journal.audit import transfer
from journal.history.outcomes import NeedsMigration
from journal.store.read_tables import OUTCOMES

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "sixwinters-version-1.jsonl"


def recorded_states() -> list[str]:
    return [json.loads(line)["state"] for line in FIXTURE.read_text().splitlines()[1:]]


def unmigrated(journal) -> str:
    """The fixture's events appended as they are, without the migration an import runs."""
    with FIXTURE.open() as handle:
        return str(transfer.import_(journal.store, journal.sealed, handle))


def test_the_fixture_holds_table_events_of_version_1():
    envelopes = [json.loads(line) for line in FIXTURE.read_text().splitlines()[1:]]
    assert any(e["type"].startswith("sixwinters/table-") and e["version"] == 1 for e in envelopes)


def test_an_imported_export_of_version_1_events_replays_verifies_and_exports_byte_for_byte(sqlite_journal):
    with FIXTURE.open() as handle:
        campaign = sqlite_journal.import_(handle)
    assert sqlite_journal.fingerprints(campaign) == recorded_states()
    report = sqlite_journal.verify(campaign, full=True)
    assert report.ok and report.replayed, report.problem
    assert any(line.startswith("outcome records:") and "worked out again" in line for line in report.checks)
    exported = io.StringIO()
    sqlite_journal.export(campaign, exported)
    assert exported.getvalue() == FIXTURE.read_text()


def test_a_campaign_of_version_1_events_without_outcome_records_says_it_needs_journal_migrate(sqlite_journal):
    campaign = unmigrated(sqlite_journal)
    with pytest.raises(NeedsMigration, match=f"journal migrate {campaign}"):
        sqlite_journal.state(campaign)
    report = sqlite_journal.verify(campaign)
    assert not report.ok and "journal migrate" in report.problem


def test_journal_migrate_works_the_records_out_once_on_sqlite_and_postgresql(journal):
    campaign = unmigrated(journal)
    first = journal.migrate(campaign)
    assert first.records == first.written > 0
    assert journal.migrate(campaign).written == 0
    assert journal.fingerprints(campaign) == recorded_states()
    assert journal.verify(campaign, full=True).ok


def test_verify_full_reports_a_changed_outcome_record_naming_its_table_and_position(sqlite_journal):
    with FIXTURE.open() as handle:
        campaign = sqlite_journal.import_(handle)
    stream = sqlite_journal.stream_id(campaign)
    position, digest, body = sqlite_journal.store.outcome_rows(stream, 15, 15)[0]
    record = json.loads(body)
    record["outcomes"][0]["changes"] = record["outcomes"][0]["changes"][:-1]
    sqlite_journal.store.keep_outcomes(stream, [(position, digest, json.dumps(record))])
    report = sqlite_journal.verify(campaign, full=True)
    assert not report.ok
    assert any(f"position {position}" in problem and OUTCOMES in problem for problem in report.problems), \
        report.problems


def test_a_record_bound_to_another_event_is_damage_even_without_full(sqlite_journal):
    with FIXTURE.open() as handle:
        campaign = sqlite_journal.import_(handle)
    stream = sqlite_journal.stream_id(campaign)
    position, _, body = sqlite_journal.store.outcome_rows(stream, 15, 15)[0]
    sqlite_journal.store.keep_outcomes(stream, [(position, "0" * 64, body)])
    report = sqlite_journal.verify(campaign)
    assert not report.ok
    assert any(OUTCOMES in problem and "bound to another event" in problem for problem in report.problems)


def test_a_fork_of_a_migrated_campaign_reads_its_events_of_version_1(sqlite_journal):
    with FIXTURE.open() as handle:
        campaign = sqlite_journal.import_(handle)
    branch = sqlite_journal.fork(campaign, 20, "what if")
    assert sqlite_journal.state(branch, at=20).state["game"] == sqlite_journal.state(campaign, at=20).state["game"]


def test_a_chronicle_s_timeline_folds_the_events_of_version_1_through_their_records(sqlite_journal):
    from domain.kernel.chronicle import Timeline
    with FIXTURE.open() as handle:
        campaign = sqlite_journal.import_(handle)
    timeline = Timeline.fold(sqlite_journal.ruleset_of(campaign), sqlite_journal.events(campaign))
    assert timeline.state_at(22) == sqlite_journal.state(campaign).state["game"]


def test_an_undo_behind_events_of_version_1_is_refused_and_the_last_command_s_undo_verifies(sqlite_journal):
    """A record holds what its event did in the states a replay of the stored log meets; a new
    undo that would fold a later event of version 1 onto another state is refused, as any undo
    a later event stands on."""
    from journal.errors import CommandRejected
    with FIXTURE.open() as handle:
        campaign = sqlite_journal.import_(handle)
    with pytest.raises(CommandRejected, match="retract.later-command"):
        sqlite_journal.execute(campaign, {"type": "retract", "position": 18})
    assert sqlite_journal.execute(campaign, {"type": "retract", "position": 22})[-1]["type"] == "journal/retracted"
    assert sqlite_journal.verify(campaign, full=True).ok
