"""Rulebook "Setup": two army dice each, lowest total first, placing on free worlds."""
import pytest
from marshmallow import ValidationError

from tests.domain.d6d.builders import D6D, Story, battle, die, opened


@pytest.mark.parametrize("players", [["Ann"], ["Ann", "Ben", "Cat", "Dan", "Eve"]])
def test_a_game_has_two_to_four_players(players):
    with pytest.raises(ValidationError):
        D6D.setup_schema().load({"players": players})


def test_players_need_different_names():
    with pytest.raises(ValidationError):
        D6D.setup_schema().load({"players": ["Ann", "Ann"]})


def test_every_player_starts_with_six_army_dice_in_their_supply():
    story = Story(["Ann", "Ben", "Cat"])
    for row in story.view("players")["players"]:
        assert row["supply"] == 6 and row["armies"] == [] and row["realm"] == []


def test_the_lowest_combined_roll_goes_first_and_turns_go_clockwise_from_them():
    story = Story(["Ann", "Ben", "Cat"])
    story.when({"type": "roll-armies", "player": "Ann", "dice": [die(5), die(6)]})
    story.when({"type": "roll-armies", "player": "Ben", "dice": [die(4), die(4)]})
    kinds = story.kinds({"type": "roll-armies", "player": "Cat", "dice": [die(1), die(6)]})
    assert kinds == ["d6d/armies-rolled", "d6d/first-player-chosen"]
    assert story.game["opening"]["order"] == ["Cat", "Ann", "Ben"]
    assert story.game["phase"] == "placing"


def test_each_player_rolls_their_two_army_dice_only_once():
    story = Story()
    story.when({"type": "roll-armies", "player": "Ann", "dice": [die(5), die(6)]})
    story.rejects({"type": "roll-armies", "player": "Ann", "dice": [die(1), die(1)]}, "d6d.setup.rolled-already")


def test_army_dice_are_six_sided():
    story = Story()
    story.rejects({"type": "roll-armies", "player": "Ann", "dice": [die(5), {"sides": 8, "value": 7}]}, "d6d.dice.d6")


def test_a_roll_entered_at_the_table_needs_its_values():
    story = Story()
    story.rejects({"type": "roll-armies", "player": "Ann"}, "d6d.dice.missing")


def test_only_players_of_the_game_roll():
    Story().rejects({"type": "roll-armies", "player": "Zed", "dice": [die(1), die(2)]}, "d6d.player.unknown")


def tied_three() -> Story:
    story = Story(["Ann", "Ben", "Cat"])
    story.when({"type": "roll-armies", "player": "Ann", "dice": [die(1), die(3)]})
    story.when({"type": "roll-armies", "player": "Ben", "dice": [die(6), die(6)]})
    story.when({"type": "roll-armies", "player": "Cat", "dice": [die(2), die(2)]})
    return story


def test_a_tie_for_the_lowest_roll_waits_for_the_battle_dice():
    story = tied_three()
    assert story.game["phase"] == "tie"
    assert story.game["opening"]["tied"] == ["Ann", "Cat"]


def test_the_lower_battle_die_breaks_the_tie_and_turns_go_clockwise_from_that_player():
    story = tied_three()
    story.when({"type": "break-tie", "rolls": [{"player": "Ann", "die": battle(5)}, {"player": "Cat", "die": battle(2)}]})
    assert story.game["opening"]["order"] == ["Cat", "Ann", "Ben"]


def test_a_tied_tie_break_is_rolled_again():
    story = tied_three()
    kinds = story.kinds({"type": "break-tie", "rolls": [{"player": "Ann", "die": battle(3)},
                                                        {"player": "Cat", "die": battle(3)}]})
    assert kinds == ["d6d/tie-rolled", "d6d/opening-tied"]
    story.when({"type": "break-tie", "rolls": [{"player": "Ann", "die": battle(1)}, {"player": "Cat", "die": battle(4)}]})
    assert story.game["opening"]["order"] == ["Ann", "Ben", "Cat"]


def test_only_the_tied_players_roll_to_break_the_tie():
    story = tied_three()
    story.rejects({"type": "break-tie", "rolls": [{"player": "Ann", "die": battle(3)},
                                                  {"player": "Ben", "die": battle(1)}]}, "d6d.setup.tie-players")


def rolled() -> Story:
    story = Story(["Ann", "Ben", "Cat"])
    for name, dice in (("Ann", (4, 4)), ("Ben", (1, 2)), ("Cat", (3, 3))):
        story.when({"type": "roll-armies", "player": name, "dice": [die(dice[0]), die(dice[1])]})
    return story


def test_players_place_their_armies_in_turn_order():
    story = rolled()
    story.rejects({"type": "place-armies", "player": "Ann", "world": 1}, "d6d.setup.place-order")
    story.when({"type": "place-armies", "player": "Ben", "world": 3})
    assert [(d["army"], d["value"]) for d in story.view("players")["players"][1]["armies"]] == [(1, 1), (2, 2)]
    assert story.view("board")["worlds"][2]["controller"] == "Ben"


def test_no_player_places_on_a_world_another_player_controls():
    story = rolled()
    story.when({"type": "place-armies", "player": "Ben", "world": 3})
    story.rejects({"type": "place-armies", "player": "Cat", "world": 3}, "d6d.setup.world-taken")


def test_play_begins_with_the_first_player_who_has_two_actions():
    story = rolled()
    for name, world in (("Ben", 3), ("Cat", 6), ("Ann", 1)):
        story.when({"type": "place-armies", "player": name, "world": world})
    board = story.view("board")
    assert board["phase"] == "playing"
    assert board["turn"] == {"player": "Ben", "actions_left": 2, "number": 1}


def test_actions_wait_until_every_player_has_placed():
    story = rolled()
    story.rejects({"type": "strengthen", "player": "Ben", "army": 1}, "d6d.phase")


def test_placing_waits_until_every_player_has_rolled():
    story = Story()
    story.when({"type": "roll-armies", "player": "Ann", "dice": [die(1), die(2)]})
    story.rejects({"type": "place-armies", "player": "Ann", "world": 1}, "d6d.phase")


def test_an_opened_game_has_each_player_two_armies_on_their_world_and_four_in_supply():
    story = opened(worlds=(2, 4))
    ann, ben = story.view("players")["players"]
    assert (ann["worlds"], ann["supply"], ben["worlds"], ben["supply"]) == ([2], 4, [4], 4)
