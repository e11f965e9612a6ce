"""At the table the rules speak inline, and two tablets never lose a player's input."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from web.accounts import add_member, add_user
from web.journal_access import journal_of

from .conftest import TABLET, check_page, press

pytestmark = pytest.mark.browser


def log_in(page, base, name):
    page.goto(f"{base}/login")
    page.fill("input[name=name]", name)
    page.fill("input[name=password]", "password1")
    press(page, "form.stack button[type=submit]")
    expect(page).to_have_url(f"{base}/campaigns")


@pytest.fixture
def sketch_campaign(live):
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "ada", "password1")
    cid = journal_of(app).create_campaign(ruleset="sketch", name="Sketchbook", setup={}, actor="ada")
    add_member(url, cid, "ada", "owner")
    return base, cid, app


def test_a_rejected_command_shows_the_rule_inline_and_keeps_what_was_typed(page, sketch_campaign, look):
    base, cid, _ = sketch_campaign
    log_in(page, base, "ada")
    page.goto(f"{base}/campaigns/{cid}/table")
    look(page, "table-sketch-start")
    press(page, ".command-picker >> text=Mark")
    form = page.locator("form.command[data-type=mark]")
    form.locator(".cmd-field[data-name=colour] select").select_option("blue")
    form.locator(".cmd-field[data-name=count] input").fill("3")
    form.locator(".cmd-field[data-name=label] input").fill("Ada's mark")
    press(form.locator(".kind-buttons .kind", has_text="wash"))
    press(form.locator(".faces .die", has_text="1").first)
    press(form.locator("button[type=submit]"))
    expect(form.locator(".form-error")).to_contain_text("the dice do not pay for that many marks")
    look(page, "table-rejected")
    expect(form.locator(".cmd-field[data-name=count] input")).to_have_value("3")
    expect(form.locator(".cmd-field[data-name=label] input")).to_have_value("Ada's mark")
    expect(form.locator(".chosen .die")).to_have_count(1)
    expect(form.locator(".chosen .die")).to_have_attribute("title", "wash d6")
    expect(page.locator("#position")).to_have_text("1")
    # the player fixes the count and the same form goes through
    form.locator(".cmd-field[data-name=count] input").fill("1")
    press(form.locator("button[type=submit]"))
    expect(page.locator("#position")).to_have_text("2")
    expect(page.locator(".view[data-view=table]")).to_contain_text("Ada's mark")
    look(page, "table-sketch")


def unheard(tablet):
    """A tablet whose live stream never gets through (its connection is down): it shows only
    what it read itself."""
    tablet.route("**/stream*", lambda route: route.abort())


def test_a_move_from_a_tablet_that_missed_another_is_refused_with_what_changed_and_not_resent(browser, sketch_campaign):
    base, cid, _ = sketch_campaign
    first, second = (browser.new_context(**TABLET).new_page() for _ in range(2))
    unheard(second)
    for tablet in (first, second):
        log_in(tablet, base, "ada")
        tablet.goto(f"{base}/campaigns/{cid}/table")
        press(tablet, ".command-picker >> text=Note")
    statuses = []
    second.on("response", lambda r: statuses.append(r.status) if r.url.endswith("/commands") else None)
    for tablet, text in ((first, "from the first tablet"), (second, "from the second tablet")):
        form = tablet.locator("form.command[data-type=note]")
        form.locator(".cmd-field[data-name=text] textarea").fill(text)
        press(form.locator("button[type=submit]"))
    form = second.locator("form.command[data-type=note]")
    expect(form.locator(".form-error")).to_contain_text("Not recorded: another tablet recorded first. Meanwhile: Noted.")
    check_page(second)
    expect(second.locator("#log")).to_contain_text("from the first tablet")   # refreshed, not resent
    expect(second.locator("#position")).to_have_text("2")
    expect(form.locator(".cmd-field[data-name=text] textarea")).to_have_value("from the second tablet")
    assert statuses == [409]
    press(form.locator("button[type=submit]"))   # the player chooses to send it again
    expect(second.locator("#position")).to_have_text("3")
    assert statuses == [409, 201]
    for tablet in (first, second):
        tablet.context.close()


def test_an_undo_from_a_tablet_that_missed_another_is_refused_with_what_changed(browser, sketch_campaign):
    base, cid, app = sketch_campaign
    journal_of(app).execute(cid, {"type": "mark", "colour": "red"}, actor="ada")
    tablets = [browser.new_context(**TABLET).new_page() for _ in range(2)]
    first, second = tablets
    unheard(second)
    for tablet in tablets:
        log_in(tablet, base, "ada")
        tablet.goto(f"{base}/campaigns/{cid}/table")
        expect(tablet.locator("#undo")).to_have_text("Undo: Marked.")
    press(first, ".command-picker >> text=Note")
    first.locator("form.command[data-type=note] textarea").first.fill("the first tablet's note")
    press(first.locator("form.command[data-type=note] button[type=submit]"))
    expect(first.locator("#position")).to_have_text("3")
    # the second tablet has not heard of that note: its undo of the mark is refused, not resent
    press(second, "#undo")
    expect(second.locator("#take-back-said")).to_contain_text("Not undone: another tablet recorded first. Meanwhile: Noted.")
    check_page(second)
    expect(second.locator("#position")).to_have_text("3")
    expect(second.locator("#undo")).to_have_text("Undo: Noted.")
    expect(second.locator("#log .event.retracted")).to_have_count(0)
    assert [e["type"] for e in journal_of(app).events(cid)][-1] == "journal/noted"
    for tablet in tablets:
        tablet.context.close()


def test_a_die_with_many_sides_is_entered_by_number(page, sketch_campaign, look):
    base, cid, _ = sketch_campaign
    log_in(page, base, "ada")
    page.goto(f"{base}/campaigns/{cid}/table")
    roll = page.locator("form.command[data-type=roll]")
    roll.locator(".die-sides").select_option("100")
    roll.locator(".die-value").fill("87")
    look(page, "table-d100-entry")
    press(roll.locator(".value-entry button"))
    press(roll.locator("button[type=submit]"))
    expect(page.locator("#log .event").first.locator(".die")).to_have_text("87")
