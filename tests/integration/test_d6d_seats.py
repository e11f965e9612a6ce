"""Two players, each bound to their own seat, play the d6D demo against each other through
the site: the owner invites them and binds the seats on the members page and through the
API; then every move goes through the player whose seat it acts for. The same move sent by
the other player is refused with 403 naming the seat, and nothing is stored."""
from __future__ import annotations

from urllib.parse import urlsplit

import pytest

import domain.rulesets as registry
from web.accounts import store_of
from web.journal_access import journal_of

D6D = registry.get("d6d")
DEMO = D6D.demo()
PLAYERS = DEMO["setup"]["players"]                      # ["Ann", "Ben"]
USERS = {"Ann": "ann", "Ben": "ben"}


def logged_in(app, name: str):
    """A client of its own (a phone of its own), logged in as `name`."""
    store = store_of(app)
    user = store.user_named(name) or store.add_user(name, "password1")
    client = app.test_client()
    with client.session_transaction() as session:
        session["_user_id"] = store.logins.start(user.id, device=f"{name}'s phone")
        session["_fresh"] = True
    return client


def post(client, cid: str, command: dict):
    return client.post(f"/api/v1/campaigns/{cid}/commands", json={"command": command})


@pytest.fixture
def table(app) -> dict:
    """The owner starts the game through the form, invites Ann's and Ben's players, who accept,
    and binds Ann's seat on the members page and Ben's through the API."""
    owner = logged_in(app, "olga")
    phones = {seat: logged_in(app, user) for seat, user in USERS.items()}
    made = owner.post("/campaigns/new", data={"name": "Ann against Ben", "ruleset": "d6d",
                                              "setup-d6d-players": "\n".join(PLAYERS)})
    assert made.status_code == 302, made.get_data(as_text=True)[:300]
    cid = urlsplit(made.headers["Location"]).path.rsplit("/", 1)[1]
    for user in USERS.values():
        assert owner.post(f"/campaigns/{cid}/members", data={"name": user, "role": "player"}).status_code == 302
        (invitation,) = store_of(app).invitations(store_of(app).user_named(user).id)
        assert phones_of(phones, user).post(f"/invitations/{invitation['id']}",
                                            data={"answer": "accept"}).status_code == 302
    unbound = owner.get(f"/api/v1/campaigns/{cid}/seats").get_json()
    assert unbound == {"seats": [{"seat": "Ann", "user": None}, {"seat": "Ben", "user": None}]}
    assert owner.post(f"/campaigns/{cid}/seats/Ann", data={"user": "ann"}).status_code == 302
    bound = owner.put(f"/api/v1/campaigns/{cid}/seats/Ben", json={"user": "ben"})
    assert bound.status_code == 200 and bound.get_json() == {"seat": "Ben", "user": "ben"}
    return {"cid": cid, "owner": owner, "phones": phones}


def phones_of(phones: dict, user: str):
    return next(client for seat, client in phones.items() if USERS[seat] == user)


def head(app, cid: str) -> int:
    return journal_of(app).head(cid)


def test_the_seats_panel_and_the_api_say_who_plays_each_seat(app, table):
    cid, owner = table["cid"], table["owner"]
    expected = {"seats": [{"seat": "Ann", "user": "ann"}, {"seat": "Ben", "user": "ben"}]}
    assert table["phones"]["Ann"].get(f"/api/v1/campaigns/{cid}/seats").get_json() == expected
    page = owner.get(f"/campaigns/{cid}/members").get_data(as_text=True)
    panel = page[page.index('id="seats"'):]
    assert "<td>Ann</td><td>ann</td>" in panel and "<td>Ben</td><td>ben</td>" in panel
    assert 'aria-label="who plays the seat Ann"' in panel
    player_page = table["phones"]["Ben"].get(f"/campaigns/{cid}/members").get_data(as_text=True)
    assert "<td>Ann</td><td>ann</td>" in player_page and "who plays the seat" not in player_page  # only the owner binds


def test_each_player_plays_their_own_seat_and_neither_can_act_for_the_other(app, table):
    cid, phones = table["cid"], table["phones"]
    refused = 0
    for number, command in enumerate(DEMO["commands"]):
        acting = D6D.acting_seats(journal_of(app).state(cid).state["game"], command)
        if len(acting) == 1:
            (seat,) = acting
            other = "Ben" if seat == "Ann" else "Ann"
            before = journal_of(app).events(cid)
            answer = post(phones[other], cid, command)
            assert answer.status_code == 403, (number, command, answer.get_json())
            body = answer.get_json()
            assert body["rule"] == "seat.bound" and body["seat"] == seat and repr(seat) in body["message"]
            assert journal_of(app).events(cid) == before          # nothing stored
            refused += 1
            sender = phones[seat]
        else:   # a battle round is fought by both sides, a note is anyone's: taken in turns
            seat, sender = None, phones[PLAYERS[number % 2]]
        answer = post(sender, cid, command)
        assert answer.status_code == 201, (number, command, answer.get_json())
        if seat:
            assert {event.get("seat") for event in answer.get_json()["events"]} == {seat}
    assert refused >= 8
    score = phones["Ann"].get(f"/api/v1/campaigns/{cid}/views/score").get_json()["view"]
    assert score["over"] and score["winners"] == ["Ben"]


def test_every_event_of_the_game_records_the_seat_it_acted_for(app, table):
    cid, phones = table["cid"], table["phones"]
    for command in DEMO["commands"]:
        acting = D6D.acting_seats(journal_of(app).state(cid).state["game"], command)
        seat = sorted(acting)[0] if acting else "Ann"
        assert post(phones[seat], cid, command).status_code == 201
    events = phones["Ben"].get(f"/api/v1/campaigns/{cid}/events?limit=1000").get_json()["events"]
    placed = [(e["type"], e.get("seat")) for e in events if e["type"] in ("d6d/armies-rolled", "d6d/armies-placed")]
    assert placed == [("d6d/armies-rolled", "Ann"), ("d6d/armies-rolled", "Ben"),
                      ("d6d/armies-placed", "Ann"), ("d6d/armies-placed", "Ben")]


def test_the_owner_and_the_game_master_act_for_a_bound_seat_and_unbinding_frees_it(app, table):
    cid, owner, phones = table["cid"], table["owner"], table["phones"]
    gina = logged_in(app, "gina")
    store_of(app).set_role(store_of(app).user_named("gina").id, cid, "gm")
    first, second, third = DEMO["commands"][:3]
    assert post(owner, cid, first).status_code == 201                 # Ann's roll, by the owner
    assert post(gina, cid, second).status_code == 201                 # Ben's roll, by the game master
    assert post(phones["Ben"], cid, third).status_code == 403         # Ann's placement: not Ben's
    assert owner.put(f"/api/v1/campaigns/{cid}/seats/Ann", json={"user": None}).get_json() == {"seat": "Ann",
                                                                                              "user": None}
    assert post(phones["Ben"], cid, third).status_code == 201         # unbound: anyone at the table


def test_undoing_a_move_acts_for_its_seat(app, table):
    cid, phones = table["cid"], table["phones"]
    assert post(phones["Ann"], cid, DEMO["commands"][0]).status_code == 201
    at = head(app, cid)
    refused = post(phones["Ben"], cid, {"type": "retract"})
    assert refused.status_code == 403 and refused.get_json()["seat"] == "Ann" and head(app, cid) == at
    undone = post(phones["Ann"], cid, {"type": "retract"})
    assert undone.status_code == 201 and undone.get_json()["events"][0]["seat"] == "Ann"


def test_binding_refuses_a_stranger_and_an_unknown_seat_and_changes_nothing(app, table):
    cid, owner = table["cid"], table["owner"]
    logged_in(app, "sam")
    before = store_of(app).bindings(cid)
    stranger = owner.put(f"/api/v1/campaigns/{cid}/seats/Ann", json={"user": "sam"})
    assert stranger.status_code == 400 and "sam" in stranger.get_json()["message"]
    unknown = owner.put(f"/api/v1/campaigns/{cid}/seats/Cid", json={"user": "ann"})
    assert unknown.status_code == 404 and "Cid" in unknown.get_json()["message"]
    by_a_player = table["phones"]["Ann"].put(f"/api/v1/campaigns/{cid}/seats/Ben", json={"user": "ann"})
    assert by_a_player.status_code == 403
    assert store_of(app).bindings(cid) == before


def test_a_player_who_leaves_or_becomes_a_viewer_leaves_their_seat_unbound(app, table):
    cid, owner = table["cid"], table["owner"]
    store = store_of(app)
    ann, ben = store.user_named("ann"), store.user_named("ben")
    assert owner.post(f"/campaigns/{cid}/members/{ann.id}", data={"role": "viewer"}).status_code == 302
    assert owner.post(f"/campaigns/{cid}/members/{ben.id}", data={"role": "remove"}).status_code == 302
    assert owner.get(f"/api/v1/campaigns/{cid}/seats").get_json() == {
        "seats": [{"seat": "Ann", "user": None}, {"seat": "Ben", "user": None}]}
    refused = owner.put(f"/api/v1/campaigns/{cid}/seats/Ann", json={"user": "ann"})
    assert refused.status_code == 400 and "ann" in refused.get_json()["message"]
