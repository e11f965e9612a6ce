"""A d6D game set up, played, audited, moved and printed with the real `journal` command line.

The game (d6d_game.py) is played once per module through `journal do` in subprocesses;
the moment after Bram's app-rolled bridge is also checked on the way (a verify before the
seed is revealed, and a refused move), since the game is over by the end.
"""
from __future__ import annotations

import io
import json
import re
from dataclasses import dataclass, field
from subprocess import CompletedProcess

import pytest
from pypdf import PdfReader

from journal.vaults import seeds

from . import d6d_game as game
from .conftest import Cli


@dataclass
class Played:
    cli: Cli
    campaign: str
    stored: list[list[dict]] = field(default_factory=list)   # the envelopes of each command
    bridged_at: int = 0                                       # the position after Bram's bridge
    verify_before_reveal: CompletedProcess | None = None
    log_before_refusal: str = ""
    refused: CompletedProcess | None = None
    log_after_refusal: str = ""
    log: list[dict] = field(default_factory=list)              # `journal log --json` at the end


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Played:
    cli = Cli(tmp_path_factory.mktemp("d6d-cli"))
    campaign = cli("campaign", "new", "--ruleset", "d6d", "--name", "Three worlds",
                   "--setup", json.dumps(game.SETUP)).stdout.strip()
    story = Played(cli, campaign)
    for command in [*game.OPENING, game.BRAMS_BRIDGE]:
        story.stored.append(cli.do(campaign, command))
    story.bridged_at = story.stored[-1][-1]["position"]
    story.verify_before_reveal = cli("verify", campaign, ok=False)
    story.log_before_refusal = cli("log", campaign, "--json").stdout
    story.refused = cli("do", campaign, json.dumps(game.UNCONNECTED_MOVE), ok=False)
    story.log_after_refusal = cli("log", campaign, "--json").stdout
    for command in game.REST:
        story.stored.append(cli.do(campaign, command))
    story.log = cli.log(campaign)
    return story


def app_rolled(played: Played) -> list[dict]:
    """The envelopes carrying dice the app rolled (the first event of each such command)."""
    return [env for env in played.log if env["rolls"]]


def test_the_campaign_is_created_with_the_d6d_ruleset_and_the_players_in_seating_order(played):
    (line,) = [l for l in played.cli("campaign", "list").stdout.splitlines() if l.startswith(played.campaign)]
    assert line.split()[1] == "d6d" and line.endswith("Three worlds")
    players = played.cli.state(played.campaign, "--view", "players")["players"]
    assert [row["name"] for row in players] == game.PLAYERS


def test_the_game_played_with_journal_do_ends_with_the_rulebook_score(played):
    score = played.cli.state(played.campaign, "--view", "score")
    assert score["over"] is True and score["reason"] == game.REASON
    assert score["winners"] == [game.WINNER]
    assert {row["player"]: row["points"] for row in score["scores"]} == game.POINTS
    assert {row["player"]: row["worlds"] for row in score["scores"]} == game.WORLDS
    app_dice = {env["data"]["player"]: env["rolls"][0]["value"] for env in app_rolled(played)}
    realm = {row["player"]: row["realm_total"] for row in score["scores"]}
    assert realm == {"Ysolde": game.ENTERED_REALM_DICE + app_dice["Ysolde"], "Bram": app_dice["Bram"], "Corwin": 0}


def test_every_command_of_the_game_was_stored_and_the_last_one_ended_it(played):
    assert len(played.stored) == len(game.COMMANDS) and all(played.stored)
    kinds = [env["type"] for env in played.stored[-1]]
    assert "d6d/game-ended" in kinds and kinds[-1] == "journal/dice-revealed"
    board = played.cli.state(played.campaign, "--view", "board")
    assert board["phase"] == "over" and sorted(map(tuple, board["bridges"])) == [(1, 5), (2, 3)]


def test_the_log_flags_entered_dice_as_physical_and_app_dice_as_digital(played):
    log = played.log
    by_type = {}
    for env in log:
        by_type.setdefault(env["type"], set()).add(env["source"])
    assert by_type["d6d/armies-rolled"] == {"physical"} and by_type["d6d/battle-round-fought"] == {"physical"}
    assert by_type["d6d/bridge-drawn"] == {"digital", "physical"}
    assert by_type["d6d/army-destroyed"] == {"derived"} and by_type["d6d/game-ended"] == {"derived"}
    rolled = [(env["type"], env["source"], env["data"]["player"], len(env["rolls"])) for env in app_rolled(played)]
    assert rolled == [("d6d/bridge-drawn", "digital", "Bram", 1), ("d6d/soul-lost", "digital", "Ysolde", 1)]
    bridge = [env for env in log if env["cmd"] == app_rolled(played)[0]["cmd"] and env["type"].startswith("d6d/")]
    assert [(env["type"], env["source"]) for env in bridge] == [
        ("d6d/bridge-drawn", "digital"), ("d6d/army-destroyed", "derived"), ("d6d/soul-lost", "digital")]
    assert bridge[-1]["data"]["die"]["value"] == bridge[0]["rolls"][0]["value"]
    text = played.cli("log", played.campaign).stdout
    assert re.search(r"digital\s+d6d/bridge-drawn", text) and re.search(r"physical\s+d6d/armies-rolled", text)
    assert re.search(r"derived\s+d6d/game-ended", text)


def test_verify_passes_before_the_reveal_with_the_app_die_awaiting_its_seed(played):
    result = played.verify_before_reveal
    assert result.returncode == 0, result.stdout
    assert "digital dice: 0 re-derived from revealed seeds, 1 awaiting a seed reveal" in result.stdout
    assert "result: OK" in result.stdout


def test_verify_passes_and_re_derives_the_app_dice_once_the_game_end_reveals_the_seed(played):
    result = played.cli("verify", played.campaign)
    assert "digital dice: 2 re-derived from revealed seeds, 0 awaiting a seed reveal" in result.stdout
    assert "replay: every state fingerprint matches" in result.stdout and "result: OK" in result.stdout
    log = played.log
    (revealed,) = [env["data"] for env in log if env["type"] == "journal/dice-revealed"]
    assert seeds.commitment(revealed["seed"]) == revealed["commitment"]
    for env in app_rolled(played):
        assert env["commitment"] == revealed["commitment"]
        assert [seeds.derive(revealed["seed"], r["n"], r["sides"]) for r in env["rolls"]] == [
            r["value"] for r in env["rolls"]]


def test_a_move_to_an_unconnected_world_exits_1_names_the_rule_and_stores_nothing(played):
    refused = played.refused
    assert refused.returncode == 1 and refused.stdout == ""
    assert "d6d.move.not-connected" in refused.stderr and "world 5 is not connected to world 6" in refused.stderr
    assert played.log_after_refusal == played.log_before_refusal


def test_export_and_import_into_another_store_give_the_same_state_fingerprint(played):
    cli, campaign = played.cli, played.campaign
    exported = cli.folder / "game.jsonl"
    cli("export", campaign, "-o", str(exported))
    assert "result: OK" in cli("verify", "--file", str(exported)).stdout
    other = ["--db", f"sqlite:///{cli.folder / 'other.sqlite'}"]
    cli(*other, "init")
    assert cli(*other, "import", str(exported)).stdout.strip() == campaign
    here, there = cli.state(campaign), json.loads(cli(*other, "state", campaign, "--json").stdout)
    assert there["fingerprint"] == here["fingerprint"] and there["position"] == here["position"]
    assert "result: OK" in cli(*other, "verify", campaign).stdout


def test_a_fork_after_brams_bridge_is_a_live_branch_and_leaves_the_game_untouched(played):
    cli, campaign = played.cli, played.campaign
    head = cli.state(campaign)
    branch = cli("fork", campaign, "--at", str(played.bridged_at), "--name", "What if Bram marched").stdout.strip()
    assert branch != campaign and "What if Bram marched" in cli("campaign", "list").stdout
    at_fork = str(played.bridged_at)
    assert cli.state(branch, "--at", at_fork)["state"]["game"] == cli.state(campaign, "--at", at_fork)["state"]["game"]
    moved = cli.do(branch, game.CONNECTED_MOVE)
    assert [env["type"] for env in moved][0] == "d6d/army-moved"
    board = cli.state(branch, "--view", "board")
    assert board["phase"] == "playing" and board["turn"]["player"] == "Corwin"
    assert cli.state(campaign) == head


def test_the_chronicle_pdf_names_the_players_and_their_final_points(played):
    cli = played.cli
    pdf = cli.folder / "game.pdf"
    cli("chronicle", played.campaign, "-o", str(pdf))
    text = "\n".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf.read_bytes())).pages)
    assert f"The game ended: {game.REASON}." in text
    header = text.index("Score: 3 per world")  # the header row may wrap inside narrow columns
    score_table = text[header:text.index(f"Winner {game.WINNER}", header)]
    for name in game.PLAYERS:
        (row,) = [line for line in score_table.splitlines() if line.startswith(name + " ")]
        assert row.split()[-1] == str(game.POINTS[name])
