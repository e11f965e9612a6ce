"""A group's own Dwarfs Winter board through the `journal` CLI: imported from a folder (no
--ruleset needed: the game whose importer reads the folder takes it), chosen at setup by name
or by file, and refused whole with the file and line named."""
from __future__ import annotations

import shutil
from pathlib import Path

from .conftest import Cli

PASS = Path(__file__).resolve().parents[1] / "domain" / "dwarfswinter" / "boards" / "the-pass.toml"
SETUP = '{"players": ["Ann", "Ben"]}'


def test_a_board_folder_is_imported_and_chosen_for_a_new_game(cli: Cli, tmp_path):
    folder = tmp_path / "our-pass"
    folder.mkdir()
    shutil.copy(PASS, folder / "the-pass.toml")
    out = cli("cards", "import", str(folder), "--name", "pass").stdout
    assert "imported pass for dwarfswinter" in out and "7 zones" in out
    assert "dwarfswinter: builtin, pass" in cli("cards", "list").stdout
    campaign = cli("campaign", "new", "--ruleset", "dwarfswinter", "--name", "The Pass", "--setup", SETUP,
                   "--catalog", "pass").stdout.strip()
    assert len(cli.catalog(campaign)["board"]["zones"]) == 7


def test_a_board_file_is_chosen_by_its_path(cli: Cli):
    campaign = cli("campaign", "new", "--ruleset", "dwarfswinter", "--name", "By file", "--setup", SETUP,
                   "--catalog", str(PASS)).stdout.strip()
    assert cli.catalog(campaign)["title"] == "The Pass"


def test_a_broken_board_file_is_refused_naming_file_and_line_and_nothing_is_stored(cli: Cli, tmp_path):
    broken = tmp_path / "broken.toml"
    broken.write_text(PASS.read_text().replace('adjacent = ["Hills 1", "Forest 2"]', 'adjacent = ["Hills 1", "Forest 9"]'))
    before = cli("campaign", "list").stdout
    result = cli("campaign", "new", "--ruleset", "dwarfswinter", "--name", "Broken", "--setup", SETUP,
                 "--catalog", str(broken), ok=False)
    assert result.returncode != 0 and "broken.toml, line" in result.stderr and "Forest 9" in result.stderr
    assert "Traceback" not in result.stderr
    assert cli("campaign", "list").stdout == before


def test_a_folder_no_game_reads_is_refused_with_each_games_reason(cli: Cli, tmp_path):
    folder = tmp_path / "nothing"
    folder.mkdir()
    result = cli("cards", "import", str(folder), "--name", "x", ok=False)
    assert "sixwinters: " in result.stderr and "dwarfswinter: " in result.stderr
    assert "nothing was imported" in result.stderr and "Traceback" not in result.stderr
