"""The site shows the group a receipt at each session end, and a damaged campaign is
explained (and still listed) instead of crashing a page."""
from __future__ import annotations

from pathlib import Path
from uuid import UUID

import pytest

import domain.rulesets as registry
from tests.journal import tampering as t
from web.journal_access import journal_of

MARK = {"type": "mark", "colour": "red", "count": 2, "dice": [{"sides": 6, "value": 5, "kind": "ink"}]}


@pytest.fixture
def sessions(monkeypatch):
    monkeypatch.setitem(registry.PACKAGES, "sessions", "tests.journal.session_ruleset")


def command(client, cid, body):
    response = client.post(f"/api/v1/campaigns/{cid}/commands", json={"command": body})
    assert response.status_code == 201, response.get_json()
    return response


def test_the_table_shows_the_group_a_receipt_when_the_session_ends(app, client, auth, sessions):
    cid = auth.campaign("olga", ruleset="sessions", name="Two evenings", viewer="vera")
    auth.login("olga")
    command(client, cid, {"type": "start"})
    command(client, cid, {"type": "attack", "roll": "app"})
    assert "Session receipt" not in client.get(f"/campaigns/{cid}/table/fragment").get_json()["log_html"]
    command(client, cid, {"type": "end"})
    anchor = journal_of(app).latest_anchor(cid)
    assert anchor.reason == "session end" and anchor.position == journal_of(app).head(cid)
    fragment = client.get(f"/campaigns/{cid}/table/fragment").get_json()["log_html"]
    assert "Session receipt" in fragment and anchor.receipt.code in fragment and 'class="receipt current"' in fragment
    assert anchor.receipt.code in client.get(f"/campaigns/{cid}").get_data(as_text=True)
    auth.login("vera")
    assert anchor.receipt.code in client.get(f"/campaigns/{cid}/table").get_data(as_text=True)


def damage(app, cid: str, position: int, delete: bool = False) -> None:
    path = Path(journal_of(app).settings.env["SQLITE_DBNAME"])
    stream = UUID(cid)
    if delete:
        t.delete(path, t.EVENTS, stream.hex, position)
    else:
        (row,) = [r for r in t.rows(path, t.EVENTS, stream) if r[1] == position]
        t.put(path, t.EVENTS, stream.hex, position, t.flip(row[3], 0))
    journal_of(app).forget(stream)  # as a freshly started site process would see it


def test_a_damaged_event_gives_pages_and_the_api_a_clear_answer_naming_the_position(app, client, auth):
    cid = auth.campaign("olga", name="Cracked", viewer="vera")
    for _ in range(3):
        auth.execute(cid, MARK)
    damage(app, cid, 3)
    auth.login("olga")
    assert "Cracked" in client.get("/campaigns").get_data(as_text=True)
    page = client.get(f"/campaigns/{cid}")
    assert page.status_code == 500 and "damaged at position 3" in page.get_data(as_text=True)
    assert "Traceback" not in page.get_data(as_text=True)
    api = client.get(f"/api/v1/campaigns/{cid}/views")
    assert api.status_code == 500 and api.get_json()["error"] == "damaged" and api.get_json()["position"] == 3
    auth.login("zed")
    assert client.get(f"/campaigns/{cid}").status_code == 404  # strangers learn nothing


def test_a_campaign_whose_first_event_is_gone_stays_listed_as_damaged(app, client, auth):
    cid = auth.campaign("olga", name="Headless")
    auth.execute(cid, MARK)
    damage(app, cid, 1, delete=True)
    auth.login("olga")
    index = client.get("/campaigns").get_data(as_text=True)
    assert "Headless" in index and "damaged" in index and "first event is missing" in index
    page = client.get(f"/campaigns/{cid}")
    assert page.status_code == 500 and "damaged at position 1" in page.get_data(as_text=True)
