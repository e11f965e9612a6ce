"""Why is this so, at the table: a member taps a value on a sheet card, the map or the data
behind them and reads the events that made it, in a panel that fits a phone (axe-checked)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import press
from .test_reading_pages import _login, _member

pytestmark = pytest.mark.browser


def test_a_tapped_value_tells_why_it_is_so(live, page, look):
    base, cid, head = _member(live, "sixwinters", "Six Winters demo")
    from web.journal_access import journal_of

    journal = journal_of(live[1])
    (improved,) = [e for e in journal.events(cid) if e["type"] == "sixwinters/skills-improved"]
    keel = improved["data"]["improved"]["Keel"]
    _login(page, base)
    page.goto(f"{base}/campaigns/{cid}")

    skill = page.locator(f'.sheet-card [data-pointer="/characters/Keel/skills/{keel["skill"]}"]')
    expect(skill).to_have_attribute("role", "button")
    press(skill)
    panel = page.locator("#why-panel")
    expect(panel).to_be_visible()
    expect(panel.locator("h2")).to_have_text(f"Keel's {keel['skill'].capitalize()} is {keel['to']}")
    expect(panel.locator("li.event")).to_have_count(2)
    expect(panel.locator("li.event").nth(1)).to_contain_text(f"#{improved['position']} +1 Keel improved {keel['skill']}")
    look(page, "explain-skill")
    press(panel, "button[data-close]")
    expect(panel).to_be_hidden()

    threat = page.locator('figure[data-picture="map"] [data-pointer][data-view="map"]').first
    expect(threat).to_have_attribute("data-pointer", "/locations/0/threats")
    place = journal.view(cid, "map")["locations"][0]["name"]
    press(threat)
    expect(panel.locator("h2")).to_contain_text(f"Threats at {place} is")
    expect(panel.locator("li.event").first).to_contain_text("#1 started")
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()

    press(page, "details.raw-data > summary")
    year = page.locator('a.why[data-view="history"][data-pointer="/year"]')
    press(year)
    expect(panel.locator("h2")).to_have_text("Year is 2")
    page.keyboard.press("Escape")

    page.goto(f"{base}/campaigns/{cid}/explain?view=archive&path=/counts/decks/assets")
    expect(page.locator("h2#why-title")).to_contain_text("Assets in the decks is")
    look(page, "explain-page")


def test_a_tapped_resource_or_score_on_a_dwarfs_winter_board_tells_why(live, page, look):
    base, cid, head = _member(live, "dwarfswinter", "Dwarfs Winter: four clans survive the Winter")
    from web.journal_access import journal_of

    table = journal_of(live[1]).view(cid, "table")
    gold = table["players"][0]["resources"]["gold"]
    assert table["players"][0]["name"] == "Ann"
    _login(page, base)
    page.goto(f"{base}/campaigns/{cid}")
    value = page.locator('figure[data-picture="players"] [data-pointer="/players/0/resources/gold"]:visible')
    expect(value).to_have_attribute("role", "button")
    press(value)
    panel = page.locator("#why-panel")
    expect(panel.locator("h2")).to_have_text(f"Ann's Gold is {gold}")
    assert panel.locator("li.event").count() > 3
    expect(panel.locator("li.event").last).to_contain_text("Ann")
    look(page, "explain-dwarfswinter-gold")
    page.keyboard.press("Escape")
    press(page.locator('figure[data-picture="players"] [data-pointer="/rows/0/total"]:visible'))
    expect(panel.locator("h2")).to_have_text("Ann's score is 29")
    assert panel.locator("li.event").count() > 5     # each Monster, Disaster and hero that scored
