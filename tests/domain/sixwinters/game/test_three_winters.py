"""The scripted campaign of three winters at the table (the extra demo "Three winters, move by
move", recorded by scripts/sixwinters_three_winters.py): every command is one the moves
document listed at its moment, none is refused, and the years end as the table played them."""
from __future__ import annotations

import copy
import random

import pytest

from domain.kernel.dice import walk_dice
from domain.kernel.moves import fits
from domain.rulesets import get
from domain.rulesets.sixwinters.demo import three_winters
from tests.domain.legal_play import fresh

BLUE_ROBE = ["Impress the Keeper of Forbidden Lore", "Inscribe the Ritual of Cleaving", "Recover Thedda's Palimpsest"]
TWO_EYES = ["Scouting Yearly Field", "Defend Boar's Rift", "Secrets of Whitehold"]


@pytest.fixture(scope="module")
def played():
    """The script replayed from its moves documents: (script, table, unlisted commands, the
    table as each year's game ended)."""
    script = three_winters()
    table = fresh(get("sixwinters"), random.Random(0), script["setup"])
    unlisted, ended = [], {}
    for number, command in enumerate(script["commands"], 1):
        if not any(fits(move, command) for move in table.document()["moves"]):
            unlisted.append((number, command))
        table.play(command)   # a refusal fails here, naming the command
        game = table.game.get("table")
        if game and game.get("result"):
            ended.setdefault(table.game["campaign"]["year"], copy.deepcopy(game))
    return script, table, unlisted, ended


def test_every_command_was_listed_in_the_moves_document_of_its_moment(played):
    script, _, unlisted, _ = played
    assert unlisted == []
    kinds = [c["type"] for c in script["commands"]]
    assert len(kinds) == 419 and kinds[0] == "choose-spotlight" and kinds[-1] == "store-game"
    assert kinds.count("store-game") == 3 and kinds.count("table-narrate") == 8
    assert not {"adjust", "retract", "unlock-character", "unlock-reserve-action"} & set(kinds)


def test_every_die_was_rolled_at_the_table(played):
    script, _, _, _ = played
    rolls = [c["roll"] for c in script["commands"] if "roll" in c]
    assert rolls and set(rolls) == {"physical"}
    dice = [die for c in script["commands"] for die in walk_dice(copy.deepcopy(c))]
    assert len(dice) == 366 and all(1 <= die["value"] <= die["sides"] for die in dice)


def test_year_one_is_won_on_the_first_fall_turn_with_its_three_scenes(played):
    _, _, _, ended = played
    year_one = ended[1]
    assert (year_one["scenario"], year_one["result"], year_one["loss_reason"]) == ("The Order of the Blue Robe", "won", None)
    assert year_one["scenes_completed"] == BLUE_ROBE and year_one["scene"] is None
    assert (year_one["seasons"][year_one["season"]]["name"], year_one["turn"], year_one["turns_played"]) == ("fall", 1, 5)
    assert year_one["threat_pool"] == 5   # no threat token ever left the scenario card
    assert {n: c["location"] for n, c in year_one["characters"].items()} == {"Thea": "Undari's Tower", "Keel": "Undari's Tower"}


def test_year_two_is_won_and_the_difficult_year_three_runs_out_of_time(played):
    _, _, _, ended = played
    assert (ended[2]["result"], ended[2]["scenes_completed"], ended[2]["turns_played"]) == ("won", TWO_EYES, 3)
    assert (ended[3]["difficulty"], ended[3]["result"], ended[3]["loss_reason"]) == \
        ("difficult", "lost", "time ran out after the last season")
    assert ended[3]["scenes_completed"] == TWO_EYES[:2]


def test_after_three_winters_the_campaign_holds_its_years_and_its_archive(played):
    _, table, _, _ = played
    campaign = table.game["campaign"]
    years = [(h["year"], h["scenario"], h["difficulty"], h["result"], h["characters"], h["scenes_completed"])
             for h in campaign["history"]]
    assert years == [
        (1, "The Order of the Blue Robe", "standard", "success", ["Thea", "Keel"], BLUE_ROBE),
        (2, "Two Eyes in One Face", "standard", "success", ["Menas", "Keel"], TWO_EYES),
        (3, "Two Eyes in One Face", "difficult", "failure", ["Thea", "Fuscus"], TWO_EYES[:2]),
    ]
    assert (campaign["year"], campaign["session"], table.game["table"]) == (4, None, None)
    assert sorted(campaign["archive"]) == ["Aren's Platemail", "Artificer's Gear", "Baron Barksalot",
                                           "Griddle Bok the Transmuter", "Mirror of Melting",
                                           "Pasha Touran the Scribe", "Thedda's Palimpsest", "Warhorse",
                                           "Windillipus Bronson"]
    assert [h["spotlight"] for h in campaign["history"]] == ["Ann", "Ben", "Ann"]
    assert campaign["sheets"]["Keel"]["conditions"] == [{"name": "Wounded", "track": "body"}] * 2 + [
        {"name": "Shattered", "track": "psyche"}]


def test_the_demo_is_offered_beside_the_blue_robe_year():
    names = [script["name"] for script in get("sixwinters").extra_demos()]
    assert names == ["The Order of the Blue Robe, year one, move by move", "Three winters, move by move"]
