"""A group loads its own Dwarfs Winter board on the site: the import page takes the board file
(TOML or JSON) as it takes a designer's CSV sheets, the new-campaign form offers it, and a
broken board is refused whole with its file and line named and nothing saved."""
from __future__ import annotations

import io
from pathlib import Path

from journal.store import catalogs as stored

PASS = Path(__file__).resolve().parents[1] / "domain" / "dwarfswinter" / "boards" / "the-pass.toml"


def _upload(client, name: str, text: str, filename: str = "the-pass.toml"):
    return client.post("/catalogs/import", data={"ruleset": "dwarfswinter", "name": name,
                                                  "sheets": (io.BytesIO(text.encode()), filename)},
                       content_type="multipart/form-data")


def test_a_board_file_is_imported_on_the_site_and_chosen_for_a_new_game(app, client, auth):
    auth.login("olga")
    page = _upload(client, "pass", PASS.read_text())
    assert page.status_code == 200, page.get_data(as_text=True)[:500]
    assert "Imported <strong>pass</strong>" in page.get_data(as_text=True)
    form = client.get("/campaigns/new").get_data(as_text=True)
    assert 'name="catalog-dwarfswinter"' in form and '<option value="pass">' in form
    made = client.post("/campaigns/new", data={"name": "The Pass", "ruleset": "dwarfswinter",
                                               "catalog-dwarfswinter": "pass", "setup-dwarfswinter-players": ["Ann"]})
    cid = made.location.rsplit("/", 1)[1]
    board = client.get(f"/api/v1/campaigns/{cid}/views/board").get_json()["view"]
    assert board["title"] == "The Pass" and len(board["zones"]) == 7


def test_a_broken_board_is_refused_with_file_and_line_and_nothing_is_saved(app, client, auth):
    auth.login("olga")
    broken = PASS.read_text().replace('adjacent = ["Hills 1", "Forest 2"]', 'adjacent = ["Hills 1", "Forest 9"]')
    assert broken != PASS.read_text()
    page = _upload(client, "broken", broken)
    text = page.get_data(as_text=True)
    assert page.status_code == 400 and "the-pass.toml, line" in text and "Forest 9" in text
    assert "nothing was imported" in text
    assert stored.names(Path(app.instance_path), "dwarfswinter") == []
    other = _upload(client, "odd", "x", filename="board.yaml")
    assert other.status_code == 400 and "only .csv, .toml, .json files are read" in other.get_data(as_text=True)
