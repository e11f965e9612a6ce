"""The store's SQLite connections keep the statements they prepared (journal/store/sqlite_connect.py):
an append runs the same handful of statements every time, one after the other, and preparing
each again every time was a large part of what a dice roll cost."""
from __future__ import annotations

import sqlite3

ROLL = {"type": "roll", "dice": [{"sides": 6, "value": 4, "kind": "action"}], "purpose": "overcome"}
# statements of the kind an append runs, taking turns as an append's do
STATEMENTS = ("SELECT count(*) FROM campaign_index WHERE id = ?", "SELECT count(*) FROM dice_tally WHERE campaign_id = ?",
              "SELECT count(*) FROM dice_records WHERE campaign_id = ?")


def test_the_stores_connections_prepare_a_statement_once_and_run_it_again_as_kept(sqlite_journal):
    campaign = sqlite_journal.create_campaign("dice", "Kept statements")
    sqlite_journal.execute(campaign, ROLL)
    pool = sqlite_journal.store.recorder.datastore.pool
    lent = pool.get_connection(is_writer=True)
    try:
        connection = lent._sqlite_conn

        def run_each():
            for statement in STATEMENTS:
                assert connection.execute(statement, (campaign,)).fetchone()[0] >= 0

        asked = []   # SQLite asks the authorizer while it prepares a statement, never when a kept one runs
        connection.set_authorizer(lambda *_: asked.append(1) or sqlite3.SQLITE_OK)
        run_each()
        first = len(asked)
        for _ in range(3):
            run_each()
        again = len(asked) - first
    finally:
        connection.set_authorizer(None)
        pool.put_connection(lent)
    assert first > 0, "the statements were not prepared on this connection"
    assert again == 0, f"statements run again were prepared again ({again} authorizer calls; {first} the first time)"
