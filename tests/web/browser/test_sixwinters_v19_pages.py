"""Six Winters v19.3 at the table, on a tablet and a phone: every picture (the location board,
the trade board, the tracks, the progress cards) is legible beside the board and on the
overview, laid out again for the phone; a character is placed by tapping a location on the
board; the list of campaigns says where the campaign stands."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from domain.rulesets.sixwinters_v19 import RULESET as V19
from web.accounts import add_member, add_user
from web.journal_access import journal_of

from .conftest import press, smallest_text
from .test_table_rules import log_in

pytestmark = pytest.mark.browser
MIDDLE = 80         # the demo's commands up to its third turn: obstacles, assets, cards with dice


def _campaign(live, commands: int) -> tuple[str, object, str]:
    base, app = live
    url = app.config["JOURNAL_DATABASE_URL"]
    add_user(url, "olga", "password1")
    script = V19.demo()
    journal = journal_of(app)
    cid = journal.create_campaign("sixwinters_v19", "Red Bank at the table", script["setup"], actor="olga")
    add_member(url, cid, "olga", "owner")
    for command in script["commands"][:commands]:
        journal.execute(cid, command, actor="olga")
    return base, app, cid


def test_every_picture_is_legible_beside_the_board_and_on_the_overview(live, page, screen, look):
    base, app, cid = _campaign(live, MIDDLE)
    log_in(page, base, "olga")
    page.goto(f"{base}/campaigns/{cid}/table")
    shown = ".wide-only" if screen == "tablet" else ".narrow-only"
    expect(page.locator("#board figure[data-picture=locations]")).to_be_visible()
    for name in V19.pictures:
        press(page.locator("#picture-switch button", has_text=name.capitalize()))
        figure = f"#board figure[data-picture={name}]"
        expect(page.locator(f"{figure} {shown} svg")).to_be_visible()
        look(page, f"v19-table-{name}")
        smallest = smallest_text(page, f"{figure} {shown} svg")
        assert smallest >= 11, f"{name} beside the board: the smallest label is {smallest:.1f} px"
    page.goto(f"{base}/campaigns/{cid}")
    look(page, "v19-overview")
    for name in V19.pictures:
        picture = f"figure.picture[data-picture={name}] {shown} svg"
        expect(page.locator(picture)).to_be_visible()
        smallest = smallest_text(page, picture)
        assert smallest >= 11, f"{name} on the overview: the smallest label is {smallest:.1f} px"
        frame = page.locator(f"figure.picture[data-picture={name}] .picture-frame")
        assert frame.evaluate("f => f.scrollWidth <= f.clientWidth + 1"), f"{name} pans sideways"
    expect(page.locator("section.reading[data-view=board] h3", has_text="The Empire")).to_be_visible()


def test_a_character_is_placed_by_tapping_a_location_on_the_board(live, page, screen, look):
    base, app, cid = _campaign(live, 20)
    journal = journal_of(app)
    log_in(page, base, "olga")
    page.goto(f"{base}/campaigns/{cid}/table")
    move = next(m for m in V19.moves(journal.state(cid).state["game"]) if m.type == "place-character")
    press(page.locator("#moves button.move.group", has_text="Place characters"))
    press(page.locator("#moves button.move", has_text=move.label).first)
    where = move.fields["location"]["choices"][-1]
    press(page.locator(f"#board figure:not(.hidden) [data-choice=\"{where}\"].selectable:visible").first)
    look(page, "v19-table-placing")
    button = page.locator("#move-form button.confirm")
    expect(button).to_have_text(move.label)
    press(button)
    expect(page.locator("#table-status")).to_contain_text("Recorded")
    expect(page.locator("#log")).to_contain_text(where)
    placed = journal.state(cid).state["game"]["session"]["positions"]
    assert placed[move.fields["character"]["fixed"]] == where


def test_the_list_of_campaigns_says_the_year_and_the_turn(live, page, screen, look):
    base, app, cid = _campaign(live, MIDDLE)
    log_in(page, base, "olga")
    page.goto(f"{base}/campaigns")
    status = V19.status(journal_of(app).state(cid).state["game"])
    assert status.startswith("Year 1 of 6 · standard · ") and "turn" in status
    expect(page.locator("body")).to_contain_text(status)
    look(page, "v19-campaigns")
