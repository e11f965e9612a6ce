"""The card importer end to end: exports in the designer's two formats imported with
`journal cards import`, and a Six Winters campaign started from each catalog.

Our own exports (tests/data/sixwinters-v24-like and sixwinters-2025-like: invented cards) are
always imported; the designer's real exports (data/ in the folder JOURNAL_DESIGNER_DATA names,
tests/designer_data.py) too when they are there: theirs keep the built-in standard map and
starting characters, which only the real cards' names can."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.designer_data import designer_path

from .conftest import Cli

OWN = Path(__file__).resolve().parents[1] / "data"
V24_LIKE, Y2025_LIKE = OWN / "sixwinters-v24-like", OWN / "sixwinters-2025-like"
# Two locations of each region; the Brightdune one at (1, 1) touches the Empire and the Settled Lands.
LAYOUT_V24_LIKE = {"Cinder Keep": [0, 0], "Gallows Archive": [0, 1], "Ferrow Hall": [1, 0],
                   "Millpond Green": [1, 1], "Lanternport": [1, 2], "Thornwood Hollow": [2, 0]}
LAYOUT_2025_LIKE = {"Greywatch": [0, 0], "Marrow Vault": [0, 1], "Lichen Steps": [1, 0],
                    "Hollow Ferry": [1, 1], "Tallow Fields": [1, 2], "Ossary Hall": [2, 0]}
LAYOUT_2025 = {"Whitehold": [0, 1], "Eastkeep": [0, 2], "Lily Manor": [0, 3], "Yearly Field": [1, 1],
               "Boar's Rift": [1, 2], "Boar's Peak": [1, 3], "Loomwood": [2, 2]}


def cells(layout: dict) -> dict:
    return {name: {"row": row, "col": col} for name, (row, col) in layout.items()}


@pytest.fixture(scope="module")
def cli(tmp_path_factory) -> Cli:
    """An instance with our two exports imported."""
    cli = Cli(tmp_path_factory.mktemp("catalogs"))
    cli("cards", "import", str(V24_LIKE), "--name", "ours-v24")
    cli("cards", "import", str(Y2025_LIKE), "--name", "ours-2025")
    return cli


@pytest.fixture(scope="module")
def designer_cli(tmp_path_factory) -> Cli:
    """An instance with the designer's two exports imported."""
    v24 = designer_path("data", "six-winters-v24", what="the designer's V24 card export")
    y2025 = designer_path("data", "six-winters-2025", what="the designer's 2025 card export")
    cli = Cli(tmp_path_factory.mktemp("designer-catalogs"))
    cli("cards", "import", str(v24), "--name", "v24")
    cli("cards", "import", str(y2025), "--name", "y2025")
    return cli


def sheets(cli: Cli, campaign: str) -> dict:
    return json.loads(cli("state", campaign, "--view", "sheets", "--json").stdout)["characters"]


def test_both_imported_catalogs_are_listed(cli):
    assert "builtin, ours-2025, ours-v24" in cli("cards", "list").stdout


def test_both_imported_designer_catalogs_are_listed(designer_cli):
    assert "builtin, v24, y2025" in designer_cli("cards", "list").stdout


def test_a_campaign_started_from_our_v24_import_has_eight_skills_and_our_characters(cli):
    refused = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "No map", "--catalog", "ours-v24", ok=False)
    assert refused.returncode == 1 and "no standard starting map" in refused.stderr
    campaign = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "Our V24 table", "--catalog", "ours-v24",
                   "--setup", json.dumps({"map": cells(LAYOUT_V24_LIKE)})).stdout.strip()
    characters = sheets(cli, campaign)
    assert characters["Oriel"]["skills"] == {"command": 2, "disguise": 1, "lore": 1, "rapport": 3,
                                             "combat": 4, "tactics": 1, "thievery": 2, "survival": 1}
    assert sorted(characters) == ["Corvin", "Mireille", "Oriel"]
    # none of ours is a built-in starting character, so none starts unlocked
    assert [n for n, c in characters.items() if c["unlocked"]] == []
    grid = json.loads(cli("state", campaign, "--view", "map", "--json").stdout)
    assert "Lanternport" in json.dumps(grid)
    assert "result: OK" in cli("verify", campaign).stdout


def test_a_campaign_started_from_the_v24_import_has_eight_skills_and_the_four_first_characters(designer_cli):
    cli = designer_cli
    campaign = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "V24 table", "--catalog", "v24").stdout.strip()
    characters = sheets(cli, campaign)
    assert characters["Thea"]["skills"] == {"command": 3, "lore": 3, "rapport": 2, "tactics": 2,
                                            "disguise": 1, "combat": 1, "thievery": 1, "survival": 1}
    assert sorted(n for n, c in characters.items() if c["unlocked"]) == ["Fuscus", "Keel", "Menas", "Thea"]
    assert "result: OK" in cli("verify", campaign).stdout


def test_a_campaign_started_from_our_2025_import_uses_its_seven_skills_on_a_custom_map(cli):
    refused = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "Without a map", "--catalog", "ours-2025",
                  ok=False)
    assert refused.returncode == 1 and "no standard starting map" in refused.stderr
    campaign = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "Our 2025 table", "--catalog", "ours-2025",
                   "--setup", json.dumps({"map": cells(LAYOUT_2025_LIKE)})).stdout.strip()
    characters = sheets(cli, campaign)
    assert sorted(characters) == ["Dorran", "Saffa"]
    assert {len(c["skills"]) for c in characters.values()} == {7}
    assert set(characters["Dorran"]["skills"]) == {"edge", "steel", "shadow", "charm", "command", "lore", "survival"}
    grid = json.loads(cli("state", campaign, "--view", "map", "--json").stdout)
    assert "Tallow Fields" in json.dumps(grid)
    assert "result: OK" in cli("verify", campaign).stdout


def test_a_campaign_started_from_the_2025_import_uses_its_seven_skills_on_a_custom_map(designer_cli):
    cli = designer_cli
    refused = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "Without a map", "--catalog", "y2025", ok=False)
    assert refused.returncode == 1 and "no standard starting map" in refused.stderr
    campaign = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "2025 table", "--catalog", "y2025",
                   "--setup", json.dumps({"map": cells(LAYOUT_2025)})).stdout.strip()
    characters = sheets(cli, campaign)
    assert "Parin" in characters and "Thea" not in characters
    assert {len(c["skills"]) for c in characters.values()} == {7}
    assert set(characters["Fuscus"]["skills"]) == {"edge", "steel", "shadow", "charm", "command", "lore", "survival"}
    grid = json.loads(cli("state", campaign, "--view", "map", "--json").stdout)
    assert "Lily Manor" in json.dumps(grid)


def test_a_custom_map_that_breaks_a_campaign_setup_rule_is_refused_naming_it(cli):
    broken = {name: cell for name, cell in cells(LAYOUT_2025_LIKE).items() if name != "Tallow Fields"}
    broken["Hollow Ferry"] = {"row": 3, "col": 6}       # no Brightdune neighbour, no bridge between the regions
    result = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "Bad map", "--catalog", "ours-2025",
                 "--setup", json.dumps({"map": broken}), ok=False)
    assert result.returncode == 1 and "sixwinters.map." in result.stderr
    assert "Bad map" not in cli("campaign", "list").stdout


def test_a_custom_map_that_breaks_a_campaign_setup_rule_is_refused_naming_it_with_the_designers_cards(designer_cli):
    cli = designer_cli
    broken = {name: cell for name, cell in cells(LAYOUT_2025).items() if name != "Boar's Peak"}
    broken["Lily Manor"] = {"row": 3, "col": 6}
    result = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "Bad map", "--catalog", "y2025",
                 "--setup", json.dumps({"map": broken}), ok=False)
    assert result.returncode == 1 and "sixwinters.map." in result.stderr
    assert "Bad map" not in cli("campaign", "list").stdout


def test_a_malformed_row_is_refused_naming_file_row_and_column(cli, tmp_path):
    folder = tmp_path / "broken"
    shutil.copytree(V24_LIKE, folder)
    path = folder / "characters.csv"
    path.chmod(0o644)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[2] = lines[2].replace("xxDOT", "xxBOGUS", 1)
    path.write_text("".join(lines), encoding="utf-8")
    result = cli("cards", "import", str(folder), "--name", "broken", ok=False)
    assert result.returncode == 1
    assert "characters.csv, line 3, column command: unknown token 'xxBOGUS'" in result.stderr
    assert "broken" not in cli("cards", "list").stdout
