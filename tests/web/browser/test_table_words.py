"""The table page in Chromium reads as words: what a player sees of every ruleset's demo
halfway through (the status line, the moves, each move's form opened) holds no code word."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

import domain.rulesets as registry
from web.accounts import add_member, add_user
from web.journal_access import journal_of

from ..shown_words import code_words
from .conftest import press
from .test_table_rules import log_in

pytestmark = pytest.mark.browser
DEMOS = [name for name in registry.available() if registry.get(name).demo is not None]
OPENED = 8     # moves (or groups) opened on each page


def halfway(app, ruleset: str) -> str:
    """The ruleset's demo played halfway, with gina as its game master (offered every move)."""
    journal, script = journal_of(app), registry.get(ruleset).demo()
    cid = journal.create_campaign(ruleset, script["name"], script.get("setup", {}), "olga")
    for command in script["commands"][:len(script["commands"]) // 2]:
        command = dict(command)
        journal.execute(cid, command, actor=command.pop("actor", "olga"))
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "gina", "password1")
    add_member(url, cid, "gina", "gm")
    return cid


def opened(page, button) -> list[str]:
    """What the page shows once `button` is tapped: a move's form, or a group's moves and the
    form of its first move; each closed again."""
    grouped = "group" in (button.get_attribute("class") or "")
    press(button)
    said = []
    if grouped:
        said.append(page.locator("#moves").inner_text())
        inner = page.locator("#moves button.move:not(.at-once):not(.group)")
        if inner.count():
            said += opened(page, inner.first)
        press(page.locator("#moves button.back"))
        return said
    form = page.locator("#move-form")
    expect(form).to_be_visible()
    said.append(form.inner_text())
    press(form.locator("button", has_text="Back"))
    return said


@pytest.mark.parametrize("ruleset", DEMOS)
def test_no_code_words_on_a_table_page_in_chromium(live, page, ruleset):
    base, app = live
    cid = halfway(app, ruleset)
    log_in(page, base, "gina")
    page.goto(f"{base}/campaigns/{cid}/table")
    expect(page.locator("#moves")).to_be_visible()
    said = [page.locator("body").inner_text()]
    buttons = page.locator("#moves > button.move:not(.at-once)")
    for index in range(min(OPENED, buttons.count())):
        said += opened(page, buttons.nth(index))
    found = [word for text in said for word in code_words(text)]
    assert not found, found
