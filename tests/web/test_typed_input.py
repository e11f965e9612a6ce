"""The API takes what was sent or refuses it, naming the field; a refusal stores nothing."""
from __future__ import annotations

import pytest

MARK = {"type": "mark", "colour": "red", "count": 1}


@pytest.fixture
def cid(auth):
    cid = auth.campaign("olga")
    auth.login("olga")
    return cid


def stored(client, cid) -> list:
    return [(e["position"], e["hash"]) for e in client.get(f"/api/v1/campaigns/{cid}/events").get_json()["events"]]


def send(client, url: str, raw: str):
    return client.post(url, data=raw, content_type="application/json")


@pytest.mark.parametrize("raw, field", [
    ('{"command": {"type": "note", "text": "half \\ud800 a character"}}', "command.text"),
    ('{"command": {"type": "mark", "colour": "red", "label": "\\udcff"}}', "command.label"),
], ids=["note text", "mark label"])
def test_a_lone_surrogate_in_a_command_is_a_400_naming_the_field(client, cid, raw, field):
    before = stored(client, cid)
    response = send(client, f"/api/v1/campaigns/{cid}/commands", raw)
    assert response.status_code == 400 and field in response.get_json()["fields"]
    assert field in response.get_json()["message"] and stored(client, cid) == before


def test_a_lone_surrogate_in_a_campaign_name_is_a_400_naming_the_field(client, cid):
    response = send(client, "/api/v1/campaigns", '{"name": "Bad \\ud800", "ruleset": "sketch"}')
    assert response.status_code == 400 and response.get_json()["message"].startswith("name:")
    assert [c["id"] for c in client.get("/api/v1/campaigns").get_json()["campaigns"]] == [cid]


def test_a_key_given_twice_is_refused_not_the_last_one_kept(client, cid):
    before = stored(client, cid)
    response = send(client, f"/api/v1/campaigns/{cid}/commands",
                    '{"command": {"type": "note", "text": "a", "text": "b"}}')
    assert response.status_code == 400 and "'text' is given twice" in response.get_json()["message"]
    assert stored(client, cid) == before


def test_unknown_fields_of_a_request_are_refused(client, cid):
    before = stored(client, cid)
    response = client.post(f"/api/v1/campaigns/{cid}/commands", json={"command": MARK, "expectd_position": 1})
    assert response.status_code == 400 and "expectd_position" in response.get_json()["message"]
    assert stored(client, cid) == before


def test_a_die_without_sides_is_refused(client, cid):
    before = stored(client, cid)
    response = client.post(f"/api/v1/campaigns/{cid}/commands",
                           json={"command": {"type": "roll", "dice": [{"value": 4}]}})
    assert response.status_code == 422 and "dice[0].sides" in response.get_json()["message"]
    assert stored(client, cid) == before


@pytest.mark.parametrize("query", ["start=null", "start=0", "limit=0", "limit=5000", "limit=x"])
def test_a_malformed_page_is_refused_not_replaced_by_a_default(client, cid, query):
    response = client.get(f"/api/v1/campaigns/{cid}/events?{query}")
    assert response.status_code == 400 and query.split("=")[0] in response.get_json()["message"]


def test_a_method_the_address_does_not_have_is_answered_with_allow(client, cid):
    response = client.open(f"/api/v1/campaigns/{cid}", method="TRACE")
    assert response.status_code == 405 and "GET" in response.headers["Allow"]
