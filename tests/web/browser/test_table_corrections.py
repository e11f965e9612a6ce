""""Correct" as a guided form in Chromium (#48, item 8): the game master picks the thing, its
new value and the reason by taps, no JSON in sight; the forms by hand sit behind "Advanced",
for the owner only."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from web.accounts import add_member, add_user
from web.journal_access import journal_of

from .conftest import press
from .test_table_rules import log_in
from .test_table_words import halfway

pytestmark = pytest.mark.browser


def test_the_game_master_corrects_a_sheet_by_taps_and_only_the_owner_sees_the_forms_by_hand(live, page, look):
    base, app = live
    cid = halfway(app, "ninetraits")
    log_in(page, base, "gina")
    page.goto(f"{base}/campaigns/{cid}/table")
    expect(page.locator("#moves button.move").first).to_be_visible()
    before = journal_of(app).state(cid).state["game"]["characters"]["Claud"]["life"]["current"]

    press(page, "#correct")
    expect(page.locator("#correct-by-hand")).to_have_count(0)          # a game master corrects by taps only
    press(page.locator("#moves button.move.group", has_text="Claud's sheet"))
    press(page.locator("#moves button.move", has_text="Correct Claud's Life Points"))
    form = page.locator("#move-form")
    expect(form).to_be_visible()
    assert "{" not in form.inner_text() and "/characters" not in form.inner_text()
    look(page, "table-correction")
    new = before - 2
    press(form.locator(".chip", has_text=f"{new}").first)
    press(form.locator(".chip", has_text="It was recorded wrongly."))
    press(form.locator("button.confirm"))
    expect(page.locator("#table-status")).to_contain_text("Recorded: Correct Claud's Life Points")
    assert journal_of(app).state(cid).state["game"]["characters"]["Claud"]["life"]["current"] == new

    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "owen", "password1")
    add_member(url, cid, "owen", "owner")
    owner = page.context.browser.new_context(viewport=page.viewport_size).new_page()
    log_in(owner, base, "owen")
    owner.goto(f"{base}/campaigns/{cid}/table")
    expect(owner.locator("#moves button.move").first).to_be_visible()
    expect(owner.locator("#correct-by-hand")).to_be_hidden()
    press(owner, "#correct")
    press(owner, "#correct-by-hand")
    expect(owner.locator("#correct-forms form.command[data-type=adjust]")).to_be_visible()
