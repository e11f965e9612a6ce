"""Rulebook "Game End" and "Scoring": all worlds, no armies left, or a full Realm of Lost Souls.

opened(): Ann (armies 1:1 and 2:2 on world 1) plays first, Ben (1:3, 2:4) holds world 6.
"""
import pytest

from tests.domain.d6d.builders import battle, die, draw, opened, set_army


def fight(attacker, defender, **extra):
    return {"type": "battle-round", "attacker_die": battle(attacker), "defender_die": battle(defender), **extra}


def ben_down_to_one_weak_army(**options):
    """Ben keeps army 1 at 1 on world 6; his army 2 already lies in the Realm (a 1)."""
    story = opened(**options)
    draw(story, (1, 6))
    set_army(story, "Ben", 1, 6, 1)
    set_army(story, "Ben", 2, "realm", 1)
    set_army(story, "Ann", 2, 1, 6)
    return story


def test_the_game_ends_when_one_player_controls_all_six_worlds():
    story = ben_down_to_one_weak_army()
    for number, world in zip((3, 4, 5, 6), (2, 3, 4, 5)):
        set_army(story, "Ann", number, world, 1)
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    events = story.when(fight(6, 1, realm_die=die(3)))
    assert events[-1].kind == "d6d/game-ended"
    assert story.game["result"]["reason"] == "Ann controls all worlds"
    assert story.view("score")["winners"] == ["Ann"]
    assert story.view("score")["scores"][0]["points"] == 6 * 3


def test_the_game_ends_when_a_player_has_no_army_left_on_any_world():
    story = ben_down_to_one_weak_army()
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    story.when(fight(5, 1, realm_die=die(4)))
    score = story.view("score")
    assert score["over"] and score["reason"] == "all of Ben's armies are destroyed"
    ann, ben = score["scores"]
    assert (ann["worlds"], ann["points"]) == ([1, 6], 6)
    assert (ben["realm_dice"], ben["realm_total"], ben["points"]) == (2, 5, -2)


def test_with_the_all_dice_reading_a_player_off_the_board_is_skipped_until_all_six_dice_are_lost():
    story = opened(players=("Ann", "Ben", "Cat"), worlds=(1, 6, 3), elimination="all")
    draw(story, (1, 6))
    set_army(story, "Ben", 1, 6, 1)
    set_army(story, "Ben", 2, "realm", 1)
    set_army(story, "Ann", 2, 1, 6)
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    story.when(fight(5, 1, realm_die=die(4)))
    assert story.game["phase"] == "playing"
    story.when({"type": "strengthen", "player": "Ann", "army": 1})
    assert story.game["turn"] == {"player": "Cat", "actions_left": 2, "number": 2}


def test_with_the_all_dice_reading_the_game_ends_when_all_six_of_a_players_dice_are_in_the_realm():
    story = ben_down_to_one_weak_army(elimination="all")
    for number in (3, 4, 5, 6):
        set_army(story, "Ben", number, "realm", 1)
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    story.when(fight(5, 1, realm_die=die(1)))
    assert story.game["result"]["reason"] == "all of Ben's armies are destroyed"


@pytest.mark.parametrize("players, limit", [(("Ann", "Ben"), 16), (("Ann", "Ben", "Cat"), 20),
                                            (("Ann", "Ben", "Cat", "Dan"), 24)])
def test_the_game_ends_when_the_realm_of_lost_souls_reaches_its_limit_for_the_player_count(players, limit):
    story = opened(players=players, worlds=(1, 2, 3, 4))
    last = players[-1]
    values = [6, 6, 6, limit - 19] if limit > 19 else [6, 6, limit - 13]
    for number, value in zip((3, 4, 5, 6), values):
        set_army(story, last, number, "realm", value)
    assert story.view("board")["realm"] == {"total": limit - 1, "limit": limit}
    story.when({"type": "bridge", "player": "Ann", "world": 1, "to": 5, "army": 2, "realm_die": die(1)})
    assert story.game["phase"] == "over"
    assert story.game["result"]["reason"] == f"the Realm of Lost Souls holds {limit} (limit {limit})"


def test_the_realm_below_its_limit_does_not_end_the_game():
    story = opened()
    set_army(story, "Ben", 3, "realm", 6)
    set_army(story, "Ben", 4, "realm", 6)
    story.when({"type": "bridge", "player": "Ann", "world": 1, "to": 5, "army": 2, "realm_die": die(2)})
    assert story.view("board")["realm"]["total"] == 14 and story.game["phase"] == "playing"


def test_a_player_scores_three_per_world_and_loses_one_per_army_die_in_the_realm():
    story = opened()
    set_army(story, "Ann", 3, 2, 1)
    set_army(story, "Ann", 4, 3, 1)
    set_army(story, "Ann", 5, "realm", 6)
    set_army(story, "Ben", 3, "realm", 1)
    set_army(story, "Ben", 4, "realm", 1)
    ann, ben = story.view("score")["scores"]
    assert (ann["points"], ben["points"]) == (3 * 3 - 1, 3 - 2)


def test_a_tied_score_goes_to_the_lowest_realm_total():
    story = opened()
    set_army(story, "Ann", 5, "realm", 5)
    set_army(story, "Ben", 5, "realm", 2)
    score = story.view("score")
    assert [row["points"] for row in score["scores"]] == [2, 2]
    assert score["winners"] == ["Ben"]


def test_a_tie_in_score_and_realm_total_is_shared():
    story = opened()
    set_army(story, "Ann", 5, "realm", 3)
    set_army(story, "Ben", 5, "realm", 3)
    assert story.view("score")["winners"] == ["Ann", "Ben"]


def test_no_command_is_taken_after_the_game_ended():
    story = ben_down_to_one_weak_army()
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    story.when(fight(5, 1, realm_die=die(4)))
    story.rejects({"type": "strengthen", "player": "Ann", "army": 1}, "d6d.game.over")
    story.rejects({"type": "roll-lost-soul", "player": "Ben", "die": die(1)}, "d6d.game.over")


def test_with_the_all_dice_reading_a_player_who_loses_their_last_army_on_the_board_ends_their_turn_at_once():
    story = opened(players=("Ann", "Ben", "Cat"), worlds=(1, 6, 3), elimination="all")
    set_army(story, "Ann", 1, "realm", 1)
    kinds = [e.kind for e in story.when({"type": "bridge", "player": "Ann", "world": 1, "to": 2, "army": 2,
                                         "realm_die": die(1)})]
    assert kinds[-1] == "d6d/turn-passed"
    assert story.game["turn"]["player"] == "Ben"


def test_with_the_all_dice_reading_the_game_ends_when_no_army_is_left_on_any_world():
    story = opened(elimination="all")
    set_army(story, "Ben", 1, "realm", 1)
    set_army(story, "Ben", 2, "realm", 1)
    set_army(story, "Ann", 1, "realm", 1)
    story.when({"type": "bridge", "player": "Ann", "world": 1, "to": 2, "army": 2, "realm_die": die(1)})
    assert story.game["result"]["reason"] == "no army is left on any world"


def test_with_the_all_dice_reading_the_game_ends_when_one_player_alone_is_left_on_the_worlds():
    """The others control no world, so they could never recruit or act again."""
    story = opened(elimination="all")
    set_army(story, "Ben", 1, "realm", 1)
    set_army(story, "Ben", 2, 6, 1)
    set_army(story, "Ann", 2, 1, 6)
    story.when({"type": "bridge", "player": "Ann", "world": 1, "to": 6, "army": 2})
    story.when({"type": "move", "player": "Ann", "army": 1, "to": 6})
    story.when({"type": "battle-round", "attacker_die": battle(6), "defender_die": battle(1), "realm_die": die(2)})
    assert story.game["result"]["reason"] == "only Ann has armies left on the worlds"
