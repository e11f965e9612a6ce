"""Six Winters v19.3 at the shell: a group's own catalog file starts a campaign (a bad one is
refused naming every entry and field, and nothing is stored), v19.3 has no card spreadsheets to
import (one clear line), and importing V24's spreadsheets still needs no --ruleset."""
from __future__ import annotations

import json

import pytest

from tests.integration.conftest import Cli

OURS = {"title": "Our cards", "obstacles": {"Wolves": {
    "region": "settled", "difficulty": 2, "skill": "survival", "threats": ["military"], "attack": {"body": 1},
    "defense": [3, 3], "season": "winter"}}, "remove": {"obstacles": ["Highwaymen"]}}


@pytest.fixture(scope="module")
def cli(tmp_path_factory) -> Cli:
    cli = Cli(tmp_path_factory.mktemp("v19"))
    (cli.folder / "ours.json").write_text(json.dumps(OURS))
    (cli.folder / "bad.toml").write_text('[obstacles.Wolves]\nregion = "moon"\ndifficulty = 9\n')
    (cli.folder / "sheets").mkdir()
    return cli


def _campaigns(cli: Cli) -> str:
    return cli("campaign", "list").stdout


def test_a_groups_catalog_file_starts_a_campaign_with_its_cards(cli):
    campaign = cli("campaign", "new", "--ruleset", "sixwinters_v19", "--name", "Our Red Bank", "--catalog", "ours.json",
                   "--setup", json.dumps({"players": ["Ann", "Ben"], "trade_direction": "both-ways"})).stdout.strip()
    game, catalog = cli.state(campaign)["state"]["game"], cli.catalog(campaign)
    assert catalog["obstacles"]["Wolves"]["defense"] == [3, 3] and "Highwaymen" not in catalog["obstacles"]
    assert catalog["source"] == "ours.json" and game["options"]["trade_direction"] == "both-ways"


def test_a_bad_catalog_file_is_refused_naming_the_entry_and_each_field(cli):
    before = _campaigns(cli)
    result = cli("campaign", "new", "--ruleset", "sixwinters_v19", "--name", "Bad", "--catalog", "bad.toml",
                 "--setup", json.dumps({"players": ["Ann"]}), ok=False)
    assert result.returncode != 0 and "Traceback" not in result.stderr
    for field in ("region", "difficulty", "skill", "defense", "season"):
        assert f"bad.toml: obstacle 'Wolves': {field}" in result.stderr
    assert _campaigns(cli) == before


def test_v19_has_no_card_spreadsheets_to_import_and_says_how_to_bring_cards(cli):
    result = cli("cards", "import", "sheets", "--ruleset", "sixwinters_v19", "--name", "x", ok=False)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    assert result.stderr.strip().splitlines() == [
        "error: the sixwinters_v19 ruleset has no card spreadsheets to import; start a campaign with "
        "--catalog FILE (a .toml or .json catalog)"]
    assert "x" not in cli("cards", "list").stdout.split("sixwinters_v19:")[1].splitlines()[0]
