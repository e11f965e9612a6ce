"""The JSON API: commands through the journal, errors as JSON with a message, paging,
positions, optimistic concurrency, bearer tokens and the OpenAPI document."""
from __future__ import annotations

import pytest

from domain import rulesets
from web.accounts import issue_token
from web.openapi import schema_name
from web.schema_forms import command_schemas

MARK = {"type": "mark", "colour": "red", "count": 2, "dice": [{"sides": 6, "value": 5, "kind": "ink"}]}


@pytest.fixture
def cid(auth):
    auth.login("olga")
    return auth.campaign("olga", viewer="vera")


def post(client, cid, command, expected=None):
    return client.post(f"/api/v1/campaigns/{cid}/commands", json={"command": command, "expected_position": expected})


def test_a_command_is_decided_by_the_ruleset_and_changes_its_views(client, cid):
    response = post(client, cid, MARK, expected=1)
    assert response.status_code == 201
    assert response.get_json()["position"] == 2
    assert [e["type"] for e in response.get_json()["events"]] == ["sketch/marked"]
    view = client.get(f"/api/v1/campaigns/{cid}/views/table").get_json()
    assert view["view"]["marks"] == 1 and view["view"]["last"]["colour"] == "red"


def test_views_at_an_earlier_position_show_the_campaign_as_it_was(client, cid):
    post(client, cid, MARK)
    post(client, cid, {**MARK, "colour": "blue"})
    then = client.get(f"/api/v1/campaigns/{cid}/views?at=2").get_json()
    now = client.get(f"/api/v1/campaigns/{cid}/views").get_json()
    assert (then["position"], len(then["views"]["tally"]["marks"])) == (2, 1)
    assert (now["position"], len(now["views"]["tally"]["marks"])) == (3, 2)
    picture = client.get(f"/api/v1/campaigns/{cid}/pictures/map?at=2")
    assert picture.mimetype == "image/svg+xml" and picture.get_data(as_text=True).count("<circle") == 1


def test_events_come_in_pages_with_a_link_to_the_next(client, cid):
    for _ in range(4):
        post(client, cid, {"type": "note", "text": "n"})
    first = client.get(f"/api/v1/campaigns/{cid}/events?start=1&limit=2").get_json()
    last = client.get(f"/api/v1/campaigns/{cid}/events?start={first['next']}&limit=10").get_json()
    assert [e["position"] for e in first["events"]] == [1, 2] and first["next"] == 3
    assert [e["position"] for e in last["events"]] == [3, 4, 5] and last["next"] is None


def test_the_later_of_two_writers_at_the_same_position_gets_409_with_the_new_position(client, cid):
    assert post(client, cid, MARK, expected=1).status_code == 201
    late = post(client, cid, {**MARK, "colour": "blue"}, expected=1)
    assert late.status_code == 409
    assert late.get_json()["position"] == 2 and late.get_json()["message"]


def test_a_retract_undoes_the_last_command(client, cid):
    post(client, cid, MARK)
    assert post(client, cid, {"type": "retract"}).status_code == 201
    assert client.get(f"/api/v1/campaigns/{cid}/views/table").get_json()["view"]["marks"] == 0


@pytest.mark.parametrize("send,status", [
    (lambda c, cid: c.post(f"/api/v1/campaigns/{cid}/commands", data="not json"), 400),
    (lambda c, cid: post(c, cid, "mark"), 400),
    (lambda c, cid: post(c, cid, MARK, expected="one"), 400),
    (lambda c, cid: c.get(f"/api/v1/campaigns/{cid}/views?at=x"), 400),
    (lambda c, cid: c.get(f"/api/v1/campaigns/{cid}/views?at=99"), 404),
    (lambda c, cid: c.get(f"/api/v1/campaigns/{cid}/events?start=0"), 400),
    (lambda c, cid: c.get("/api/v1/campaigns/not-a-campaign"), 404),
    (lambda c, cid: c.get(f"/api/v1/campaigns/{cid}/views/nope"), 404),
    (lambda c, cid: c.get(f"/api/v1/campaigns/{cid}/commands"), 405),
    (lambda c, cid: post(c, cid, {**MARK, "count": 5}), 422),
    (lambda c, cid: post(c, cid, {**MARK, "colour": "green"}), 422),
    (lambda c, cid: post(c, cid, {"type": "fly"}), 422),
    (lambda c, cid: post(c, cid, MARK, expected=7), 409),
], ids=["body", "command", "expected", "at", "at-past-head", "start", "campaign", "view", "method", "rule", "schema", "type", "conflict"])
def test_every_api_error_is_json_with_a_message(client, cid, send, status):
    response = send(client, cid)
    assert response.status_code == status
    assert response.is_json and response.get_json()["message"].strip()


def test_unauthenticated_and_forbidden_api_errors_are_json_with_a_message(app, auth, cid):
    anonymous = app.test_client().get("/api/v1/campaigns")
    viewer = app.test_client()
    auth.login("vera", viewer)
    forbidden = post(viewer, cid, MARK)
    assert (anonymous.status_code, forbidden.status_code) == (401, 403)
    assert anonymous.get_json()["message"] and "player" in forbidden.get_json()["message"]


def test_a_rule_violation_names_the_rule_and_a_malformed_field_is_listed(client, cid):
    rule = post(client, cid, {**MARK, "count": 3, "dice": [{"sides": 6, "value": 1}]}).get_json()
    field = post(client, cid, {**MARK, "dice": [{"sides": 6, "value": 9}]}).get_json()
    assert rule["rule"] == "sketch.mark.dice" and "pay" in rule["message"]
    assert field["rule"] == "command.schema" and "value" in str(field["fields"]["dice"])


def test_a_bearer_token_works_without_a_session_or_csrf_token(csrf_app, tmp_path):
    from web.accounts import add_user, add_member
    from web.journal_access import journal_of

    url = csrf_app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "tom", "password1")
    token = issue_token(url, "tom")
    cid = journal_of(csrf_app).create_campaign(ruleset="sketch", name="Tokens", setup={}, actor="tom")
    add_member(url, cid, "tom", "player")
    headers = {"Authorization": f"Bearer {token}"}
    client = csrf_app.test_client()
    assert client.post(f"/api/v1/campaigns/{cid}/commands", json={"command": MARK}, headers=headers).status_code == 201
    assert client.get("/api/v1/campaigns", headers={"Authorization": "Bearer cj_wrong"}).status_code == 401


def test_creating_a_campaign_makes_the_creator_its_owner(client, auth):
    auth.login("olga")
    response = client.post("/api/v1/campaigns", json={"name": "Fresh", "ruleset": "sketch", "setup": {"paper": "grid"}})
    assert response.status_code == 201
    body = response.get_json()
    assert body["role"] == "owner" and "mark" in body["commands"] and body["pictures"] == ["map"]
    assert client.get(f"/api/v1/campaigns/{body['id']}/views/tally").get_json()["view"]["paper"] == "grid"


def test_the_openapi_document_describes_every_command_of_every_ruleset(client):
    document = client.get("/api/v1/openapi.json").get_json()
    refs = document["paths"]["/campaigns/{cid}/commands"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    one_of = {ref["$ref"].rsplit("/", 1)[1] for ref in refs["properties"]["command"]["oneOf"]}
    schemas = document["components"]["schemas"]
    assert document["openapi"].startswith("3.")
    for ruleset in rulesets.all_rulesets():
        for schema in command_schemas(ruleset).values():
            name = schema_name(schema)
            assert name in one_of and name in schemas
    assert schemas["tests.web.sketch_ruleset.MarkSchema"]["properties"]["colour"]["enum"] == ["red", "blue"]
    assert len(one_of) == len({s for r in rulesets.all_rulesets() for s in command_schemas(r).values()})


def test_every_api_route_is_in_the_openapi_document_and_in_docs_api_md(app, client):
    import re
    from pathlib import Path

    document = client.get("/api/v1/openapi.json").get_json()
    docs = (Path(__file__).resolve().parents[2] / "docs" / "api.md").read_text()
    for rule in app.url_map.iter_rules():
        if not rule.rule.startswith("/api/v1/") or rule.endpoint == "api.openapi":
            continue
        path = re.sub(r"<(?:\w+:)?(\w+)>", r"{\1}", rule.rule.removeprefix("/api/v1"))
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            assert method.lower() in document["paths"][path], f"{method} {path} missing from openapi.json"
            assert f"`{method} {path}" in docs, f"{method} {path} missing from docs/api.md"
