"""Listing campaigns is one query, a page at a time, whatever the number of campaigns: the
memberships joined with the campaigns index, the kept standings, the first events and the
seats, on SQLite and PostgreSQL; the campaigns page, the API and `serve --demo` read it so."""
from __future__ import annotations

from contextlib import contextmanager

import pytest
from sqlalchemy import event

from web import campaigns as web_campaigns
from web.accounts import own_every_campaign, store_of
from web.campaign_list import campaign_page
from web.journal_access import journal_of

from .conftest import close_app, make_app


@pytest.fixture
def site(tmp_path, store_url):
    app = make_app(tmp_path, JOURNAL_DATABASE_URL=store_url)
    yield app
    close_app(app)


@contextmanager
def counted(app):
    """The SQL statements the site sends through SQLAlchemy, and the journal's own reads of
    campaign streams, while the block runs."""
    statements, reads = [], []
    engine, store = store_of(app).engine, journal_of(app).store

    def listen(conn, cursor, statement, parameters, context, executemany):
        statements.append(statement)
    real = {name: getattr(store, name) for name in ("read", "head", "standing_latest", "campaign")}

    def counting(name):
        return lambda *args, **kwargs: reads.append(name) or real[name](*args, **kwargs)
    event.listen(engine, "before_cursor_execute", listen)
    for name in real:
        setattr(store, name, counting(name))
    try:
        yield statements, reads
    finally:
        event.remove(engine, "before_cursor_execute", listen)
        for name in real:
            delattr(store, name)


def campaigns(app, owner: str, count: int, start: int = 0) -> list[str]:
    user = store_of(app).user_named(owner) or store_of(app).add_user(owner, "password1")
    made = []
    for number in range(start, start + count):
        cid = journal_of(app).create_campaign("d6d", f"Game {number:03d}", {"players": ["Ann", "Ben"]}, actor=owner)
        store_of(app).set_role(user.id, cid, "owner")
        store_of(app).bind(cid, "Ann", user.id)
        made.append(cid)
    journal_of(app).settled()   # the projector's thread done with the appends: its reads are not a page's
    return made


def logged_in(app, name: str):
    client = app.test_client()
    user = store_of(app).user_named(name) or store_of(app).add_user(name, "password1")
    token = store_of(app).logins.start(user.id, device="test client")
    with client.session_transaction() as session:
        session["_user_id"], session["_fresh"] = token, True
    return client


def listed(app, user: str, **page):
    ids = app.extensions.setdefault("test_user_ids", {})
    if user not in ids:
        ids[user] = store_of(app).user_named(user).id
    with app.test_request_context():
        return campaign_page(user_id=ids[user], **page)


def test_the_list_is_one_statement_whatever_the_number_of_campaigns(site):
    campaigns(site, "ada", 3)
    listed(site, "ada")                               # works out and keeps each standing once
    for more in (0, 9):
        campaigns(site, "ada", more, start=100)
        listed(site, "ada")
        with counted(site) as (statements, reads):
            found, further = listed(site, "ada")
        assert len(statements) == 1 and reads == [], (statements, reads)
        assert len(found) == 3 + more and not further
        assert all(item.standing.waiting == ["Ann", "Ben"] and item.bindings == {"Ann": "ada"} for item in found)


def test_a_page_of_the_list_is_one_statement_and_pages_follow_by_name(site):
    made = campaigns(site, "ada", 7)
    listed(site, "ada")
    with counted(site) as (statements, reads):
        first, more = listed(site, "ada", offset=0, limit=3)
    assert len(statements) == 1 and reads == [] and more
    pages = [first, listed(site, "ada", offset=3, limit=3)[0], listed(site, "ada", offset=6, limit=3)[0]]
    assert [item.info.id for page in pages for item in page] == made
    assert listed(site, "ada", offset=6, limit=3)[1] is False


def test_only_a_campaign_that_moved_is_folded_again(site):
    made = campaigns(site, "ada", 4)
    listed(site, "ada")
    journal_of(site).execute(made[2], {"type": "roll-armies", "player": "Ann", "roll": "app"}, actor="ada")
    with counted(site) as (statements, reads):
        found, _ = listed(site, "ada")
    assert len(statements) == 1 and "standing_latest" in reads and reads.count("standing_latest") == 1
    assert [item.standing.waiting for item in found if item.info.id == made[2]] == [["Ben"]]


def page_statements(app, client, path: str) -> int:
    client.get(path)                                   # warm: standings kept, rulesets loaded
    journal_of(app).settled()   # the projector's thread done with the campaigns' appends: its reads are not the page's
    with counted(app) as (statements, reads):
        answer = client.get(path)
    assert answer.status_code == 200 and reads == [], reads
    return len(statements)


def test_the_campaigns_page_and_the_api_cost_the_same_statements_for_3_and_30_campaigns(site, monkeypatch):
    client = logged_in(site, "ada")
    campaigns(site, "ada", 3)
    few = page_statements(site, client, "/campaigns"), page_statements(site, client, "/api/v1/campaigns")
    campaigns(site, "ada", 27, start=3)
    many = page_statements(site, client, "/campaigns"), page_statements(site, client, "/api/v1/campaigns")
    assert many == few
    body = client.get("/api/v1/campaigns?limit=20").get_json()
    assert len(body["campaigns"]) == 20 and body["next"] == 20
    rest = client.get("/api/v1/campaigns?offset=20&limit=20").get_json()
    assert len(rest["campaigns"]) == 10 and rest["next"] is None
    assert client.get("/api/v1/campaigns?offset=-1").status_code == 400
    monkeypatch.setattr(web_campaigns, "PAGE", 20)
    page = client.get("/campaigns?page=2").get_data(as_text=True)
    assert "Game 029" in page and "Game 000" not in page and "Previous page" in page


def test_serve_demo_makes_the_demo_account_owner_of_every_campaign_in_constant_statements(site):
    store_of(site).add_user("demo", "demo-table")
    made = campaigns(site, "ada", 5)
    store_of(site).set_role(store_of(site).user_named("demo").id, made[0], "viewer")
    with counted(site) as (statements, _):
        own_every_campaign(site, "demo")
    few = len(statements)
    made += campaigns(site, "ada", 20, start=5)
    with counted(site) as (statements, _):
        own_every_campaign(site, "demo")
    assert len(statements) == few
    roles = store_of(site).roles(store_of(site).user_named("demo").id)
    assert roles == {cid: "owner" for cid in made}
