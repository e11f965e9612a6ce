"""A d6D game set up through the site's form, played through the JSON API, shown and replayed.

The site knows no game: the form, the command forms, the table, the replay and the
OpenAPI document all come from the d6D ruleset's surface.
"""
from __future__ import annotations

import re
from urllib.parse import urlsplit

import pytest

import domain.rulesets as registry
from domain.kernel.dice import walk_dice
from web.openapi import schema_name

from . import d6d_game as game

D6D = registry.get("d6d")


def create_through_the_form(client, name: str = "Three worlds") -> str:
    response = client.post("/campaigns/new", data={
        "name": name, "ruleset": "d6d", "setup-d6d-players": "\n".join(game.PLAYERS),
        "setup-d6d-difference": "totals", "setup-d6d-elimination": "board"})
    assert response.status_code == 302, response.get_data(as_text=True)
    return urlsplit(response.headers["Location"]).path.rsplit("/", 1)[1]


def post(client, cid: str, command: dict, **body):
    return client.post(f"/api/v1/campaigns/{cid}/commands", json={"command": command, **body})


@pytest.fixture
def campaign(client, login) -> str:
    login("olga")
    return create_through_the_form(client)


@pytest.fixture
def played(client, campaign) -> dict:
    """Plays the whole scripted game through the API; the position after each command."""
    after = []
    for command in game.COMMANDS:
        response = post(client, campaign, command)
        assert response.status_code == 201, response.get_json()
        after.append(response.get_json()["position"])
    return {"cid": campaign, "after": after}


def map_of(client, page: str) -> str:
    """The map picture the page shows: inline in its figure, or fetched from its <img>."""
    inline = re.findall(r'data-picture="map"[^>]*>\s*<div[^>]*>(<svg.*?</svg>)', page, re.S)
    if inline:
        return inline[0]
    (src,) = re.findall(r'<img alt="Map" src="([^"]+)"', page)
    response = client.get(src.replace("&amp;", "&"))
    assert response.status_code == 200 and response.mimetype == "image/svg+xml"
    return response.get_data(as_text=True)


def test_the_new_campaign_form_offers_the_d6d_setup_fields(client, login):
    login("olga")
    page = client.get("/campaigns/new").get_data(as_text=True)
    for field in ("setup-d6d-players", "setup-d6d-difference", "setup-d6d-elimination"):
        assert f'name="{field}"' in page


def test_a_campaign_created_through_the_form_has_the_d6d_ruleset_and_the_players(client, campaign):
    info = client.get(f"/api/v1/campaigns/{campaign}").get_json()
    assert info["ruleset"] == "d6d" and info["role"] == "owner" and info["name"] == "Three worlds"
    assert set(D6D.command_schemas) <= set(info["commands"]) and info["pictures"] == ["map", "battle"]
    players = client.get(f"/api/v1/campaigns/{campaign}/views/players").get_json()["view"]["players"]
    assert [row["name"] for row in players] == game.PLAYERS


def test_a_d6d_command_posted_through_the_api_is_stored_and_decided(client, campaign):
    response = post(client, campaign, game.OPENING[0], expected_position=1)
    assert response.status_code == 201
    body = response.get_json()
    assert body["position"] == 2 and [e["type"] for e in body["events"]] == ["d6d/armies-rolled"]
    assert body["events"][0]["source"] == "physical" and body["events"][0]["actor"] == "olga"
    stale = post(client, campaign, game.OPENING[1], expected_position=1)
    assert stale.status_code == 409 and stale.get_json()["position"] == 2


def test_an_app_rolled_command_through_the_api_is_digital(client, campaign):
    for command in game.OPENING:
        assert post(client, campaign, command).status_code == 201
    events = post(client, campaign, game.BRAMS_BRIDGE).get_json()["events"]
    (rolled,) = [e for e in events if e["rolls"]]
    assert rolled["type"] == "d6d/bridge-drawn" and rolled["source"] == "digital"
    assert 1 <= rolled["rolls"][0]["value"] <= 6


def test_a_refused_d6d_command_answers_422_with_the_rule_and_stores_nothing(client, campaign):
    for command in [*game.OPENING, game.BRAMS_BRIDGE]:
        post(client, campaign, command)
    head = client.get(f"/api/v1/campaigns/{campaign}/events").get_json()["head"]
    refused = post(client, campaign, game.UNCONNECTED_MOVE)
    assert refused.status_code == 422 and refused.get_json()["rule"] == "d6d.move.not-connected"
    assert client.get(f"/api/v1/campaigns/{campaign}/events").get_json()["head"] == head


def test_the_game_played_through_the_api_ends_with_the_rulebook_score(client, played):
    score = client.get(f"/api/v1/campaigns/{played['cid']}/views/score").get_json()["view"]
    assert score["over"] and score["winners"] == [game.WINNER]
    assert {row["player"]: row["points"] for row in score["scores"]} == game.POINTS


def test_the_table_page_shows_the_players_the_moves_and_the_map_inline(client, played):
    response = client.get(f"/campaigns/{played['cid']}/table")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert 'id="moves-document"' in page and 'class="over"' in page     # the game is over: no moves, and why
    (svg,) = re.findall(r'<figure class="board-picture[^>]*>(.*?)</figure>', page, re.S)
    assert svg.lstrip().startswith("<svg") and f"Game over: {game.WINNER} wins" in svg
    for name in game.PLAYERS:
        assert name in page and name in svg


@pytest.mark.parametrize("moment", ["start", "after the opening", "after Bram's bridge", "the end"])
def test_the_replay_page_shows_the_players_and_the_map_at_each_moment(client, played, moment):
    after = played["after"]
    at = {"start": 1, "after the opening": after[len(game.OPENING) - 1],
          "after Bram's bridge": after[len(game.OPENING)], "the end": after[-1]}[moment]
    response = client.get(f"/campaigns/{played['cid']}/replay?at={at}")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert f"#{at} / {after[-1]}" in page
    svg = map_of(client, page)
    assert svg.lstrip().startswith("<svg")
    for name in game.PLAYERS:
        assert name in page and name in svg
    board = client.get(f"/api/v1/campaigns/{played['cid']}/views/board?at={at}").get_json()["view"]
    assert svg.count('class="bridge"') == len(board["bridges"])
    assert ("Game over" in svg) == (moment == "the end")


def audited(page: str) -> dict:
    """(kind, source) -> face counts, read from the dice audit page's tables."""
    counts = {}
    for section in page.split('<section class="card audit"')[1:]:
        kind = re.search(r"</span> (\w+) d6</h3>", section).group(1)
        for source, cells in re.findall(r'<th scope="row">(\w+)</th>((?:<td>\d+</td>)+)', section):
            counts[kind, source] = [int(c) for c in re.findall(r"<td>(\d+)</td>", cells)]
    return counts


def test_the_dice_audit_counts_the_entered_and_the_app_rolled_d6d_dice_by_kind(client, played):
    entered = [d for command in game.COMMANDS for d in walk_dice(command) if "value" in d]
    events = client.get(f"/api/v1/campaigns/{played['cid']}/events?limit=1000").get_json()["events"]
    rolled = [r for e in events for r in e["rolls"] or []]
    expected = {}
    for source, dice in (("physical", entered), ("digital", rolled)):
        for kind in ("army", "battle"):
            expected[kind, source] = [sum(1 for d in dice if d["kind"] == kind and d["value"] == face) for face in range(1, 7)]
    response = client.get(f"/campaigns/{played['cid']}/dice")
    assert response.status_code == 200 and audited(response.get_data(as_text=True)) == expected
    assert sum(expected["army", "digital"]) == 2 and sum(expected["battle", "physical"]) == 4


def test_the_openapi_document_lists_every_d6d_command_schema(client):
    document = client.get("/api/v1/openapi.json").get_json()
    components = document["components"]["schemas"]
    body = document["paths"]["/campaigns/{cid}/commands"]["post"]["requestBody"]["content"]["application/json"]
    listed = {ref["$ref"].rsplit("/", 1)[1] for ref in body["schema"]["properties"]["command"]["oneOf"]}
    for kind, schema in D6D.command_schemas.items():
        name = schema_name(schema)
        assert name in listed and name in components, kind
        fields = {field.data_key or key for key, field in schema().fields.items()}
        assert fields <= set(components[name]["properties"]), kind
    new_campaign = document["paths"]["/campaigns"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    assert new_campaign["discriminator"]["mapping"]["d6d"] == "#/components/schemas/NewCampaign.d6d"
    assert {"$ref": "#/components/schemas/NewCampaign.d6d"} in new_campaign["oneOf"]


OWN_PLACES = {1: (50, 5), 3: (90, 30), 2: (90, 70), 4: (50, 95), 5: (10, 70), 6: (10, 30)}


def own_layout_form(name: str, **changes) -> dict:
    form = {"name": name, "ruleset": "d6d", "setup-d6d-players": "Ann\nBen", "setup-d6d-layout": "own",
            **{f"setup-d6d-world_{w}_{axis}": str(xy[i]) for w, xy in OWN_PLACES.items()
               for i, axis in enumerate("xy")}}
    return {**form, **{f"setup-d6d-{key}": value for key, value in changes.items()}}


def test_the_form_takes_the_groups_own_world_places_as_number_boxes_and_the_map_uses_them(client, login):
    login("olga")
    page = client.get("/campaigns/new").get_data(as_text=True)
    assert re.search(r'<input[^>]*type="number"[^>]*name="setup-d6d-world_6_y"|'
                     r'<input[^>]*name="setup-d6d-world_6_y"[^>]*type="number"', page)
    response = client.post("/campaigns/new", data=own_layout_form("Our sheet"))
    assert response.status_code == 302, response.get_data(as_text=True)
    cid = urlsplit(response.headers["Location"]).path.rsplit("/", 1)[1]
    board = client.get(f"/api/v1/campaigns/{cid}/views/board").get_json()["view"]
    assert {w["world"]: (w["x"], w["y"]) for w in board["worlds"]} == OWN_PLACES
    svg = client.get(f"/api/v1/campaigns/{cid}/pictures/map").get_data(as_text=True)
    assert '<circle cx="290" cy="65"' in svg       # world 1 at (50, 5): 40 + 5 * place


def test_a_duplicate_place_in_the_form_is_refused_naming_the_field_and_nothing_is_created(client, login):
    login("olga")
    before = client.get("/api/v1/campaigns").get_json()
    response = client.post("/campaigns/new", data=own_layout_form("Clash", world_6_x="50", world_6_y="95"))
    assert response.status_code == 400
    assert "world_6_x" in response.get_data(as_text=True)
    assert client.get("/api/v1/campaigns").get_json() == before
