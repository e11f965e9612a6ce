"""The deck service: app shuffles by sealed dice, draws from the top, by name or by a die,
stacked stages and the public back of the top card."""
import pytest

from domain.kernel import RuleViolation, decks

CARDS = ["A", "B", "C", "D"]


def test_shuffle_dice_are_sealed_and_shrink_from_the_deck_size_to_two():
    dice = decks.shuffle_dice(4, "shuffle-test")
    assert [d["sides"] for d in dice] == [4, 3, 2] and all(d["sealed"] for d in dice) and decks.sealed(dice)
    assert not decks.sealed([{"sides": 4, "value": 1}])


def test_each_die_picks_the_next_card_among_those_left():
    assert decks.shuffled(CARDS, [{"sides": 4, "value": 4}, {"sides": 3, "value": 3}, {"sides": 2, "value": 2}]) == ["D", "C", "B", "A"]
    assert decks.shuffled(CARDS, [{"sides": 4, "value": 1}, {"sides": 3, "value": 1}, {"sides": 2, "value": 1}]) == CARDS


def test_every_order_comes_from_exactly_one_roll_of_the_dice():
    orders = {tuple(decks.shuffled(CARDS, [{"sides": 4, "value": a}, {"sides": 3, "value": b}, {"sides": 2, "value": c}]))
              for a in range(1, 5) for b in range(1, 4) for c in range(1, 3)}
    assert len(orders) == 24


def test_a_shuffle_with_the_wrong_dice_is_refused():
    with pytest.raises(RuleViolation) as caught:
        decks.shuffled(CARDS, [{"sides": 6, "value": 1}])
    assert caught.value.rule == "deck.shuffle.dice"


def test_an_ordered_pile_gives_its_top_card_and_an_unordered_one_needs_a_name_or_a_die():
    assert decks.draw_one(CARDS).cards == ["A"] and decks.draw_one(CARDS).rest == ["B", "C", "D"]
    assert decks.draw_one(CARDS, name="C", ordered=False).rest == ["A", "B", "D"]
    assert decks.draw_one(CARDS, die={"sides": 4, "value": 2}, ordered=False).cards == ["B"]
    for kwargs, rule in [({"ordered": False}, "deck.draw.unnamed"), ({"name": "Z"}, "deck.draw.card"),
                         ({"die": {"sides": 6, "value": 2}}, "deck.draw.sides")]:
        with pytest.raises(RuleViolation) as caught:
            decks.draw_one(CARDS, **kwargs)
        assert caught.value.rule == rule
    with pytest.raises(RuleViolation) as caught:
        decks.draw([], 1)
    assert caught.value.rule == "deck.draw.empty"


def test_draw_dice_shrink_with_the_pile_and_a_last_card_needs_none():
    assert decks.draw_dice(3, 5) == [{"sides": 3, "kind": "draw"}, {"sides": 2, "kind": "draw"}]


def test_stages_are_stacked_first_on_top_and_the_back_of_the_top_card_is_public():
    deck = decks.stacked(["S1-b", "S1-a"], ["S2-a"])
    assert deck == ["S1-b", "S1-a", "S2-a"]
    assert decks.top_back(deck, lambda card: card[:2]) == "S1"
    assert decks.top_back([], lambda card: card[:2]) is None


def test_peek_put_and_remove_leave_the_rest_in_order():
    assert decks.peek(CARDS, 2) == ["A", "B"]
    assert decks.put(["C"], ["A", "B"]) == ["A", "B", "C"] and decks.put(["C"], ["A"], on_top=False) == ["C", "A"]
    assert decks.remove(["A", "B", "A"], ["A"]) == ["B", "A"]
