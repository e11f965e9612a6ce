"""Location actions and location texts (Location Cards, "Location Text")."""
import pytest
from tests.domain.sixwinters.game.builders import open_game, run

from domain.kernel import RuleViolation

CELLS = [{"location": "The Obfuscated Bribe", "row": 0, "col": 0, "production": [{"type": "espionage", "improved": False}]},
         {"location": "Mirror Woods", "row": 0, "col": 1, "production": []},
         {"location": "Wrenhouse", "row": 1, "col": 1, "production": []},
         {"location": "Guild of Scribes", "row": 1, "col": 0, "production": []},
         {"location": "The Long Wastes", "row": 0, "col": 2, "production": []}]


def game(**opening):
    return open_game([{"name": "Thea", "location": "Mirror Woods", "action_dice": [1, 2, 3, 4]},
                      {"name": "Keel", "location": "The Obfuscated Bribe"}], map=CELLS, **opening)


def test_the_obfuscated_bribe_lowers_psyche_to_raise_body():
    state = game()
    state["table"]["characters"]["Keel"]["body"] = 1
    after = run(state, {"type": "table-location-action", "character": "Keel"})
    keel = after["table"]["characters"]["Keel"]
    assert (keel["psyche"], keel["body"]) == (2, 2)


def test_mirror_woods_pulls_a_foe_here_for_one_body():
    state = game(obstacles=[{"name": "Drauga the Vicious", "location": "Wrenhouse"}])
    state["table"]["cards"]["obstacles"]["Drauga the Vicious"]["tags"] = ["foe"]  # the foe tag of the card text
    after = run(state, {"type": "table-location-action", "character": "Thea", "obstacle": "Drauga the Vicious"})
    assert [o["name"] for o in after["table"]["locations"]["Mirror Woods"]["obstacles"]] == ["Drauga the Vicious"]
    assert after["table"]["characters"]["Thea"]["body"] == 2


def test_wrenhouse_moves_a_rapport_obstacle_next_door_for_any_die():
    state = game(obstacles=[{"name": "Radia the Seer", "location": "Wrenhouse"}, {"name": "Field Work", "location": "Wrenhouse"}])
    state["table"]["characters"]["Thea"]["location"] = "Wrenhouse"
    after = run(state, {"type": "table-location-action", "character": "Thea", "pay": {"type": "action", "value": 4},
                        "obstacle": "Radia the Seer", "to": "Mirror Woods"})
    assert [o["name"] for o in after["table"]["locations"]["Mirror Woods"]["obstacles"]] == ["Radia the Seer"]
    assert sorted(after["table"]["characters"]["Thea"]["action_dice"]) == [1, 2, 3]
    with pytest.raises(RuleViolation, match="does not work on Field Work"):
        run(state, {"type": "table-location-action", "character": "Thea", "pay": {"type": "action", "value": 4},
                    "obstacle": "Field Work", "to": "Mirror Woods"})
    with pytest.raises(RuleViolation, match="costs a die"):
        run(state, {"type": "table-location-action", "character": "Thea", "obstacle": "Radia the Seer", "to": "Mirror Woods"})


def test_the_guild_of_scribes_discards_the_top_obstacle_of_the_deck():
    state = game(obstacle_deck=["Remote Influence", "Field Work"], shuffle="dice")
    state["table"]["characters"]["Thea"]["location"] = "Guild of Scribes"
    after = run(state, {"type": "table-location-action", "character": "Thea", "pay": {"type": "action", "value": 1}})
    assert after["table"]["obstacle_discard"] == ["Remote Influence"] and after["table"]["obstacle_deck"] == ["Field Work"]


def test_entering_the_long_wastes_costs_a_body():
    state = game()
    after = run(state, {"type": "table-move", "character": "Thea", "to": "The Long Wastes"})
    assert after["table"]["characters"]["Thea"]["body"] == 2
