"""A full Six Winters year recorded turn by turn through the `journal` CLI,
then audited, replayed and printed. The year is the scripted two-player Blue Robe game."""
from __future__ import annotations

import json

import pytest
from pypdf import PdfReader

from domain.rulesets.sixwinters.demo import blue_robe_year_one

from .conftest import Cli


@pytest.fixture(scope="module")
def year(tmp_path_factory):
    cli = Cli(tmp_path_factory.mktemp("blue-robe"))
    script = blue_robe_year_one()
    campaign = cli("campaign", "new", "--ruleset", "sixwinters", "--name", "Blue Robe at the table",
                   "--setup", json.dumps(script["setup"])).stdout.strip()
    stdin = "\n".join(json.dumps(command) for command in script["commands"])
    stored = [json.loads(line) for line in cli("do", campaign, "-", stdin=stdin).stdout.splitlines()]
    return cli, campaign, script, stored


def test_every_command_of_the_year_is_recorded_from_session_start_to_store_game(year):
    cli, campaign, script, stored = year
    commands = [e["command"]["type"] for e in stored if e["command"]]
    assert commands[0] == "choose-spotlight" and commands[-1] == "store-game"
    assert len(commands) == len(script["commands"])
    kinds = {e["type"] for e in stored}
    assert {"sixwinters/session-started", "sixwinters/session-ended", "journal/dice-committed"} <= kinds


def test_the_year_ends_as_the_table_played_it(year):
    cli, campaign, _, _ = year
    history = json.loads(cli("state", campaign, "--view", "history", "--json").stdout)
    (played,) = history["years"]
    assert (played["scenario"], played["result"], played["year"]) == ("The Order of the Blue Robe", "failure", 1)
    assert played["scenes_completed"] == ["Impress the Keeper of Forbidden Lore", "Inscribe the Ritual of Cleaving"]
    assert history["year"] == 2
    keel = json.loads(cli("state", campaign, "--view", "sheets", "--json").stdout)["characters"]["Keel"]
    assert keel["journal"][0]["notes"] == "Frostbitten in the tower's shadow."


def test_the_recorded_year_verifies_and_replays_to_the_recorded_state_at_every_position(year):
    cli, campaign, _, stored = year
    out = cli("verify", campaign).stdout
    assert "result: OK" in out and "every state fingerprint matches" in out
    replayed = [line.split()[1] for line in cli("fingerprints", campaign).stdout.splitlines()]
    assert replayed[1:] == [e["state"] for e in stored]


def test_the_year_prints_as_a_chronicle(year, tmp_path):
    cli, campaign, _, _ = year
    cli("chronicle", campaign, "-o", str(tmp_path / "year.pdf"))
    text = "\n".join(page.extract_text() for page in PdfReader(tmp_path / "year.pdf").pages)
    assert "The Order of the Blue Robe" in text and "Thea" in text and "Keel" in text
