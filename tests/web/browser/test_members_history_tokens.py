"""The pages around the table, on a tablet and a phone: the owner reads the history page by
page, invites a friend who accepts, issues and revokes an API token; a wrong address gets a
page that leads back. Each page passes axe and fits the screen."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from web.accounts import add_member, add_user
from web.journal_access import journal_of

from .conftest import press
from .test_receipts_and_devices import log_in

pytestmark = pytest.mark.browser


@pytest.fixture
def long_campaign(live):
    """A campaign of 61 events (more than one page of history) owned by ada; bo has an account."""
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    for name in ("ada", "bo"):
        add_user(url, name, "password1")
    journal = journal_of(app)
    cid = journal.create_campaign(ruleset="sketch", name="Long evenings", setup={}, actor="ada")
    add_member(url, cid, "ada", "owner")
    for n in range(1, 61):
        journal.execute(cid, {"type": "note", "text": f"note {n}"}, actor="ada")
    return base, cid


def test_the_owner_reads_the_history_and_invites_a_friend_who_accepts(page, long_campaign, look):
    base, cid = long_campaign
    log_in(page, base, "ada")
    press(page, ".campaign-list >> text=Long evenings")
    press(page, ".tabs >> text=History")
    timeline = page.locator("ol.timeline li.event")
    expect(timeline).to_have_count(50)
    expect(timeline.first).to_contain_text("note 60")
    look(page, "history")
    press(page, "text=Older")
    expect(timeline).to_have_count(11)
    expect(timeline.last.locator(".pos")).to_have_text("#1")
    press(page, "text=Newer")
    expect(timeline.first).to_contain_text("note 60")

    press(page, ".tabs >> text=Members")
    page.fill("input[name=name]", "nobody")
    press(page, "form.row button[type=submit] >> text=Invite")
    expect(page.locator(".field.invalid .error")).not_to_have_count(0)
    look(page, "members-refused")
    page.fill("input[name=name]", "bo")
    page.select_option("select[name=role]", "player")
    press(page, "form.row button[type=submit] >> text=Invite")
    expect(page.locator(".flash")).to_have_text("bo is invited as player.")
    look(page, "members")
    press(page, "header >> text=Log out ada")
    expect(page.locator("h1")).to_have_text("Log in")

    log_in(page, base, "bo")
    invitation = page.locator("section.card", has_text="Invitations")
    expect(invitation).to_contain_text("ada invites you to Long evenings as player")
    look(page, "invitation")
    press(invitation.locator("button", has_text="Accept"))
    expect(page.locator("h1")).to_have_text("Long evenings")
    expect(page.locator(".campaign-head .badge.role")).to_have_text("player")


def test_a_player_issues_and_revokes_an_api_token_and_a_wrong_address_leads_back(page, long_campaign, look):
    base, _ = long_campaign
    log_in(page, base, "ada")
    press(page, "header >> text=API tokens")
    expect(page.locator("table.tokens")).to_have_count(0)
    page.fill("input[name=label]", "dice tower")
    page.select_option("select[name=days]", "30 days")
    press(page, "form.stack button[type=submit]")
    expect(page.locator(".token code")).not_to_be_empty()
    expect(page.locator("table.tokens tbody tr")).to_have_count(1)
    look(page, "tokens")
    press(page, "table.tokens button[aria-label='Revoke the token dice tower']")
    expect(page.locator(".flash")).to_have_text("The token is revoked: it no longer works.")
    expect(page.locator("table.tokens")).to_have_count(0)
    expect(page.locator(".empty")).to_have_text("No tokens yet.")
    page.goto(f"{base}/campaigns/no-such-campaign")
    expect(page.locator("h1")).to_contain_text("404")
    look(page, "not-found")
    press(page, "text=Back to campaigns")
    expect(page.locator("h1")).to_have_text("Your campaigns")
