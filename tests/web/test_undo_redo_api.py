"""Undo and redo over the API: the moves document offers each member what they may take back,
a player only what they could have done, and a refused undo stores nothing."""
from __future__ import annotations

import pytest

from web.accounts import store_of
from web.journal_access import journal_of


def moves(client, cid) -> dict:
    response = client.get(f"/api/v1/campaigns/{cid}/moves")
    assert response.status_code == 200
    return response.get_json()


def send(client, cid, move: dict, expected: int):
    command = {"type": move["type"], **{name: field["fixed"] for name, field in move["fields"].items()}}
    return client.post(f"/api/v1/campaigns/{cid}/commands", json={"command": command, "expected_position": expected})


def stored(app, cid) -> list[str]:
    return [e["hash"] for e in journal_of(app).events(cid)]


@pytest.fixture
def seated(app, auth):
    """A sketch played by Ann (ann) and Ben (ben), each bound to their seat, watched by vera;
    Ann marked, then Ben."""
    cid = journal_of(app).create_campaign("sketch", "Seated", {"players": ["Ann", "Ben"]}, actor="olga")
    store = store_of(app)
    store.set_role(auth.user("olga").id, cid, "owner")
    for name, seat in (("ann", "Ann"), ("ben", "Ben")):
        store.set_role(auth.user(name).id, cid, "player")
        store.bind(cid, seat, auth.user(name).id)
    store.set_role(auth.user("vera").id, cid, "viewer")
    journal_of(app).execute(cid, {"type": "mark", "colour": "red", "player": "Ann"}, actor="ann")
    journal_of(app).execute(cid, {"type": "mark", "colour": "blue", "player": "Ben"}, actor="ben")
    return cid


def test_a_player_is_offered_only_the_undo_of_their_own_seat(app, client, auth, seated):
    auth.login("ben")
    offered = moves(client, seated)["undo"]
    assert offered == {"type": "retract", "label": "Undo: Marked.", "fields": {"position": {"fixed": 3}}}
    auth.login("ann")
    assert moves(client, seated)["undo"] is None      # Ben's mark is the last: not Ann's to undo
    auth.login("vera")
    assert moves(client, seated)["undo"] is None and moves(client, seated)["redo"] is None
    auth.login("olga")
    assert moves(client, seated)["undo"] == offered  # the owner acts for every seat


def test_a_player_undoing_another_seats_move_is_refused_and_nothing_is_stored(app, client, auth, seated):
    auth.login("ben")
    move = moves(client, seated)["undo"]
    auth.login("ann")
    before = stored(app, seated)
    refused = send(client, seated, move, 3)
    assert refused.status_code == 403
    assert refused.get_json()["rule"] == "seat.bound" and refused.get_json()["seat"] == "Ben"
    assert stored(app, seated) == before


def test_the_player_who_undid_is_offered_the_redo_and_it_restores_the_mark(app, client, auth, seated):
    auth.login("ben")
    views = client.get(f"/api/v1/campaigns/{seated}/views/tally").get_json()["view"]
    document = moves(client, seated)
    undone = send(client, seated, document["undo"], document["position"])
    assert undone.status_code == 201 and undone.get_json()["position"] == 4
    document = moves(client, seated)
    assert document["redo"] == {"type": "retract", "label": "Redo: Marked.", "fields": {"position": {"fixed": 4}}}
    assert document["undo"] is None              # Ann's mark is next: not Ben's
    auth.login("ann")
    assert moves(client, seated)["redo"] is None and moves(client, seated)["undo"]["fields"]["position"]["fixed"] == 2
    auth.login("ben")
    redone = send(client, seated, document["redo"], document["position"])
    assert redone.status_code == 201
    assert redone.get_json()["events"][0]["retracts"] == 4
    assert client.get(f"/api/v1/campaigns/{seated}/views/tally").get_json()["view"] == views
    assert journal_of(app).verify(seated).ok


def test_a_stale_undo_is_told_what_changed_as_the_player_may_read_it(app, client, auth, seated):
    auth.login("ben")
    document = moves(client, seated)
    journal_of(app).execute(seated, {"type": "note", "text": "The ferryman is the thief.", "audience": "gm"},
                            actor="olga")
    before = stored(app, seated)
    refused = send(client, seated, document["undo"], document["position"])
    assert refused.status_code == 409
    assert refused.get_json()["changes"] == ["The game master wrote a private note."]
    assert refused.get_json()["position"] == 4
    assert stored(app, seated) == before
