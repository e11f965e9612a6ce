"""At the table the rules speak inline and clear on the next tap, and two tablets never record
from a stale list: the later one is told what changed and sends nothing again by itself."""
from __future__ import annotations

import dataclasses
import re

import pytest
from playwright.sync_api import expect

from domain.kernel.moves import Move, choices, dice, integer, text
from web.accounts import add_member, add_user
from web.journal_access import journal_of

from .. import sketch_ruleset
from .conftest import TABLET, check_page, press, take_back

pytestmark = pytest.mark.browser


def log_in(page, base, name):
    page.goto(f"{base}/login")
    page.fill("input[name=name]", name)
    page.fill("input[name=password]", "password1")
    press(page, "form.stack button[type=submit]")
    expect(page).to_have_url(f"{base}/campaigns")


def looser_than_the_rules(state, viewer):
    """A moves list that offers more than the sketch's rule allows (the dice must pay for the
    marks): what a ruleset's bug or a rule the list cannot see looks like at the table."""
    return [Move("mark", f"Mark the sketch in {colour}", group="Mark", fields={
        "colour": choices([colour]), "count": integer(1, 3), "dice": dice(6, "ink", 0, 2),
        "label": text(max=40)}) for colour in ("red", "blue")]


@pytest.fixture
def sketch_campaign(live, monkeypatch):
    monkeypatch.setattr(sketch_ruleset, "RULESET", dataclasses.replace(sketch_ruleset.RULESET,
                                                                       moves=looser_than_the_rules))
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "ada", "password1")
    cid = journal_of(app).create_campaign(ruleset="sketch", name="Sketchbook", setup={}, actor="ada")
    add_member(url, cid, "ada", "owner")
    return base, cid, app


def unheard(tablet):
    """A tablet whose live stream never gets through (its connection is down): it shows only
    what it read itself."""
    tablet.route("**/stream*", lambda route: route.abort())


def open_mark(page, colour="blue", count=None):
    press(page.locator("#moves button.move.group", has_text="Mark"))
    press(page.locator("#moves button.move", has_text=f"in {colour}"))
    form = page.locator("#move-form")
    if count is not None:
        press(form.locator(".move-field[data-name=count] .chip", has_text=str(count)))
    return form


def test_a_refused_move_shows_the_rule_keeps_the_picks_and_clears_on_the_next_tap(page, sketch_campaign, look):
    base, cid, app = sketch_campaign
    log_in(page, base, "ada")
    page.goto(f"{base}/campaigns/{cid}/table")
    look(page, "table-sketch-start")
    form = open_mark(page)
    count = form.locator(".move-field[data-name=count]")
    press(count.locator(".chip", has_text="3"))
    press(form.locator(".faces .die", has_text=re.compile("^1$")))
    press(form.locator("button.confirm"))
    error = page.locator("#table-error")
    expect(error).to_contain_text("the dice do not pay for that many marks")
    expect(error.locator(".rule")).to_have_text("rule sketch.mark.dice")
    look(page, "table-refused")
    expect(page.locator("#position")).to_have_text("1")
    assert journal_of(app).head(cid) == 1                      # nothing stored
    expect(count.locator(".chip[aria-pressed=true]")).to_have_text("3")   # the picks stay
    expect(form.locator(".chosen .die")).to_have_attribute("title", "ink d6")
    # the next tap clears the message; a count the dice pay for goes through
    press(count.locator(".chip", has_text="1"))
    expect(error).to_be_empty()
    press(form.locator("button.confirm"))
    expect(page.locator("#position")).to_have_text("2")
    expect(page.locator("#table-status")).to_contain_text("Recorded: Mark the sketch in blue")
    expect(page.locator("#moves button.move.group", has_text="Mark")).to_be_visible()


def test_a_move_from_a_stale_list_is_refused_with_what_changed(browser, sketch_campaign):
    base, cid, app = sketch_campaign
    first, second = (browser.new_context(**TABLET).new_page() for _ in range(2))
    unheard(second)
    for tablet in (first, second):
        log_in(tablet, base, "ada")
        tablet.goto(f"{base}/campaigns/{cid}/table")
    statuses = []
    second.on("response", lambda r: statuses.append(r.status) if r.url.endswith("/commands") else None)
    open_mark(second, "red", 2)
    press(open_mark(first, "blue", 1).locator("button.confirm"))
    expect(first.locator("#position")).to_have_text("2")
    press(second.locator("#move-form button.confirm"))
    error = second.locator("#table-error")
    expect(error).to_contain_text("nothing of yours was sent")
    expect(error.locator("li")).to_have_count(1)
    expect(second.locator("#position")).to_have_text("2")     # the page caught up
    check_page(second)
    assert statuses == [409] and journal_of(app).head(cid) == 2
    press(second.locator("#move-form button.confirm"))           # the player chooses to send it now
    expect(second.locator("#position")).to_have_text("3")
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
        expect(tablet.locator("#undo")).to_have_text("Undo: Mark the sketch in red")   # the move that makes it
    press(open_mark(first, "blue", 1).locator("button.confirm"))
    expect(first.locator("#position")).to_have_text("3")
    # the second tablet has not heard of that mark: its undo of the first is refused, not resent
    take_back(second, "#undo")
    expect(second.locator("#table-status")).to_contain_text("Not undone: another tablet recorded first.")
    check_page(second)
    expect(second.locator("#position")).to_have_text("3")
    expect(second.locator("#log .event.retracted")).to_have_count(0)
    assert journal_of(app).head(cid) == 3
    for tablet in tablets:
        tablet.context.close()
