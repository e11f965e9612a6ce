"""One story over both stores: accounts live in the journal's own database, SQLite or PostgreSQL."""
from __future__ import annotations

import pytest

from web.accounts import store_of

from .conftest import close_app, make_app


@pytest.fixture
def site(tmp_path, store_url):
    app = make_app(tmp_path, JOURNAL_DATABASE_URL=store_url)
    yield app
    close_app(app)


def test_a_player_registers_starts_a_campaign_and_records_on_either_backend(site):
    client = site.test_client()
    # register through the form; the account is stored beside the events
    assert client.post("/register", data={"name": "ada", "password": "password1", "confirm": "password1"}).status_code == 302
    created = client.post("/api/v1/campaigns", json={"name": "Both", "ruleset": "sketch"}).get_json()
    cid = created["id"]
    # a command, then a stale one that must lose
    command = {"type": "mark", "colour": "red", "count": 1}
    assert client.post(f"/api/v1/campaigns/{cid}/commands", json={"command": command, "expected_position": 1}).status_code == 201
    assert client.post(f"/api/v1/campaigns/{cid}/commands", json={"command": command, "expected_position": 1}).status_code == 409
    # the views read back from the same store, and the membership is there
    assert client.get(f"/api/v1/campaigns/{cid}/views/table").get_json()["view"]["marks"] == 1
    assert store_of(site).role(store_of(site).user_named("ada").id, cid) == "owner"


def test_of_tablets_writing_at_the_same_moment_one_wins_and_the_others_get_409(site):
    from concurrent.futures import ThreadPoolExecutor

    from web.journal_access import journal_of

    store_of(site).add_user("ada", "password1")
    cid = journal_of(site).create_campaign(ruleset="sketch", name="Race", setup={}, actor="ada")
    store_of(site).set_role(store_of(site).user_named("ada").id, cid, "player")
    clients = [site.test_client() for _ in range(6)]
    for client in clients:
        token = store_of(site).logins.start(store_of(site).user_named("ada").id)
        with client.session_transaction() as session:
            session["_user_id"] = token
    body = {"command": {"type": "mark", "colour": "blue"}, "expected_position": 1}
    with ThreadPoolExecutor(max_workers=6) as pool:
        statuses = sorted(pool.map(lambda c: c.post(f"/api/v1/campaigns/{cid}/commands", json=body).status_code, clients))
    assert statuses == [201] + [409] * 5
    assert journal_of(site).head(cid) == 2
