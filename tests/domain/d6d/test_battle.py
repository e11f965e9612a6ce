"""Rulebook "Battle": rounds of battle dice plus connected controlled worlds; the lower side loses.

invaded(): Ann (armies 1:1 and 2:2 on world 1, 3:1 on world 2) attacks Ben's world 6
(1:3, 2:4; Ben also holds world 3 with 3:1) with army 2. Lines 1-6, 2-6, 3-6: Ann adds
2 to her battle die (worlds 1 and 2), Ben adds 1 (world 3).
"""
import pytest

from tests.domain.d6d.builders import battle, die, draw, opened, set_army


def invaded(**options):
    story = opened(**options)
    draw(story, (1, 6), (2, 6), (3, 6))
    set_army(story, "Ann", 3, 2, 1)
    set_army(story, "Ben", 3, 3, 1)
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    return story


def fight(attacker, defender, **extra):
    return {"type": "battle-round", "attacker_die": battle(attacker), "defender_die": battle(defender), **extra}


def test_each_side_adds_one_per_controlled_world_connected_to_the_contested_one():
    story = invaded()
    data = story.when(fight(2, 5, realm_die=die(4)))[0].data
    assert (data["attacker"]["bonus"], data["attacker"]["total"]) == (2, 4)
    assert (data["defender"]["bonus"], data["defender"]["total"]) == (1, 6)


def test_the_lower_total_loses_the_difference_from_its_army_and_at_zero_it_is_destroyed():
    story = invaded()
    kinds = story.kinds(fight(2, 5, realm_die=die(4)))
    assert kinds == ["d6d/battle-round-fought", "d6d/army-damaged", "d6d/army-destroyed", "d6d/soul-lost",
                     "d6d/battle-ended"]
    assert story.army("Ann", 2) == {"army": 2, "at": "realm", "value": 4}
    assert story.game["battle"] is None
    assert story.view("board")["worlds"][5]["controller"] == "Ben"


@pytest.mark.parametrize("reading, damage", [("totals", 3), ("rolls", 2)])
def test_the_difference_is_between_the_totals_or_with_the_rolls_reading_between_the_two_dice(reading, damage):
    story = invaded(difference=reading)
    data = story.when(fight(6, 4))[0].data          # 6+2=8 against 4+1=5
    assert (data["loser"], data["damage"]) == ("Ben", damage)


def test_with_the_rolls_reading_the_lower_total_still_loses_even_with_the_higher_die():
    story = invaded(difference="rolls")
    data = story.when(fight(3, 5, realm_die=die(1)))[0].data    # 3+2=5 against 5+1=6: Ann loses |3-5| = 2
    assert (data["loser"], data["damage"]) == ("Ann", 2)
    assert story.army("Ann", 2)["at"] == "realm"


def test_equal_totals_hurt_nobody():
    story = invaded()
    data = story.when(fight(1, 2))[0].data
    assert (data["loser"], data["damage"]) == (None, 0)
    assert story.army("Ann", 2)["value"] == 2 and story.game["pending"] is None


def test_a_loser_with_several_armies_there_chooses_which_one_takes_the_damage():
    story = invaded()
    story.when(fight(6, 4))                             # 8 against 5: Ben loses 3
    assert story.game["pending"] == {"step": "damage", "player": "Ben", "amount": 3, "world": 6}
    story.rejects(fight(3, 3), "d6d.battle.damage-pending")
    story.rejects({"type": "assign-damage", "player": "Ann", "army": 2}, "d6d.battle.not-loser")
    story.rejects({"type": "assign-damage", "player": "Ben", "army": 3}, "d6d.battle.casualty")
    story.when({"type": "assign-damage", "player": "Ben", "army": 2})
    assert story.army("Ben", 2)["value"] == 1 and story.game["pending"] is None


def test_the_round_may_name_the_losing_army_in_advance():
    story = invaded()
    kinds = story.kinds(fight(6, 4, casualty=1, realm_die=die(6)))
    assert kinds == ["d6d/battle-round-fought", "d6d/army-damaged", "d6d/army-destroyed", "d6d/soul-lost"]
    assert story.army("Ben", 1)["at"] == "realm"
    assert story.game["battle"]["round"] == 1


def test_no_casualty_is_named_for_a_round_nobody_lost():
    invaded().rejects(fight(1, 2, casualty=1), "d6d.battle.no-casualty")


def test_the_battle_ends_when_one_players_armies_remain_and_the_winner_controls_the_world():
    story = invaded()
    story.when(fight(6, 1, casualty=1, realm_die=die(2)))   # 8 against 2: Ben's army 1 (3) is destroyed
    story.when(fight(6, 1, realm_die=die(2)))               # Ben's army 2 (4) is destroyed
    assert story.game["battle"] is None
    assert story.view("board")["worlds"][5]["controller"] == "Ann"
    assert story.game["turn"] == {"player": "Ann", "actions_left": 1, "number": 1}


def test_after_the_battle_the_attacker_takes_their_second_action():
    story = opened()
    draw(story, (1, 6))
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})   # first action
    story.when(fight(2, 6, realm_die=die(1)))                            # 2+1 against 6+0
    assert story.game["turn"] == {"player": "Ann", "actions_left": 1, "number": 1}


def test_the_attacker_may_retreat_to_a_friendly_connected_world_after_a_round():
    story = invaded()
    story.rejects({"type": "retreat", "player": "Ann", "to": 1}, "d6d.retreat.before-round")
    story.when(fight(1, 2))
    story.when({"type": "retreat", "player": "Ann", "to": 2})
    assert story.army("Ann", 2)["at"] == 2
    assert story.game["battle"] is None
    assert story.view("board")["worlds"][5]["controller"] == "Ben"


def test_the_defender_may_retreat_when_the_attacker_does_not():
    story = invaded()
    story.when(fight(1, 2))
    kinds = story.kinds({"type": "retreat", "player": "Ben", "to": 3})
    assert kinds == ["d6d/retreated", "d6d/battle-ended"]
    assert [story.army("Ben", n)["at"] for n in (1, 2, 3)] == [3, 3, 3]
    assert story.view("board")["worlds"][5]["controller"] == "Ann"


def test_a_player_with_no_friendly_connected_world_cannot_retreat():
    story = opened()
    draw(story, (1, 6))
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    story.when(fight(3, 3))                            # 4 against 3: Ben loses 1, chooses later
    story.when({"type": "assign-damage", "player": "Ben", "army": 2})
    story.rejects({"type": "retreat", "player": "Ben", "to": 1}, "d6d.retreat.no-friendly-world")
    story.rejects({"type": "retreat", "player": "Ben", "to": 2}, "d6d.retreat.no-friendly-world")


def test_only_the_two_fighting_players_retreat():
    story = opened(players=("Ann", "Ben", "Cat"), worlds=(1, 6, 3))
    draw(story, (1, 6), (3, 6))
    story.when({"type": "move", "player": "Ann", "army": 2, "to": 6})
    story.when(fight(1, 2))                            # 1+1 against 2+0: nobody loses
    story.rejects({"type": "retreat", "player": "Cat", "to": 3}, "d6d.retreat.not-fighting")


def test_there_is_no_battle_round_without_a_battle():
    opened().rejects(fight(3, 4), "d6d.battle.none")


def test_battle_dice_are_six_sided():
    story = invaded()
    story.rejects({"type": "battle-round", "attacker_die": {"sides": 20, "value": 17},
                   "defender_die": battle(3)}, "d6d.dice.d6")


def test_no_damage_is_assigned_when_no_round_was_lost():
    story = invaded()
    story.when(fight(1, 2))                            # 3 against 3
    story.rejects({"type": "assign-damage", "player": "Ben", "army": 1}, "d6d.battle.no-damage")
