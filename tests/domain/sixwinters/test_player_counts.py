"""1-, 3- and 4-player games from Session Start to Session End, played from the moves document
alone (the random legal player, fixed seeds): the session has every player, one character
each, two staged assets per player, a first scene needing its points times the players, and
it ends with Store Game in year 2."""
from __future__ import annotations

import random

import pytest

from domain.rulesets import get
from tests.domain.legal_play import fresh, play_randomly
from tests.domain.sixwinters.test_moves import check, next_session

SW = get("sixwinters")
NAMES = ["Ann", "Ben", "Cat", "Dan"]


def _until_table(table) -> bool:
    game_table = table.game.get("table")
    return bool(game_table) and not game_table.get("fallback")


@pytest.mark.parametrize("count, seed", [(1, 11), (1, 12), (3, 13), (3, 14), (4, 15), (4, 16)])
def test_a_game_of_this_many_players_runs_from_session_start_to_session_end(count, seed):
    players = NAMES[:count]
    table = fresh(SW, random.Random(seed), setup={"players": players, "record_play": "table"})
    table.play({"type": "choose-spotlight", "players": players, "spotlight": players[-1]})
    play_randomly(table, 60, until=_until_table, check=check)
    opened = table.game["table"]
    assert opened["players"] == count and len(opened["characters"]) == count
    assert len(opened["staging"]) == 2 * count
    first = opened["scenario_scenes"][0]
    per = first["difficult"] if opened["difficulty"] == "difficult" else first["points"]
    assert opened["scene"]["needed"] == per * count
    assert len(opened["obstacle_deck"]) + sum(len(loc["obstacles"]) for loc in opened["locations"].values()) > 0
    until = next_session(table)
    until(table)                                   # the session under way is year 1's
    play_randomly(table, 500, until=until, check=check)
    campaign = table.game["campaign"]
    assert campaign["year"] == 2 and campaign.get("session") is None
    assert len(campaign["history"]) == 1 and campaign["history"][0]["result"] in ("success", "failure")
