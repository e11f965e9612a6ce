"""A group at the table (#48, "Done when"): four people, one tablet and three phones. The owner
starts a Dwarfs Winter campaign on the tablet by taps, sets it up by taps, and shows a join
link per seat; each phone opens its link (what scanning the QR code does: no shell, nothing
typed) and lands on the table as that seat's guest; the week is played by taps, the owner's
seat on the tablet and each other seat on its own phone, and every phone sees its own hand
and no other."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from domain import rulesets
from domain.kernel import Viewer
from journal.projections.moves import moves_document
from web.accounts import add_user, store_of
from web.journal_access import journal_of

from .conftest import PHONE, TABLET, choose_game, press
from .test_dwarfswinter_table import hands_on_the_page
from .test_join_by_scanning import join_link
from .test_setup_by_taps import first_move_by_taps
from .test_table_play import COUNT_TYPING, confirm, kinds, no_typing, position, settled, tap_board  # noqa: F401 (a fixture)
from .test_table_rules import log_in

pytestmark = pytest.mark.browser
GAME = "dwarfswinter"
PHONES = ("Player 2", "Player 3", "Player 4")   # the default names; Player 1 is the owner's, on the tablet


def new_campaign_by_taps(owner, app) -> str:
    """The game tapped, every answer left at its default (four players), the form sent."""
    title = rulesets.get(GAME).title
    press(owner, "text=New campaign")
    choose_game(owner, GAME)
    press(owner, "#new-campaign button[type=submit]")
    expect(owner.locator("h1")).to_have_text(re.compile(f"^{re.escape(title)}, "))
    return next(info.id for info in journal_of(app).campaigns() if info.name.startswith(title))


def set_up_by_taps(owner, base, app, cid) -> None:
    """The owner taps the setup's first move until the first player may place a Dwarf."""
    owner.goto(f"{base}/campaigns/{cid}/table")
    for _ in range(40):
        if any("places a Dwarf" in m["label"] for m in moves_document(journal_of(app), cid)["moves"]):
            return
        first_move_by_taps(owner, app, cid)
    raise AssertionError("the setup never reached the first turn")


def open_move(page, app, cid, seat: str, label: str) -> dict:
    """Open the seat's move whose label matches, as that seat's screen lists it."""
    viewer = Viewer.of("olga", "owner") if seat == "Player 1" else \
        Viewer.of(store_of(app).bindings(cid)[seat], "player", [seat])
    moves = moves_document(journal_of(app), cid, viewer, store_of(app).bindings(cid))["moves"]
    move = next((m for m in moves if re.search(label, m["label"])), None)
    assert move, f"no move {label!r} among {[m['label'] for m in moves]}"
    if sum(1 for m in moves if move.get("group") and m.get("group") == move["group"]) > 1:
        press(page.locator("#moves button.move.group", has_text=move["group"]))
    if settled(move):
        move = {**move, "before": position(page)}
    press(page.locator("#moves button.move", has_text=move["label"]).first)
    return move


def play_a_turn(page, app, cid, seat: str) -> None:
    """A Dwarf placed on a zone tapped on the board, then the turn ended."""
    move = open_move(page, app, cid, seat, f"^{seat} places a Dwarf")
    tap_board(page, move["fields"]["zone"]["choices"][0])
    confirm(page, move)
    confirm(page, open_move(page, app, cid, seat, f"^{seat} ends their turn"))


def test_a_group_of_four_starts_joins_and_plays_a_dwarfs_winter_week_by_taps(live, browser, no_typing, look):
    base, app = live
    add_user(app.config["JOURNAL_DATABASE_URL"], "olga", "password1")
    owner = browser.new_context(**TABLET).new_page()
    log_in(owner, base, "olga")
    no_typing.arm()
    owner.add_init_script(COUNT_TYPING)
    owner.goto(f"{base}/campaigns")
    cid = new_campaign_by_taps(owner, app)
    set_up_by_taps(owner, base, app, cid)

    phones = {}
    for seat in PHONES:
        url = join_link(owner, base, cid, seat)
        phone = phones[seat] = browser.new_context(**PHONE).new_page()
        phone.add_init_script(COUNT_TYPING)
        phone.goto(url)                                  # what scanning the QR code opens
        expect(phone).to_have_url(f"{base}/campaigns/{cid}/table")
    guests = store_of(app).bindings(cid)
    assert set(guests) == set(PHONES) and all("guest" in name for name in guests.values()), guests

    hands = journal_of(app).state(cid).state["game"]["hands"]
    for seat, page in phones.items():
        page.goto(f"{base}/campaigns/{cid}/table")
        press(page.locator(".board-switch button", has_text="Players"))
        seen = hands_on_the_page(page)
        assert seen[seat] == [0, list(hands[seat])], seen
        assert all(named == [] for other, (_, named) in seen.items() if other != seat), seen
        expect(page.locator("figure[data-picture=players] svg g.legend >> visible=true").first).to_be_visible()
    look(phones["Player 2"], "group-phone-own-hand")

    for seat, page in (("Player 1", owner), *phones.items()):
        page.goto(f"{base}/campaigns/{cid}/table")
        play_a_turn(page, app, cid, seat)
    owner.goto(f"{base}/campaigns/{cid}/table")
    for _ in range(12):     # the week's end: the owner taps the Monsters' moves and the cards drawn
        if "week-ended" in kinds(app, cid):
            break
        first_move_by_taps(owner, app, cid)
    assert "week-ended" in kinds(app, cid)
    events = journal_of(app).events(cid)
    turns = [(e.get("seat"), e["actor"]) for e in events if e["type"] == "dwarfswinter/turn-ended"]
    assert turns == [("Player 1", "olga"), *((seat, guests[seat]) for seat in PHONES)]
    for page in (owner, *phones.values()):
        no_typing.check(page)
