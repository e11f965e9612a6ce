"""The read models as projections of the log (journal/projections/read_models.py): a command is one durable
commit, the sentences kept after it do not wait for the disk; a row changed in the database
(a told sentence, a dice tally or record, an index row) is reported by `journal verify`,
naming its table and position, and a changed sentence is never served; `journal rebuild`
builds every row again, equal to the rows it dropped."""
from __future__ import annotations

import threading
import time
from contextlib import contextmanager

import pytest

from domain.kernel import Viewer
from journal.projections import projector, read_models
from journal.projections import told as kept_sentences
from journal.errors import CampaignNotFound
from journal.projections.marks import mark_changes
from journal.store.read_tables import DICE_RECORDS, DICE_TALLY, MARKS, MARKS_BUILT, STANDING, TOLD
from journal.service import Journal
from journal.projections.telling import told

SPECTATOR = Viewer.of("sam", "viewer")
GM = Viewer.of("olga", "owner")
NOTE = "The bridge to world 4 is trapped."
PER_CAMPAIGN = {TOLD: "campaign_id", MARKS: "campaign_id", MARKS_BUILT: "campaign_id", STANDING: "id",
                DICE_TALLY: "campaign_id", DICE_RECORDS: "campaign_id", "campaign_index": "id"}


def _sql(journal, statement: str, params=()) -> list:
    """A statement on the store's own connection (both backends), committed; rows as tuples."""
    mark = journal.store.recorder.MARK
    with journal.store.recorder.datastore.transaction(commit=True) as cursor:
        cursor.execute(statement.replace("?", mark), params)
        try:
            return [tuple(row.values()) if isinstance(row, dict) else tuple(row) for row in cursor.fetchall()]
        except Exception:   # noqa: BLE001 - a statement that returns no rows
            return []


def _verified(store_url: str, campaign: str, full: bool = False):
    """The report of a verify by a process that never read the campaign."""
    fresh = Journal(url=store_url)
    try:
        return fresh.verify(campaign, full=full)
    finally:
        fresh.close()


def _rows(journal, campaign) -> dict[str, list]:
    return {table: sorted(_sql(journal, f"SELECT * FROM {table} WHERE {column} = ?", (campaign,)), key=str)
            for table, column in PER_CAMPAIGN.items()}


def _seated(journal) -> str:
    campaign = journal.create_campaign("d6d", "Seated", {"players": ["Ann", "Ben"]})
    journal.execute(campaign, {"type": "note", "text": NOTE})
    journal.execute(campaign, {"type": "roll", "dice": [{"sides": 6, "value": 4}], "purpose": "to cross"})
    journal.settled(campaign)   # the sentences told after the commits, as the rows the test reads
    return campaign


class Commits:
    """The transactions committed on the store, told apart: durable ones, and those that do not
    wait for the disk. On PostgreSQL every transaction of psycopg's, asked at its end what its
    `synchronous_commit` is, and every insert eventsourcing's aggregate recorders (the vaults,
    snapshots, anchors) make on an autocommit connection outside one; on SQLite those of the
    recorders' connections (the read models write on connections of their own, whose pragma
    another test asserts)."""

    def __init__(self, journal, monkeypatch):
        self.durable, self.unsynced = 0, 0
        if journal.settings.kind == "postgres":
            import psycopg

            from eventsourcing.postgres import PostgresAggregateRecorder

            monkeypatch.setattr(psycopg.Connection, "transaction", self._asked(psycopg.Connection.transaction))
            monkeypatch.setattr(PostgresAggregateRecorder, "insert_events",
                                self._autocommitted(PostgresAggregateRecorder.insert_events))
            return
        stores = {id(r.datastore): r.datastore for r in (journal.store.recorder, journal.store.snapshots,
                                                         journal.store.anchors)}
        for datastore in stores.values():
            monkeypatch.setattr(datastore, "transaction", self._counted(datastore.transaction))

    def _asked(self, transaction):
        counts = self

        @contextmanager
        def asked(connection, *args, **kwargs):
            with transaction(connection, *args, **kwargs) as opened:
                yield opened
                if not kwargs.get("force_rollback"):
                    [setting] = connection.execute("SHOW synchronous_commit").fetchone().values()
                    counts.unsynced += setting == "off"
                    counts.durable += setting != "off"
        return asked

    def _autocommitted(self, insert_events):
        counts = self

        def autocommitted(recorder, stored_events, **kwargs):
            returning = insert_events(recorder, stored_events, **kwargs)
            counts.durable += bool(stored_events)
            return returning
        return autocommitted

    def _counted(self, transaction):
        counts = self

        @contextmanager
        def counted(*, commit: bool = False):
            with transaction(commit=commit) as cursor:
                yield cursor
            counts.durable += commit
        return counted


@pytest.mark.parametrize("command", [{"type": "note", "text": NOTE},
                                     {"type": "roll", "dice": [{"sides": 6, "value": 4}], "purpose": "to cross"}])
def test_a_command_is_one_durable_commit_and_its_sentences_are_kept_after_it(journal, monkeypatch, command):
    campaign = journal.create_campaign("d6d", "Seated", {"players": ["Ann", "Ben"]})
    journal.execute(campaign, {"type": "note", "text": "first"})
    commits = Commits(journal, monkeypatch)
    [stored] = journal.execute(campaign, command)
    assert commits.durable == 1, "the events, the index row and the dice records: one transaction"
    journal.settled(campaign)
    stream = journal.stream_id(campaign)
    rows = journal.store.told(stream, kept_sentences.version(journal.ruleset_of(stream)), "all",
                              stored["position"], stored["position"])
    assert list(rows) == [stored["position"]], "the spectator's sentence is kept, after the commit"
    if journal.settings.kind == "postgres":
        assert commits.unsynced >= 1, "the sentences' transaction does not wait for the disk"


def test_on_sqlite_the_read_models_transaction_does_not_wait_for_the_disk_and_the_commands_does(sqlite_journal):
    campaign = _seated(sqlite_journal)
    recorder = sqlite_journal.store.recorder
    with recorder._projection() as cursor:   # the transaction the sentences were kept in
        assert cursor.execute("PRAGMA synchronous").fetchone()[0] == 0   # OFF
    with pytest.raises(ZeroDivisionError), recorder._projection() as cursor:
        cursor.execute(f"DELETE FROM {TOLD}")
        1 / 0   # a projection that fails: nothing it wrote is kept
    with recorder.datastore.transaction(commit=False) as cursor:   # the same connection, its setting back
        cursor.execute("PRAGMA synchronous")
        assert cursor.fetchone()[0] >= 1, "the command's own commit stays synchronous"
        cursor.execute(f"SELECT count(*) AS n FROM {TOLD}")
        assert cursor.fetchone()["n"] > 0
    sqlite_journal.execute(campaign, {"type": "note", "text": NOTE})
    assert sqlite_journal.head(campaign) == 4


def test_a_changed_sentence_is_reported_by_verify_and_never_served(journal, store_url):
    campaign = _seated(journal)
    assert journal.verify(campaign, full=True).ok
    _sql(journal, f"UPDATE {TOLD} SET text = REPLACE(text, 'bridge', 'Mallory the Cheat') "
                  "WHERE campaign_id = ? AND position = 2 AND sight = 'all'", (campaign,))
    report = _verified(store_url, campaign)
    assert not report.ok
    assert any(problem.startswith("position 2: the told_sentences row for a spectator does not match its event")
               for problem in report.problems), report.problems
    fresh = Journal(url=store_url)   # a process that never told it
    try:
        [(position, sentence)] = told(fresh.parts, campaign, 2, 2, SPECTATOR)
        assert position == 2 and "bridge" in sentence and "Mallory" not in sentence
        assert fresh.verify(campaign, full=True).ok, "the row was told again and replaced"
    finally:
        fresh.close()


def held_stage(monkeypatch, stage: str) -> threading.Event:
    """The projector's `stage` (read_models.PROJECTIONS) held until the event returned is set."""
    release, work = threading.Event(), read_models.PROJECTIONS[stage]

    def held(parts, appended):
        release.wait(30)
        work(parts, appended)
    monkeypatch.setitem(read_models.PROJECTIONS, stage, held)
    return release


def seated_and_settled(journal) -> str:
    campaign = journal.create_campaign("d6d", "Seated", {"players": ["Ann", "Ben"]})
    journal.settled(campaign)
    return campaign


def test_the_writer_returns_before_the_sentences_are_told_and_a_reader_waits_for_them(journal, monkeypatch):
    """The sentences are told on the projector's thread: a command returns once its commit is
    made; a reader of this process reads the kept rows once they are there, not telling again."""
    campaign = seated_and_settled(journal)
    release = held_stage(monkeypatch, "told")
    [stored] = journal.execute(campaign, {"type": "note", "text": NOTE})
    stream = journal.stream_id(campaign)
    code = kept_sentences.version(journal.ruleset_of(stream))
    assert journal.head(campaign) == stored["position"], "the command is committed"
    assert not journal.store.told(stream, code, "all", stored["position"], stored["position"]), "not told yet"
    release.set()
    assert told(journal.parts, campaign, stored["position"], stored["position"], SPECTATOR) == [
        (stored["position"], f"cli noted: {NOTE}")]
    assert list(journal.store.told(stream, code, "all", stored["position"], stored["position"])) == [stored["position"]]


def test_a_reader_of_sentences_does_not_wait_for_the_dice_tally(journal, monkeypatch):
    """The projector tells first and counts the dice after: a page reading the sentences of a
    move reads them while the tally of that move is still being counted."""
    campaign = seated_and_settled(journal)
    release = held_stage(monkeypatch, "tally")
    try:
        [stored] = journal.execute(campaign, {"type": "note", "text": NOTE})
        found: list = []
        reading = threading.Thread(target=lambda: found.extend(
            told(journal.parts, campaign, stored["position"], stored["position"], SPECTATOR)))
        reading.start()
        reading.join(10)
        assert found == [(stored["position"], f"cli noted: {NOTE}")], "the sentences were read before the tally"
    finally:
        release.set()
    journal.settled(campaign)


def stages_on_threads(monkeypatch) -> list[tuple[str, str]]:
    """(stage, name of the thread that worked it) for every stage the projector works."""
    worked: list[tuple[str, str]] = []
    for stage, work in list(read_models.PROJECTIONS.items()):
        def recorded(parts, appended, stage=stage, work=work):
            worked.append((stage, threading.current_thread().name))
            work(parts, appended)
        monkeypatch.setitem(read_models.PROJECTIONS, stage, recorded)
    return worked


def test_a_reader_that_needs_the_sentences_at_once_tells_them_itself(journal, monkeypatch):
    """A command's answer reads its sentences right after the commit: the reader works the
    telling off itself rather than wake the projector's thread and wait for it, and leaves
    the tally, which it does not read, to the thread."""
    campaign = seated_and_settled(journal)
    monkeypatch.setattr(projector, "LINGER", 30.0)   # the thread would take it up only then
    worked = stages_on_threads(monkeypatch)
    [stored] = journal.execute(campaign, {"type": "note", "text": NOTE})
    assert worked == [], "the writer returned before the read models were worked"
    assert told(journal.parts, campaign, stored["position"], stored["position"], SPECTATOR) == [
        (stored["position"], f"cli noted: {NOTE}")]
    assert worked == [("told", threading.current_thread().name)]
    journal.settled(campaign)   # a reader of the tally: the stage first in line is worked here too
    assert worked == [("told", threading.current_thread().name), ("tally", threading.current_thread().name)]


def test_the_projectors_thread_takes_an_append_up_when_no_reader_did(journal, monkeypatch):
    campaign = seated_and_settled(journal)
    monkeypatch.setattr(projector, "LINGER", 0.01)
    worked = stages_on_threads(monkeypatch)
    [stored] = journal.execute(campaign, {"type": "note", "text": NOTE})
    stream = journal.stream_id(campaign)
    code = kept_sentences.version(journal.ruleset_of(stream))
    deadline = time.monotonic() + 30
    while len(worked) < 2 and time.monotonic() < deadline:
        time.sleep(0.01)
    assert worked == [("told", "read-model projector"), ("tally", "read-model projector")]
    assert list(journal.store.told(stream, code, "all", stored["position"], stored["position"])) == [stored["position"]]


def test_a_writer_faster_than_the_telling_works_off_what_waits_beyond_the_backlog(journal, monkeypatch):
    """What waits for the projector, and the memory it holds, stays bounded when commands come
    faster than they are told (here no thread ever takes them up)."""
    campaign = seated_and_settled(journal)
    monkeypatch.setattr(projector, "LINGER", 30.0)
    worked = stages_on_threads(monkeypatch)
    stored = [journal.execute(campaign, {"type": "note", "text": f"{NOTE} ({n})"})[0] for n in range(3 * projector.BACKLOG)]
    assert journal.projector.waiting == projector.BACKLOG
    assert len(worked) == 2 * 2 * projector.BACKLOG   # the first two thirds, both stages, by the writer
    assert {name for _, name in worked} == {threading.current_thread().name}
    first, last = stored[0]["position"], stored[-1]["position"]
    assert told(journal.parts, campaign, first, last, SPECTATOR) == [
        (env["position"], f"cli noted: {NOTE} ({n})") for n, env in enumerate(stored)]


def test_a_sentence_changed_with_a_new_binding_is_told_again_by_verify_full(journal, store_url):
    campaign = _seated(journal)
    stream = journal.stream_id(campaign)
    code = kept_sentences.version(journal.ruleset_of(stream))
    event_hash = journal.events(campaign, 2, 2)[0]["hash"]
    [(text,)] = _sql(journal, f"SELECT text FROM {TOLD} WHERE campaign_id = ? AND position = 2 AND sight = 'all'",
                     (campaign,))
    sentence, entry = kept_sentences.read_row(text, code, "all", 2, event_hash)
    forged = kept_sentences.row_text(code, "all", 2, event_hash, "Mallory the Cheat crossed the bridge.", entry)
    _sql(journal, f"UPDATE {TOLD} SET text = ? WHERE campaign_id = ? AND position = 2 AND sight = 'all'",
         (forged, campaign))
    report = _verified(store_url, campaign, full=True)
    assert not report.ok
    assert any(problem.startswith("position 2: the told_sentences row for a spectator says \"Mallory the Cheat")
               and sentence[:20] in problem for problem in report.problems), report.problems


def test_a_changed_dice_tally_and_record_are_reported_by_verify_naming_table_and_position(journal, store_url):
    campaign = _seated(journal)
    _sql(journal, f"UPDATE {DICE_TALLY} SET count = count + 5 WHERE campaign_id = ?", (campaign,))
    _sql(journal, f"UPDATE {DICE_RECORDS} SET faces = REPLACE(faces, '4', '6') WHERE campaign_id = ?", (campaign,))
    report = _verified(store_url, campaign)
    assert not report.ok
    assert any(problem.startswith("dice_tally: the tally counts 6 ") and "the events give 1" in problem
               for problem in report.problems), report.problems
    assert any(problem.startswith("position 3: the dice_records row here differs from its event")
               for problem in report.problems), report.problems


@pytest.mark.parametrize("change", [f"UPDATE {DICE_TALLY} SET count = count + 5 WHERE campaign_id = ?",
                                    f"DELETE FROM {DICE_TALLY} WHERE campaign_id = ?"])
def test_a_changed_dice_tally_is_counted_again_from_the_events_before_it_is_served(journal, store_url, change):
    campaign = _seated(journal)
    shown = journal.dice(campaign, SPECTATOR).table
    assert shown == {("d", 6): {"physical": [0, 0, 0, 1, 0, 0], "digital": [0] * 6}}, shown
    _sql(journal, change, (campaign,))
    fresh = Journal(url=store_url)
    try:
        assert fresh.dice(campaign, SPECTATOR).table == shown
        assert fresh.verify(campaign).ok, "the tally was counted again and kept"
    finally:
        fresh.close()


def test_a_changed_index_row_is_reported_by_verify(journal, store_url):
    campaign = _seated(journal)
    _sql(journal, "UPDATE campaign_index SET name = 'Mallory the Cheat' WHERE id = ?", (campaign,))
    report = _verified(store_url, campaign)
    assert not report.ok
    assert any(problem.startswith("position 3: the campaign_index row says the campaign's name is \"Mallory")
               and "its events say \"Seated\"" in problem for problem in report.problems), report.problems


def test_a_changed_index_row_is_never_served_and_a_store_without_its_checks_gets_them(journal, store_url):
    campaign = _seated(journal)
    _sql(journal, "UPDATE campaign_index SET name = 'Mallory the Cheat', head_position = 99 WHERE id = ?", (campaign,))
    fresh = Journal(url=store_url)
    try:
        assert [(info.name, info.position) for info in fresh.campaigns()] == [("Seated", 3)]
        assert fresh.campaign(campaign).name == "Seated" and fresh.campaign("Seated").id == campaign
        assert not fresh.verify(campaign).ok, "left for verify to report and rebuild to mend"
        fresh.rebuild(campaign)
        assert fresh.verify(campaign).ok
    finally:
        fresh.close()
    _sql(journal, "DELETE FROM read_model_checks WHERE campaign_id = ?", (campaign,))
    reopened = Journal(url=store_url)   # a store written before the rows were checked
    try:
        assert sorted(model for model, in _sql(reopened, "SELECT model FROM read_model_checks WHERE campaign_id = ?",
                                               (campaign,))) == ["index", "index-name", "index-started"]
        assert reopened.campaign(campaign).name == "Seated" and reopened.verify(campaign).ok
    finally:
        reopened.close()


def test_a_changed_standing_and_changed_marks_are_reported_by_verify_full(journal, store_url):
    campaign = journal.load_demo("d6d")
    head = journal.head(campaign)
    changes = mark_changes(journal.parts, campaign)
    assert "Ann" in journal.standing(campaign).over
    at, kind, _ = changes[-1]
    _sql(journal, f"UPDATE {STANDING} SET body = REPLACE(body, 'Ann', 'Mallory the Cheat') WHERE id = ?", (campaign,))
    _sql(journal, f"DELETE FROM {MARKS} WHERE campaign_id = ? AND position = ? AND kind = ?", (campaign, at, kind))
    report = _verified(store_url, campaign, full=True)
    assert any(problem.startswith(f"position {head}: the campaign_standing row says the campaign's over is "
                                  "\"all of Mallory the Cheat's armies") for problem in report.problems), \
        report.problems
    assert any(problem.startswith(f"position {at}: the replay_marks table lacks the change the events give here: "
                                  f"the {kind} mark") for problem in report.problems), report.problems


def test_rebuild_gives_the_rows_it_dropped_and_mends_changed_ones(journal, store_url):
    campaign = journal.load_demo("d6d")
    mark_changes(journal.parts, campaign)
    journal.standing(campaign)
    told(journal.parts, campaign, 1, journal.head(campaign), Viewer.auditor())   # a sight besides the usual ones
    journal.settled(campaign)   # the tally too, which a reader of sentences does not wait for
    before = _rows(journal, campaign)
    assert all(before[table] for table in (TOLD, MARKS_BUILT, STANDING, DICE_TALLY, "campaign_index")), before
    _sql(journal, f"UPDATE {TOLD} SET text = 'x' WHERE campaign_id = ?", (campaign,))
    _sql(journal, f"UPDATE {DICE_TALLY} SET count = 99 WHERE campaign_id = ?", (campaign,))
    _sql(journal, "UPDATE campaign_index SET head_position = 9999 WHERE id = ?", (campaign,))
    rebuilt = Journal(url=store_url)
    try:
        done = rebuilt.rebuild(campaign)
        assert done.sentences == len(before[TOLD])
        assert _rows(rebuilt, campaign) == before
        assert rebuilt.verify(campaign, full=True).ok
    finally:
        rebuilt.close()


def test_rebuild_of_an_unknown_campaign_changes_nothing(journal):
    campaign = _seated(journal)
    before = _rows(journal, campaign)
    with pytest.raises(CampaignNotFound):
        journal.rebuild("00000000-0000-4000-8000-000000000000")
    assert _rows(journal, campaign) == before
