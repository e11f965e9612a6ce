"""The campaigns index: written with every append, read by every process, rebuilt for old stores."""
from __future__ import annotations

import sqlite3
import threading
from uuid import UUID

import pytest

from journal.store import index
from journal.errors import ConflictError
from journal.service import Journal

from .helpers import physical


def drop_index(store_url: str) -> None:
    """Make the store look like one written before the index existed."""
    if store_url.startswith("sqlite"):
        with sqlite3.connect(store_url[len("sqlite:///"):]) as connection:
            connection.execute(f"DROP TABLE {index.TABLE}")
        return
    import psycopg
    with psycopg.connect(store_url, autocommit=True) as connection:
        connection.execute(f"DROP TABLE {index.TABLE}")


def test_the_index_follows_every_append_with_name_ruleset_head_and_last_played(journal):
    cid = journal.create_campaign("dice", "Tuesday group")
    journal.execute(cid, physical(3, 4))
    stored = journal.events(cid)
    (entry,) = journal.store.campaigns()
    assert (entry.id, entry.name, entry.ruleset, entry.position) == (cid, "Tuesday group", "dice", 2)
    assert entry.hash == stored[-1]["hash"] and entry.last_played == stored[-1]["recorded_at"]
    assert entry.started_at == stored[0]["recorded_at"]


def test_a_fork_and_an_import_get_their_own_rows_named_as_they_are_now(journal, tmp_path):
    cid = journal.create_campaign("dice", "Original")
    journal.execute(cid, physical(5))
    branch = journal.fork(cid, 2, "What if")
    with open(tmp_path / "x.jsonl", "w") as handle:
        journal.export(cid, handle)
    with open(tmp_path / "x.jsonl") as handle:
        copy = journal.import_(handle, new_id=True)
    names = {c.id: (c.name, c.position) for c in journal.campaigns()}
    assert names == {cid: ("Original", 2), branch: ("What if", 3), copy: ("Original", 2)}


def test_an_append_that_loses_the_race_leaves_the_index_as_it_was(journal):
    cid = journal.create_campaign("dice", "Race")
    before = journal.store.campaign(UUID(cid))
    with pytest.raises(ConflictError):
        journal.execute(cid, physical(2), expected_position=0)
    from journal.store.application import Row
    with pytest.raises(ConflictError):  # position 1 is taken: the whole insert, index row too, rolls back
        journal.store.append(UUID(cid), [Row(1, "journal/noted", b'{"ruleset": "dice", "hash": "x"}')])
    assert journal.store.campaign(UUID(cid)) == before


def test_the_index_row_is_written_in_the_events_transaction(journal, monkeypatch):
    """If the index cannot be written, the events are not stored either."""
    cid = journal.create_campaign("dice", "Atomic")
    events = journal.events(cid)
    monkeypatch.setattr(index, "upsert", lambda mark: "INSERT INTO no_such_table VALUES (1)")
    with pytest.raises(Exception):
        journal.execute(cid, physical(6), retries=0)
    monkeypatch.undo()
    assert journal.events(cid) == events and journal.store.campaign(UUID(cid)).position == 1


def test_a_store_made_before_the_index_is_backfilled_when_opened(store_url, tmp_path):
    old = Journal(url=store_url, instance_path=tmp_path)
    first = old.create_campaign("dice", "Old table")
    old.execute(first, physical(1, 2))
    branch = old.fork(first, 1, "Old branch")
    expected = sorted((c.id, c.name, c.ruleset, c.position) for c in old.campaigns())
    old.close()
    drop_index(store_url)
    reopened = Journal(url=store_url, instance_path=tmp_path)
    try:
        assert sorted((c.id, c.name, c.ruleset, c.position) for c in reopened.campaigns()) == expected
        assert reopened.campaign("Old branch").id == branch
        reopened.execute(first, physical(6))
        assert reopened.campaign(first).position == 3
    finally:
        reopened.close()


def test_two_journals_on_one_store_see_each_others_campaigns_and_heads_at_once(store_url, tmp_path):
    site, shell = (Journal(url=store_url, instance_path=tmp_path) for _ in range(2))
    try:
        assert site.campaigns() == []
        cid = shell.create_campaign("dice", "Made at the shell")
        assert [c.name for c in site.campaigns()] == ["Made at the shell"]
        site.execute(cid, physical(4))  # the site's head cache now holds position 2
        shell.execute(cid, physical(5))
        assert site.campaign(cid).position == 3 and site.state(cid).position == 3
        assert site.events(cid)[-1]["position"] == 3
        site.execute(cid, physical(6))  # decided on the fresh state, not the cached one
        assert shell.campaign(cid).position == 4
    finally:
        site.close()
        shell.close()


def test_the_head_cache_never_raises_when_another_thread_evicts_an_entry(sqlite_journal, monkeypatch):
    """The check-then-move race: an entry forgotten between the lookup and the refresh."""
    cid = sqlite_journal.create_campaign("dice", "Evicted")
    real_head = sqlite_journal.store.head

    def head_while_another_thread_forgets(stream):
        sqlite_journal.forget(stream)
        return real_head(stream)
    monkeypatch.setattr(sqlite_journal.store, "head", head_while_another_thread_forgets)
    assert sqlite_journal.state(cid).position == 1  # a KeyError (answered 500) before


def test_many_threads_on_a_tiny_cache_never_fail_but_with_a_conflict(journal):
    small = journal
    small.heads.kept.limit = 1   # bytes: only the newest head is kept
    campaigns = [small.create_campaign("dice", f"Table {n}") for n in range(3)]
    errors: list[BaseException] = []

    def work(offset: int) -> None:
        for step in range(12):
            cid = campaigns[(offset + step) % len(campaigns)]
            try:
                if step % 3:
                    small.state(cid)
                    small.campaign(cid)
                else:
                    small.execute(cid, physical(1 + step % 6))
            except ConflictError:
                pass
            except BaseException as error:  # noqa: BLE001 - any other error is the failure we look for
                errors.append(error)
    threads = [threading.Thread(target=work, args=(n,)) for n in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    for cid in campaigns:
        assert small.campaign(cid).position == small.head(cid) == len(small.events(cid))
