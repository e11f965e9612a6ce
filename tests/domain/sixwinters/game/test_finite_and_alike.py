"""Two rules the whole-campaign property test found wanting: a trade brings a die into play
only while the supply holds one of its type, and two copies of an obstacle that meet at one
location during Activate Obstacles are each moved and discarded as themselves."""
import copy

from domain.kernel import Viewer
from domain.rulesets.sixwinters.game.decider import DECIDER
from domain.rulesets.sixwinters.game.rules import activate
from tests.domain.sixwinters.game.builders import d, open_game, refused, run

STABILITY = [{"type": "stability", "value": 2}, {"type": "stability", "value": 5}]


def keel_at_parisas_glen(**opening):
    return open_game([{"name": "Keel", "location": "Parisa's Glen"}, {"name": "Thea", "location": "Loomwood"}],
                     **opening)


def trades(state) -> list:
    return [m for m in DECIDER.moves(state, Viewer.of("olga", "owner")) if m.type == "table-trade"]


def test_a_trade_into_a_type_with_no_die_left_in_the_supply_is_refused_and_not_offered():
    state = keel_at_parisas_glen(resources={"Parisa's Glen": list(STABILITY),
                                            "Loomwood": [{"type": "technology", "value": 1}] * 6})
    refused(state, {"type": "table-trade", "character": "Keel", "give": STABILITY, "dice": [d(4)]}, "supply")
    assert [m.fields["character"] for m in trades(state)] == [{"fixed": "Thea"}] or trades(state) == []
    assert not any(m.fields["character"] == {"fixed": "Keel"} for m in trades(state))


def test_a_trade_is_offered_again_once_a_die_of_that_type_is_back_in_the_supply():
    state = keel_at_parisas_glen(resources={"Parisa's Glen": list(STABILITY),
                                            "Loomwood": [{"type": "technology", "value": 1}] * 5})
    assert any(m.fields["character"] == {"fixed": "Keel"} for m in trades(state))
    after = run(state, {"type": "table-trade", "character": "Keel", "give": STABILITY, "dice": [d(4)]})
    assert after["table"]["locations"]["Parisa's Glen"]["resources"] == [{"type": "technology", "value": 4}]


def test_two_copies_of_an_obstacle_meeting_at_one_location_each_activate_as_themselves():
    # a staged tactics asset gives each War Machines (2) two activations: both move two steps
    # toward Parisa's Glen, the first ending at Boar's Rift, which the second passes through
    state = open_game([{"name": "Thea", "location": "Eastkeep"}], staging=["Warhorse"],
                      obstacles=[{"name": "War Machines (2)", "location": "Whitehold"},
                                 {"name": "War Machines (2)", "location": "Eastkeep"}])
    table = copy.deepcopy(state["table"])
    table["step"] = "activate"
    before = sum(len(loc["obstacles"]) for loc in table["locations"].values()) + len(table["obstacle_discard"])
    rolls = activate.threat_rolls_needed(table, {"remove": {}, "surge": []})     # raised ValueError before
    after = run({**state, "table": table}, {"type": "table-activate", "threat_rolls": [d(3)] * rolls})["table"]
    held = sum(len(loc["obstacles"]) for loc in after["locations"].values()) + len(after["obstacle_discard"])
    assert held == before == 2
    assert sorted(name for name, _ in activate.in_play(after)) == ["Boar's Rift", "Parisa's Glen"]
