"""A sentence changed in the database is never served: the API and the history page of a site
process that did not tell it themselves check each kept row against its event and tell it
again (journal/projections/told.py), and `journal verify` reports it."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from web.journal_access import journal_of

from .conftest import close_app, make_app

MARK = {"type": "mark", "colour": "red", "count": 2, "dice": [{"sides": 6, "value": 5, "kind": "ink"}]}


def _forge(app, cid: str, position: int, told: str) -> int:
    """Every kept sentence of the event at `position` says "Mallory the Cheat" instead of `told`."""
    path = Path(journal_of(app).settings.env["SQLITE_DBNAME"])
    with sqlite3.connect(path) as connection:
        changed = connection.execute("UPDATE told_sentences SET text = REPLACE(text, ?, 'Mallory the Cheat') "
                                     "WHERE campaign_id = ? AND position = ?", (told, cid, position)).rowcount
    connection.close()
    return changed


def test_a_changed_sentence_is_told_again_by_the_api_and_the_history_page(app, client, auth, tmp_path):
    cid = auth.campaign("olga", name="Crossing", viewer="vera")
    auth.execute(cid, MARK)
    auth.login("vera")
    [event] = client.get(f"/api/v1/campaigns/{cid}/events?start=2").get_json()["events"]
    told = event["text"]
    assert told and "Mallory" not in told
    assert _forge(app, cid, 2, told) >= 2, "the sentences kept on append for the usual readers"
    restarted = make_app(tmp_path)   # a site process that never told it
    try:
        again = restarted.test_client()
        auth.login("vera", client=again)
        [served] = again.get(f"/api/v1/campaigns/{cid}/events?start=2").get_json()["events"]
        assert served["text"] == told
        auth.login("olga", client=again)
        page = again.get(f"/campaigns/{cid}/history").get_data(as_text=True)
        assert "Mallory" not in page
        assert journal_of(restarted).verify(cid, full=True).ok, "the rows were told again and replaced"
    finally:
        close_app(restarted)


def test_verify_reports_a_changed_sentence_naming_the_table_and_the_position(app, client, auth):
    cid = auth.campaign("olga", name="Crossing", viewer="vera")
    auth.execute(cid, MARK)
    auth.login("vera")
    [event] = client.get(f"/api/v1/campaigns/{cid}/events?start=2").get_json()["events"]
    _forge(app, cid, 2, event["text"])
    report = journal_of(app).verify(cid)
    assert any(problem.startswith("position 2: the told_sentences row for") for problem in report.problems)
    assert report.lines()[-1].startswith("result: FAILED at position 2: the told_sentences row")


def test_a_changed_index_row_is_not_served_on_the_list_of_campaigns(app, client, auth):
    cid = auth.campaign("olga", name="Crossing", viewer="vera")
    auth.execute(cid, MARK)
    path = Path(journal_of(app).settings.env["SQLITE_DBNAME"])
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE campaign_index SET name = 'Mallory the Cheat' WHERE id = ?", (cid,))
    connection.close()
    auth.login("vera")
    page = client.get("/campaigns").get_data(as_text=True)
    assert "Crossing" in page and "Mallory" not in page
    report = journal_of(app).verify(cid)
    assert any(problem.startswith("position 2: the campaign_index row says the campaign's name is \"Mallory")
               for problem in report.problems), report.problems
