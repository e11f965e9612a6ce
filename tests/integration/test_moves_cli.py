"""`journal setup` and `journal moves` as a user runs them: a campaign made from the setup
document, commands built from `journal moves --json` alone and recorded with `journal do
--expect`, a seat's own moves, and the listing people read."""
from __future__ import annotations

import json
import random

from domain.kernel.moves import check_document, check_setup, random_command, random_setup


def test_a_campaign_made_from_journal_setup_is_played_from_journal_moves_alone(cli):
    rng = random.Random(8)
    setup = random_setup(check_setup(json.loads(cli("setup", "d6d").stdout)), rng)
    campaign = cli("campaign", "new", "--ruleset", "d6d", "--name", "From the moves", "--setup",
                   json.dumps(setup)).stdout.strip()
    for played in range(5):
        document = check_document(json.loads(cli("moves", campaign, "--json").stdout))
        if document["over"]:
            break
        command = random_command(document, rng, app=True)
        cli("do", campaign, json.dumps(command), "--expect", str(document["position"]))
    assert played == 4 and len(cli.log(campaign)) >= 5


def test_a_seat_sees_its_own_moves_and_whom_the_game_waits_for(cli):
    campaign = cli("campaign", "new", "--ruleset", "d6d", "--name", "Seats", "--setup",
                   '{"players": ["Ann", "Ben"]}').stdout.strip()
    cli.do(campaign, {"type": "roll-armies", "player": "Ann", "dice": [{"sides": 6, "kind": "army", "value": 2}] * 2})
    for_ann = json.loads(cli("moves", campaign, "--seat", "Ann", "--json").stdout)
    for_ben = json.loads(cli("moves", campaign, "--seat", "Ben", "--json").stdout)
    assert for_ann["moves"] == [] and [w["seat"] for w in for_ann["waiting_for"]] == ["Ben"]
    assert [move["label"] for move in for_ben["moves"]] == ["Ben rolls two army dice for the first player"]
    listing = cli("moves", campaign, "--seat", "Ann").stdout
    assert "waiting for Ben: The game waits for Ben: Roll army dice." in listing


def test_the_listing_names_each_move_and_what_each_field_asks_for(cli):
    campaign = cli("campaign", "new", "--ruleset", "d6d", "--name", "Listing", "--setup",
                   '{"players": ["Ann", "Ben"]}').stdout.strip()
    lines = cli("moves", campaign).stdout.splitlines()
    assert lines[0] == "position 1"
    assert lines[1] == "  1. [Roll army dice] Ann rolls two army dice for the first player  (roll-armies)"
    assert '       roll: one of "physical", "app"' in lines
