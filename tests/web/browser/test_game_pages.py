"""Real games through the same generic pages: Six Winters (many commands, a card
catalog, a map) and d6D (a setup form with a list of players)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect
from tests import demo_store

from .conftest import choose_game, press
from .test_table_story import register

pytestmark = pytest.mark.browser


def _new_campaign(live, page, name: str, game: str, players: list[str]) -> None:
    """Ada registers and fills in a new campaign of `game` named `name` (not sent yet)."""
    base, _ = live
    register(page, base, "ada")
    press(page, "text=New campaign")
    page.fill("input[name=name]", name)
    choose_game(page, game)
    for index, player in enumerate(players):
        page.fill(f".name-box input[name=setup-{game}-players] >> nth={index}", player)


def test_a_sixwinters_campaign_shows_its_map_and_offers_every_command_at_the_table(live, page, look):
    _new_campaign(live, page, "Six Winters at Ada's", "sixwinters", ["Ada"])
    expect(page.locator("select[name=catalog-sixwinters]")).to_be_visible()
    look(page, "new-campaign-sixwinters")
    press(page, "#new-campaign button[type=submit]")
    expect(page.locator("h1")).to_have_text("Six Winters at Ada's")
    expect(page.locator("figure.picture svg")).to_have_count(1)
    look(page, "sixwinters-overview")
    press(page, ".tabs >> text=Table")
    expect(page.locator("#moves")).to_be_visible()
    press(page, "#add-note")
    expect(page.locator("#note-form")).to_be_visible()
    page.locator("#note-text").fill("Winter comes early.")
    press(page.locator("#note-form button[type=submit]"))
    expect(page.locator("#position")).to_have_text("2")
    expect(page.locator("#log")).to_contain_text("Winter comes early.")
    look(page, "sixwinters-table")


def test_a_d6d_campaign_takes_its_players_one_name_box_each(live, page, look):
    _new_campaign(live, page, "Bridges", "d6d", ["Ada", "Bo"])
    press(page, "#new-campaign button[type=submit]")
    expect(page.locator("h1")).to_have_text("Bridges")
    expect(page.locator(".reading[data-view=players]")).to_contain_text("Bo")
    look(page, "d6d-overview")
    press(page, "header >> text=Campaigns")
    expect(page.locator(".campaign-list li")).to_have_count(1)
    look(page, "campaigns")


@pytest.mark.parametrize("ruleset", ["sixwinters", "d6d", "dwarfswinter", "ninetraits"])
def test_a_demo_campaign_looks_right_on_a_tablet(live, page, look, ruleset):
    from web.accounts import add_member, add_user
    from web.journal_access import journal_of

    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "ada", "password1")
    cid = demo_store.load_demo(journal_of(app), ruleset, actor="ada")
    add_member(url, cid, "ada", "owner")
    page.goto(f"{base}/login")
    page.fill("input[name=name]", "ada")
    page.fill("input[name=password]", "password1")
    press(page, "form.stack button[type=submit]")
    page.goto(f"{base}/campaigns/{cid}")
    look(page, f"{ruleset}-demo-overview")
    page.goto(f"{base}/campaigns/{cid}/table")
    expect(page.locator("#log li").first).to_be_visible()
    look(page, f"{ruleset}-demo-table")
    head = journal_of(app).head(cid)
    page.goto(f"{base}/campaigns/{cid}/replay?at={head // 2}")
    expect(page.locator("#at-label")).to_have_text(f"#{head // 2} / {head}")
    look(page, f"{ruleset}-demo-replay")
    page.goto(f"{base}/campaigns/{cid}/dice")
    look(page, f"{ruleset}-demo-dice")


def test_a_d6d_group_enters_its_own_world_places_in_number_boxes_and_the_map_uses_them(live, page, look):
    places = {1: (50, 5), 2: (90, 70), 3: (90, 30), 4: (50, 95), 5: (10, 70), 6: (10, 30)}
    base, _ = live
    register(page, base, "ada")
    press(page, "text=New campaign")
    page.fill("input[name=name]", "Our sheet")
    choose_game(page, "d6d")
    boxes = page.locator(".name-box input[name=setup-d6d-players]:visible")
    boxes.nth(0).fill("Ada")
    boxes.nth(1).fill("Bo")
    expect(page.locator("input[name=setup-d6d-world_1_x]")).to_be_hidden()   # asked for the own layout only
    details = page.locator("fieldset.ruleset-options[data-ruleset=d6d] details.setup-options")
    if details.get_attribute("open") is None:
        press(details.locator("summary"))
    press(details.locator("fieldset[data-option=layout] label.choice", has_text="Own"))
    for world, (x, y) in places.items():
        page.fill(f"input[name=setup-d6d-world_{world}_x]", str(x))
        page.fill(f"input[name=setup-d6d-world_{world}_y]", str(y))
    press(page, "#new-campaign button[type=submit]")
    expect(page.locator("h1")).to_have_text("Our sheet")
    world_one = page.locator('svg g.world[data-world="1"] circle').first
    expect(world_one).to_have_attribute("cx", "290")     # 40 + 5 * 50
    expect(world_one).to_have_attribute("cy", "65")      # 40 + 5 * 5
    look(page, "d6d-own-sheet")
