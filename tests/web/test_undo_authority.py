"""Who may take a command back: someone who could have made it (its seat's player, the game
master, the owner; a command of no seat, whoever made it). A player's table never offers the
undo or the redo of the game master's command or another player's, the API refuses it with 403
naming the rule and stores nothing; the game master and the owner take back anything. On the
game master's own table a private note is marked private and its undo never repeats its text.

The nine-trait game of issue 45: Ann plays Claud, Ben plays Luis and Audi (so what he writes
acts for no one seat), Mara is the Wayfinder with the chair left unbound, Olga owns it.
"""
from __future__ import annotations

import json
import re

import pytest

from domain import rulesets
from domain.rulesets.ninetraits.demo import PARTY
from web.accounts import store_of
from web.journal_access import journal_of

from .members import client_of

SECRET = "The captain is the mayor's brother."
MOVES_DOCUMENT = re.compile(r'<script type="application/json" id="moves-document">(.*?)</script>', re.DOTALL)


@pytest.fixture
def road(app, auth):
    cid = journal_of(app).create_campaign("ninetraits", "The bandit road", {"wayfinder": "Mara", "characters": PARTY},
                                          actor="olga")
    store = store_of(app)
    for name, role in (("olga", "owner"), ("mara", "gm"), ("ann", "player"), ("ben", "player")):
        store.set_role(auth.user(name).id, cid, role)
    for seat, name in (("Claud", "ann"), ("Luis", "ben"), ("Audi", "ben")):
        store.bind(cid, seat, auth.user(name).id)
    return cid


def send(app, name: str, cid: str, command: dict):
    return client_of(app, name).post(f"/api/v1/campaigns/{cid}/commands", json={"command": command})


def offered(app, name: str, cid: str) -> dict:
    """The undo and the redo the member is offered: by the moves document, by the table page
    (the document it is served with) and by the table's fragment (each refresh); all the same."""
    client = client_of(app, name)
    document = client.get(f"/api/v1/campaigns/{cid}/moves").get_json()
    page = client.get(f"/campaigns/{cid}/table").get_data(as_text=True)
    served = json.loads(MOVES_DOCUMENT.search(page).group(1))
    fragment = client.get(f"/campaigns/{cid}/table/fragment").get_json()["moves"]
    found = {key: document[key] for key in ("undo", "redo")}
    assert {key: served[key] for key in found} == found == {key: fragment[key] for key in found}
    return found


def stored(app, cid: str) -> list[str]:
    return [event["hash"] for event in journal_of(app).events(cid)]


def refused(app, name: str, cid: str, command: dict, rule: str) -> None:
    """The member's retraction is 403 naming the rule, and the store is as it was."""
    before = stored(app, cid)
    answer = send(app, name, cid, command)
    assert answer.status_code == 403, answer.get_data(as_text=True)
    assert answer.get_json()["rule"] == rule
    assert rule != "retract.not-yours" or "only its seat's player" in answer.get_json()["message"]
    assert stored(app, cid) == before


WHOSE = [
    ("mara", {"type": "note", "text": SECRET, "audience": "gm"}),
    ("mara", {"type": "roll", "dice": [{"sides": 6, "value": 4}], "purpose": "the weather"}),
    ("ben", {"type": "note", "text": "Luis and Audi take the left fork."}),
]


@pytest.mark.parametrize("maker, command", WHOSE, ids=["the game master's private note",
                                                       "the game master's roll", "another player's note"])
def test_a_player_neither_is_offered_nor_may_undo_or_redo_what_someone_else_made(app, road, maker, command):
    assert send(app, maker, road, command).status_code == 201
    made = journal_of(app).head(road)
    assert offered(app, "ann", road) == {"undo": None, "redo": None}
    refused(app, "ann", road, {"type": "retract"}, "retract.not-yours")
    refused(app, "ann", road, {"type": "retract", "position": made}, "retract.not-yours")   # as "Correct" sends it

    for name in ("mara", "olga", maker):   # the game master, the owner and who made it are offered it
        assert offered(app, name, road)["undo"]["fields"] == {"position": {"fixed": made}}
    assert send(app, "olga", road, {"type": "retract"}).status_code == 201
    undo = journal_of(app).head(road)
    assert offered(app, "ann", road) == {"undo": None, "redo": None}
    refused(app, "ann", road, {"type": "retract", "position": undo}, "retract.not-yours")
    assert offered(app, "mara", road)["redo"]["fields"] == {"position": {"fixed": undo}}
    assert send(app, "mara", road, {"type": "retract", "position": undo}).status_code == 201
    assert journal_of(app).verify(road).ok


def test_a_player_undoes_and_redoes_their_own_commands_the_private_one_unsaid(app, road):
    assert send(app, "ann", road, {"type": "note", "text": "Claud keeps watch."}).status_code == 201
    assert offered(app, "ann", road)["undo"]["label"] == "Undo: Note: Claud keeps watch."
    favour = {"type": "note", "text": "Claud owes Luis a favour.", "audience": "gm"}
    assert send(app, "ann", road, favour).status_code == 201
    own = journal_of(app).head(road)
    assert offered(app, "ann", road)["undo"] == {"type": "retract", "label": "Undo your private note",
                                                 "fields": {"position": {"fixed": own}}}
    assert send(app, "ann", road, {"type": "retract"}).status_code == 201
    assert offered(app, "ann", road)["redo"]["label"] == "Redo your private note"
    assert offered(app, "ben", road)["redo"] is None   # Claud's, not Luis's nor Audi's
    refused(app, "ben", road, {"type": "retract", "position": own + 1}, "seat.bound")
    assert send(app, "ann", road, {"type": "retract", "position": own + 1}).status_code == 201
    assert journal_of(app).events(road, start=own, stop=own)[0]["retracted"] is False   # brought back


def test_the_game_masters_table_marks_a_private_note_and_its_undo_does_not_repeat_it(app, road):
    assert send(app, "mara", road, {"type": "note", "text": SECRET, "audience": "gm"}).status_code == 201
    note = journal_of(app).head(road)
    assert offered(app, "mara", road)["undo"]["label"] == "Undo your private note"
    assert offered(app, "olga", road)["undo"]["label"] == "Undo the private note"
    assert send(app, "ann", road, {"type": "note", "text": "Claud keeps watch."}).status_code == 201
    for address in (f"/campaigns/{road}/table", f"/campaigns/{road}/history"):
        page = client_of(app, "mara").get(address).get_data(as_text=True)
        private, public = (logged(page, position) for position in (note, note + 1))
        assert "mayor&#39;s brother" in private and re.search(r'class="private-mark"[^>]*>private</span>', private)
        assert "Claud keeps watch" in public and "private" not in public


def logged(page: str, position: int) -> str:
    """The row of the event at `position` in a page's log."""
    (row,) = re.findall(rf'<li class="[^"]*event[^"]*" data-position="{position}">.*?</li>', page, re.DOTALL)
    return row


@pytest.mark.parametrize("ruleset", [name for name in rulesets.available() if name != "sketch"])
def test_in_every_game_a_seated_player_may_not_take_back_the_owners_private_note(app, auth, ruleset):
    journal = journal_of(app)
    cid = journal.load_demo(ruleset, actor="olga")
    store = store_of(app)
    store.set_role(auth.user("olga").id, cid, "owner")
    store.set_role(auth.user("ann").id, cid, "player")
    seats = [seat.id for seat in journal.ruleset_of(cid).seats(journal.state(cid).state["game"]) if not seat.gm]
    for seat in seats[:1]:
        store.bind(cid, seat, auth.user("ann").id)
    assert send(app, "olga", cid, {"type": "note", "text": SECRET, "audience": "gm"}).status_code == 201
    assert offered(app, "ann", cid)["undo"] is None
    refused(app, "ann", cid, {"type": "retract"}, "retract.not-yours")
    assert offered(app, "olga", cid)["undo"]["label"] == "Undo your private note"
