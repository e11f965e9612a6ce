"""Obstacles of a resource (docs/rules-notes.md, "Desolation's military obstacles"): the catalog
records the resources an obstacle card shows; Desolation (2)/(3) raise military obstacles by 10,
The Weird Rock foe obstacles by 5, and Shimmerhall's action moves a sorcery obstacle only."""
import copy

import pytest
from tests.domain.sixwinters.game.builders import d, open_game, run
from tests.domain.sixwinters.game.test_moves import accepted, moves_of

from domain.kernel import RuleViolation
from domain.rulesets.sixwinters import catalog as catalogs

CELLS = [{"location": "Desolation (2)", "row": 0, "col": 0, "production": []},
         {"location": "The Weird Rock", "row": 0, "col": 1, "production": []},
         {"location": "Shimmerhall", "row": 1, "col": 0, "production": []},
         {"location": "Loomwood", "row": 1, "col": 1, "production": []},
         {"location": "Desolation (3)", "row": 2, "col": 0, "production": []}]


def game(where: str, obstacles: list[dict]) -> dict:
    return open_game([{"name": "Keel", "location": where}, {"name": "Thea", "location": "Loomwood"}],
                     map=CELLS, obstacles=obstacles)


def overcome(state: dict, name: str) -> dict:
    stress = [d(1, t) for t in state["table"]["cards"]["obstacles"][name]["stress"]]
    return run(state, {"type": "table-overcome", "obstacle": name, "team": [{"character": "Keel", "overcome": [1]}],
                       "stress_dice": stress})


def test_the_built_in_catalog_records_the_resources_each_obstacle_card_shows():
    obstacles = catalogs.builtin()["obstacles"]
    assert obstacles["Remote Influence"]["resources"] == ["military"]
    assert obstacles["War Machines (2)"]["resources"] == ["military"]
    assert obstacles["Animaelic Echoes"]["resources"] == ["sorcery", "stability"]
    assert obstacles["Field Work"]["resources"] == []
    assert all(isinstance(o["resources"], list) for o in obstacles.values())


@pytest.mark.parametrize("where", ["Desolation (2)", "Desolation (3)"])
def test_desolation_raises_a_military_obstacle_by_ten_so_its_difficulty_progress_does_not_overcome_it(where):
    state = game(where, [{"name": "Remote Influence", "location": where, "progress": 6, "hindrance": 0}])
    after = overcome(state, "Remote Influence")
    assert [o["progress"] for o in after["table"]["locations"][where]["obstacles"]] == [7]
    assert after["table"]["characters"]["Keel"]["overcome"] == []


def test_elsewhere_the_same_military_obstacle_is_overcome_at_its_printed_difficulty():
    state = game("Loomwood", [{"name": "Remote Influence", "location": "Loomwood", "progress": 6, "hindrance": 0}])
    state["table"]["characters"]["Thea"]["location"] = "Desolation (2)"
    assert overcome(state, "Remote Influence")["table"]["characters"]["Keel"]["overcome"] == ["Remote Influence"]


def test_desolation_leaves_an_obstacle_of_another_resource_at_its_difficulty():
    state = game("Desolation (2)", [{"name": "Field Work", "location": "Desolation (2)", "progress": 5, "hindrance": 0}])
    assert overcome(state, "Field Work")["table"]["characters"]["Keel"]["overcome"] == ["Field Work"]


def test_desolation_refuses_to_hinder_a_military_obstacle_below_its_raised_difficulty_and_changes_nothing():
    state = game("Desolation (2)", [{"name": "Remote Influence", "location": "Desolation (2)", "progress": 3, "hindrance": 5}])
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation, match="hindered only"):
        run(state, {"type": "table-overcome", "obstacle": "Remote Influence", "hinder": True,
                    "team": [{"character": "Keel", "overcome": [1]}], "stress_dice": [d(1, "body"), d(1, "body")]})
    assert state == before
    assert not [m for m in moves_of(state, "table-overcome") if m["fields"].get("hinder")]


def test_the_weird_rock_raises_a_foe_obstacle_by_five_and_no_other():
    state = game("The Weird Rock", [{"name": "Drauga the Vicious", "location": "The Weird Rock", "progress": 5, "hindrance": 0},
                                    {"name": "Restless Dead", "location": "The Weird Rock", "progress": 3, "hindrance": 0}])
    state["table"]["cards"]["obstacles"]["Drauga the Vicious"]["tags"] = ["foe"]  # the foe tag of the card text
    after = overcome(state, "Drauga the Vicious")
    assert [o["progress"] for o in after["table"]["locations"]["The Weird Rock"]["obstacles"] if o["name"] == "Drauga the Vicious"] == [6]
    assert overcome(after, "Restless Dead")["table"]["characters"]["Keel"]["overcome"] == ["Restless Dead"]


def _shimmerhall() -> dict:
    state = game("Shimmerhall", [{"name": "Eldritch Signs", "location": "Shimmerhall"},
                                 {"name": "Remote Influence", "location": "Shimmerhall"}])
    return state


def test_shimmerhall_moves_a_sorcery_obstacle_to_an_adjacent_location_for_any_die():
    after = run(_shimmerhall(), {"type": "table-location-action", "character": "Keel", "pay": {"type": "action", "value": 2},
                                 "obstacle": "Eldritch Signs", "to": "Loomwood"})
    assert [o["name"] for o in after["table"]["locations"]["Loomwood"]["obstacles"]] == ["Eldritch Signs"]
    assert [o["name"] for o in after["table"]["locations"]["Shimmerhall"]["obstacles"]] == ["Remote Influence"]
    assert sorted(after["table"]["characters"]["Keel"]["action_dice"]) == [1, 3, 4]


def test_shimmerhall_refuses_an_obstacle_that_is_not_sorcery_and_changes_nothing():
    state = _shimmerhall()
    before = copy.deepcopy(state)
    with pytest.raises(RuleViolation, match="does not work on Remote Influence"):
        run(state, {"type": "table-location-action", "character": "Keel", "pay": {"type": "action", "value": 2},
                    "obstacle": "Remote Influence", "to": "Loomwood"})
    assert state == before


def test_shimmerhalls_move_offers_only_its_sorcery_obstacles_and_every_command_built_from_it_is_accepted():
    state = _shimmerhall()
    [move] = [m for m in moves_of(state, "table-location-action") if "Keel" in m["label"]]
    assert move["fields"]["obstacle"]["choices"] == ["Eldritch Signs"]
    assert accepted(state, move) > 0
