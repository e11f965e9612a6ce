"""Two tablets at one table: what one records, the other shows within moments, without a
reload; undo and redo say what they do; a tablet that lost its connection says so and sends
nothing again; a stale move is refused with what changed, in sentences."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from web.accounts import add_member, add_user
from web.journal_access import journal_of

from .conftest import SCREENS, press, take_back
from .test_table_rules import log_in

pytestmark = pytest.mark.browser
ARRIVES = 10_000   # ms: a generous deadline for "arrives"; the stream reads the head every 0.2 s


@pytest.fixture
def table(live):
    """A dice campaign with a roll and a note, its owner ada."""
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "ada", "password1")
    journal = journal_of(app)
    cid = journal.create_campaign("dice", "Thursday group", {}, actor="ada")
    add_member(url, cid, "ada", "owner")
    journal.execute(cid, {"type": "roll", "dice": [{"sides": 6, "value": 4, "kind": "d"}], "purpose": "initiative"},
                    actor="ada")
    journal.execute(cid, {"type": "note", "text": "The bridge holds."}, actor="ada")
    return base, app, cid


def tablets(browser, screen, base, cid, count=2):
    pages = [browser.new_context(**SCREENS[screen]).new_page() for _ in range(count)]
    for page in pages:
        log_in(page, base, "ada")
        page.goto(f"{base}/campaigns/{cid}/table")
        expect(page.locator("#position")).to_have_text("3")
        page.evaluate("window.notReloaded = true")
    return pages


def test_an_undo_on_one_tablet_shows_on_the_other_and_the_other_redoes_it(table, browser, screen, look):
    base, app, cid = table
    first, second = tablets(browser, screen, base, cid)
    for page in (first, second):
        expect(page.locator("#undo")).to_have_text("Undo: ada noted: The bridge holds.")
        expect(page.locator("#redo")).to_be_hidden()
    look(first, "live-table-before-undo")

    take_back(first, "#undo")
    expect(first.locator("#table-status")).to_have_text("Undone: ada noted: The bridge holds.")
    # the other tablet follows, without a reload
    expect(second.locator("#position")).to_have_text("4", timeout=ARRIVES)
    expect(second.locator("#redo")).to_have_text("Redo: ada noted: The bridge holds.", timeout=ARRIVES)
    expect(second.locator("#undo")).to_have_text("Undo: ada rolled 4 for initiative.")
    expect(second.locator("#log .event.retracted")).to_contain_text("The bridge holds.")
    look(second, "live-table-after-undo")

    take_back(second, "#redo")
    expect(second.locator("#table-status")).to_have_text("Redone: ada noted: The bridge holds.")
    expect(first.locator("#position")).to_have_text("5", timeout=ARRIVES)
    expect(first.locator("#undo")).to_have_text("Undo: ada noted: The bridge holds.", timeout=ARRIVES)
    expect(first.locator("#redo")).to_be_hidden()
    expect(first.locator("#log .event[data-position='3']")).not_to_have_class(re.compile("retracted"))   # only the undo is
    expect(first.locator("#log .event[data-position='4']")).to_have_class(re.compile("retracted"))

    journal_of(app).execute(cid, {"type": "note", "text": "Written at the shell."}, actor="cli")
    for page in (first, second):   # a move made elsewhere (the shell, another process) shows too
        expect(page.locator("#position")).to_have_text("6", timeout=ARRIVES)
        expect(page.locator("#undo")).to_have_text("Undo: cli noted: Written at the shell.", timeout=ARRIVES)
        assert page.evaluate("window.notReloaded") is True
    assert [e["retracts"] for e in journal_of(app).events(cid)][3:5] == [3, 4]
    for page in (first, second):
        page.context.close()


def test_a_tablet_that_lost_its_connection_says_so_and_says_when_it_is_live_again(table, browser, screen):
    base, app, cid = table
    app.config["STREAM_LIFETIME_SECONDS"] = 1   # the server ends each stream soon: the browser reconnects
    [page] = tablets(browser, screen, base, cid, count=1)
    commands = []
    page.on("request", lambda request: commands.append(request.url) if request.method == "POST" else None)
    page.route("**/stream*", lambda route: route.abort())
    expect(page.locator("#live-status")).to_have_text("Connection lost — reconnecting…", timeout=ARRIVES)
    journal_of(app).execute(cid, {"type": "note", "text": "Missed while away."}, actor="cli")
    page.unroute("**/stream*")
    expect(page.locator("#live-status")).to_have_text("Live again.", timeout=ARRIVES)
    expect(page.locator("#position")).to_have_text("4", timeout=ARRIVES)   # resumed after what it had read
    assert commands == []   # nothing was sent again
    page.context.close()
