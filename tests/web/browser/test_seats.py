"""Two players at their own phones play d6D against each other: the owner binds each seat to
its player in the members page's seats panel; then at the table each player is offered only
their own seat's moves, and each player's own moves go through."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from web.accounts import add_member, add_user
from web.journal_access import journal_of

from .conftest import SCREENS, TABLET, press
from .test_table_rules import log_in

pytestmark = pytest.mark.browser


def roll_armies(page, player: str, faces: list[int]):
    """Record a player's two army dice at the table, tapping the faces."""
    group = page.locator("#moves button.move.group", has_text="Roll army dice")
    if group.count():
        press(group)
    press(page.locator("#moves button.move", has_text=f"{player} rolls two army dice"))
    form = page.locator("#move-form")
    press(form.locator(".chip", has_text="Dice on the table"))
    for face in faces:
        press(form.locator(".faces .die", has_text=re.compile(f"^{face}$")))
    press(form.locator("button.confirm"))
    return form


def test_two_seated_players_cannot_act_for_each_other_at_the_table(live, browser, screen, look):
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    for name in ("olga", "ann", "ben"):
        add_user(url, name, "password1")
    cid = journal_of(app).create_campaign("d6d", "Ann against Ben", {"players": ["Ann", "Ben"]}, actor="olga")
    add_member(url, cid, "olga", "owner")
    add_member(url, cid, "ann", "player")
    add_member(url, cid, "ben", "player")

    owner = browser.new_context(**TABLET).new_page()
    log_in(owner, base, "olga")
    owner.goto(f"{base}/campaigns/{cid}/members")
    for row, (seat, user) in enumerate((("Ann", "ann"), ("Ben", "ben"))):
        owner.select_option(f"select[aria-label='who plays the seat {seat}']", user)
        press(owner, f"form[action$='/seats/{seat}'] button[type=submit]")
        cells = owner.locator("#seats tbody tr").nth(row).locator("td")
        expect(cells.nth(0)).to_have_text(seat)
        expect(cells.nth(1)).to_have_text(user)
    expect(owner.locator("#seats tbody tr")).to_have_count(2)
    look(owner, "members-seats")

    ann, ben = (browser.new_context(**SCREENS[screen]).new_page() for _ in range(2))
    for page, name in ((ann, "ann"), (ben, "ben")):
        log_in(page, base, name)
        page.goto(f"{base}/campaigns/{cid}/table")
        expect(page.locator("#position")).to_have_text("1")

    # each reads only the moves of their own seat: Ann's roll is not Ben's to make
    expect(ben.locator("#moves")).to_contain_text("Ben rolls two army dice")
    expect(ben.locator("#moves")).not_to_contain_text("Ann rolls")
    expect(ann.locator("#moves")).not_to_contain_text("Ben rolls")
    look(ben, "table-own-seat")

    roll_armies(ann, "Ann", [1, 2])
    expect(ann.locator("#position")).to_have_text("2")
    ben.reload()        # Ben's page shows Ann's roll (sent from the older list, his roll would be refused)
    roll_armies(ben, "Ben", [4, 6])
    expect(ben.locator("#table-status")).to_contain_text("Recorded: Ben rolls two army dice")
    rolled = [(e["type"], e.get("seat"), e["actor"]) for e in journal_of(app).events(cid)
              if e["type"] == "d6d/armies-rolled"]
    assert rolled == [("d6d/armies-rolled", "Ann", "ann"), ("d6d/armies-rolled", "Ben", "ben")]


def test_a_private_note_made_at_the_table_reaches_the_players_as_its_shadow(live, browser, screen, look):
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    for name in ("olga", "ann"):
        add_user(url, name, "password1")
    cid = journal_of(app).create_campaign("d6d", "Whispers", {"players": ["Ann", "Ben"]}, actor="olga")
    add_member(url, cid, "olga", "owner")
    add_member(url, cid, "ann", "player")
    master, player = (browser.new_context(**SCREENS[screen]).new_page() for _ in range(2))
    log_in(master, base, "olga")
    master.goto(f"{base}/campaigns/{cid}/table")
    press(master, "#add-note")
    master.locator("#note-text").fill("The bridge to world 4 is trapped.")
    press(master.locator("#note-audience .chip", has_text="The game master only"))
    press(master.locator("#note-form button[type=submit]"))
    expect(master.locator("#log li").first).to_contain_text("The bridge to world 4 is trapped.")
    log_in(player, base, "ann")
    player.goto(f"{base}/campaigns/{cid}/table")
    expect(player.locator("#log li").first).to_contain_text("The game master wrote a private note.")
    assert "trapped" not in player.content()
    look(player, "table-private-note-shadow")
