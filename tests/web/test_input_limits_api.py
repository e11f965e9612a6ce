"""The last bad inputs of the API and the new-campaign form (issue 45): JSON nested deeper than
32 levels is refused with 400 naming the limit (never a 500), a setup field the game does not
ask is refused by name with 400 for every ruleset, and nothing is stored on a refusal."""
from __future__ import annotations

import io
from pathlib import Path

import pytest

from journal.store import catalogs
from web.journal_access import journal_of

SETUPS = {"dice": {}, "sixwinters": {"players": ["Ann"]}, "sixwinters_v19": {"players": ["Ann"]},
          "dwarfswinter": {"players": ["Ann"]}, "d6d": {"players": ["Ann", "Ben"]}, "ninetraits": {},
          "sketch": {"paper": "grid"}}
LIMIT = "nested deeper than 32 levels (the limit for JSON and TOML input)"


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def stored(app) -> tuple:
    """Every campaign and its events: what a refusal leaves alone."""
    journal = journal_of(app)
    campaigns = sorted((info.id, info.position) for info in journal.campaigns())
    return campaigns, [journal.events(cid) for cid, _ in campaigns]


@pytest.fixture
def cid(auth):
    auth.login("olga")
    made = auth.campaign("olga", ruleset="dice", name="Kept")
    auth.execute(made, {"type": "note", "text": "kept"})
    return made


@pytest.mark.parametrize("depth", [31, 1_000, 100_000])
def test_a_command_nested_too_deeply_is_400_naming_the_limit(app, client, cid, depth):
    before = stored(app)
    body = '{"command": {"type": "note", "text": ' + nested(depth) + "}}"
    answer = client.post(f"/api/v1/campaigns/{cid}/commands", data=body, content_type="application/json")
    assert answer.status_code == 400, answer.get_data(as_text=True)[:300]
    assert answer.get_json()["message"] == f"the body is {LIMIT}"
    assert stored(app) == before


def test_a_body_at_the_limit_is_read(app, client, cid):
    """32 levels with the body's own object: read, and refused by the note's schema for its field."""
    body = '{"command": {"type": "note", "text": ' + nested(30) + "}}"
    answer = client.post(f"/api/v1/campaigns/{cid}/commands", data=body, content_type="application/json")
    assert answer.status_code == 422 and "text" in answer.get_json()["fields"]


@pytest.mark.parametrize("depth", [40, 5_000])
def test_a_setup_nested_too_deeply_is_400_and_no_campaign_is_made(app, client, cid, depth):
    before = stored(app)
    body = '{"name": "Deep", "ruleset": "dice", "setup": {"a": ' + nested(depth) + "}}"
    answer = client.post("/api/v1/campaigns", data=body, content_type="application/json")
    assert answer.status_code == 400 and answer.get_json()["message"] == f"the body is {LIMIT}"
    assert stored(app) == before


@pytest.mark.parametrize("ruleset", SETUPS)
def test_a_setup_field_the_game_does_not_ask_is_400_naming_it(app, client, cid, ruleset):
    before = stored(app)
    answer = client.post("/api/v1/campaigns", json={"name": "Odd", "ruleset": ruleset,
                                                    "setup": {**SETUPS[ruleset], "colour": "blue"}})
    assert answer.status_code == 400, answer.get_data(as_text=True)[:300]
    refusal = answer.get_json()
    assert refusal["message"].startswith(f"unknown setup field 'colour'; the {ruleset} ruleset's setup takes")
    assert refusal["rule"] == "campaign.setup" and list(refusal["fields"]) == ["colour"]
    assert stored(app) == before
    made = client.post("/api/v1/campaigns", json={"name": "Fine", "ruleset": ruleset, "setup": SETUPS[ruleset]})
    assert made.status_code == 201, made.get_data(as_text=True)[:300]


def test_the_options_beside_the_fields_are_fields_of_the_setup(client, cid):
    """A setup document's answer sits beside the schema's fields (docs/moves.md)."""
    made = client.post("/api/v1/campaigns", json={"name": "Beside", "ruleset": "sixwinters",
                                                  "setup": {"players": ["Ann"], "knockout": "knocked-out"}})
    assert made.status_code == 201, made.get_data(as_text=True)[:300]


@pytest.mark.parametrize("advanced, said", [
    ('{"colour": "blue"}', "unknown setup field &#39;colour&#39;; the sixwinters ruleset&#39;s setup takes"),
    ('{"map": ' + nested(5_000) + "}", f"Advanced setup: {LIMIT}"),
    ('{"map": 1, "map": 2}', "Advanced setup: not valid JSON (the key &#39;map&#39; is given twice"),
])
def test_the_form_refuses_what_the_api_refuses_and_makes_nothing(app, client, cid, advanced, said):
    before = stored(app)
    page = client.post("/campaigns/new", data={"name": "Odd", "ruleset": "sixwinters",
                                                "setup-sixwinters-players": ["Ann"],
                                                "setup-sixwinters-advanced": advanced})
    assert page.status_code == 400 and said in page.get_data(as_text=True), page.get_data(as_text=True)[-3000:]
    assert stored(app) == before


def test_position_0_is_refused_by_the_api_as_by_the_command_line(client, cid):
    answer = client.get(f"/api/v1/campaigns/{cid}/views?at=0")
    assert answer.status_code == 400 and "at: a whole number from 1 up" in answer.get_json()["message"]


@pytest.mark.parametrize("text, said", [("", "ours.toml: the file gives no section"),
                                        ("[board]\ntypes = " + nested(40) + "\n", f"ours.toml: {LIMIT}")])
def test_the_import_page_refuses_an_empty_or_deep_board_file_and_saves_nothing(app, client, cid, text, said):
    page = client.post("/catalogs/import", data={"ruleset": "dwarfswinter", "name": "ours",
                                                 "sheets": (io.BytesIO(text.encode()), "ours.toml")},
                       content_type="multipart/form-data")
    assert page.status_code == 400 and said in page.get_data(as_text=True)
    assert catalogs.names(Path(app.instance_path), "dwarfswinter") == []
