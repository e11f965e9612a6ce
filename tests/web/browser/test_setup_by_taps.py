"""Every game is set up by taps alone, from the new-campaign page to its first move at the table:
the suggested name kept, the members tapped as players or the default names left, a reading
tapped by its sentence, the youngest tapped among the names; nothing typed (Playwright's typing
calls fail the test, and the page counts every input event). A move with nothing to choose is
recorded by the tap on its button."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from domain import rulesets
from journal.projections.moves import moves_document
from web.accounts import add_member, add_user
from web.journal_access import journal_of

from .conftest import PHONE, choose_game, press
from .test_table_play import COUNT_TYPING, fill_the_rest, no_typing, position, settled  # noqa: F401 (a fixture)
from .test_table_rules import log_in

pytestmark = pytest.mark.browser
MEMBERS = ["ben", "olga"]   # olga's fellow ben shares a campaign with her, so both are offered


@pytest.fixture
def phone(new_context):
    return new_context(**PHONE).new_page()


@pytest.fixture
def fellows(live):
    """olga and ben, members of one campaign already: the new-campaign form offers both."""
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    for name in MEMBERS:
        add_user(url, name, "password1")
    cid = journal_of(app).create_campaign("d6d", "Last winter", {"players": ["Ann", "Ben"]}, actor="olga")
    for name in MEMBERS:
        add_member(url, cid, name, "owner" if name == "olga" else "player")
    return base, app, cid


def tap_reading(part, name: str) -> str:
    """Open the options and tap the reading's second sentence; its value as the form posts it."""
    details = part.locator("details.setup-options")
    if details.get_attribute("open") is None:
        press(details.locator("summary"))
    choice = part.locator(f"fieldset[data-option={name}] label.choice").nth(1)
    press(choice)
    expect(choice.locator("input")).to_be_checked()
    return choice.locator("input").get_attribute("value")


def tap_move(page, moves: list[dict], move: dict) -> None:
    """The move tapped on the screen that lists `moves`: its button (through its group's when
    the group holds several), and for a move with choices the first chip of each field (the app
    rolls) and the button that confirms it; it is recorded."""
    before = position(page)
    if move.get("group") and sum(1 for m in moves if m.get("group") == move["group"]) > 1:
        press(page.locator("#moves button.move.group", has_text=move["group"]))
    press(page.locator("#moves button.move", has_text=move["label"]).first)
    if not settled(move):
        fill_the_rest(page)
        press(page.locator("#move-form button.confirm"))
    expect(page.locator("#table-error")).to_be_empty()
    expect(page.locator("#position")).not_to_have_text(str(before))


def first_move_by_taps(page, app, cid) -> None:
    """The first move listed, made by tapping."""
    moves = moves_document(journal_of(app), cid)["moves"]
    tap_move(page, moves, moves[0])
    expect(page.locator("#table-status")).to_contain_text(f"Recorded: {moves[0]['label']}")


@pytest.mark.parametrize("ruleset, reading, members", [
    ("sixwinters", "knockout", True), ("sixwinters_v19", "trade_direction", False), ("d6d", "difference", False),
    ("dwarfswinter", "card_places", True), ("ninetraits", "death_save", False)])
def test_every_game_is_set_up_by_taps_alone_to_its_first_move(fellows, phone, no_typing, look, ruleset, reading,
                                                              members):
    base, app, _ = fellows
    page, title = phone, rulesets.get(ruleset).title
    log_in(page, base, "olga")
    no_typing.arm()
    page.add_init_script(COUNT_TYPING)
    page.goto(f"{base}/campaigns")
    press(page, "text=New campaign")
    choose_game(page, ruleset)
    part = page.locator(f"fieldset.ruleset-options[data-ruleset={ruleset}]")
    expect(page.locator("#campaign-name")).to_have_value(re.compile(f"^{re.escape(title)}, "))
    if members:
        for name in ("olga", "ben"):
            press(part.locator("fieldset.names label.choice", has_text=name))
    if ruleset == "dwarfswinter":   # the youngest, among the names tapped
        press(part.locator("fieldset.among label.choice", has_text="ben"))
    value = tap_reading(part, reading)
    look(page, f"new-campaign-{ruleset}-by-taps")
    press(page, "#new-campaign button[type=submit]")
    expect(page.locator("h1")).to_have_text(re.compile(f"^{re.escape(title)}, "))

    cid = next(info.id for info in journal_of(app).campaigns() if info.name.startswith(title))
    setup = journal_of(app).events(cid, 1, 1)[0]["data"]["setup"]
    chosen = {**setup, **setup.get("options", {})}
    names = setup.get("players") or setup.get("characters")
    assert names == (["olga", "ben"] if members else rulesets.get(ruleset).setup_fields(None)[
        "players" if "players" in setup else "characters"]["default"])
    assert str(chosen[reading]).lower() == value
    if ruleset == "dwarfswinter":
        assert setup["first"] == "ben"
    press(page, ".tabs >> text=Table")
    expect(page.locator("#moves button.move").first).to_be_visible()
    first_move_by_taps(page, app, cid)
    look(page, f"table-{ruleset}-first-move")
    no_typing.check(page)
