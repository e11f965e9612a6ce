"""Real games through the same generic pages: Six Winters (many commands, a card
catalog, a map) and d6D (a setup form with a list of players)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .test_table_story import register

pytestmark = pytest.mark.browser


def test_a_sixwinters_campaign_shows_its_map_and_offers_every_command_at_the_table(live, page, shot):
    base, _ = live
    register(page, base, "ada")
    page.click("text=New campaign")
    page.fill("input[name=name]", "Six Winters at Ada's")
    page.select_option("#ruleset", "sixwinters")
    expect(page.locator("select[name=catalog-sixwinters]")).to_be_visible()
    shot(page, "new-campaign-sixwinters")
    page.click("#new-campaign button[type=submit]")
    expect(page.locator("h1")).to_have_text("Six Winters at Ada's")
    expect(page.locator("figure.picture img")).to_have_count(1)
    shot(page, "sixwinters-overview")
    page.click(".tabs >> text=Table")
    choice = page.locator("#command-choice")
    options = choice.locator("option").all_inner_texts()
    assert len(options) == len(page.locator("form.command").all())
    choice.select_option("note")
    expect(page.locator("form.command[data-type=note]")).to_be_visible()
    page.locator("form.command[data-type=note] textarea").first.fill("Winter comes early.")
    page.locator("form.command[data-type=note] button[type=submit]").click()
    expect(page.locator("#position")).to_have_text("2")
    expect(page.locator("#log")).to_contain_text("Winter comes early.")
    shot(page, "sixwinters-table")


def test_a_d6d_campaign_takes_its_players_one_per_line(live, page, shot):
    base, _ = live
    register(page, base, "ada")
    page.click("text=New campaign")
    page.fill("input[name=name]", "Bridges")
    page.select_option("#ruleset", "d6d")
    page.fill("textarea[name=setup-d6d-players]", "Ada\nBo")
    page.click("#new-campaign button[type=submit]")
    expect(page.locator("h1")).to_have_text("Bridges")
    expect(page.locator(".view[data-view=players]")).to_contain_text("Bo")
    shot(page, "d6d-overview")
    page.click("header >> text=Campaigns")
    expect(page.locator(".campaign-list li")).to_have_count(1)
    shot(page, "campaigns")


@pytest.mark.parametrize("ruleset", ["sixwinters", "d6d"])
def test_a_demo_campaign_looks_right_on_a_tablet(live, page, shot, ruleset):
    from web.accounts import add_member, add_user
    from web.journal_access import journal_of

    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "ada", "password1")
    cid = journal_of(app).load_demo(ruleset, actor="ada")
    add_member(url, cid, "ada", "owner")
    page.goto(f"{base}/login")
    page.fill("input[name=name]", "ada")
    page.fill("input[name=password]", "password1")
    page.click("button[type=submit]")
    page.goto(f"{base}/campaigns/{cid}")
    shot(page, f"{ruleset}-demo-overview")
    page.goto(f"{base}/campaigns/{cid}/table")
    expect(page.locator("#log .event").first).to_be_visible()
    shot(page, f"{ruleset}-demo-table")
    head = journal_of(app).head(cid)
    page.goto(f"{base}/campaigns/{cid}/replay?at={head // 2}")
    expect(page.locator("#at-label")).to_have_text(f"#{head // 2} / {head}")
    shot(page, f"{ruleset}-demo-replay")
    page.goto(f"{base}/campaigns/{cid}/dice")
    shot(page, f"{ruleset}-demo-dice")


def test_a_group_imports_its_card_sheets_on_the_site_and_a_bad_row_is_named(live, page, shot, tmp_path):
    import shutil
    from pathlib import Path

    v24 = Path(__file__).resolve().parents[4] / "shared" / "data" / "six-winters-v24"
    broken = tmp_path / "broken"
    shutil.copytree(v24, broken)
    obstacles = broken / "obstacles.csv"
    obstacles.chmod(0o644)
    lines = obstacles.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[2] = lines[2].replace(",6,", ",x,", 1)
    obstacles.write_text("".join(lines), encoding="utf-8")
    base, _ = live
    register(page, base, "ada")
    page.click("text=New campaign")
    page.select_option("#ruleset", "sixwinters")
    page.click("text=Import a card catalog")
    page.fill("input[name=name]", "our-cards")
    page.set_input_files("input[name=sheets]", sorted(str(p) for p in broken.glob("*.csv")))
    page.click("#card-import button[type=submit]")
    expect(page.locator("[role=alert]")).to_contain_text(
        'obstacles.csv, line 3, column difficulty: "x" is not a number; nothing was imported')
    shot(page, "card-import-refused")
    page.fill("input[name=name]", "our-cards")
    page.set_input_files("input[name=sheets]", sorted(str(p) for p in v24.glob("*.csv")))
    page.click("#card-import button[type=submit]")
    expect(page.locator("[role=status]")).to_contain_text("Imported our-cards")
    page.goto(f"{base}/campaigns/new")
    page.select_option("#ruleset", "sixwinters")
    expect(page.locator("select[name=catalog-sixwinters] option", has_text="our-cards")).to_have_count(1)
