"""A private note, roll and adjustment are the game master's: every page and answer the site
gives a player or a viewer shows only their shadows, while the game master and the owner
read them; a note to one seat is read by that seat's player too. The chronicle is told the
same way."""
from __future__ import annotations

import pytest
from markupsafe import escape

from domain.kernel import Viewer
from domain.kernel.secrets import is_placeholder
from reports import render_html
from web.accounts import store_of
from web.journal_access import journal_of

from .members import chronicle_text, client_of, served

SECRETS = ("The heir is false", "ambush at the ford", "the wound of the ogre heals")
TO_ANN = "meet me at the mill"
MEMBERS = {"olga": "owner", "gina": "gm", "paula": "player", "pete": "player", "vera": "viewer"}


@pytest.fixture
def campaign(app):
    """A game of Ann (paula) and Ben (pete) with a game master who wrote a private note, made a
    private roll and a private adjustment, and passed Ann a note."""
    journal, store = journal_of(app), store_of(app)
    cid = journal.create_campaign("sketch", "Whispers", {"players": ["Ann", "Ben"]}, actor="olga")
    for name, role in MEMBERS.items():
        store.set_role((store.user_named(name) or store.add_user(name, "password1")).id, cid, role)
    store.bind(cid, "Ann", store.user_named("paula").id)
    store.bind(cid, "Ben", store.user_named("pete").id)
    gm = client_of(app, "gina")
    for command in ({"type": "mark", "colour": "red", "player": "Ann"},
                    {"type": "note", "text": SECRETS[0], "audience": "gm"},
                    {"type": "roll", "spec": "2d6", "purpose": SECRETS[1], "audience": "gm"},
                    {"type": "adjust", "reason": SECRETS[2], "audience": "gm",
                     "changes": [{"path": "/paper", "set": "torn"}]},
                    {"type": "note", "text": TO_ANN, "audience": ["Ann"]},
                    {"type": "note", "text": "Everyone hears the bell."}):
        response = gm.post(f"/api/v1/campaigns/{cid}/commands", json={"command": command})
        assert response.status_code == 201, response.get_json()
    return {"app": app, "cid": cid}


def everything(campaign, name: str) -> str:
    pages = served(campaign["app"], campaign["cid"], name)
    return "\n".join(pages.values())


@pytest.mark.parametrize("name", ["pete", "vera"])
def test_a_player_and_a_viewer_read_only_shadows_everywhere(campaign, name):
    text = everything(campaign, name)
    for secret in (*SECRETS, TO_ANN):
        assert secret not in text
    assert "wrote a private note" in text and "made a private roll" in text
    assert "Everyone hears the bell." in text


def test_the_player_of_the_seat_a_note_is_for_reads_it_and_nothing_else_private(campaign):
    text = everything(campaign, "paula")
    assert TO_ANN in text
    for secret in SECRETS:
        assert secret not in text


@pytest.mark.parametrize("name", ["gina", "olga"])
def test_the_game_master_and_the_owner_read_them_on_every_page_that_tells_events(campaign, name):
    pages = served(campaign["app"], campaign["cid"], name)
    cid = campaign["cid"]
    for address in (f"/api/v1/campaigns/{cid}/events?limit=1000", f"/campaigns/{cid}/history",
                    f"/campaigns/{cid}/table", f"/campaigns/{cid}/table/fragment"):
        for secret in (*SECRETS, TO_ANN):
            assert secret in pages[address], (address, secret)


def test_a_players_api_events_hold_commitments_where_the_private_content_was(campaign):
    events = client_of(campaign["app"], "pete").get(
        f"/api/v1/campaigns/{campaign['cid']}/events?limit=1000").get_json()["events"]
    private = [e for e in events if e.get("audience") == "gm"]
    assert [e["type"] for e in private] == ["journal/noted", "journal/rolled", "journal/adjusted"]
    for event in private:
        assert is_placeholder(event["data"]) and is_placeholder(event["command"]) and event["shadow"]
        assert event["rolls"] is None or is_placeholder(event["rolls"])


@pytest.mark.parametrize("name", ["pete", "gina"])
def test_the_api_events_carry_each_event_told_for_the_caller(campaign, name):
    """"text" is the sentence the history page tells the same reader: the note itself for the
    game master, its shadow for a player."""
    client = client_of(campaign["app"], name)
    cid = campaign["cid"]
    events = client.get(f"/api/v1/campaigns/{cid}/events?limit=1000").get_json()["events"]
    texts = {e["position"]: e["text"] for e in events}
    history = client.get(f"/campaigns/{cid}/history").get_data(as_text=True)
    assert all(texts.values()) and "Campaign started." == texts[1], texts
    assert all(escape(text) in history for text in texts.values())
    [note] = [e for e in events if e["type"] == "journal/noted" and e.get("audience") == "gm"]
    assert (SECRETS[0] in note["text"]) == (name == "gina")
    assert any("Everyone hears the bell." in text for text in texts.values())
    sent = client.post(f"/api/v1/campaigns/{cid}/commands", json={"command": {"type": "note", "text": "Rain."}})
    [stored] = sent.get_json()["events"]
    assert "Rain." in stored["text"] and stored["text"] == client.get(
        f"/api/v1/campaigns/{cid}/events?start={stored['position']}").get_json()["events"][0]["text"]


def test_the_private_adjustment_still_shows_in_the_views_but_not_why(campaign):
    """The audience hides the reason and the changes, not the table."""
    tally = client_of(campaign["app"], "pete").get(f"/api/v1/campaigns/{campaign['cid']}/views/tally").get_json()
    assert tally["view"]["paper"] == "torn"


def test_exports_hold_the_private_content_for_the_owner_only(campaign):
    cid = campaign["cid"]
    for name in ("gina", "pete"):
        export = client_of(campaign["app"], name).get(f"/api/v1/campaigns/{cid}/export").get_data(as_text=True)
        assert all(secret not in export for secret in SECRETS)
    owners = client_of(campaign["app"], "olga").get(f"/api/v1/campaigns/{cid}/export").get_data(as_text=True)
    assert all(secret in owners for secret in SECRETS)


@pytest.mark.parametrize("name, role, seats", [("pete", "player", ["Ben"]), ("gina", "gm", [])])
def test_the_chronicle_is_told_for_its_reader(campaign, name, role, seats):
    html = render_html(journal_of(campaign["app"]), campaign["cid"], viewer=Viewer.of(name, role, seats))
    assert (SECRETS[0] in html) == (role == "gm")
    assert "wrote a private note" in html or role == "gm"


def test_a_players_chronicle_pdf_from_the_site_leaves_the_private_note_out(campaign):
    text = chronicle_text(client_of(campaign["app"], "pete"), campaign["cid"])
    assert "heir" not in text and "private note" in text


def test_the_dice_games_views_leave_out_what_a_private_roll_and_note_hold(app):
    """The dice ruleset folds each roll and note into its views: a private one's dice, purpose
    and text are kept under its audience, so a player's views, overview, replay and explain
    answers count them but never show them (issue 45: they showed `summary.last` and
    `summary.last_note`)."""
    journal, store = journal_of(app), store_of(app)
    cid = journal.create_campaign("dice", "Dice at the mill", {}, actor="olga")
    for name, role in {"olga": "owner", "paula": "player"}.items():
        store.set_role((store.user_named(name) or store.add_user(name, "password1")).id, cid, role)
    owner, player = client_of(app, "olga"), client_of(app, "paula")
    for command in ({"type": "roll", "dice": [{"sides": 20, "value": 17, "kind": "Kestrel"}], "purpose": "SECRET",
                     "audience": "gm"},
                    {"type": "note", "text": SECRETS[0], "audience": "gm"}):
        assert owner.post(f"/api/v1/campaigns/{cid}/commands", json={"command": command}).status_code == 201
    views = player.get(f"/api/v1/campaigns/{cid}/views").get_json()["views"]
    assert views["summary"] == {"rolls": 1, "notes": 1, "last": None, "last_note": None}
    assert views["faces"] == {"faces": {}}
    pages = [player.get(address).get_data(as_text=True) for address in (
        f"/campaigns/{cid}", f"/campaigns/{cid}/replay?at=2", f"/campaigns/{cid}/replay?at=3",
        f"/api/v1/campaigns/{cid}/views?at=2", f"/api/v1/campaigns/{cid}/explain?view=summary&path=",
        f"/api/v1/campaigns/{cid}/explain?view=faces&path=", f"/campaigns/{cid}/table/fragment")]
    for secret in ("SECRET", "Kestrel", SECRETS[0]):
        assert not [page for page in pages if secret in page], secret
    owners = owner.get(f"/api/v1/campaigns/{cid}/views").get_json()["views"]
    assert owners["summary"]["last"]["purpose"] == "SECRET" and owners["summary"]["last_note"]["text"] == SECRETS[0]
    assert owners["faces"] == {"faces": {"Kestrel/d20": {"17": 1}}}
