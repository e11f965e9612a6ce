"""The card import page in a real browser: a group picks every sheet of an export in the
designer's format (our own, tests/data), a malformed row refuses the whole import with the
message `journal cards import` prints (file, line and column), nothing is stored, and the intact
export imports. Its places are not the built-in map's, so the campaign is given a map of them."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.integration.test_card_import_refusals import BROKEN, V24
from tests.integration.test_sixwinters_catalogs_cli import LAYOUT_V24_LIKE, cells

from .conftest import choose_game, press
from .test_table_story import register

pytestmark = pytest.mark.browser
# The site reads uploads in a folder of this name, and caps one upload at 2 MB.
ON_THE_SITE = {"missing scenes": "scenes.csv: missing from the uploaded sheets",
               "too big": "the files are over the upload limit of 2 MB"}


def broken_copy(tmp_path: Path, case: str) -> list[str]:
    folder = tmp_path / case.replace(" ", "-")
    shutil.copytree(V24, folder)
    BROKEN[case][0](folder)
    return sorted(str(p) for p in folder.glob("*.csv"))


def stored_catalogs(app) -> list:
    folder = Path(app.instance_path) / "catalogs"
    return sorted((p.relative_to(folder).as_posix(), p.stat().st_size) for p in folder.rglob("*")) \
        if folder.exists() else []


def upload(page, name: str, files: list[str]) -> None:
    page.select_option("#card-import select[name=ruleset]", "sixwinters")
    page.fill("#card-import input[name=name]", name)
    page.set_input_files("#card-import input[name=sheets]", files)
    press(page, "#card-import button[type=submit]")


def new_campaign_catalogs(page, base) -> list[str]:
    page.goto(f"{base}/campaigns/new")
    choose_game(page, "sixwinters")
    return page.locator("select[name=catalog-sixwinters] option").all_inner_texts()


def test_a_bad_row_refuses_the_whole_import_naming_file_line_and_column(live, page, look, tmp_path):
    base, app = live
    register(page, base, "ada")
    press(page, "text=New campaign")
    choose_game(page, "sixwinters")
    press(page, "text=Import a card catalog")
    expect(page.locator("h1")).to_have_text("Import a card catalog")
    expect(page.locator(".imported-catalogs[data-ruleset=sixwinters]")).to_contain_text("None imported yet")
    look(page, "card-import")
    for case in BROKEN:
        upload(page, "our-cards", broken_copy(tmp_path, case))
        wanted = ON_THE_SITE.get(case, BROKEN[case][1])
        alert = page.locator("#card-import-error")
        expect(alert).to_contain_text(wanted)
        expect(alert).to_contain_text("nothing was imported")
        if case == "not a number":
            expect(alert).to_have_text(
                'obstacles.csv, line 3, column difficulty: "x" is not a number; nothing was imported')
            look(page, "card-import-refused")
        assert stored_catalogs(app) == [], case
        expect(page.locator(".imported-catalogs[data-ruleset=sixwinters]")).to_contain_text("None imported yet")
        if case != "too big":  # an upload over the limit is never read, so neither is its name
            expect(page.locator("#card-import input[name=name]")).to_have_value("our-cards")
    assert new_campaign_catalogs(page, base) == ["Built-in"]
    # the group fixes its sheets and imports again
    page.goto(f"{base}/catalogs/import")
    upload(page, "our-cards", sorted(str(p) for p in V24.glob("*.csv")))
    expect(page.locator("[role=status]")).to_contain_text("Imported our-cards")
    expect(page.locator("#card-import-error")).to_have_count(0)
    expect(page.locator(".imported-catalogs[data-ruleset=sixwinters] li")).to_have_text(["our-cards"])
    assert [name for name, _ in stored_catalogs(app)] == ["sixwinters", "sixwinters/our-cards.json"]
    look(page, "card-import-done")
    assert new_campaign_catalogs(page, base) == ["Built-in", "our-cards"]
    # a campaign can take it (its map given as JSON, on the form's Advanced page)
    press(page, "a[href$='advanced=1']")
    choose_game(page, "sixwinters")
    page.fill("input[name=name]", "With our cards")
    page.fill(".name-box input[name=setup-sixwinters-players] >> nth=0", "Ada")
    page.select_option("select[name=catalog-sixwinters]", "our-cards")
    page.fill("textarea[name=setup-sixwinters-advanced]", json.dumps({"map": cells(LAYOUT_V24_LIKE)}))
    press(page, "#new-campaign button[type=submit]")
    expect(page.locator("h1")).to_have_text("With our cards")
