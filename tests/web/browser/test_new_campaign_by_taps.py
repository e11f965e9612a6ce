"""A group starts a campaign on a phone by tapping: the game, its options as chips with the
defaults picked, one name box per player ("Add another name" for more), and nothing else typed.
The table page then offers the new campaign's first moves, made for the players named."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from web.journal_access import journal_of

from .conftest import PHONE, check_page, choose_game, press
from .test_table_story import register

pytestmark = pytest.mark.browser


@pytest.fixture
def phone(new_context):
    return new_context(**PHONE).new_page()


def _names(page, ruleset: str, names: list[str]) -> None:
    boxes = page.locator(f".name-box input[name=setup-{ruleset}-players]:visible")   # not the members to tap
    for index, name in enumerate(names):
        if index >= boxes.count():
            press(page, f"fieldset.ruleset-options[data-ruleset={ruleset}] .add-name")
        boxes.nth(index).fill(name)


def _option(page, ruleset: str, option: str, label: str) -> None:
    """Tap the option's choice whose sentence holds `label`."""
    details = page.locator(f"fieldset.ruleset-options[data-ruleset={ruleset}] details.setup-options")
    if details.get_attribute("open") is None:
        press(details.locator("summary"))
    press(details.locator(f"fieldset[data-option={option}] label.choice", has_text=label))
    expect(details.locator(f"fieldset[data-option={option}] input:checked")).to_have_count(1)


@pytest.mark.parametrize("ruleset,players,option,label,value", [
    ("sixwinters", ["Ann", "Ben"], "knockout", "Knocked out", "knocked-out"),
    ("d6d", ["Ada", "Bo", "Cy"], "difference", "Of the two dice rolled", "rolls"),
])
def test_a_campaign_is_set_up_by_tapping_on_a_phone(live, phone, ruleset, players, option, label, value):
    base, app = live
    page = phone
    register(page, base, "ada")
    press(page, "text=New campaign")
    page.fill("input[name=name]", f"{ruleset} by taps")
    choose_game(page, ruleset)
    expect(page.locator(f"fieldset.ruleset-options[data-ruleset={ruleset}]")).to_be_visible()
    expect(page.locator("fieldset.ruleset-options:visible textarea:visible")).to_have_count(0)   # no JSON on the way
    _names(page, ruleset, players)
    _option(page, ruleset, option, label)
    check_page(page)
    press(page, "#new-campaign button[type=submit]")
    expect(page.locator("h1")).to_have_text(f"{ruleset} by taps")
    check_page(page)

    [info] = journal_of(app).campaigns()
    press(page, ".tabs >> text=Table")
    expect(page.locator("#moves button.move").first).to_be_visible()
    check_page(page)
    press(page, "#moves button.move >> nth=0")                  # the first step, made for the players named
    expect(page.locator(".moves-panel")).to_contain_text(players[0])
    check_page(page)
    setup = journal_of(app).events(info.id, 1, 1)[0]["data"]["setup"]
    chosen = {**setup, **setup.get("options", {})}            # a ruleset may keep its readings apart
    assert setup["players"] == players and chosen[option] == value
