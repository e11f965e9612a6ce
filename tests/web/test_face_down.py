"""No player of the Six Winters demo can learn the next obstacle: the app shuffled this year's
decks face down, and nothing the site serves a member (the API's events, views, pictures and
export, the overview, history, table, replay and dice pages, the chronicle) lists the cards
not yet drawn in their order. The owner's own export and the shell's state hold the order,
which is how the check below is shown to find it where it is."""
from __future__ import annotations

import json

import pytest

from domain import rulesets
from domain.kernel import Viewer
from domain.kernel.secrets import is_placeholder
from reports import render_html
from web.accounts import store_of
from web.journal_access import journal_of

from . import canaries
from .members import client_of, served

RUN = 8   # this many undrawn cards in their order would give the order away


def order_in(text: str, order: list[str]) -> bool:
    """Whether `text` names the first RUN cards of `order` one after another, in that order
    (other words between them, but no other card). The face-down form lists a deck sorted,
    which gives nothing away; the run is long enough not to be sorted by chance."""
    return canaries.order_in(text, order, RUN)


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    """The Six Winters demo with an owner, a seated player, a player and a viewer; the order of
    the year's obstacle deck as the shell's audit reads it."""
    from .conftest import close_app, make_app

    app = make_app(tmp_path_factory.mktemp("face-down"))
    journal = journal_of(app)
    cid = journal.load_demo("sixwinters", actor="olga")
    store = store_of(app)
    for name, role in (("olga", "owner"), ("pete", "player"), ("paula", "player"), ("vera", "viewer")):
        user = store.user_named(name) or store.add_user(name, "password1")
        store.set_role(user.id, cid, role)
    seat = rulesets.get("sixwinters").seats(journal.state(cid).state["game"])[0].id
    store.bind(cid, seat, store.user_named("paula").id)
    audit = journal.state(cid).state["game"]
    order = audit["table"]["opening"]["obstacle_deck"]
    assert len(order) > RUN and order != sorted(order)
    yield {"app": app, "cid": cid, "order": order, "seat": seat}
    close_app(app)


@pytest.mark.parametrize("name", ["paula", "pete", "vera", "olga"])
def test_nothing_served_to_a_member_lists_the_obstacles_not_yet_drawn_in_their_order(demo, name):
    """Not even to the owner on a page (their export, below, is the audit that holds it)."""
    pages = served(demo["app"], demo["cid"], name)
    leaks = [address for address, text in pages.items() if order_in(text, demo["order"])]
    assert leaks == ([f"/api/v1/campaigns/{demo['cid']}/export"] if name == "olga" else [])


@pytest.mark.parametrize("name", ["paula", "pete", "vera"])
def test_no_members_chronicle_lists_them_in_their_order(demo, name):
    role = {"vera": "viewer"}.get(name, "player")
    seats = [demo["seat"]] if name == "paula" else []
    html = render_html(journal_of(demo["app"]), demo["cid"], viewer=Viewer.of(name, role, seats))
    assert not order_in(html, demo["order"])


def test_the_years_shuffle_reaches_a_player_as_commitments_only(demo):
    client = client_of(demo["app"], "paula")
    events = client.get(f"/api/v1/campaigns/{demo['cid']}/events?limit=1000").get_json()["events"]
    shuffle = [e for e in events if e["type"] == "sixwinters/decks-shuffled"][-1]
    assert is_placeholder(shuffle["data"]["obstacles"]) and is_placeholder(shuffle["data"]["assets"])
    assert is_placeholder(shuffle["command"]["obstacle_dice"]) and is_placeholder(shuffle["command"]["asset_dice"])


def test_the_owners_export_and_the_shells_audit_do_hold_the_order(demo):
    """The check above finds the order where it is: the owner's export carries the secrets."""
    owner = client_of(demo["app"], "olga")
    export = owner.get(f"/api/v1/campaigns/{demo['cid']}/export").get_data(as_text=True)
    assert order_in(export, demo["order"])
    member = client_of(demo["app"], "pete").get(f"/api/v1/campaigns/{demo['cid']}/export").get_data(as_text=True)
    assert not order_in(member, demo["order"]) and json.loads(member.splitlines()[0])["secrets"] == 0
    assert order_in(json.dumps(journal_of(demo["app"]).state(demo["cid"]).state), demo["order"])
