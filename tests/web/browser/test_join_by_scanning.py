"""Two phones join a Dwarfs Winter game from the seats panel's join links, with no shell command
and nothing typed: the owner taps a seat's join code on the table's seats panel, each phone opens
the link its QR code holds and lands on the table as a guest of that seat; then the two play a
week, each seeing only its own hand, and a used link answers a page saying so."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from web.accounts import add_member, add_user, store_of
from web.joining import qr_svg
from web.journal_access import journal_of

from .conftest import PHONE, TABLET, press
from .test_dwarfswinter_table import SETUP, TO_THE_CHOICE, choose, choose_hand, hands_on_the_page
from .test_table_play import confirm, tap_board
from .test_table_rules import log_in

pytestmark = pytest.mark.browser


@pytest.fixture
def winter(live):
    """Dwarfs Winter set up to the hands' choice by its owner, no seat bound, no player account."""
    base, app = live
    cid = journal_of(app).create_campaign("dwarfswinter", "Two clans", SETUP, actor="olga")
    for command in TO_THE_CHOICE:
        journal_of(app).execute(cid, command, actor="olga")
    add_user(app, "olga", "password1")
    add_member(app, cid, "olga", "owner")
    return base, app, cid


def join_link(owner, base, cid, seat: str) -> str:
    """On the owner's tablet: the table's seats panel, the seat's join code; the link its QR code holds."""
    owner.goto(f"{base}/campaigns/{cid}/table")
    press(owner, "#seat-codes")
    press(owner.locator("#seats button", has_text=f"Join code for {seat}"))
    expect(owner.locator("#join-title")).to_have_text(f"Join as {seat}")
    url = owner.locator("a.join-url").get_attribute("href")
    drawn = owner.locator("#join-code svg.qr path[stroke]").get_attribute("d")
    assert drawn == re.search(r'stroke="#000" d="([^"]+)"', str(qr_svg(url, ""))).group(1), "the QR code holds the link"
    expect(owner.locator("#join-code .join-code")).to_have_text(re.compile(r"^[A-Z0-9]{6}$"))
    return url


def play_a_turn(page, app, cid, seat: str) -> None:
    """The seat's turn: a dwarf placed on a zone tapped on the board, then the turn ended."""
    move = choose(page, app, cid, f"^{seat} places a Dwarf")
    tap_board(page, "Forest 1")
    confirm(page, move)
    confirm(page, choose(page, app, cid, f"^{seat} ends their turn"))


def test_two_phones_join_from_join_links_and_play_a_week_each_seeing_only_its_hand(live, winter, browser, look):
    base, app, cid = winter
    owner = browser.new_context(**TABLET).new_page()
    log_in(owner, base, "olga")
    phones = {}
    for seat in ("Ann", "Ben"):
        url = join_link(owner, base, cid, seat)
        if seat == "Ann":
            look(owner, "join-seats-panel")
        phone = phones[seat] = browser.new_context(**PHONE).new_page()
        phone.goto(url)                                  # what scanning the QR code opens
        expect(phone).to_have_url(f"{base}/campaigns/{cid}/table")
        expect(phone.locator("#moves button.move").first).to_be_visible()
    ann, ben = phones["Ann"], phones["Ben"]
    guests = store_of(app).bindings(cid)
    assert set(guests) == {"Ann", "Ben"} and all("guest" in name for name in guests.values()), guests
    expect(ann.locator("#moves")).not_to_contain_text("Ben chooses")
    expect(ben.locator("#moves")).not_to_contain_text("Ann chooses")
    look(ann, "join-landed-on-the-table")

    choose_hand(ann, app, cid, "Ann")
    ben.reload()
    choose_hand(ben, app, cid, "Ben")
    hands = journal_of(app).state(cid).state["game"]["hands"]
    for page, own, other in ((ann, "Ann", "Ben"), (ben, "Ben", "Ann")):
        page.goto(f"{base}/campaigns/{cid}/table")
        press(page.locator(".board-switch button", has_text="Players"))
        seen = hands_on_the_page(page)
        assert seen[own] == [0, list(hands[own])] and seen[other] == [7, []], seen

    for page, seat in ((ann, "Ann"), (ben, "Ben")):
        page.goto(f"{base}/campaigns/{cid}/table")
        play_a_turn(page, app, cid, seat)
    events = journal_of(app).events(cid)
    assert "dwarfswinter/week-ended" in [e["type"] for e in events]
    played = [(e["type"], e.get("seat"), e["actor"]) for e in events if e["type"] in (
        "dwarfswinter/hand-chosen", "dwarfswinter/dwarf-placed", "dwarfswinter/turn-ended") and e["actor"] != "olga"]
    assert played == [("dwarfswinter/hand-chosen", "Ann", guests["Ann"]), ("dwarfswinter/hand-chosen", "Ben", guests["Ben"]),
                      ("dwarfswinter/dwarf-placed", "Ann", guests["Ann"]), ("dwarfswinter/turn-ended", "Ann", guests["Ann"]),
                      ("dwarfswinter/dwarf-placed", "Ben", guests["Ben"]), ("dwarfswinter/turn-ended", "Ben", guests["Ben"])]


def test_a_used_link_and_the_code_page_are_plain_pages(live, winter, browser, look):
    base, app, cid = winter
    owner = browser.new_context(**TABLET).new_page()
    log_in(owner, base, "olga")
    url = join_link(owner, base, cid, "Ann")
    browser.new_context(**PHONE).new_page().goto(url)
    late = browser.new_context(**PHONE).new_page()
    late.goto(url)
    expect(late.locator("h1")).to_have_text("This join link no longer works")
    look(late, "join-link-used")
    late.goto(f"{base}/join")
    expect(late.locator("input[name=code]")).to_be_visible()
    look(late, "join-code-page")
