"""Deciding recorded commands again: the first one today's rules decide differently."""
from domain.kernel import Event
from domain.kernel.audit import Decision, first_difference
from domain.rulesets import get
from tests.domain.kernel.test_decider import TOY

DICE = get("dice")


class Today:
    """A ruleset whose rule changed since the commands were recorded."""

    name, event_versions = "toy", {}

    def __init__(self, decider):
        self.decide = decider.decide


def decision(position, command, *events):
    return Decision(position, {"score": 0}, command, tuple(events))


def test_commands_decided_the_same_today_show_no_difference():
    roll = {"type": "roll", "dice": [{"sides": 6, "value": 4, "kind": "d"}], "purpose": ""}
    recorded = ("journal/rolled", 2, {"purpose": "", "dice": [{"sides": 6, "value": 4, "kind": "d"}]})
    assert first_difference(DICE, [Decision(2, DICE.initial_state({}), roll, (recorded,))]) is None


def test_the_first_command_decided_differently_is_named_with_the_reason():
    today = Today(TOY)
    same = decision(2, {"type": "score", "points": 1}, ("toy/scored", 3, {"points": 1}), ("toy/cheered", 1, {}))
    other = decision(4, {"type": "score", "points": 2}, ("toy/scored", 3, {"points": 5}), ("toy/cheered", 1, {}))
    older = decision(6, {"type": "score", "points": 2}, ("toy/scored", 1, {"points": 2}), ("toy/cheered", 1, {}))
    found = first_difference(today, [same, other, older])
    assert (found.position, found.reason) == (4, "today's rules record toy/scored with other facts")
    assert "version 1" in first_difference(today, [older]).reason


def test_a_command_todays_rules_refuse_is_a_difference_and_journal_commands_are_not_decided_again():
    refused = decision(3, {"type": "score", "points": -2}, ("toy/scored", 3, {"points": -2}))
    assert "toy.score.negative" in first_difference(Today(TOY), [refused]).reason
    undo = decision(5, {"type": "retract"}, ("journal/retracted", 1, {"target": 3}))
    assert first_difference(Today(TOY), [undo]) is None


def test_dice_bookkeeping_around_a_command_is_not_compared():
    roll = {"type": "roll", "dice": [{"sides": 6, "value": 4, "kind": "d"}], "purpose": ""}
    events = (("journal/dice-committed", 1, {"commitment": "abc"}),
              ("journal/rolled", 2, {"purpose": "", "dice": [{"sides": 6, "value": 4, "kind": "d"}]}))
    assert first_difference(DICE, [Decision(2, DICE.initial_state({}), roll, events)]) is None


def test_a_recorded_state_todays_rules_cannot_read_is_a_difference_not_a_crash():
    class Reads:
        """Today's rule reads a part of the state the recorded states do not have."""

        name, event_versions = "toy", {}

        @staticmethod
        def decide(state, command):
            return [Event("toy/scored", {"points": state["bonus"] + command["points"]})]

    older = decision(7, {"type": "score", "points": 1}, ("toy/scored", 1, {"points": 1}))
    found = first_difference(Reads, [older])
    assert found.position == 7 and "cannot decide score on the recorded state (KeyError: 'bonus')" in found.reason
