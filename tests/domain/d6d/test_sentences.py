"""d6D's sentences say what decided them: who goes first comes with the totals rolled (the
lowest goes first), and after a tie with the battle dice that broke it."""
from __future__ import annotations

from domain.rulesets.d6d.narrate import told
from tests.domain.d6d.builders import Story, battle, die


def first_player_sentence(story: Story, command: dict) -> str:
    events = story.when(command)
    return told(events[-1].kind, dict(events[-1].data), story.game)


def test_who_goes_first_is_told_with_the_totals_that_decided_it():
    story = Story(["Ann", "Ben", "Cat"])
    story.when({"type": "roll-armies", "player": "Ann", "dice": [die(5), die(6)]})
    story.when({"type": "roll-armies", "player": "Ben", "dice": [die(4), die(4)]})
    said = first_player_sentence(story, {"type": "roll-armies", "player": "Cat", "dice": [die(1), die(6)]})
    assert said == "Cat goes first with the lowest total, 7 (Ann 11, Ben 8, Cat 7); the turn order is Cat, Ann and Ben."


def test_who_goes_first_after_a_tie_is_told_with_the_tie_and_the_battle_dice():
    story = Story(["Ann", "Ben"])
    story.when({"type": "roll-armies", "player": "Ann", "dice": [die(2), die(3)]})
    story.when({"type": "roll-armies", "player": "Ben", "dice": [die(1), die(4)]})
    said = first_player_sentence(story, {"type": "break-tie", "rolls": [{"player": "Ann", "die": battle(4)},
                                                                         {"player": "Ben", "die": battle(2)}]})
    assert said == "Ben goes first from the tie at 5 (Ann 5, Ben 5), on the lower battle die; the turn order is Ben and Ann."
