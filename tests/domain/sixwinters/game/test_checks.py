"""The table's invariants: an adjust of the table (a card the engine does not model) cannot make
an impossible table, counts and dice, or a card in two places."""
import pytest
from tests.domain.sixwinters.game.builders import open_game

from domain.kernel.changes import apply_changes
from domain.rulesets.sixwinters.game import adjusting


def state():
    return open_game([{"name": "Keel", "location": "Parisa's Glen"}, {"name": "Thea", "location": "Loomwood"}],
                     obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen"}],
                     obstacle_deck=["Quintim the Vile"], obstacle_reserve=["Repeating Histories"])


def broken(changes) -> list[str]:
    return [item.sentence for item in adjusting.invariants(apply_changes(state(), changes))]


def placed(name: str) -> dict:
    return {"path": "/table/locations/Loomwood/obstacles", "set": [{"name": name, "progress": 0, "hindrance": 0}]}


def test_an_adjust_that_keeps_the_table_possible_passes():
    assert broken([{"path": "/table/characters/Keel/psyche", "add": -1},
                   {"path": "/table/locations/Loomwood/resources", "set": [{"type": "sorcery", "value": 6}]},
                   {"path": "/table/obstacle_deck", "set": []}, placed("Quintim the Vile")]) == []


@pytest.mark.parametrize("change, reason", [
    ({"path": "/table/threat_pool", "set": -1}, "threat pool"),
    ({"path": "/table/locations/Parisa's Glen/obstacles/0/progress", "add": -5}, "fewer than zero tokens"),
    ({"path": "/table/characters/Keel/action_dice", "set": [7]}, "outside 1..6"),
    ({"path": "/table/locations/Loomwood/resources", "set": [{"type": "sorcery", "value": 1}] * 7}, "the box holds 6"),
    (placed("Quintim the Vile"), "Quintim the Vile lies in the sealed obstacle deck and the map at Loomwood, but the "
                                 "catalog has 1 copy"),
    (placed("Repeating Histories"), "Repeating Histories lies in the reserve and the map at Loomwood"),
    (placed("Remote Influence"), "Remote Influence lies in the map at Parisa's Glen and the map at Loomwood"),
    (placed("The Nameless Horror"), "'The Nameless Horror' in the map at Loomwood is not an obstacle card of the catalog"),
    ({"path": "/table/staging", "set": ["Cart", "Cart"]}, "Cart lies in the staging area (2 times)"),
])
def test_an_adjust_that_makes_an_impossible_table_is_refused(change, reason):
    found = broken([change])
    assert any(reason in sentence for sentence in found), found


def test_a_fresh_table_is_possible():
    assert adjusting.impossible(state()["table"]) == [] and adjusting.invariants(state()) == []
