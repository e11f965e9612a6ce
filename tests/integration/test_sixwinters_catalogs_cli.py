"""The card importer end to end: the designer's two exports imported with `journal cards import`,
and a Six Winters campaign started from each catalog."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from .conftest import Cli

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"
LAYOUT_2025 = {"Whitehold": [0, 1], "Eastkeep": [0, 2], "Lily Manor": [0, 3], "Yearly Field": [1, 1],
               "Boar's Rift": [1, 2], "Boar's Peak": [1, 3], "Loomwood": [2, 2]}


@pytest.fixture(scope="module")
def cli(tmp_path_factory) -> Cli:
    for folder in ("six-winters-v24", "six-winters-2025"):
        if not (DATA / folder).is_dir():
            pytest.fail(f"the designer's export is missing: {DATA / folder}")
    cli = Cli(tmp_path_factory.mktemp("catalogs"))
    cli("cards", "import", str(DATA / "six-winters-v24"), "--name", "v24")
    cli("cards", "import", str(DATA / "six-winters-2025"), "--name", "y2025")
    return cli


def sheets(cli: Cli, campaign: str) -> dict:
    return json.loads(cli("state", campaign, "--view", "sheets", "--json").stdout)["characters"]


def test_both_imported_catalogs_are_listed(cli):
    assert "builtin, v24, y2025" in cli("cards", "list").stdout


def test_a_campaign_started_from_the_v24_import_has_eight_skills_and_the_four_first_characters(cli):
    campaign = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "V24 table", "--catalog", "v24").stdout.strip()
    characters = sheets(cli, campaign)
    assert characters["Thea"]["skills"] == {"command": 3, "lore": 3, "rapport": 2, "tactics": 2,
                                            "disguise": 1, "combat": 1, "thievery": 1, "survival": 1}
    assert sorted(n for n, c in characters.items() if c["unlocked"]) == ["Fuscus", "Keel", "Menas", "Thea"]
    assert "result: OK" in cli("verify", campaign).stdout


def test_a_campaign_started_from_the_2025_import_uses_its_seven_skills_on_a_custom_map(cli):
    layout = {name: {"row": row, "col": col} for name, (row, col) in LAYOUT_2025.items()}
    refused = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "Without a map", "--catalog", "y2025", ok=False)
    assert refused.returncode == 1 and "no standard starting map" in refused.stderr
    campaign = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "2025 table", "--catalog", "y2025",
                   "--setup", json.dumps({"map": layout})).stdout.strip()
    characters = sheets(cli, campaign)
    assert "Parin" in characters and "Thea" not in characters
    assert {len(c["skills"]) for c in characters.values()} == {7}
    assert set(characters["Fuscus"]["skills"]) == {"edge", "steel", "shadow", "charm", "command", "lore", "survival"}
    grid = json.loads(cli("state", campaign, "--view", "map", "--json").stdout)
    assert "Lily Manor" in json.dumps(grid)


def test_a_custom_map_that_breaks_a_campaign_setup_rule_is_refused_naming_it(cli):
    broken = {name: {"row": row, "col": col} for name, (row, col) in LAYOUT_2025.items() if name != "Boar's Peak"}
    broken["Lily Manor"] = {"row": 3, "col": 6}
    result = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "Bad map", "--catalog", "y2025",
                 "--setup", json.dumps({"map": broken}), ok=False)
    assert result.returncode == 1 and "sixwinters.map." in result.stderr
    assert "Bad map" not in cli("campaign", "list").stdout


def test_a_malformed_row_is_refused_naming_file_row_and_column(cli, tmp_path):
    folder = tmp_path / "broken"
    shutil.copytree(DATA / "six-winters-v24", folder)
    path = folder / "characters.csv"
    path.chmod(0o644)
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[2] = lines[2].replace("xxDOT", "xxBOGUS", 1)
    path.write_text("".join(lines), encoding="utf-8")
    result = cli("cards", "import", str(folder), "--name", "broken", ok=False)
    assert result.returncode == 1
    assert "characters.csv, line 3, column " in result.stderr
    assert "broken" not in cli("cards", "list").stdout
