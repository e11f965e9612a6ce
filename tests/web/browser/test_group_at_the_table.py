"""A group at the table (#48, "Done when"): one tablet and phones. The owner starts a campaign
on the tablet by taps, sets it up by taps, and shows a join link per seat; each phone opens its
link (what scanning the QR code does: no shell, nothing typed) and lands on the table as that
seat's guest. A Dwarfs Winter week (four people: the owner's seat on the tablet, three phones)
is played by taps, every phone seeing its own hand and no other; a Six Winters turn (two
phones) is played by taps, each character's moves on its player's phone, the table's on the
tablet."""
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
from .test_setup_by_taps import tap_move
from .test_table_play import (COUNT_TYPING, NOT_NOW, confirm, kinds, no_typing, position, settled,  # noqa: F401
                              tap_board)
from .test_table_rules import log_in

pytestmark = pytest.mark.browser
GAME = "dwarfswinter"
PHONES = ("Player 2", "Player 3", "Player 4")
TURN_ASIDE = (*NOT_NOW, "table-overcome")   # the turn goes on through moves, assets and its phases
RESOLVED = {"week-ended", "game-ended"}   # the week resolved (the shuffle may have the clans lose at once)   # the default names; Player 1 is the owner's, on the tablet


def owner_tablet(browser, base, app, no_typing):
    """The owner's tablet, logged in on the campaigns page; from here on nothing is typed."""
    add_user(app.config["JOURNAL_DATABASE_URL"], "olga", "password1")
    owner = browser.new_context(**TABLET).new_page()
    log_in(owner, base, "olga")
    no_typing.arm()
    owner.add_init_script(COUNT_TYPING)
    owner.goto(f"{base}/campaigns")
    return owner


def new_campaign_by_taps(owner, app, game: str = GAME) -> str:
    """The game tapped, every answer left at its default (Dwarfs Winter: four players), the form sent."""
    title = rulesets.get(game).title
    press(owner, "text=New campaign")
    choose_game(owner, game)
    press(owner, "#new-campaign button[type=submit]")
    expect(owner.locator("h1")).to_have_text(re.compile(f"^{re.escape(title)}, "))
    return next(info.id for info in journal_of(app).campaigns() if info.name.startswith(title))


def set_up_by_taps(owner, base, app, cid, first_turn: str = "places a Dwarf") -> None:
    """The owner taps the setup's first move until the first turn's move is listed."""
    owner.goto(f"{base}/campaigns/{cid}/table")
    for _ in range(40):
        if any(first_turn in m["label"] for m in moves_document(journal_of(app), cid)["moves"]):
            return
        tap_first(owner, app, cid)
    raise AssertionError(f"the setup never reached the first turn: {kinds(app, cid)[-5:]}")


def tap_first(owner, app, cid) -> None:
    """The owner's first move listed (but the campaign's unlocks, left alone), by taps."""
    moves = moves_document(journal_of(app), cid)["moves"]
    assert moves, kinds(app, cid)[-6:]
    tap_move(owner, moves, next(m for m in moves if m["type"] not in NOT_NOW))


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
    owner = owner_tablet(browser, base, app, no_typing)
    cid = new_campaign_by_taps(owner, app)
    set_up_by_taps(owner, base, app, cid)

    phones = join_on_phones(browser, owner, base, app, cid, PHONES)
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
        if RESOLVED & set(kinds(app, cid)):
            break
        tap_first(owner, app, cid)
    assert RESOLVED & set(kinds(app, cid))
    events = journal_of(app).events(cid)
    turns = [(e.get("seat"), e["actor"]) for e in events if e["type"] == "dwarfswinter/turn-ended"]
    assert turns == [("Player 1", "olga"), *((seat, guests[seat]) for seat in PHONES)]
    for page in (owner, *phones.values()):
        no_typing.check(page)


def join_on_phones(browser, owner, base, app, cid, seats) -> dict:
    """Each seat's phone opens the join link the owner's tablet shows for it."""
    phones = {}
    for seat in seats:
        url = join_link(owner, base, cid, seat)
        phone = phones[seat] = browser.new_context(**PHONE).new_page()
        phone.add_init_script(COUNT_TYPING)
        phone.goto(url)                                  # what scanning the QR code opens
        expect(phone).to_have_url(f"{base}/campaigns/{cid}/table")
    return phones


def seat_moves(app, cid, seat: str) -> list[dict]:
    viewer = Viewer.of(store_of(app).bindings(cid)[seat], "player", [seat])
    return moves_document(journal_of(app), cid, viewer, store_of(app).bindings(cid))["moves"]


def test_a_group_plays_a_six_winters_turn_each_character_on_its_players_phone(live, browser, no_typing):
    base, app = live
    owner = owner_tablet(browser, base, app, no_typing)
    cid = new_campaign_by_taps(owner, app, "sixwinters")
    set_up_by_taps(owner, base, app, cid, first_turn=" moves")
    seats = rulesets.get("sixwinters").setup_fields(None)["players"]["default"][:2]   # two phones join
    phones = join_on_phones(browser, owner, base, app, cid, seats)
    by_phone = set()
    for _ in range(40):
        if "table-time-advanced" in kinds(app, cid):
            break
        move = next(m for m in moves_document(journal_of(app), cid)["moves"] if m["type"] not in TURN_ASIDE)
        mine = [seat for seat in phones if any(m["label"] == move["label"] for m in seat_moves(app, cid, seat))]
        seat = mine[0] if len(mine) == 1 else None        # a character's move: on its player's phone
        page = phones[seat] if seat else owner
        page.goto(f"{base}/campaigns/{cid}/table")
        tap_move(page, seat_moves(app, cid, seat) if seat else moves_document(journal_of(app), cid)["moves"], move)
        by_phone |= {seat} - {None}
    assert "table-time-advanced" in kinds(app, cid), kinds(app, cid)[-12:]
    assert by_phone and by_phone <= set(seats), by_phone       # characters' moves were made on the phones
    guests = store_of(app).bindings(cid)
    made = {e.get("seat"): e["actor"] for e in journal_of(app).events(cid) if e["actor"] != "olga"}
    assert made and all(guests[seat] == actor for seat, actor in made.items()), made
    for page in (owner, *phones.values()):
        no_typing.check(page)
