"""The dice ruleset's moves: a free roll of one size of die, entered or rolled by the app."""
import random

from hypothesis import given, settings, strategies as st

from domain.kernel.moves import fits
from domain.rulesets import get
from tests.domain.legal_play import fresh, play_randomly

DICE = get("dice")


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_rolls_played_from_the_moves_alone_are_always_accepted_and_counted(seed):
    table = fresh(DICE, random.Random(seed))
    play_randomly(table, 30, until=lambda t: t.game["rolls"] >= 30)
    assert table.game["rolls"] == 30


def test_a_roll_is_entered_from_the_table_or_rolled_by_the_app_from_a_spec():
    table = fresh(DICE, random.Random(1))
    d20 = next(move for move in table.document()["moves"] if move["label"] == "Roll d20")
    entered = {"type": "roll", "roll": "physical", "dice": [{"sides": 20, "kind": "d", "value": 17}]}
    by_app = {"type": "roll", "roll": "app", "spec": "2d20"}
    assert fits(d20, entered) and fits(d20, by_app) and not fits(d20, {"type": "roll", "roll": "app", "spec": "11d20"})
    table.play(entered), table.play(by_app)
    assert table.game["rolls"] == 2 and table.game["faces"]["d/d20"]["17"] == 1


def test_the_dice_ruleset_asks_nothing_at_setup():
    assert DICE.setup_fields is None
