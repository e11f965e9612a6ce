"""The README's pictures, taken as the group sees the site (`make screenshots` renews
docs/images/ from them): a Six Winters game at the table on a tablet and on a phone, its replay
marking what a move changed, and a page of its chronicle. Each screen is checked as every
page the browser tests visit (axe, nothing wider than the screen)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.chronicle_pdf import save_pngs

from .conftest import ARTIFACTS, PHONE, TABLET, check_page
from .test_reading_pages import _login

pytestmark = pytest.mark.browser
SHOTS = ARTIFACTS / "readme"
DEMO = "The Order of the Blue Robe, year one, move by move"


def _shot(page, name: str) -> None:
    """A screenshot at the screen's own size (CSS pixels: 1024x768, 390x844), then the checks."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), scale="css")
    check_page(page)


def _game_under_way(live) -> tuple[str, str, int]:
    """The demo's year played up to a move in the middle of its game (the table has a game to
    show): its commands as recorded, up to the first move past the middle."""
    from domain.rulesets.sixwinters.demo import blue_robe_year_one
    from web.accounts import add_member, add_user
    from web.journal_access import journal_of

    base, app = live
    url, journal, script = app.config["JOURNAL_DATABASE_URL"], journal_of(app), blue_robe_year_one()
    add_user(url, "pia", "password1")
    cid = journal.create_campaign("sixwinters", script["name"].split(",")[0], script["setup"], actor="pia")
    add_member(url, cid, "pia", "owner")
    commands = script["commands"]
    last = next(i for i in range(len(commands) // 2, len(commands)) if commands[i]["type"] == "table-move")
    for command in commands[:last + 1]:
        command = dict(command)
        journal.execute(cid, command, actor=command.pop("actor", "pia"))
    return base, cid, journal.head(cid)


def test_the_readme_pictures_are_the_table_the_replay_and_a_chronicle_page(live, new_context):
    base, cid, head = _game_under_way(live)
    for screen, options in (("tablet", TABLET), ("phone", PHONE)):
        page = new_context(**options).new_page()
        _login(page, base)
        page.goto(f"{base}/campaigns/{cid}/table")
        expect(page.locator("#moves")).to_be_visible()
        _shot(page, f"table-{screen}")
        if screen == "tablet":
            page.goto(f"{base}/campaigns/{cid}/replay?at={head}")
            expect(page.locator("figure.picture svg rect.change-outline").first).to_be_attached()
            _shot(page, "replay-tablet")
    from reports import render_chronicle
    from web.journal_access import journal_of

    pages = save_pngs(render_chronicle(journal_of(live[1]), cid), "readme-chronicle")
    assert len(pages) >= 3
    SHOTS.mkdir(parents=True, exist_ok=True)
    fullest = max(pages[1:], key=lambda png: png.stat().st_size)   # the page with most on it
    (SHOTS / "chronicle-page.png").write_bytes(fullest.read_bytes())
