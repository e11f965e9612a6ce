"""GET /api/v1/campaigns/<id>/moves for the caller and GET /api/v1/rulesets/<name>/setup: each
member reads the moves their role and seats allow, a campaign is created from the setup
document, and both documents keep the grammar's field order and pass its validator."""
from __future__ import annotations

import json
import random

from domain.kernel.moves import check_document, check_setup, random_setup
from tests.domain.ninetraits.builders import CLAUD
from web.accounts import store_of
from web.journal_access import journal_of

TWO = {"players": ["Ann", "Ben"], "difference": "totals", "elimination": "board"}


def d6d_campaign(auth, client) -> str:
    auth.login("olga")
    response = client.post("/api/v1/campaigns", json={"name": "Worlds", "ruleset": "d6d", "setup": TWO})
    assert response.status_code == 201
    cid = response.get_json()["id"]
    store = store_of(auth.app)
    for name, role in (("ann", "player"), ("ben", "player"), ("gail", "gm"), ("vera", "viewer"), ("pia", "player")):
        store.set_role(auth.user(name).id, cid, role)
    store.bind(cid, "Ann", auth.user("ann").id)
    store.bind(cid, "Ben", auth.user("ben").id)
    return cid


def moves_for(auth, client, cid, name) -> dict:
    auth.login(name)
    response = client.get(f"/api/v1/campaigns/{cid}/moves")
    assert response.status_code == 200 and response.mimetype == "application/json"
    return check_document(json.loads(response.get_data()))


def labels(document) -> list[str]:
    return [move["label"] for move in document["moves"]]


def test_each_member_reads_the_moves_of_their_role_and_seats(auth, client):
    cid = d6d_campaign(auth, client)
    both = ["Ann rolls two army dice for the first player", "Ben rolls two army dice for the first player"]
    assert labels(moves_for(auth, client, cid, "olga")) == both
    assert labels(moves_for(auth, client, cid, "gail")) == both
    ann = moves_for(auth, client, cid, "ann")
    assert labels(ann) == both[:1] and ann["waiting_for"] == [{"seat": "Ben", "why": "Ben may also move: Roll army dice."}]
    pia = moves_for(auth, client, cid, "pia")       # a player without a seat: both seats are bound to others
    assert pia["moves"] == [] and {w["seat"] for w in pia["waiting_for"]} == {"Ann", "Ben"}
    vera = moves_for(auth, client, cid, "vera")
    assert vera["moves"] == [] and vera["position"] == 1 and vera["session"] is None and vera["over"] is None


def test_the_fields_come_in_the_order_the_grammar_needs(auth, client):
    cid = d6d_campaign(auth, client)
    auth.login("olga")
    text = client.get(f"/api/v1/campaigns/{cid}/moves").get_data(as_text=True)
    assert text.index('"player"') < text.index('"roll"') < text.index('"dice"')   # "dice" is `by` "roll"


def test_a_campaign_made_from_the_setup_document_is_accepted(auth, client):
    auth.login("olga")
    for ruleset in ("d6d", "sixwinters", "dice", "ninetraits"):
        response = client.get(f"/api/v1/rulesets/{ruleset}/setup")
        assert response.status_code == 200
        setup = random_setup(check_setup(json.loads(response.get_data())), random.Random(3))
        created = client.post("/api/v1/campaigns", json={"name": f"From {ruleset}", "ruleset": ruleset, "setup": setup})
        assert created.status_code == 201, created.get_json()
        document = moves_for(auth, client, created.get_json()["id"], "olga")
        assert document["moves"], ruleset


def test_the_setup_of_an_unknown_ruleset_or_catalog_is_404(auth, client):
    auth.login("olga")
    missing = client.get("/api/v1/rulesets/chess/setup")
    assert missing.status_code == 404 and "no ruleset 'chess'" in missing.get_json()["message"]
    no_catalog = client.get("/api/v1/rulesets/sixwinters/setup?catalog=nope")
    assert no_catalog.status_code == 404 and "no catalog 'nope'" in no_catalog.get_json()["message"]
    auth.logout()
    assert client.get("/api/v1/rulesets/d6d/setup").status_code == 401


def test_a_stranger_reads_no_moves(auth, client):
    cid = d6d_campaign(auth, client)
    auth.login("stan")
    assert client.get(f"/api/v1/campaigns/{cid}/moves").status_code == 404


def test_a_catalog_whose_campaigns_need_a_drawn_map_has_no_setup_document(auth, client, monkeypatch):
    from domain.rulesets.sixwinters import catalog as catalogs
    import web.api as api

    no_map = {**catalogs.builtin(), "standard_map": None}
    monkeypatch.setattr(api, "catalog_setup", lambda ruleset, name: {"catalog": no_map} if name else {})
    auth.login("olga")
    answer = client.get("/api/v1/rulesets/sixwinters/setup?catalog=homebrew")
    assert answer.status_code == 422 and "no standard starting map" in answer.get_json()["message"]
    assert client.get("/api/v1/rulesets/sixwinters/setup").status_code == 200


def test_the_corrections_by_taps_come_when_asked_for(auth, client):
    cid = auth.campaign("olga", ruleset="ninetraits")
    auth.login("olga")
    journal = journal_of(auth.app)
    journal.execute(cid, {"type": "start-session", "title": "The road"}, actor="olga")
    journal.execute(cid, {"type": "create-character", **CLAUD}, actor="olga")
    plain = check_document(client.get(f"/api/v1/campaigns/{cid}/moves").get_json())
    asked = check_document(client.get(f"/api/v1/campaigns/{cid}/moves?corrections=1").get_json())
    assert "corrections" not in plain and asked["corrections"]
    assert {move["type"] for move in asked["corrections"]} == {"adjust"} and labels(asked) == labels(plain)
    for wrong in ("corrections=yes", "corrections=1&corrections=1"):
        answer = client.get(f"/api/v1/campaigns/{cid}/moves?{wrong}")
        assert answer.status_code == 400 and "corrections" in answer.get_data(as_text=True)
