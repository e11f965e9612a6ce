"""Dwarfs Winter at the table on each player's own phone (and tablet): two seats bound to two
players, each of whom sees only their own moves and their own hand (the other's is face down on
every picture and in the data), chooses it by tapping the heroes, places a dwarf by tapping a
zone on the board, plays the music and waits while the other follows it."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from web.accounts import add_member, add_user, store_of
from web.journal_access import journal_of
from web.seats import bind

from .conftest import SCREENS, press, smallest_text
from domain.kernel import Viewer
from journal.projections.moves import moves_document

from .test_table_play import chip, confirm, field, open_move, tap_board
from .test_table_rules import log_in

pytestmark = pytest.mark.browser
SETUP = {"players": ["Ann", "Ben"], "legendary_classes": True}   # the Sage: eight heroes for a hand of seven
TO_THE_CHOICE = [
    {"type": "shuffle-decks", "roll": "physical"},
    *({"type": "draw-card", "card": card} for card in ("Woodsman", "Trader", "Pathfinder", "Quartermaster")),
    {"type": "place-defender", "player": "Ben", "zone": "Hills 1"},
    *({"type": "draw-card", "card": card} for card in ("Frost Giant 1", "Goblin Warchief 1", "Banshee 1", "Blizzard")),
]
LEFT_OUT = {"Ann": "Prospector", "Ben": "Sage"}
FACE_DOWN = """(figure) => [...document.querySelectorAll(`${figure} svg`)].filter((svg) => svg.getBoundingClientRect().width > 0)
  .flatMap((svg) => [...svg.querySelectorAll('g.player')]).map((g) => [g.dataset.name,
    [...g.querySelectorAll('title')].filter((t) => t.textContent === 'A hero, face down').length,
    [...g.querySelectorAll('g.card')].map((c) => c.dataset.choice)])"""


@pytest.fixture
def winter(live):
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    for name in ("olga", "ann", "ben"):
        add_user(url, name, "password1")
    journal = journal_of(app)
    cid = journal.create_campaign("dwarfswinter", "Two clans", SETUP, actor="olga")
    for command in TO_THE_CHOICE:
        journal.execute(cid, command, actor="olga")
    add_member(url, cid, "olga", "owner")
    for seat in ("Ann", "Ben"):
        add_member(url, cid, seat.lower(), "player")
        bind(journal, store_of(app), cid, seat, seat.lower())
    return base, app, cid


def hands_on_the_page(page) -> dict:
    """player -> (card backs, heroes named) on the players picture as this screen shows it."""
    return {name: [backs, named] for name, backs, named in page.evaluate(FACE_DOWN, "figure[data-picture=players]")}


def choose(page, app, cid, label: str) -> dict:
    """Open the move of the page's own seat whose label matches (through its group's button
    when the seat has several moves in that group)."""
    seat = "Ann" if "Ann" in label else "Ben"
    bindings = {"Ann": "ann", "Ben": "ben"}
    moves = moves_document(journal_of(app), cid, Viewer.of(seat.lower(), "player", [seat]), bindings)["moves"]
    return open_move(page, moves, label)


def choose_hand(page, app, cid, player: str) -> None:
    move = choose(page, app, cid, f"^{player} chooses a hand of 7 heroes")
    for hero in move["fields"]["cards"]["choices"]:
        if hero != LEFT_OUT[player]:
            press(chip(field(page, "cards"), hero))
    confirm(page, move)


def test_two_players_each_see_only_their_own_hand_and_play_by_tapping(live, winter, browser, screen, look):
    base, app, cid = winter
    ann, ben = (browser.new_context(**SCREENS[screen]).new_page() for _ in range(2))
    for page, name in ((ann, "ann"), (ben, "ben")):
        log_in(page, base, name)
        page.goto(f"{base}/campaigns/{cid}/table")
        expect(page.locator("#moves button.move").first).to_be_visible()
    expect(ann.locator("#moves")).not_to_contain_text("Ben chooses")
    expect(ben.locator("#moves")).not_to_contain_text("Ann chooses")

    choose_hand(ann, app, cid, "Ann")
    look(ann, "dwarfswinter-hand-chosen")
    ben.reload()
    expect(ben.locator("#log")).to_contain_text("Ann chooses a hand of heroes in secret.")
    choose_hand(ben, app, cid, "Ben")

    for page, own, other in ((ann, "Ann", "Ben"), (ben, "Ben", "Ann")):
        page.goto(f"{base}/campaigns/{cid}/table")
        press(page.locator(".board-switch button", has_text="Players"))
        seen = hands_on_the_page(page)
        assert seen[own] == [0, [h for h in journal_of(app).state(cid).state["game"]["hands"][own]]], seen
        assert seen[other] == [7, []], seen
        press(page.locator("#show-details"))                          # the details, fetched when shown
        expect(page.locator("#views")).not_to_be_empty()
        raw = page.locator("details, .views").all_inner_texts()
        assert LEFT_OUT[other] not in journal_of(app).state(cid).state["game"]["hands"][other]
        assert not any(f"{other} holds" in text and "face down" not in text for text in raw)
        page.goto(f"{base}/campaigns/{cid}")
        assert [7, []] == hands_on_the_page(page)[other]
    look(ben, "dwarfswinter-own-hand")

    # Ann's turn: a dwarf placed on a zone tapped on the board, then the Drums
    ann.goto(f"{base}/campaigns/{cid}/table")
    board = "#board figure[data-picture=board] " + (".wide-only" if screen == "tablet" else ".narrow-only")
    assert smallest_text(ann, f"{board} svg") >= 11
    move = choose(ann, app, cid, "^Ann places a Dwarf")
    tap_board(ann, "Forest 1")
    expect(chip(field(ann, "zone"), "Forest 1")).to_have_attribute("aria-pressed", "true")
    confirm(ann, move)
    move = choose(ann, app, cid, "^Ann plays the Drums")
    confirm(ann, move)
    move = choose(ann, app, cid, "^Ann plays the Lumberjack")
    confirm(ann, move)
    expect(ann.locator("#log")).to_contain_text("Ann plays the Lumberjack to the Drums and produces 1 Wood")
    move = choose(ann, app, cid, "^Ann finishes playing")
    confirm(ann, move)
    expect(ann.locator(".waiting")).to_contain_text("Ben")
    look(ann, "dwarfswinter-waiting-for-ben")

    ben.goto(f"{base}/campaigns/{cid}/table")
    expect(ben.locator("#moves")).to_contain_text("Follow the music")
    move = choose(ben, app, cid, "^Ben is done following the Drums")
    confirm(ben, move)
    recorded = [(e["type"], e.get("seat"), e["actor"]) for e in journal_of(app).events(cid)
                if e["type"] in ("dwarfswinter/hand-chosen", "dwarfswinter/dwarf-placed", "dwarfswinter/music-ended")
                and e["actor"] in ("ann", "ben")]
    assert recorded == [("dwarfswinter/hand-chosen", "Ann", "ann"), ("dwarfswinter/hand-chosen", "Ben", "ben"),
                        ("dwarfswinter/dwarf-placed", "Ann", "ann"), ("dwarfswinter/music-ended", "Ben", "ben")]
    expect(ben.locator("#moves")).not_to_contain_text("Ben ")      # Ann's turn again: Ben waits
    expect(ben.locator(".waiting")).to_contain_text("Ann")
