"""Why is this so, on the site: the explain API and page, the links every shown value carries,
and explanations told for their reader (a private adjustment's reason stays the game master's)."""
from __future__ import annotations

import re

import pytest

from domain.kernel.viewers import Viewer
from journal.projections.telling import told
from web.accounts import store_of
from web.journal_access import journal_of

from .members import client_of
from .test_private_events import SECRETS, campaign  # noqa: F401  (the fixture)


@pytest.fixture
def six(app, auth):
    cid = journal_of(app).load_demo("sixwinters", actor="olga")
    store_of(app).set_role(auth.user("olga").id, cid, "owner")
    auth.login("olga")
    return cid


def the_event(app, cid, kind: str) -> dict:
    (found,) = [env for env in journal_of(app).events(cid) if env["type"] == f"sixwinters/{kind}"]
    return found


def test_the_api_explains_a_skill_with_the_events_that_made_it(app, client, six):
    improved = the_event(app, six, "skills-improved")
    thea = improved["data"]["improved"]["Thea"]
    pointer = f"/characters/Thea/skills/{thea['skill']}"
    response = client.get(f"/api/v1/campaigns/{six}/explain", query_string={"view": "sheets", "path": pointer})
    assert response.status_code == 200, response.get_json()
    answer = response.get_json()
    assert answer["value"] == thea["to"] and answer["total"] == 2
    assert [(i["position"], i["value"]) for i in answer["because"]] == [(1, thea["from"]), (improved["position"], thea["to"])]
    assert f"Thea improved {thea['skill']}" in answer["because"][1]["text"]
    served = client.get(f"/api/v1/campaigns/{six}/views/sheets").get_json()["view"]
    assert served["characters"]["Thea"]["skills"][thea["skill"]] == answer["value"]   # the pointer is into this


def test_at_a_position_the_api_explains_the_value_as_it_stood(app, client, six):
    improved = the_event(app, six, "skills-improved")
    thea = improved["data"]["improved"]["Thea"]
    answer = client.get(f"/api/v1/campaigns/{six}/explain", query_string={
        "view": "sheets", "path": f"/characters/Thea/skills/{thea['skill']}", "at": improved["position"] - 1}).get_json()
    assert (answer["value"], answer["position"], answer["total"]) == (thea["from"], improved["position"] - 1, 1)


@pytest.mark.parametrize("query, status, words", [
    ({"view": "sheets", "path": "/characters/Nobody/skills"}, 404, "nothing at '/characters/Nobody/skills' in the sheets view"),
    ({"view": "sheets", "path": "/characters/Thea/skills/lore/3"}, 404, "in the sheets view"),
    ({"view": "nowhere", "path": "/year"}, 404, "no view 'nowhere'; views: map, sheets"),
    ({"view": "sheets"}, 400, "view and path"),
    ({"view": "sheets", "path": "year"}, 400, "a JSON pointer starts with '/'"),
    ({"view": "sheets", "path": "/year", "at": "9999"}, 404, "no position 9999"),
])
def test_what_cannot_be_explained_is_refused_in_the_apis_error_shape(app, client, six, query, status, words):
    head = journal_of(app).head(six)
    response = client.get(f"/api/v1/campaigns/{six}/explain", query_string=query)
    assert response.status_code == status
    body = response.get_json()
    assert set(body) >= {"error", "message"} and words in body["message"]
    assert journal_of(app).head(six) == head
    page = client.get(f"/campaigns/{six}/explain", query_string=query)
    assert page.status_code == status and words.replace("'", "&#39;") in page.get_data(as_text=True)


def test_strangers_get_nothing(app, client, six, auth):
    auth.user("sam")
    auth.login("sam")
    assert client.get(f"/api/v1/campaigns/{six}/explain?view=sheets&path=/year").status_code == 404


@pytest.mark.parametrize("name, role, seats", [("pete", "player", ["Ben"]), ("vera", "viewer", [])])
def test_a_private_adjustment_is_explained_to_a_player_by_its_shadow(campaign, name, role, seats):  # noqa: F811
    app, cid = campaign["app"], campaign["cid"]
    answer = client_of(app, name).get(f"/api/v1/campaigns/{cid}/explain?view=tally&path=/paper").get_json()
    adjusted = [e["position"] for e in journal_of(app).events(cid) if e["type"] == "journal/adjusted"]
    assert answer["value"] == "torn"
    assert [i["position"] for i in answer["because"]] == [1, *adjusted]
    shadow = told(journal_of(app).parts, cid, adjusted[0], adjusted[0], Viewer.of(name, role, seats))[0][1]
    assert answer["because"][-1]["text"] == shadow
    assert all(secret not in str(answer) for secret in SECRETS)
    page = client_of(app, name).get(f"/campaigns/{cid}/explain?view=tally&path=/paper").get_data(as_text=True)
    assert shadow in page and all(secret not in page for secret in SECRETS)


def test_the_game_master_reads_why_the_paper_tore(campaign):  # noqa: F811
    app, cid = campaign["app"], campaign["cid"]
    answer = client_of(app, "gina").get(f"/api/v1/campaigns/{cid}/explain?view=tally&path=/paper").get_json()
    assert SECRETS[2] in answer["because"][-1]["text"]


def test_every_value_on_the_overview_links_to_its_explanation(app, client, six):
    overview = client.get(f"/campaigns/{six}").get_data(as_text=True)
    head = journal_of(app).head(six)
    # the data behind the pictures is read when its details are opened, as on the replay
    (src,) = re.findall(r'<details class="raw-data" data-src="([^"]+)"', overview)
    assert src == f"/campaigns/{six}/replay/details?at={head}" and 'data-view="history" tabindex' not in overview
    html = overview + client.get(f"{src}&fragment=1").get_data(as_text=True)
    pointers = set(re.findall(r'data-pointer="([^"]*)"', html))
    assert {"/characters/Thea/skills/lore", "/characters/Keel/stress/body", "/characters/Keel/conditions",
            "/counts/decks/assets", "/counts/archive"} <= pointers
    map_view = client.get(f"/api/v1/campaigns/{six}/views/map").get_json()["view"]
    assert {f"/locations/{i}/threats" for i in range(len(map_view["locations"]))} <= pointers
    links = re.findall(r'<a class="why" href="([^"]*)" data-view="([^"]*)" data-pointer="([^"]*)"', html)
    # the pictures' values are explained as they are now, the data as it stood at the position shown
    assert links and all(href.startswith((f"/campaigns/{six}/explain?view={view}&amp;path=",
                                          f"/campaigns/{six}/explain?view={view}&amp;at={head}&amp;path="))
                         for href, view, _ in links)
    href = next(href for href, view, pointer in links if (view, pointer) == ("history", "/year"))
    page = client.get(href.replace("&amp;", "&"))
    assert page.status_code == 200 and "Year is 2" in page.get_data(as_text=True)
    assert 'id="why-panel"' in html


def test_the_replay_links_values_as_they_stood_at_its_position(app, client, six):
    page = client.get(f"/campaigns/{six}/replay?at=20").get_data(as_text=True)
    assert 'data-src="/campaigns/' in page and "/replay/details?at=20" in page    # the data, read when opened
    html = client.get(f"/campaigns/{six}/replay/details?at=20&fragment=1").get_data(as_text=True)
    assert re.search(r'href="/campaigns/[^"]*/explain\?view=history&amp;at=20&amp;path=%2Fyear"', html)
    assert "<html" not in html and "<html" in client.get(f"/campaigns/{six}/replay/details?at=20").get_data(as_text=True)
