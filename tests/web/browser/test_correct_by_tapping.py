""""Correct" by tapping the thing on the picture, in Chromium (#48, item 8): the game master taps
"Correct", then a player's gold on the Dwarfs Winter table picture (on the phone a tap, on the
tablet the keyboard: Enter on the focused value); the guided correction opens with that value
picked, a new value and the reason are tapped, and the state holds the new value."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

import domain.rulesets as registry
from web.journal_access import journal_of

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
