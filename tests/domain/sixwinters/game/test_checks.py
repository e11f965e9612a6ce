"""An adjust of the table (a card the engine does not model) cannot make an impossible table."""
import pytest
from tests.domain.sixwinters.game.builders import open_game

from domain.kernel import RuleViolation
from domain.rulesets.sixwinters.game import adjusting


def state():
    return open_game([{"name": "Keel", "location": "Parisa's Glen"}, {"name": "Thea", "location": "Loomwood"}],
                     obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen"}])


def test_an_adjust_that_keeps_the_table_possible_passes():
    adjusting.check_adjust(state(), [{"path": "/table/characters/Keel/psyche", "add": -1},
                               {"path": "/table/locations/Loomwood/resources", "set": [{"type": "sorcery", "value": 6}]}])


@pytest.mark.parametrize("change, reason", [
    ({"path": "/table/threat_pool", "set": -1}, "threat pool"),
    ({"path": "/table/locations/Parisa's Glen/obstacles/0/progress", "add": -5}, "fewer than zero tokens"),
    ({"path": "/table/characters/Keel/action_dice", "set": [7]}, "outside 1..6"),
    ({"path": "/table/locations/Loomwood/resources", "set": [{"type": "sorcery", "value": 1}] * 7}, "the box holds 6"),
])
def test_an_adjust_that_makes_an_impossible_table_is_rejected(change, reason):
    with pytest.raises(RuleViolation, match=reason):
        adjusting.check_adjust(state(), [change])


def test_a_fresh_table_is_possible():
    assert adjusting.impossible(state()["table"]) == []
