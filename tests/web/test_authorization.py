"""Every route and every command kind, for every kind of visitor, answers exactly the
expected status, and a refusal changes nothing.

Visitors: anonymous (not logged in), stranger (logged in, not a member), viewer, a player
whose seat is another one (Ben), the player of the seat a move acts for (Ann), the game
master and the owner. A stranger must get the same 404 as for a campaign that does not
exist, so nobody learns which campaigns exist; a move for a seat bound to someone else is
403 naming the seat.
"""
from __future__ import annotations

import time

import pytest

from domain.kernel import Viewer
from web.accounts import store_of
from web.journal_access import journal_of

ROLES = ("anonymous", "stranger", "viewer", "other-player", "seated-player", "gm", "owner")
PLAYERS = ("other-player", "seated-player")
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
     {"anonymous": 302, "stranger": 404, "owner": 400, "*": 403}),
    ("POST", "/campaigns/{cid}/members/{vera}", {"role": "player"},
     {"anonymous": 302, "stranger": 404, "owner": 302, "*": 403}),
    ("POST", "/campaigns/{cid}/seats/Ann", {"user": "paula"}, {"anonymous": 302, "stranger": 404, "owner": 302, "*": 403}),
    ("POST", "/campaigns/{cid}/seats/Nobody", {"user": "paula"},
     {"anonymous": 302, "stranger": 404, "owner": 404, "*": 403}),
    ("POST", "/invitations/{iid}", {"answer": "decline"}, {"anonymous": 302, "stranger": 302, "*": 404}),
    ("GET", "/campaigns/{cid}/table", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("GET", "/campaigns/{cid}/table/seats", None, {"anonymous": 302, "stranger": 404, "gm": 200, "owner": 200, "*": 403}),
    ("POST", "/campaigns/{cid}/table/seats/Ann/join", {},
     {"anonymous": 302, "stranger": 404, "gm": 200, "owner": 200, "*": 403}),
    ("POST", "/campaigns/{cid}/table/seats/Nobody/join", {},
     {"anonymous": 302, "stranger": 404, "gm": 404, "owner": 404, "*": 403}),
    ("POST", "/campaigns/{cid}/table/joins/9999/withdraw", {},
     {"anonymous": 302, "stranger": 404, "gm": 404, "owner": 404, "*": 403}),
    ("GET", "/join", None, {"*": 200}),
    ("POST", "/join", {"code": "XXXXXX"}, {"*": 400}),
    ("GET", "/join/j_no-such-link", None, {"*": 410}),
    ("POST", "/account/guests/9999/revoke", {}, {"anonymous": 302, "*": 404}),
    ("GET", "/campaigns/{cid}/table/fragment", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("GET", "/campaigns/{cid}/replay", None, {"anonymous": 302, "stranger": 404, "*": 200}),
    ("GET", "/campaigns/{cid}/replay/details", None, {"anonymous": 302, "stranger": 404, "*": 200}),
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
    ("GET", "/api/v1/campaigns/{cid}/seats", None, {"anonymous": 401, "stranger": 404, "*": 200}),
    ("GET", "/api/v1/campaigns/{cid}/moves", None, {"anonymous": 401, "stranger": 404, "*": 200}),
    ("GET", "/api/v1/rulesets/d6d/setup", None, {"anonymous": 401, "*": 200}),
    ("GET", "/api/v1/rulesets/chess/setup", None, {"anonymous": 401, "*": 404}),
    ("PUT", "/api/v1/campaigns/{cid}/seats/Ann", {"user": "paula"},
     {"anonymous": 401, "stranger": 404, "owner": 200, "*": 403}),
    ("PUT", "/api/v1/campaigns/{cid}/seats/Ann", {"user": None},
     {"anonymous": 401, "stranger": 404, "owner": 200, "*": 403}),
    ("PUT", "/api/v1/campaigns/{cid}/seats/Ann", {"user": "sam"},
     {"anonymous": 401, "stranger": 404, "owner": 400, "*": 403}),
    ("PUT", "/api/v1/campaigns/{cid}/seats/Nobody", {"user": "paula"},
     {"anonymous": 401, "stranger": 404, "owner": 404, "*": 403}),
    ("POST", "/api/v1/campaigns/{cid}/seats/Ann/join", None,
     {"anonymous": 401, "stranger": 404, "gm": 201, "owner": 201, "*": 403}),
    ("POST", "/api/v1/campaigns/{cid}/seats/Nobody/join", None,
     {"anonymous": 401, "stranger": 404, "gm": 404, "owner": 404, "*": 403}),
    ("GET", "/api/v1/campaigns/{cid}/export", None, {"anonymous": 401, "stranger": 404, "*": 200}),
    ("POST", "/campaigns/{cid}/sync", {"action": "push", "remote": "nowhere"},
     {"anonymous": 302, "stranger": 404, "owner": 302, "*": 403}),
    ("GET", "/campaigns/{cid}/sync/no-such-sync", None, {"anonymous": 302, "stranger": 404, "owner": 404, "*": 403}),
    ("GET", "/api/v1/campaigns/{cid}/sync", None, {"anonymous": 401, "stranger": 404, "owner": 200, "*": 403}),
    ("GET", "/api/v1/campaigns/{cid}/sync/events", None,
     {"anonymous": 401, "stranger": 404, "owner": 200, "*": 403}),
    ("POST", "/api/v1/campaigns/{cid}/sync/events", {"events": []},
     {"anonymous": 401, "stranger": 404, "owner": 400, "*": 403}),
]

# (what, command) -> statuses: every command kind of the test game and every generic one, with
# Ann's seat bound to the seated player and Ben's to the other player
COMMANDS = [
    ("a mark for Ann", {"type": "mark", "colour": "red", "player": "Ann"},
     {"viewer": 403, "other-player": 403, "*": 201}),
    ("a mark for nobody in particular", {"type": "mark", "colour": "blue"}, {"viewer": 403, "*": 201}),
    ("a note", {"type": "note", "text": "the rain stopped"}, {"viewer": 403, "*": 201}),
    ("a private note", {"type": "note", "text": "the heir is false", "audience": "gm"}, {"viewer": 403, "*": 201}),
    ("a note to Ann", {"type": "note", "text": "psst", "audience": ["Ann"]}, {"viewer": 403, "*": 201}),
    ("a roll", {"type": "roll", "spec": "2d6", "purpose": "weather"}, {"viewer": 403, "*": 201}),
    ("a private roll", {"type": "roll", "spec": "1d20", "purpose": "ambush", "audience": "gm"},
     {"viewer": 403, "*": 201}),
    ("an adjustment (the whole table)", {"type": "adjust", "reason": "the table agreed to it", "changes": []},
     {"viewer": 403, "other-player": 403, "seated-player": 403, "*": 201}),
    ("undoing Ann's mark", {"type": "retract"}, {"viewer": 403, "other-player": 403, "*": 201}),
    ("revealing the dice seed", {"type": "reveal"}, {"viewer": 403, "*": 201}),
]



def expected(statuses: dict, role: str) -> int:
    if role in statuses:
        return statuses[role]
    return statuses.get("player", statuses.get("*")) if role in PLAYERS else statuses.get("*")


USERS = {"stranger": "sam", "viewer": "vera", "other-player": "pete", "seated-player": "paula", "gm": "gina",
         "owner": "olga"}


@pytest.fixture
def world(app, auth):
    """A sketch campaign played by Ann and Ben, each seat bound to its player, with a viewer
    and a game master; a digital roll and a mark for Ann played (so a seed can be revealed
    and Ann's mark undone); an invitation for the stranger (whose id only the stranger may
    answer), and a token and a login on another device of the owner's (only the owner may
    revoke or end them)."""
    cid = journal_of(app).create_campaign("sketch", "Test campaign", {"players": ["Ann", "Ben"]}, actor="olga")
    store = store_of(app)
    for role, name in (("owner", "olga"), ("viewer", "vera"), ("player", "pete"), ("player", "paula"), ("gm", "gina")):
        store.set_role(auth.user(name).id, cid, role)
    store.bind(cid, "Ann", auth.user("paula").id)
    store.bind(cid, "Ben", auth.user("pete").id)
    auth.execute(cid, {"type": "roll", "spec": "1d6", "purpose": "who starts"})
    auth.execute(cid, {"type": "mark", "colour": "red", "player": "Ann"})
    auth.user("sam")
    store_of(app).invite(cid, "sam", "viewer", "olga")
    iid = store_of(app).invitations(auth.user("sam").id)[0]["id"]
    store_of(app).issue_token("olga", "laptop")
    token = store_of(app).tokens(auth.user("olga").id)[0]["id"]
    store_of(app).logins.start(auth.user("olga").id, device="the club's tablet")
    login = store_of(app).logins.of(auth.user("olga").id)[0]["id"]
    return {"cid": cid, "iid": iid, "vera": auth.user("vera").id, "token": token, "login": login, "users": USERS}


def stored(app, cid: str) -> tuple:
    """Everything a refused request must leave as it was: the events, members and seats."""
    store = store_of(app)
    return journal_of(app).events(cid), store.members(cid), store.bindings(cid)


def chronicle_job(app, cid: str, role: str, finished: bool) -> str:
    """A chronicle render of the campaign told for the visitor (as they would start it), finished if asked."""
    from web.chronicle import jobs_of

    seats = {"seated-player": ["Ann"], "other-player": ["Ben"]}.get(role, [])
    viewer = Viewer.of(USERS.get(role, ""), role if role in ("viewer", "gm", "owner") else "player", seats)
    jobs = jobs_of(app)
    job = jobs.start(cid, None, "A4", viewer=viewer)
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
    job = chronicle_job(app, world["cid"], role, finished=template.endswith("/pdf")) if "{job}" in template else None
    url = template.format(cid=world["cid"], iid=world["iid"], vera=world["vera"], job=job, token=world["token"],
                          login=world["login"])
    before = stored(app, world["cid"])
    response = request(client, method, url, body)
    assert response.status_code == expected(statuses, role), response.get_data(as_text=True)[:300]
    if response.status_code >= 400:
        assert stored(app, world["cid"]) == before


@pytest.mark.parametrize("role", ROLES)
@pytest.mark.parametrize("what,command,statuses", COMMANDS, ids=[c[0] for c in COMMANDS])
def test_each_command_kind_answers_each_role_with_the_expected_status(app, auth, world, role, what, command, statuses):
    """A move for a seat bound to someone else is 403 naming the seat, whatever the rules say;
    what is accepted records the seat it acted for."""
    client = app.test_client()
    if role != "anonymous":
        auth.login(world["users"][role], client)
    before = stored(app, world["cid"])
    response = client.post(f"/api/v1/campaigns/{world['cid']}/commands", json={"command": command})
    wanted = {"anonymous": 401, "stranger": 404}.get(role) or expected(statuses, role)
    assert response.status_code == wanted, response.get_data(as_text=True)[:300]
    if wanted >= 400:
        assert stored(app, world["cid"]) == before
    if wanted == 403 and role in PLAYERS:
        body = response.get_json()
        assert body["rule"] == "seat.bound" and body["seat"] in ("Ann", "Ben") and body["seat"] in body["message"]
    if wanted == 201 and command.get("player") == "Ann":
        assert {event["seat"] for event in response.get_json()["events"]} == {"Ann"}


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
