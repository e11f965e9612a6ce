"""Hands per seat: dealt around the table, chosen from in secret, played in the open."""
import pytest

from domain.kernel import RuleViolation, hands


def test_cards_are_dealt_one_at_a_time_around_the_table():
    dealt, rest = hands.deal(["1", "2", "3", "4", "5"], ["Ann", "Ben"], 2)
    assert dealt == {"Ann": ["1", "3"], "Ben": ["2", "4"]} and rest == ["5"]


def test_a_choice_takes_cards_held_and_the_number_the_rules_fix():
    chosen = hands.choose(["a", "b", "b"], ["b", "b"], 2)
    assert chosen.cards == ["b", "b"] and chosen.rest == ["a"]
    for cards, size, rule in [(["c"], 1, "hand.choose.card"), (["a"], 2, "hand.choose.size"), (["a", "a"], None, "hand.choose.card")]:
        with pytest.raises(RuleViolation) as caught:
            hands.choose(["a", "b", "b"], cards, size)
        assert caught.value.rule == rule


def test_a_card_played_leaves_the_hand_and_everyone_chose_waits_for_every_seat():
    assert hands.play({"Ann": ["a", "b"]}, "Ann", "a") == {"Ann": ["b"]}
    assert not hands.everyone_chose({"Ann": "a"}, ["Ann", "Ben"])
    assert hands.everyone_chose({"Ann": "a", "Ben": "c"}, ["Ann", "Ben"])
