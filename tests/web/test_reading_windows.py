"""A page reads only what it shows: the replay the events around its position (from the
nearest snapshot), the table the last entries of its log, a history page its own positions,
the dice audit none at all (its tally is kept with every append)."""
from __future__ import annotations

from contextlib import contextmanager

import pytest

import web.replay
from journal.history.replay import SNAPSHOT_EVERY
from web.journal_access import journal_of
from web.table import LOG_LENGTH

MARK = {"type": "mark", "colour": "red", "count": 1, "dice": [{"sides": 6, "value": 4, "kind": "ink"}]}
HISTORY_PAGE = 50


@contextmanager
def reads(app):
    """(after, upto) of every read of a campaign's events while the block runs."""
    store, found = journal_of(app).store, []
    real = store.read

    def read(stream, after=0, upto=None, limit=None):
        rows = real(stream, after=after, upto=upto, limit=limit)
        found.append((after, upto if upto is not None else (rows[-1].position if rows else after)))
        return rows
    store.read = read
    try:
        yield found
    finally:
        del store.read


@pytest.fixture
def long_campaign(app, auth):
    cid = auth.campaign("olga", name="Long")
    journal = journal_of(app)
    for _ in range(420):
        journal.execute(cid, MARK, actor="olga")
    auth.login("olga")
    return cid


def near_the_head(app, cid, after: int) -> bool:
    """A read for the latest state (what is retracted as of now), kept once a process has it."""
    return after >= journal_of(app).head(cid) - SNAPSHOT_EVERY


def test_the_replay_reads_the_events_around_its_position_only(app, client, long_campaign):
    cid, window = long_campaign, web.replay.WINDOW
    client.get(f"/campaigns/{cid}/replay?at=50")      # the jump marks are worked out once, and kept
    journal_of(app).forget(cid)
    for at in (210, 333):
        with reads(app) as found:
            assert client.get(f"/campaigns/{cid}/replay?at={at}").status_code == 200
            assert client.get(f"/campaigns/{cid}/replay/step?at={at + 1}").status_code == 200
        assert found and all(at - window - SNAPSHOT_EVERY <= after and upto <= at + window or near_the_head(app, cid, after)
                             for after, upto in found), found
        assert sum(upto - after for after, upto in found) < 3 * (window + SNAPSHOT_EVERY)


def test_the_table_reads_the_last_entries_of_its_log(app, client, long_campaign):
    head = journal_of(app).head(long_campaign)
    journal_of(app).forget(long_campaign)
    with reads(app) as found:
        assert client.get(f"/campaigns/{long_campaign}/table").status_code == 200
    assert found and all(after >= head - LOG_LENGTH - SNAPSHOT_EVERY for after, _ in found), [f for f in found if f[0] < head - LOG_LENGTH - SNAPSHOT_EVERY]


def test_a_history_page_reads_its_own_positions(app, client, long_campaign):
    head = journal_of(app).head(long_campaign)
    journal_of(app).forget(long_campaign)
    with reads(app) as found:
        page = client.get(f"/campaigns/{long_campaign}/history?page=4").get_data(as_text=True)
    last = head - 3 * HISTORY_PAGE
    assert f'data-position="{last}"' in page
    assert found and all(after >= last - HISTORY_PAGE - SNAPSHOT_EVERY or near_the_head(app, long_campaign, after)
                         for after, _ in found), found


def test_the_dice_audit_reads_no_event(app, client, long_campaign):
    with reads(app) as found:
        page = client.get(f"/campaigns/{long_campaign}/dice").get_data(as_text=True)
    assert found == [] and "ink d6" in page and "<td>420</td>" in page
