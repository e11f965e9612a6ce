"""Every route, for every kind of visitor, answers exactly the expected status.

Roles: anonymous (not logged in), stranger (logged in, not a member), viewer,
player, owner. A stranger must get the same 404 as for a campaign that does not
exist, so nobody learns which campaigns exist.
"""
from __future__ import annotations

import time

import pytest

from web.accounts import store_of

ROLES = ("anonymous", "stranger", "viewer", "player", "owner")
NOTE = {"command": {"type": "note", "text": "hello"}}

# (method, url template, body, form?) -> statuses for anonymous, stranger, viewer, player, owner
ROUTES = [
    ("GET", "/", None, {"*": 302}),
    ("GET", "/login", None, {"*": 200}),
    ("POST", "/login", {}, {"*": 400}),
    ("GET", "/register", None, {"*": 200}),
    ("POST", "/register", {}, {"*": 400}),
    ("POST", "/logout", {}, {"*": 302}),
    ("GET", "/account/tokens", None, {"anonymous": 302, "*": 200}),
    ("POST", "/account/tokens", {"label": "x"}, {"anonymous": 302, "*": 200}),
    ("POST", "/account/tokens/{token}/revoke", {}, {"anonymous": 302, "owner": 302, "*": 404}),
    ("GET", "/account/sessions", None, {"anonymous": 302, "*": 200}),
    ("POST", "/account/sessions/{login}/end", {}, {"anonymous": 302, "owner": 302, "*": 404}),
    ("POST", "/account/sessions/end-others", {}, {"anonymous": 302, "*": 302}),
    ("GET", "/campaigns", None, {"anonymous": 302, "*": 200}),
    ("GET", "/campaigns/new", None, {"anonymous": 302, "*": 200}),
    ("POST", "/campaigns/new", {"name": "", "ruleset": "sketch"}, {"anonymous": 302, "*": 400}),
    ("GET", "/campaigns/{cid}", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("GET", "/campaigns/{cid}/pictures/map.svg", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("GET", "/campaigns/{cid}/history", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("GET", "/campaigns/{cid}/members", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("POST", "/campaigns/{cid}/members", {"name": "nobody", "role": "player"},
     {"anonymous": 302, "stranger": 404, "viewer": 403, "player": 403, "owner": 400}),
    ("POST", "/campaigns/{cid}/members/{vera}", {"role": "player"},
     {"anonymous": 302, "stranger": 404, "viewer": 403, "player": 403, "owner": 302}),
    ("POST", "/invitations/{iid}", {"answer": "decline"}, {"anonymous": 302, "stranger": 302, "*": 404}),
    ("GET", "/campaigns/{cid}/table", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("GET", "/campaigns/{cid}/table/fragment", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("GET", "/campaigns/{cid}/replay", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("GET", "/campaigns/{cid}/dice", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("POST", "/campaigns/{cid}/chronicle", {"page_size": "A4"}, {"anonymous": 302, "stranger": 404, "*": 303}),
    ("POST", "/campaigns/{cid}/chronicle", {"page_size": "B5"}, {"anonymous": 302, "stranger": 404, "*": 400}),
    ("GET", "/campaigns/{cid}/chronicle/{job}", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("GET", "/campaigns/{cid}/chronicle/{job}/status", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("GET", "/campaigns/{cid}/chronicle/{job}/pdf", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("GET", "/catalogs/import", None, {"anonymous": 302, "*": 200}),
    ("POST", "/catalogs/import", {"ruleset": "sixwinters", "name": "x"}, {"anonymous": 302, "*": 400}),
    ("GET", "/api/v1/openapi.json", None, {"*": 200}),
    ("GET", "/api/v1/campaigns", None, {"anonymous": 401, "*": 200}),
    ("POST", "/api/v1/campaigns", {}, {"anonymous": 401, "*": 400}),
    ("GET", "/api/v1/campaigns/{cid}", None, {"anonymous": 401, "stranger": 404, "*": 200}),
    ("POST", "/api/v1/campaigns/{cid}/commands", NOTE,
     {"anonymous": 401, "stranger": 404, "viewer": 403, "*": 201}),
    ("GET", "/api/v1/campaigns/{cid}/events", None, {"anonymous": 401, "stranger": 404, "*": 200}),
    ("GET", "/api/v1/campaigns/{cid}/views", None, {"anonymous": 401, "stranger": 404, "*": 200}),
    ("GET", "/api/v1/campaigns/{cid}/views/tally", None, {"anonymous": 401, "stranger": 404, "*": 200}),
    ("GET", "/api/v1/campaigns/{cid}/pictures/map", None, {"anonymous": 401, "stranger": 404, "*": 200}),
]


def expected(statuses: dict, role: str) -> int:
    return statuses.get(role, statuses.get("*"))


@pytest.fixture
def world(app, auth):
    """A sketch campaign with a viewer and a player, an invitation for the stranger (whose id
    only the stranger may answer), and a token and a login on another device of the owner's
    (only the owner may revoke or end them)."""
    cid = auth.campaign("olga", viewer="vera", player="pete")
    auth.user("sam")
    store_of(app).invite(cid, "sam", "viewer", "olga")
    iid = store_of(app).invitations(auth.user("sam").id)[0]["id"]
    store_of(app).issue_token("olga", "laptop")
    token = store_of(app).tokens(auth.user("olga").id)[0]["id"]
    store_of(app).logins.start(auth.user("olga").id, device="the club's tablet")
    login = store_of(app).logins.of(auth.user("olga").id)[0]["id"]
    return {"cid": cid, "iid": iid, "vera": auth.user("vera").id, "token": token, "login": login,
            "users": {"stranger": "sam", "viewer": "vera", "player": "pete", "owner": "olga"}}


def chronicle_job(app, cid: str, finished: bool) -> str:
    """A chronicle render of the campaign (started as its owner would), finished if asked."""
    from web.chronicle import jobs_of

    jobs = jobs_of(app)
    job = jobs.start(cid, None, "A4")
    deadline = time.monotonic() + 120
    while finished and jobs.job(cid, job)["state"] not in ("done", "failed") and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not finished or jobs.job(cid, job)["state"] == "done", jobs.job(cid, job)["error"]
    return job


def request(client, method, url, body):
    if url.startswith("/api/"):
        return client.open(url, method=method, json=body)
    return client.open(url, method=method, data=body)


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("method,template,body,statuses", ROUTES, ids=[f"{r[0]} {r[1]}" for r in ROUTES])
def test_each_route_answers_each_role_with_the_expected_status(app, auth, world, role, method, template, body, statuses):
    client = app.test_client()
    if role != "anonymous":
        auth.login(world["users"][role], client)
    job = chronicle_job(app, world["cid"], finished=template.endswith("/pdf")) if "{job}" in template else None
    url = template.format(cid=world["cid"], iid=world["iid"], vera=world["vera"], job=job, token=world["token"],
                          login=world["login"])
    response = request(client, method, url, body)
    assert response.status_code == expected(statuses, role), response.get_data(as_text=True)[:300]


def test_every_route_of_the_site_is_in_the_authorization_table(app):
    listed = {(method, template.split("{")[0].rstrip("/")) for method, template, _, _ in ROUTES}
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        prefix = rule.rule.split("<")[0].rstrip("/") or "/"
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            assert any(m == method and (p or "/").startswith(prefix) for m, p in listed), f"{method} {rule.rule} is untested"


def test_a_stranger_gets_the_same_answer_for_a_campaign_that_exists_and_one_that_does_not(app, auth, world):
    client = app.test_client()
    auth.login("sam", client)
    real = client.get(f"/api/v1/campaigns/{world['cid']}")
    assert world["cid"] not in client.get("/campaigns").get_data(as_text=True)
    made_up = client.get("/api/v1/campaigns/00000000-0000-4000-8000-000000000000")
    assert real.status_code == made_up.status_code == 404
    assert real.get_json() == made_up.get_json()


def test_a_stranger_does_not_see_the_campaign_in_the_list(app, auth, world):
    client = app.test_client()
    auth.login("zed", client)
    assert client.get("/api/v1/campaigns").get_json()["campaigns"] == []
    assert "Test campaign" not in client.get("/campaigns").get_data(as_text=True)
