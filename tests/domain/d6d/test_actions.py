"""Rulebook "On your turn": Strengthen, Recruit and Move; two actions, then the next player.

opened(): Ann (armies 1:1 and 2:2 on world 1) plays first, Ben (1:3, 2:4) holds world 6.
"""
import pytest
from marshmallow import ValidationError

from tests.domain.d6d.builders import D6D, draw, opened, set_army
from domain.kernel import RuleViolation


def test_strengthen_adds_one_when_no_friendly_world_is_connected():
    story = opened()
    story.when({"type": "strengthen", "player": "Ann", "army": 1})
    assert story.army("Ann", 1)["value"] == 2


def test_strengthen_adds_one_more_for_each_friendly_world_the_army_is_connected_to():
    story = opened()
    draw(story, (1, 2), (1, 3), (1, 6), (2, 3))
    set_army(story, "Ann", 3, 2, 1)
    set_army(story, "Ann", 4, 3, 1)
    events = story.when({"type": "strengthen", "player": "Ann", "army": 1})
    assert events[0].data["gain"] == 3          # 1, +1 for world 2, +1 for world 3; Ben's world 6 does not count
    assert story.army("Ann", 1)["value"] == 4


def test_strengthen_never_raises_an_army_above_six():
    story = opened()
    draw(story, (1, 2), (1, 3))
    set_army(story, "Ann", 1, 1, 5)
    set_army(story, "Ann", 3, 2, 1)
    set_army(story, "Ann", 4, 3, 1)
    story.when({"type": "strengthen", "player": "Ann", "army": 1})
    assert story.army("Ann", 1)["value"] == 6


def test_only_an_army_on_a_world_can_be_strengthened():
    opened().rejects({"type": "strengthen", "player": "Ann", "army": 5}, "d6d.army.not-on-board")


def test_recruit_puts_a_die_from_the_supply_at_one_on_a_controlled_world():
    story = opened()
    story.when({"type": "recruit", "player": "Ann", "world": 1})
    assert story.army("Ann", 3) == {"army": 3, "at": 1, "value": 1}
    assert story.view("players")["players"][0]["supply"] == 3


def test_recruit_only_on_a_world_the_player_controls():
    story = opened()
    story.rejects({"type": "recruit", "player": "Ann", "world": 6}, "d6d.recruit.not-controlled")
    story.rejects({"type": "recruit", "player": "Ann", "world": 2}, "d6d.recruit.not-controlled")


def test_recruit_needs_a_die_left_in_the_supply():
    story = opened()
    for number in (3, 4, 5, 6):
        set_army(story, "Ann", number, 1, 1)
    story.rejects({"type": "recruit", "player": "Ann", "world": 1}, "d6d.recruit.no-supply")


def test_move_takes_an_army_across_a_bridge_and_an_empty_world_becomes_controlled():
    story = opened()
    draw(story, (1, 2))
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 2})
    assert story.view("board")["worlds"][1]["controller"] == "Ann"
    assert story.army("Ann", 2)["at"] == 2


def test_move_needs_a_bridge_between_the_worlds():
    story = opened()
    draw(story, (1, 2))
    story.rejects({"type": "move", "player": "Ann", "army": 2, "to": 3}, "d6d.move.not-connected")
    story.rejects({"type": "move", "player": "Ann", "army": 2, "to": 1}, "d6d.move.not-connected")


def test_moving_onto_another_players_world_starts_a_battle():
    story = opened()
    draw(story, (1, 6))
    kinds = story.kinds({"type": "move", "player": "Ann", "army": 2, "to": 6})
    assert kinds == ["d6d/army-moved", "d6d/battle-started"]
    assert story.game["battle"]["attacker"] == "Ann" and story.game["battle"]["defender"] == "Ben"


def test_a_player_takes_two_actions_even_the_same_one_twice_then_the_next_player_clockwise_plays():
    story = opened(players=("Ann", "Ben", "Cat"), worlds=(1, 6, 3))
    assert story.kinds({"type": "strengthen", "player": "Ann", "army": 1}) == ["d6d/army-strengthened"]
    assert story.game["turn"]["actions_left"] == 1
    kinds = story.kinds({"type": "strengthen", "player": "Ann", "army": 1})
    assert kinds == ["d6d/army-strengthened", "d6d/turn-passed"]
    assert story.game["turn"] == {"player": "Ben", "actions_left": 2, "number": 2}
    assert story.army("Ann", 1)["value"] == 3


def test_only_the_player_whose_turn_it_is_acts():
    opened().rejects({"type": "strengthen", "player": "Ben", "army": 1}, "d6d.turn.not-yours")


def test_no_other_action_while_a_battle_is_fought():
    story = opened()
    draw(story, (1, 6))
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    story.rejects({"type": "strengthen", "player": "Ann", "army": 1}, "d6d.battle.in-progress")


def test_an_army_number_outside_one_to_six_is_refused_by_the_schema():
    story = opened()
    with pytest.raises(ValidationError):
        story.load({"type": "strengthen", "player": "Ann", "army": 7})


def test_the_rules_name_an_army_number_no_player_has_even_without_the_schema():
    story = opened()
    with pytest.raises(RuleViolation) as caught:
        D6D.decide(story.game, {"type": "strengthen", "player": "Ann", "army": 9})
    assert caught.value.rule == "d6d.army.unknown"
