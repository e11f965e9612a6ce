"""Joining a seat by a link or a short code (docs/seats-and-secrets.md, "Join by scanning"): the
owner or the game master makes the link; a fresh browser that opens it sits in the seat as a table
guest, a logged-in member as themselves; the link works once, until it expires or is withdrawn;
a guest plays its own seat only; and every refusal leaves the store as it was."""
from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from sqlalchemy import update

from web.accounts import store_of
from web.accounts.tables import join_links, login_sessions
from web.journal_access import journal_of


@pytest.fixture
def cid(app, auth):
    """A sketch campaign of Ann and Ben, owned by olga, with a game master, a player and a viewer."""
    made = journal_of(app).create_campaign("sketch", "Join test", {"players": ["Ann", "Ben"]}, actor="olga")
    store = store_of(app)
    for role, name in (("owner", "olga"), ("gm", "gina"), ("player", "pete"), ("viewer", "vera")):
        store.set_role(auth.user(name).id, made, role)
    return made


def stored(app, cid: str) -> tuple:
    """What a refusal must leave as it was: members, seats, open links, accounts and logins."""
    store = store_of(app)
    with store.engine.connect() as c:
        logins = c.execute(login_sessions.select()).all()
    return (store.members(cid), store.bindings(cid), store.joins.open(cid), store.user_named("olga"), logins,
            journal_of(app).events(cid))


def make_link(app, auth, cid: str, seat: str = "Ann", by: str = "olga") -> dict:
    client = auth.device_of(by)
    response = client.post(f"/api/v1/campaigns/{cid}/seats/{seat}/join")
    assert response.status_code == 201, response.get_data(as_text=True)
    return response.get_json()


def path_of(url: str) -> str:
    return urlsplit(url).path


def test_the_owner_and_the_game_master_make_join_links(app, auth, cid):
    for who in ("olga", "gina"):
        made = make_link(app, auth, cid, by=who)
        assert set(made) == {"url", "code", "expires"}
        assert path_of(made["url"]).startswith("/join/j_") and len(made["code"]) == 6
    assert [link.seat for link in store_of(app).joins.open(cid)] == ["Ann", "Ann"]


@pytest.mark.parametrize("who", ["pete", "vera"])
def test_a_player_or_a_viewer_is_refused_a_join_link_naming_the_role_needed(app, auth, cid, who):
    device = auth.device_of(who)
    before = stored(app, cid)
    response = device.post(f"/api/v1/campaigns/{cid}/seats/Ann/join")
    assert response.status_code == 403
    assert "gm role" in response.get_json()["message"]
    assert stored(app, cid) == before


def test_a_seat_the_game_does_not_have_is_404_and_stores_nothing(app, auth, cid):
    owner = auth.device_of("olga")
    before = stored(app, cid)
    response = owner.post(f"/api/v1/campaigns/{cid}/seats/Zed/join")
    assert response.status_code == 404 and "Ann, Ben" in response.get_json()["message"]
    assert stored(app, cid) == before


def test_a_fresh_browser_opening_the_link_lands_on_the_table_as_a_guest_at_that_seat(app, auth, cid):
    made = make_link(app, auth, cid)
    phone = app.test_client()
    response = phone.get(path_of(made["url"]))
    assert response.status_code == 302 and response.headers["Location"].endswith(f"/campaigns/{cid}/table")
    assert phone.get(f"/campaigns/{cid}/table").status_code == 200
    guest = store_of(app).bindings(cid)["Ann"]
    assert "guest" in guest and {"name": guest, "role": "player"} in [
        {"name": m["name"], "role": m["role"]} for m in store_of(app).members(cid)]
    assert store_of(app).joins.open(cid) == []


def spoil(app, made: dict, how: str) -> None:
    """Use the link up (a phone opened it) or let it expire."""
    if how == "used":
        app.test_client().get(path_of(made["url"]))
    else:
        with store_of(app).engine.begin() as c:
            c.execute(update(join_links).values(expires_at="2000-01-01T00:00:00+00:00"))


@pytest.mark.parametrize("how", ["used", "expired"])
def test_a_used_or_expired_link_gives_a_clear_page_and_stores_nothing(app, auth, cid, how):
    made = make_link(app, auth, cid)
    spoil(app, made, how)
    before = stored(app, cid)
    response = app.test_client().get(path_of(made["url"]))
    page = response.get_data(as_text=True)
    assert response.status_code == 410 and "no longer works" in page and "expired" in page
    assert stored(app, cid) == before


def test_a_withdrawn_link_opens_nothing(app, auth, cid):
    made = make_link(app, auth, cid)
    owner = auth.device_of("olga")
    assert "Withdraw" in owner.get(f"/campaigns/{cid}/table/seats").get_data(as_text=True)
    link = store_of(app).joins.open(cid)[0]
    assert owner.post(f"/campaigns/{cid}/table/joins/{link.id}/withdraw").status_code == 302
    before = stored(app, cid)
    assert app.test_client().get(path_of(made["url"])).status_code == 410
    assert app.test_client().post("/join", data={"code": made["code"]}).status_code == 400
    assert stored(app, cid)[:3] == before[:3]


def test_a_player_cannot_withdraw_a_link(app, auth, cid):
    make_link(app, auth, cid)
    link, pete = store_of(app).joins.open(cid)[0], auth.device_of("pete")
    before = stored(app, cid)
    assert pete.post(f"/campaigns/{cid}/table/joins/{link.id}/withdraw").status_code == 403
    assert stored(app, cid) == before


def test_the_short_code_typed_at_join_sits_the_phone_too(app, auth, cid):
    made = make_link(app, auth, cid, seat="Ben")
    phone = app.test_client()
    assert "Code" in phone.get("/join").get_data(as_text=True)
    typed = f" {made['code'][:3].lower()}-{made['code'][3:].lower()} "
    response = phone.post("/join", data={"code": typed})
    assert response.status_code == 302 and response.headers["Location"].endswith(f"/campaigns/{cid}/table")
    assert "guest" in store_of(app).bindings(cid)["Ben"]


def test_wrong_codes_are_refused_and_a_few_of_them_hold_the_address_up(app, auth, cid):
    make_link(app, auth, cid)
    phone = app.test_client()
    before = stored(app, cid)
    answers = [phone.post("/join", data={"code": "QQQQQQ"}).status_code for _ in range(app.config["JOIN_CODE_TRIES"])]
    assert answers == [400] * app.config["JOIN_CODE_TRIES"]
    held = phone.post("/join", data={"code": "QQQQQQ"})
    assert held.status_code == 429 and "too many wrong codes" in held.get_data(as_text=True)
    assert stored(app, cid) == before


def test_a_logged_in_member_sits_as_themselves_and_no_guest_is_made(app, auth, cid):
    made = make_link(app, auth, cid)
    vera = auth.device_of("vera")
    assert vera.get(path_of(made["url"])).status_code == 302
    assert store_of(app).bindings(cid)["Ann"] == "vera"
    assert store_of(app).role(auth.user("vera").id, cid) == "player"
    assert not any("guest" in m["name"] for m in store_of(app).members(cid))


def guest_phone(app, auth, cid, seat="Ann"):
    phone = app.test_client()
    phone.get(path_of(make_link(app, auth, cid, seat)["url"]))
    return phone


def test_the_guest_acts_only_for_its_own_seat(app, auth, cid):
    phone = guest_phone(app, auth, cid)
    post = lambda command: phone.post(f"/api/v1/campaigns/{cid}/commands", json={"command": command})   # noqa: E731
    assert post({"type": "mark", "colour": "red", "player": "Ann"}).status_code == 201
    before = stored(app, cid)
    refused = post({"type": "mark", "colour": "red", "player": "Ben"})   # Ben's seat is unbound
    assert refused.status_code == 403 and refused.get_json()["rule"] == "seat.bound"
    assert post({"type": "adjust", "reason": "the table agreed", "changes": []}).status_code == 403
    assert stored(app, cid) == before


def test_a_guest_is_not_offered_as_a_player_of_a_new_campaign(app, auth, cid):
    guest_phone(app, auth, cid)
    olga = auth.user("olga").id
    assert any(seat for seat in store_of(app).bindings(cid))   # the guest sits at Ann's seat
    assert store_of(app).fellows(olga) == ["olga", "gina", "pete", "vera"]


def test_the_guest_reaches_nothing_beyond_its_seat(app, auth, cid):
    other = journal_of(app).create_campaign("sketch", "Elsewhere", {"players": ["Ann"]}, actor="olga")
    phone = guest_phone(app, auth, cid)
    before = stored(app, cid)
    assert phone.get(f"/campaigns/{other}/table").status_code == 404
    assert phone.post("/account/tokens", data={"label": "x"}).status_code == 403
    assert phone.post("/api/v1/campaigns", json={"name": "Mine", "ruleset": "sketch"}).status_code == 403
    assert phone.get(f"/campaigns/{cid}/table/seats").status_code == 403
    assert stored(app, cid) == before


def test_the_owner_sees_the_guest_under_devices_and_revokes_it(app, auth, cid):
    phone = guest_phone(app, auth, cid)
    owner = auth.device_of("olga")
    page = owner.get("/account/sessions").get_data(as_text=True)
    assert "Guests at your tables" in page and "plays Ann in Join test" in page
    guest = store_of(app).guests.made_by(auth.user("olga").id)[0]
    assert auth.device_of("gina").post(f"/account/guests/{guest['id']}/revoke").status_code == 404
    assert owner.post(f"/account/guests/{guest['id']}/revoke").status_code == 302
    assert phone.get(f"/campaigns/{cid}/table").status_code == 302      # to the login page
    assert "Ann" not in store_of(app).bindings(cid)
    assert not any("guest" in m["name"] for m in store_of(app).members(cid))


def test_a_guest_login_expires_after_the_set_hours(app, auth, cid):
    phone = guest_phone(app, auth, cid)
    guest = store_of(app).guests.made_by(auth.user("olga").id)[0]
    assert guest["expires_at"] > "2000" and phone.get(f"/campaigns/{cid}/table").status_code == 200
    with store_of(app).engine.begin() as c:
        c.execute(update(login_sessions).values(expires_at="2000-01-01T00:00:00+00:00"))
    assert phone.get(f"/campaigns/{cid}/table").status_code == 302


def test_the_seats_panel_shows_a_qr_code_and_the_short_code(app, auth, cid):
    owner = auth.device_of("olga")
    page = owner.post(f"/campaigns/{cid}/table/seats/Ann/join").get_data(as_text=True)
    code = store_of(app).joins.open(cid)
    assert '<svg role="img" aria-label="QR code: join as Ann"' in page and len(code) == 1
    assert 'class="join-code"' in page and "/join/j_" in page
    assert "Seats and join codes" in owner.get(f"/campaigns/{cid}/table").get_data(as_text=True)
    assert "Seats and join codes" not in auth.device_of("pete").get(f"/campaigns/{cid}/table").get_data(as_text=True)
    assert f"/campaigns/{cid}/table/seats" in owner.get(f"/campaigns/{cid}/members").get_data(as_text=True)
