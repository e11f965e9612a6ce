"""In the browser: the group sees the receipt when a session ends, and a tablet left logged in
is logged out for good from a phone."""
from __future__ import annotations

import dataclasses
import re

import pytest
from playwright.sync_api import expect

import domain.rulesets as registry
from domain.kernel.moves import Move
from tests.journal import session_ruleset
from web.accounts import add_member, add_user
from web.journal_access import journal_of

from .conftest import PHONE, TABLET, check_page, press

pytestmark = pytest.mark.browser


def log_in(page, base, name, remember=False):
    page.goto(f"{base}/login")
    check_page(page)
    page.fill("input[name=name]", name)
    page.fill("input[name=password]", "password1")
    if remember:
        press(page, "input[name=remember]")
        expect(page.locator("input[name=remember]")).to_be_checked()
    press(page, "form.stack button[type=submit]")
    expect(page).to_have_url(f"{base}/campaigns")


def session_moves(state, viewer):
    """The test game's one move at each moment: start a session, or end the one under way."""
    return [Move("end", "End the session")] if state["open"] else [Move("start", "Start a session")]


def test_the_group_sees_the_receipt_on_the_table_when_the_session_ends(page, live, monkeypatch, look):
    monkeypatch.setitem(registry.PACKAGES, "sessions", "tests.journal.session_ruleset")
    monkeypatch.setattr(session_ruleset, "RULESET", dataclasses.replace(session_ruleset.RULESET, moves=session_moves))
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "ada", "password1")
    cid = journal_of(app).create_campaign(ruleset="sessions", name="Two evenings", setup={}, actor="ada")
    add_member(url, cid, "ada", "owner")
    journal_of(app).execute(cid, {"type": "start"}, actor="ada")
    log_in(page, base, "ada")
    page.goto(f"{base}/campaigns/{cid}/table")
    expect(page.locator("#log .receipt")).to_have_count(0)
    look(page, "session-table")
    press(page.locator("#moves button.move", has_text="End the session"))   # nothing to choose: one tap
    receipt = page.locator("#log .receipt.current")
    expect(receipt).to_be_visible()
    code = journal_of(app).latest_anchor(cid).receipt.code
    expect(receipt.locator(".receipt-code")).to_have_text(code)
    look(page, "session-receipt")


def test_a_tablet_left_logged_in_is_logged_out_for_good_from_a_phone(browser, live, look):
    base, app = live
    add_user(app.config["JOURNAL_DATABASE_URL"], "ada", "password1")
    tablet = browser.new_context(**TABLET).new_page()
    phone = browser.new_context(**PHONE).new_page()
    try:
        log_in(tablet, base, "ada", remember=True)
        log_in(phone, base, "ada")
        press(phone, "text=Devices")
        expect(phone.locator("ul.sessions > li")).to_have_count(2)
        look(phone, "devices")
        press(phone, "text=Log out every other device")
        expect(phone.locator(".flash")).to_have_text("Logged out on 1 other device.")
        expect(phone.locator("ul.sessions > li")).to_have_count(1)
        look(phone, "devices-after")
        tablet.goto(f"{base}/campaigns")
        expect(tablet).to_have_url(re.compile(r"/login\?next="))  # the remember-me cookie no longer logs it in
        expect(tablet.locator("h1")).to_have_text("Log in")
        look(tablet, "login-again")
    finally:
        tablet.context.close()
        phone.context.close()
