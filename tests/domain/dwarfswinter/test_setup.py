"""Game Setup for 1 to 4 players, as the rulebook's steps A to K."""
from __future__ import annotations

import pytest
from marshmallow import ValidationError

from domain.kernel import RuleViolation

from .builders import RULES, Game, to_week_one


@pytest.mark.parametrize("players, resources, tokens, doom, monsters", [
    (1, 4, 3, 0, 2), (2, 2, 1, 0, 3), (3, 2, 1, 1, 4), (4, 2, 1, 2, 4)])
def test_setup_by_player_count(players, resources, tokens, doom, monsters):
    game = Game(players)
    state = game.state
    assert all(state["boards"][n][r] == resources for n in state["players"] for r in ("gold", "food", "stone", "wood"))
    assert all(state["boards"][n]["tokens"] == tokens for n in state["players"])
    assert all(state["boards"][n]["actions"] == 5 and state["boards"][n]["hand_size"] == 7 for n in state["players"])
    assert all(len(state["decks_of"][n]) == 7 for n in state["players"])
    game = to_week_one(players)
    reasons = [e.data["why"] for e in game.table.log if e.kind == "dwarfswinter/disaster-revealed"]
    assert reasons.count("doom") == doom and len(game.state["monsters"]) == monsters
    assert game.state["week"] == 1 and all(game.state["pool"])


def test_the_defenders_are_placed_clockwise_from_the_first_player_who_places_none():
    game = Game(4, first="Cid")
    game.do("shuffle-decks", roll="physical")
    game.draw("Woodsman", "Trader", "Pathfinder", "Quartermaster", "Avalanche", "Cave-in")
    assert game.state["defenders"] == [["Dee", 1], ["Ann", 2], ["Ben", 2]]
    assert game.moves()[0]["fields"]["player"] == {"fixed": "Dee"}
    with pytest.raises(RuleViolation) as refused:
        game.do("place-defender", player="Ann", zone="Forest 1")
    assert refused.value.rule == "dwarfswinter.defenders.order"
    for player, zone in (("Dee", "Mine 1"), ("Ann", "Mine 1"), ("Ann", "Mine 1"), ("Ben", "Field 1"),
                         ("Ben", "Hills 1")):
        game.do("place-defender", player=player, zone=zone)
    assert game.state["dwarfs"]["Ann"]["Mine 1"] == {"dwarf": 2} and game.state["week"] == 1


def test_the_legendary_classes_add_each_players_sage():
    assert all("Sage" in deck for deck in Game(2, legendary_classes=True).state["decks_of"].values())


def test_the_legendary_monsters_and_disasters_join_their_decks():
    state = Game(2, legendary_monsters=True, legendary_disasters=True).state
    assert len(state["decks"]["monsters"]) == 24 and len(state["decks"]["disasters"]) == 24


@pytest.mark.parametrize("setup, field", [
    ({"players": []}, "players"), ({"players": ["A", "B", "C", "D", "E"]}, "players"),
    ({"players": ["Ann", "Ann"]}, "players"), ({"players": ["Ann"], "first": "Ben"}, "first"),
    ({"players": ["Ann"], "solo_music": "twice"}, "solo_music"),
    ({"players": ["Ann"], "catalog": {"board": {}}}, "catalog")])
def test_a_bad_setup_is_refused_naming_the_field(setup, field):
    with pytest.raises(ValidationError) as refused:
        RULES.setup_schema().load(setup)
    assert field in refused.value.messages


def test_the_first_command_is_the_shuffle_and_it_is_listed_for_anyone():
    moves = Game(3).moves("Ben")
    assert moves == [{"type": "shuffle-decks", "label": "Shuffle the Monster, Disaster and Hero decks",
                      "group": "Setup", "fields": {"roll": {"choices": ["physical", "app"], "min": 1, "max": 1,
                                                           "many": False}}}]
