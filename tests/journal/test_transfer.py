"""Export, import, fork and tamper evidence."""
import io
import json
import sqlite3

import pytest

from journal.errors import CommandRejected, TransferError
from journal.service import Journal
from journal.audit.verify import verify_file
from tests.journal.helpers import physical


def played(journal) -> str:
    campaign = journal.create_campaign("dice", "Exported")
    journal.execute(campaign, {"type": "note", "text": "Ünïcode and \"quotes\" survive"})
    journal.execute(campaign, physical(3, 5))
    journal.execute(campaign, {"type": "roll", "spec": "4d6"})
    journal.execute(campaign, physical(1))
    journal.execute(campaign, {"type": "retract"})
    journal.execute(campaign, {"type": "reveal"})
    return campaign


def exported(journal, campaign) -> str:
    buffer = io.StringIO()
    journal.export(campaign, buffer)
    return buffer.getvalue()


def test_export_then_import_into_another_store_gives_the_same_state_hash_and_chain(journal, tmp_path):
    campaign = played(journal)
    text = exported(journal, campaign)
    header = json.loads(text.splitlines()[0])
    assert header["format"] == "campaign-journal/events" and header["format_version"] == 2 and header["events"] == 8 and header["secrets"] == 0
    other = Journal(url=f"sqlite:///{tmp_path / 'other.sqlite'}")
    try:
        assert other.import_(io.StringIO(text)) == campaign
        assert other.state(campaign).fingerprint == journal.state(campaign).fingerprint
        assert [e["hash"] for e in other.events(campaign)] == [e["hash"] for e in journal.events(campaign)]
        assert other.verify(campaign).ok
        assert exported(other, campaign) == text
    finally:
        other.close()


def test_importing_twice_is_refused_unless_as_a_new_copy(journal):
    campaign = played(journal)
    text = exported(journal, campaign)
    with pytest.raises(TransferError, match="already exists"):
        journal.import_(io.StringIO(text))
    copy = journal.import_(io.StringIO(text), new_id=True)
    assert copy != campaign and journal.state(copy).fingerprint == journal.state(campaign).fingerprint


def test_verify_rederives_every_revealed_digital_die_from_the_export_alone(journal):
    campaign = played(journal)
    report = verify_file(io.StringIO(exported(journal, campaign)))
    assert report.ok and report.dice_verified == 4 and report.dice_pending == 0 and report.replayed
    assert report.sources == {"physical": 7, "digital": 1, "derived": 0}


def test_a_forged_digital_die_with_a_resealed_chain_is_caught_by_the_seed(journal):
    from journal.envelopes import envelope as envelopes
    campaign = played(journal)
    lines = exported(journal, campaign).splitlines()
    prev, forged = envelopes.GENESIS, [lines[0]]
    for line in lines[1:]:
        env = json.loads(line)
        if env["rolls"]:
            env["rolls"][0]["value"] = env["rolls"][0]["value"] % 6 + 1
            env["command"]["dice"][0]["value"] = env["rolls"][0]["value"]
        env = envelopes.seal({k: v for k, v in env.items() if k != "hash"}, prev)
        prev = env["hash"]
        forged.append(envelopes.encode(env).decode())
    header = json.loads(forged[0])
    forged[0] = json.dumps({**header, "head": prev})
    report = verify_file(io.StringIO("\n".join(forged)), replay=False)
    assert not report.ok and "digital die #0" in report.problem


@pytest.mark.parametrize("tamper, position", [
    ("UPDATE stored_events SET state = replace(state, 'survive', 'survivE') WHERE originator_version = 2", 2),
    ("DELETE FROM stored_events WHERE originator_version = 3", 3),
    ("UPDATE stored_events SET topic = 'journal/noted' WHERE originator_version = 3", 3),
])
def test_verify_names_the_first_bad_position_after_tampering(sqlite_journal, tmp_path, tamper, position):
    campaign = played(sqlite_journal)
    assert sqlite_journal.verify(campaign).ok
    with sqlite3.connect(tmp_path / "journal.sqlite") as connection:
        connection.execute(tamper)
    report = sqlite_journal.verify(campaign)
    assert not report.ok and report.position == position


def test_verify_detects_two_events_swapped(sqlite_journal, tmp_path):
    campaign = played(sqlite_journal)
    with sqlite3.connect(tmp_path / "journal.sqlite") as connection:
        rows = dict(connection.execute("SELECT originator_version, state FROM stored_events WHERE originator_version IN (2, 3)"))
        connection.execute("UPDATE stored_events SET state = ? WHERE originator_version = 2", (rows[3],))
        connection.execute("UPDATE stored_events SET state = ? WHERE originator_version = 3", (rows[2],))
    report = sqlite_journal.verify(campaign)
    assert not report.ok and report.position == 2


def test_a_truncated_export_is_refused_on_import(journal):
    campaign = played(journal)
    lines = exported(journal, campaign).splitlines()
    with pytest.raises(TransferError, match="promises 8 events"):
        journal.import_(io.StringIO("\n".join(lines[:-1])), new_id=True)


def test_a_fork_keeps_the_first_n_events_and_leaves_the_original_untouched(journal):
    campaign = played(journal)
    before = [e["hash"] for e in journal.events(campaign)]
    branch = journal.fork(campaign, 3, "What if")
    assert [e["hash"] for e in journal.events(branch)][:3] == before[:3]
    assert journal.events(branch)[3]["type"] == "journal/forked"
    assert journal.campaign(branch).name == "What if"
    assert journal.state(branch).state["game"] == journal.state(campaign, at=3).state["game"]
    assert [e["hash"] for e in journal.events(campaign)] == before
    assert journal.verify(branch).ok
    journal.execute(branch, physical(6))
    assert journal.head(campaign) == len(before)


def test_a_fork_inside_a_command_is_refused(journal):
    campaign = played(journal)
    with pytest.raises(CommandRejected, match="middle of a command"):
        journal.fork(campaign, 4, "Half a roll")


def test_a_replay_that_differs_from_the_recorded_states_fails_plain_verify_and_says_why(journal, monkeypatch):
    import dataclasses
    import domain.rulesets.dice as dice
    campaign = played(journal)
    evolve = dice.RULESET.evolve
    changed = dataclasses.replace(dice.RULESET, state_version=99,
                                  evolve=lambda state, event: {**evolve(state, event), "house_rule": True})
    monkeypatch.setattr(dice, "RULESET", changed)
    journal.forget(campaign)
    report = journal.verify(campaign)
    assert not report.ok and not report.replayed and report.replay_differs_at == 1 and report.position == 1
    assert "the events were rewritten, or today's code applies them differently" in " ".join(report.lines())


def test_a_long_import_is_stored_whole_when_its_events_and_dice_records_take_several_statements(journal, tmp_path,
                                                                                               monkeypatch):
    import journal.store.application as application
    import journal.store.read_store as read_store
    monkeypatch.setattr(application, "EVENTS_PER_STATEMENT", 3)   # a 10,000-event import: 500 to a statement
    monkeypatch.setattr(read_store, "ROWS_PER_STATEMENT", 2)
    origin = Journal(url=f"sqlite:///{tmp_path / 'origin.sqlite'}")
    try:
        campaign = origin.load_demo("d6d")
        text = exported(origin, campaign)
        assert journal.import_(io.StringIO(text)) == campaign
        assert [e["hash"] for e in journal.events(campaign)] == [e["hash"] for e in origin.events(campaign)]
        assert journal.dice(campaign).table == origin.dice(campaign).table and journal.dice(campaign).table
        assert journal.verify(campaign).ok and exported(journal, campaign) == text
    finally:
        origin.close()


def test_an_import_stores_snapshots_before_an_undo_near_its_end_too(journal, tmp_path):
    campaign = journal.load_demo("dwarfswinter")
    journal.execute(campaign, {"type": "retract"})          # the group undid its last move
    undone_at = journal.head(campaign)
    text = exported(journal, campaign)
    other = Journal(url=f"sqlite:///{tmp_path / 'other.sqlite'}")
    try:
        other.import_(io.StringIO(text), new_id=True)
        copy = next(c.id for c in other.campaigns() if c.id != campaign)
        stream = other.stream_id(copy)
        stored = [row.position for row in other.replayer.snapshots.rows(stream, other.ruleset_of(stream))]
        assert [p for p in stored if p < undone_at // 2], "snapshots well before the undo"
        middle = undone_at // 2
        assert other.state(copy, at=middle).fingerprint == journal.state(campaign, at=middle).fingerprint
        assert other.verify(copy).ok
    finally:
        other.close()
