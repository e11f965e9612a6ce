"""The dice audit reads a tally kept with every append: for every member it equals a scan of
the log as that member reads it, through retractions, private rolls, sealed app shuffles and
their reveal; it is written in the append's transaction and built for a store that lacks it."""
from __future__ import annotations

import sqlite3

import pytest

import domain.rulesets as registry
from domain.kernel import Viewer
from journal.store import read_store, read_tables
from journal.projections.dice_reading import scanned
from journal.service import Journal

from .helpers import physical

OWNER, ANN, BEN = Viewer.of("olga", "owner"), Viewer.of("ann", "player", ["Ann"]), Viewer.of("ben", "player", ["Ben"])
GM, SPECTATOR = Viewer.of("gus", "gm"), Viewer.of("sam", "viewer")
MEMBERS = (OWNER, ANN, BEN, GM, SPECTATOR)


@pytest.fixture
def hands(monkeypatch):
    monkeypatch.setitem(registry.PACKAGES, "hands", "tests.journal.revealing_hands")


def assert_same_as_a_scan(journal, campaign) -> None:
    for viewer in MEMBERS:
        kept = journal.dice(campaign, viewer)
        assert kept == scanned(journal.events(campaign, viewer=viewer)), viewer


def played(journal) -> str:
    """Physical and app rolls, an undo and a redo, a private roll, an app shuffle sealed face down."""
    campaign = journal.create_campaign("hands", "Dice table", {"players": ["Ann", "Ben"]})
    journal.execute(campaign, {"type": "shuffle", "roll": "app"})
    journal.execute(campaign, physical(6, 6, 2))
    journal.execute(campaign, {"type": "roll", "spec": "3d6", "purpose": "the app rolls"})
    undone = journal.execute(campaign, physical(1, 1, kind="bone", sides=4))[0]["position"]
    journal.execute(campaign, {"type": "retract", "position": undone})
    redone = journal.execute(campaign, physical(3, kind="ink", sides=8))[0]["position"]
    retraction = journal.execute(campaign, {"type": "retract", "position": redone})[0]["position"]
    journal.execute(campaign, {"type": "retract", "position": retraction})      # brought back
    journal.execute(campaign, {"type": "roll", "spec": "2d6", "purpose": "trap", "audience": "gm"})
    journal.execute(campaign, {"type": "note", "text": "no dice here"})
    return campaign


def test_the_kept_tally_equals_a_scan_for_every_member_through_undo_redo_and_private_rolls(journal, hands):
    campaign = played(journal)
    assert_same_as_a_scan(journal, campaign)
    table = journal.dice(campaign, OWNER).table
    assert table[("action", 6)]["physical"] == [0, 1, 0, 0, 0, 2]
    assert ("bone", 4) not in table and table[("ink", 8)]["physical"][2] == 1
    assert sum(table[("d", 6)]["digital"]) == 3


def test_a_sealed_app_shuffle_is_listed_once_its_dice_are_revealed(journal, hands):
    campaign = played(journal)
    assert journal.dice(campaign, ANN).shuffles == []
    journal.execute(campaign, {"type": "peek", "player": "Ann"})      # reveals every face-down value
    assert_same_as_a_scan(journal, campaign)
    [shuffle] = journal.dice(campaign, BEN).shuffles
    assert (shuffle["position"], shuffle["use"], shuffle["cards"], shuffle["by"]) == (2, "shuffle", 8, "the app")


def test_the_tally_is_the_same_for_another_process(store_url, tmp_path, hands):
    writer = Journal(url=store_url, instance_path=tmp_path)
    reader = Journal(url=store_url, instance_path=tmp_path)
    try:
        campaign = played(writer)
        assert reader.dice(campaign, ANN) == writer.dice(campaign, ANN)
        writer.execute(campaign, physical(5))
        assert reader.dice(campaign, ANN).table[("action", 6)]["physical"][4] == 1
    finally:
        writer.close()
        reader.close()


def test_the_dice_records_are_written_in_the_events_transaction(journal, monkeypatch):
    campaign = journal.create_campaign("dice", "Atomic")
    journal.execute(campaign, physical(4))
    before = journal.events(campaign), journal.dice(campaign, OWNER)
    monkeypatch.setattr(read_tables, "record_upsert", lambda mark, rows=1: "INSERT INTO no_such_table VALUES (1)")
    with pytest.raises(Exception):
        journal.execute(campaign, physical(6), retries=0)
    monkeypatch.undo()
    assert (journal.events(campaign), journal.dice(campaign, OWNER)) == before


def test_the_tally_counted_after_the_commit_is_read_the_same_by_a_process_that_counts_it_itself(
        store_url, tmp_path, hands):
    writer = Journal(url=store_url, instance_path=tmp_path)
    reader = Journal(url=store_url, instance_path=tmp_path)
    try:
        campaign = played(writer)
        writer.settled()
        shown = writer.dice(campaign, ANN)
        writer.store.recorder.add_to_tally = lambda *_: None   # the writer's counts lost
        writer.execute(campaign, physical(5))
        writer.execute(campaign, {"type": "peek", "player": "Ann"})   # opens sealed dice: subtracts, adds
        writer.settled()
        found = reader.dice(campaign, ANN)
        assert found != shown and found.table[("action", 6)]["physical"][4] == shown.table[("action", 6)]["physical"][4] + 1
        assert_same_as_a_scan(reader, campaign)
        del writer.store.recorder.add_to_tally
        writer.execute(campaign, physical(2))   # counted on from where the reader's count stands
        writer.settled()
        assert_same_as_a_scan(writer, campaign)
        problems = reader.verify(campaign).problems
        assert not [problem for problem in problems if problem.startswith("dice_tally")], problems
    finally:
        writer.close()
        reader.close()


def forget_dice_records(url: str) -> None:
    """Make the store look like one written before the dice records existed."""
    statements = [f"DROP TABLE {read_tables.DICE_TALLY}", f"DROP TABLE {read_tables.DICE_RECORDS}"]
    if url.startswith("sqlite"):
        with sqlite3.connect(url[len("sqlite:///"):]) as connection:
            for statement in statements:
                connection.execute(statement)
        return
    import psycopg
    with psycopg.connect(url, autocommit=True) as connection:
        for statement in statements:
            connection.execute(statement)


def test_a_store_without_the_dice_records_gets_them_built_when_opened(store_url, tmp_path, hands):
    old = Journal(url=store_url, instance_path=tmp_path)
    campaign = played(old)
    old.execute(campaign, {"type": "peek", "player": "Ann"})
    other = old.create_campaign("dice", "Another table")
    old.execute(other, physical(2, 3))
    expected = {cid: [old.dice(cid, viewer) for viewer in MEMBERS] for cid in (campaign, other)}
    old.close()
    forget_dice_records(store_url)
    reopened = Journal(url=store_url, instance_path=tmp_path)
    try:
        assert {cid: [reopened.dice(cid, viewer) for viewer in MEMBERS] for cid in (campaign, other)} == expected
        assert_same_as_a_scan(reopened, campaign)
        reopened.execute(other, physical(6))
        assert reopened.dice(other, ANN).table[("action", 6)]["physical"] == [0, 1, 1, 0, 0, 1]
    finally:
        reopened.close()


def _sql(journal, statement: str, params=()) -> list:
    """A statement on the store's own connection (both backends), committed; rows as tuples."""
    with journal.store.recorder.datastore.transaction(commit=True) as cursor:
        cursor.execute(statement.replace("?", journal.store.recorder.MARK), params)
        try:
            return [tuple(row.values()) if isinstance(row, dict) else tuple(row) for row in cursor.fetchall()]
        except Exception:   # noqa: BLE001 - a statement that returns no rows
            return []


def tally_check_of(journal, campaign) -> str:
    [(digest,)] = _sql(journal, f"SELECT digest FROM {read_tables.CHECKS} WHERE campaign_id = ? AND model = ?",
                       (campaign, read_store.TALLY))
    return digest


def dice_head_of(journal, campaign) -> list:
    return _sql(journal, f"SELECT digest FROM {read_tables.CHECKS} WHERE campaign_id = ? AND model = ?",
                (campaign, read_store.DICE_HEAD))


def test_an_append_without_dice_leaves_the_tally_alone_and_a_changed_tally_is_still_found(journal, hands,
                                                                                            monkeypatch):
    campaign = played(journal)   # its last command a note
    journal.settled()
    check = tally_check_of(journal, campaign)
    counted, _ = check.split("@")
    assert int(counted) == journal.head(campaign) - 1 and dice_head_of(journal, campaign) == [(counted,)]
    recorder = type(journal.store.recorder)
    count_again = recorder._count_again
    monkeypatch.setattr(recorder, "_count_again", None)   # a count again would fail
    journal.execute(campaign, {"type": "note", "text": "still no dice"})
    journal.settled()
    assert (tally_check_of(journal, campaign), dice_head_of(journal, campaign)) == (check, [(counted,)])
    assert_same_as_a_scan(journal, campaign)   # read as kept: the dice head is where the tally counts up to
    monkeypatch.setattr(recorder, "_count_again", count_again)
    _sql(journal, f"UPDATE {read_tables.DICE_TALLY} SET count = count + 5 WHERE campaign_id = ?", (campaign,))
    journal.execute(campaign, {"type": "note", "text": "the tally was changed under us"})
    journal.settled()
    assert_same_as_a_scan(journal, campaign)   # the reader found the rows unlike their digest: counted again
    journal.execute(campaign, physical(4))
    journal.settled()
    assert_same_as_a_scan(journal, campaign)


def test_a_store_kept_before_the_dice_head_counts_its_tally_once_then_counts_on(journal, hands, monkeypatch):
    campaign = played(journal)
    journal.execute(campaign, physical(5))
    journal.settled()
    _sql(journal, f"DELETE FROM {read_tables.CHECKS} WHERE campaign_id = ? AND model = ?",
         (campaign, read_store.DICE_HEAD))
    journal.execute(campaign, {"type": "note", "text": "the head moves past the tally"})
    journal.settled()
    assert dice_head_of(journal, campaign) == []   # the note wrote none: the head stands for it
    assert_same_as_a_scan(journal, campaign)   # behind the head: counted again, the dice head kept with it
    assert dice_head_of(journal, campaign) == [(str(journal.head(campaign)),)]
    monkeypatch.setattr(type(journal.store.recorder), "_count_again", None)
    journal.execute(campaign, {"type": "note", "text": "no count again after this"})
    journal.execute(campaign, physical(2, 2))
    journal.settled()
    assert_same_as_a_scan(journal, campaign)


def test_a_tally_check_kept_in_the_older_form_is_read_and_counted_on(journal, hands, caplog):
    campaign = played(journal)
    journal.settled()
    rows = journal.store.recorder.read_tally(journal.stream_id(campaign))
    older = read_store._bound_check(rows, journal.head(campaign))
    _sql(journal, f"UPDATE {read_tables.CHECKS} SET digest = ? WHERE campaign_id = ? AND model = ?",
         (older, campaign, read_store.TALLY))
    assert journal.store.recorder.read_tally(journal.stream_id(campaign)) == rows
    assert "does not match its check" not in caplog.text
    journal.execute(campaign, {"type": "note", "text": "counted on from the older check"})
    journal.execute(campaign, physical(3))
    journal.settled()
    assert "@" in tally_check_of(journal, campaign) and "does not match its check" not in caplog.text
    assert_same_as_a_scan(journal, campaign)
