""""Correct" by tapping the thing on the picture, in Chromium (#48, item 8): the game master taps
"Correct", then a player's gold on the Dwarfs Winter table picture (on the phone a tap, on the
tablet the keyboard: Enter on the focused value); the guided correction opens with that value
picked, a new value and the reason are tapped, and the state holds the new value. A seated
player finds only their own seat's things marked, and corrects those the same way."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

import domain.rulesets as registry
from web.accounts import add_member, add_user, store_of
from web.journal_access import journal_of
from web.seats import bind

from .conftest import press
from .test_table_rules import log_in
from .test_table_words import halfway

pytestmark = pytest.mark.browser


def test_the_game_master_corrects_a_players_gold_by_tapping_it_on_the_picture(live, page, look, screen):
    base, app = live
    cid = halfway(app, "dwarfswinter")
    game = journal_of(app).state(cid).state["game"]
    name = registry.get("dwarfswinter").views["table"](game)["players"][0]["name"]
    before = game["boards"][name]["gold"]
    log_in(page, base, "gina")
    page.goto(f"{base}/campaigns/{cid}/table")
    gold = page.locator('#board .correctable[data-pointer="/players/0/resources/gold"]').locator("visible=true")
    expect(page.locator("#moves button.move").first).to_be_visible()
    expect(gold).to_have_count(0)                           # marked only while correcting

    press(page, "#correct")
    expect(gold).to_have_count(1)
    expect(gold).to_have_attribute("aria-label", f"Correct {name}'s gold")
    look(page, "table-correct-by-tapping")
    if screen == "tablet":
        gold.focus()
        page.keyboard.press("Enter")
    else:
        press(gold)

    form = page.locator("#move-form")
    expect(form).to_be_visible()
    expect(form.locator("h3")).to_have_text(f"Correct {name}'s gold (now {before})")
    look(page, "table-correct-by-tapping-form")
    new = 7 if before != 7 else 6
    press(form.locator(".chip").filter(has_text=re.compile(rf"^{new}$")))
    press(form.locator(".chip", has_text="It was recorded wrongly."))
    press(form.locator("button.confirm"))
    expect(page.locator("#table-status")).to_contain_text(f"Recorded: Correct {name}'s gold")
    assert journal_of(app).state(cid).state["game"]["boards"][name]["gold"] == new
    expect(page.locator("#board .correctable")).to_have_count(0)   # back to the moves


def test_a_seated_player_corrects_their_own_gold_by_tapping_it_and_no_one_elses(live, page, look):
    base, app = live
    cid = halfway(app, "dwarfswinter")
    url, journal = app.config["JOURNAL_DATABASE_URL"], journal_of(app)
    for seat in ("Ann", "Ben", "Cid", "Dee"):
        add_user(url, seat.lower(), "password1")
        add_member(url, cid, seat.lower(), "player")
        bind(journal, store_of(app), cid, seat, seat.lower())
    game = journal.state(cid).state["game"]
    players = [player["name"] for player in registry.get("dwarfswinter").views["table"](game)["players"]]
    mine, theirs = players.index("Ann"), players.index("Ben")
    before = game["boards"]["Ann"]["gold"]
    log_in(page, base, "ann")
    page.goto(f"{base}/campaigns/{cid}/table")
    press(page, "#correct")
    marked = page.locator("#board .correctable").locator("visible=true")
    expect(marked).to_have_count(4)                          # Ann's gold, food, stone and wood
    expect(page.locator(f'#board .correctable[data-pointer="/players/{theirs}/resources/gold"]')).to_have_count(0)
    look(page, "table-correct-own-by-tapping")
    press(page.locator(f'#board .correctable[data-pointer="/players/{mine}/resources/gold"]').locator("visible=true"))
    form = page.locator("#move-form")
    expect(form.locator("h3")).to_have_text(f"Correct Ann's gold (now {before})")
    new = 0 if before else 1
    press(form.locator(".chip").filter(has_text=re.compile(rf"^{new}$")))
    press(form.locator(".chip", has_text="The table played it differently."))
    press(form.locator("button.confirm"))
    expect(page.locator("#table-status")).to_contain_text("Recorded: Correct Ann's gold")
    assert journal.state(cid).state["game"]["boards"]["Ann"]["gold"] == new


def test_a_nine_trait_sheet_on_the_board_opens_the_correction_of_the_life_points_tapped(live, page, look):
    base, app = live
    cid = halfway(app, "ninetraits")
    game = journal_of(app).state(cid).state["game"]
    first = registry.get("ninetraits").views["party"](game)["characters"][0]
    log_in(page, base, "gina")
    page.goto(f"{base}/campaigns/{cid}/table")
    press(page, "#correct")
    life = page.locator('#board .correctable[data-pointer="/characters/0/life/current"]').locator("visible=true")
    expect(life).to_have_count(1)
    look(page, "table-correct-sheet-by-tapping")
    press(life)
    expect(page.locator("#move-form h3")).to_have_text(f"Correct {first['name']}'s Life Points (now {first['life']['current']})")
