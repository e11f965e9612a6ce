"""The OpenAPI document says exactly what the server accepts: what it calls valid the server
takes, and what the server refuses for its shape the document calls invalid. The cases a
schema fuzzer found apart: closed bodies and setups, the setup of each ruleset, the roll's
dice or spec, the explain pointer, and how far the campaign list may be paged."""
from __future__ import annotations

import random

import jsonschema_rs
import pytest

from domain import rulesets
from domain.kernel.moves import random_setup, ruleset_setup
from journal.recording.commands import validate
from journal.errors import CommandRejected
from web.journal_access import journal_of
from web.openapi import openapi_document


def plain(schema):
    """OpenAPI 3.0's `nullable` as JSON Schema says it (a type list with "null")."""
    if isinstance(schema, list):
        return [plain(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    found = {key: plain(value) for key, value in schema.items() if key not in ("nullable", "discriminator")}
    if schema.get("nullable") and "type" in found:
        found["type"] = [found["type"], "null"]
    return found


def valid(schema: dict, instance) -> bool:
    document = openapi_document("/api/v1")
    return jsonschema_rs.validator_for({**plain(schema), "components": plain(document["components"])}).is_valid(instance)


def body_schema(path: str, method: str = "post") -> dict:
    return openapi_document("/api/v1")["paths"][path][method]["requestBody"]["content"]["application/json"]["schema"]


def query_schema(path: str, name: str) -> dict:
    parameters = openapi_document("/api/v1")["paths"][path]["get"]["parameters"]
    return next(parameter["schema"] for parameter in parameters if parameter["name"] == name)


def stored(app) -> int:
    return len(journal_of(app).campaigns())


@pytest.fixture
def api(auth, client):
    auth.login("olga")
    return client


def new_campaign(ruleset: str, setup: dict, **extra) -> dict:
    return {"name": f"A {ruleset} campaign", "ruleset": ruleset, "setup": setup, **extra}


@pytest.mark.parametrize("ruleset", rulesets.available())
def test_every_setup_its_setup_document_builds_is_valid_by_the_document_and_made(api, ruleset):
    for seed in range(3):
        body = new_campaign(ruleset, random_setup(ruleset_setup(rulesets.get(ruleset)), random.Random(seed)))
        assert valid(body_schema("/campaigns"), body), body
        made = api.post("/api/v1/campaigns", json=body)
        assert made.status_code == 201, made.get_json()


@pytest.mark.parametrize("ruleset", [*rulesets.available(), "sketch"])
def test_a_setup_with_a_field_its_ruleset_does_not_ask_for_is_invalid_and_refused(app, api, ruleset):
    for setup in ({"colour_of_the_sky": "grey"}, {"players": ["Ann", "Ben"], "colour_of_the_sky": "grey"}):
        assert not valid(body_schema("/campaigns"), new_campaign(ruleset, setup))
        refused = api.post("/api/v1/campaigns", json=new_campaign(ruleset, setup))
        assert refused.status_code in (400, 422) and "colour_of_the_sky" in refused.get_json()["message"]
    assert stored(app) == 0


def test_each_ruleset_has_its_own_setup_in_the_document(app, api):
    """One ruleset's setup is not another's: sixwinters_v19 needs its players, the dice ruleset
    takes none, and d6d's world places go with its own layout only."""
    schema, before = body_schema("/campaigns"), stored(app)
    refused = [new_campaign("sixwinters_v19", {}), new_campaign("dice", {"players": ["Ann"]}),
               new_campaign("d6d", {"players": ["Ann", "Ben"], "world_1_x": 3}),
               new_campaign("d6d", {"players": ["Ann", "Ben"], "layout": "own", "world_1_x": 3})]
    for body in refused:
        assert not valid(schema, body), body
    for body in refused[:1] + refused[2:]:
        assert api.post("/api/v1/campaigns", json=body).status_code == 422
    assert stored(app) == before
    assert valid(schema, new_campaign("sixwinters_v19", {"players": ["Ann"], "options": {"trade_direction": "both-ways"}}))
    assert not valid(schema, new_campaign("sixwinters_v19", {"players": ["Ann"], "options": {"trade_direction": "up"}}))
    assert valid(schema, new_campaign("sixwinters", {"players": ["Ann"], "knockout": "knocked-out"}))


def test_a_new_campaign_is_a_closed_object(app, api):
    body = {**new_campaign("sketch", {}), "colour": "red"}
    assert not valid(body_schema("/campaigns"), body)
    refused = api.post("/api/v1/campaigns", json=body)
    assert refused.status_code == 400 and "'colour'" in refused.get_json()["message"] and stored(app) == 0


ROLLS = [({"type": "roll", "dice": [{"sides": 6, "value": 4}]}, True),
         ({"type": "roll", "spec": "2d6"}, True),
         ({"type": "roll", "spec": "2d6", "roll": "app"}, True),
         ({"type": "roll"}, False),
         ({"type": "roll", "purpose": "scout"}, False),
         ({"type": "roll", "dice": [{"sides": 6, "value": 4}], "spec": "2d6"}, False),
         ({"type": "roll", "dice": [{"sides": 6, "value": 4}], "roll": "app"}, False),
         ({"type": "roll", "spec": "2d6", "roll": "physical"}, False),
         ({"type": "roll", "dice": [{"sides": 6, "value": 0}]}, False)]


@pytest.mark.parametrize("command, accepted", ROLLS)
def test_a_roll_takes_dice_or_spec_in_the_document_as_on_the_server(app, auth, api, command, accepted):
    cid = auth.campaign("olga")
    assert valid(body_schema("/campaigns/{cid}/commands"), {"command": command}) is accepted
    answer = api.post(f"/api/v1/campaigns/{cid}/commands", json={"command": command})
    assert answer.status_code == (201 if accepted else 422), answer.get_json()
    assert (journal_of(app).head(cid) > 1) is accepted   # a refused roll stores nothing


ADJUST = {"type": "adjust", "reason": "a house rule"}
ASSET = {"type": "create-asset", "character": "Thea", "die": 3, "slot": 0}
NEW_PLACE = {"op": "add-location", "location": "Millbrook"}
ACROSS_FIELDS = [
    ("dice", {**ADJUST, "changes": [{"path": "/marks", "set": 2}]}, True),
    ("dice", {**ADJUST, "changes": [{"path": "/marks", "add": 1}]}, True),
    ("dice", {**ADJUST, "changes": [{"path": "/marks"}]}, False),
    ("dice", {**ADJUST, "changes": [{"path": "/marks", "set": 2, "add": 1}]}, False),
    ("sixwinters_v19", {**ASSET, "take": 4}, True),
    ("sixwinters_v19", {**ASSET, "take": "all"}, True),
    ("sixwinters_v19", {**ASSET, "take": 7}, False),
    ("sixwinters_v19", {**ASSET, "take": "some"}, False),
    ("sixwinters", {"type": "update-map", "changes": [{**NEW_PLACE, "row": 1, "col": 2}]}, True),
    ("sixwinters", {"type": "update-map", "changes": [{**NEW_PLACE, "op": "remove-location"}]}, True),
    ("sixwinters", {"type": "update-map", "changes": [NEW_PLACE]}, False),
]


@pytest.mark.parametrize("ruleset, command, accepted", ACROSS_FIELDS)
def test_a_rule_across_fields_is_in_the_document_as_in_the_schema(ruleset, command, accepted):
    """What a command schema's validates_schema refuses the document refuses too (JSON_SCHEMA)."""
    assert valid(body_schema("/campaigns/{cid}/commands"), {"command": command}) is accepted
    try:
        validate(rulesets.get(ruleset), command)
    except CommandRejected:
        assert not accepted
    else:
        assert accepted


@pytest.mark.parametrize("pointer, accepted", [
    ("", True), ("/marks", True), ("/a~1b/c~0d", True), ("/~01", True),
    ("marks", False), ("/a~2", False), ("/~", False), ("/~~01", False), ("/a~", False)])
def test_the_explain_path_is_a_json_pointer_in_the_document_as_on_the_server(auth, api, pointer, accepted):
    cid = auth.campaign("olga")
    assert valid(query_schema("/campaigns/{cid}/explain", "path"), pointer) is accepted
    answer = api.get(f"/api/v1/campaigns/{cid}/explain", query_string={"view": "tally", "path": pointer})
    assert (answer.status_code != 400) is accepted, answer.get_json()


def test_the_campaign_list_is_paged_as_far_as_the_document_says(api):
    schema = query_schema("/campaigns", "offset")
    assert valid(schema, 10**9) and not valid(schema, 10**9 + 1)
    assert api.get("/api/v1/campaigns?offset=1000000000").get_json() == {"campaigns": [], "next": None}
    too_far = api.get("/api/v1/campaigns?limit=1000&offset=423098242578786871501709288767750144")
    assert too_far.status_code == 400 and "offset" in too_far.get_json()["message"]
