"""Winning the Game: the tie-breakers in order, shared victory, the final event."""
from __future__ import annotations

from domain.rulesets.dwarfswinter.rules.scoring import TIE_BREAKERS, deciding, winners


def _row(player, **values):
    row = {name: 0 for name in TIE_BREAKERS}
    return {**row, "player": player, **values}


def test_the_most_vps_win():
    rows = [_row("Ann", total=30), _row("Ben", total=31)]
    assert winners(rows) == ["Ben"] and deciding(rows) is None


def test_ties_go_to_each_tie_breaker_in_the_rulebooks_order():
    order = ["dwarfs_home", "heroes", "gold", "food", "stone", "wood", "disasters_count", "monsters_count"]
    assert list(TIE_BREAKERS[1:]) == order
    for at, name in enumerate(order):
        earlier = {key: 3 for key in order[:at]}
        rows = [_row("Ann", total=30, **earlier, **{name: 1}), _row("Ben", total=30, **earlier, **{name: 2})]
        assert winners(rows) == ["Ben"] and deciding(rows) == name


def test_an_earlier_tie_breaker_beats_a_later_one():
    rows = [_row("Ann", total=30, dwarfs_home=7, gold=0), _row("Ben", total=30, dwarfs_home=6, gold=7)]
    assert winners(rows) == ["Ann"] and deciding(rows) == "dwarfs_home"


def test_still_tied_the_players_share_victory():
    rows = [_row("Ann", total=30, gold=3), _row("Ben", total=30, gold=3), _row("Cid", total=12)]
    assert winners(rows) == ["Ann", "Ben"] and deciding(rows) is None
