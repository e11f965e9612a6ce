"""The sheet as a setup option: the printed layout by default, or the group's own place for
each world (layout "own", world_1_x ... world_6_y), used for crossings, views and the map.

OWN puts the worlds on a hexagon in the order 1, 3, 2, 4, 5, 6: there line 1-2 crosses line
3-4 (on the printed sheet they do not), and 1-3 no longer crosses 2-4 (on the printed sheet it does).
"""
import pytest
from marshmallow import ValidationError

from domain.kernel.moves import build_object, check_setup, ruleset_setup
from domain.rulesets.d6d.geometry import WORLDS
from domain.rulesets.d6d.rules.actions import bridge_cost
from tests.domain.d6d.builders import D6D, Story, draw, opened, set_army

PLACES = {1: (50, 5), 3: (90, 30), 2: (90, 70), 4: (50, 95), 5: (10, 70), 6: (10, 30)}


def own(places=PLACES) -> dict:
    return {"layout": "own", **{f"world_{w}_{axis}": xy[i] for w, xy in places.items()
                                for i, axis in enumerate(("x", "y"))}}


def refusal(setup: dict) -> dict:
    with pytest.raises(ValidationError) as caught:
        D6D.setup_schema().load({"players": ["Ann", "Ben"], **setup})
    return caught.value.messages


def test_the_printed_layout_is_the_default():
    story = Story()
    assert "sheet" not in story.game   # the printed layout: the state of every game before places were asked
    assert [(w["x"], w["y"]) for w in story.view("board")["worlds"]] == [WORLDS[w] for w in range(1, 7)]


def test_a_group_places_the_worlds_itself_and_the_board_shows_its_places():
    story = Story(**own())
    assert story.game["sheet"] == [list(PLACES[w]) for w in range(1, 7)]
    assert {w["world"]: (w["x"], w["y"]) for w in story.view("board")["worlds"]} == PLACES


def test_crossings_and_bridge_costs_follow_the_groups_places():
    printed, mine = opened(), opened(**own())
    for story in (printed, mine):
        draw(story, (3, 4), (2, 4))
    assert bridge_cost(printed.game, 1, 2) == (2, [])
    assert bridge_cost(mine.game, 1, 2) == (3, [[3, 4]])
    assert bridge_cost(printed.game, 1, 3) == (3, [[2, 4]])
    assert bridge_cost(mine.game, 1, 3) == (2, [])


def test_a_bridge_drawn_on_the_groups_sheet_pays_for_its_crossings():
    story = opened(**own())
    draw(story, (3, 4))
    set_army(story, "Ann", 1, 1, 5)
    set_army(story, "Ann", 2, "supply", None)
    story.when({"type": "bridge", "player": "Ann", "world": 1, "to": 2})
    assert story.army("Ann", 1)["value"] == 2        # 5 - (2 + 1 line crossed)


def test_the_map_picture_draws_the_worlds_at_the_groups_places():
    svg = D6D.pictures["map"](opened(**own()).game)
    # the picture's scale: 40 + 5 * position
    assert '<circle cx="290" cy="65"' in svg and '<circle cx="490" cy="390"' in svg   # worlds 1 and 2
    assert '<circle cx="290" cy="80"' not in svg                                      # the printed world 1


def test_the_setup_document_asks_for_the_places_only_for_an_own_layout():
    fields = check_setup(ruleset_setup(D6D))["fields"]
    assert fields["layout"]["choices"] == ["printed", "own"]
    assert fields["world_6_y"] == {"by": "layout", "cases": {"own": {"integer": [0, 100]}}}
    picks = {"players": ["Ann", "Ben"], "difference": "totals", "elimination": "board", **own()}
    setup = build_object(fields, picks)
    assert D6D.setup_schema().load(setup)["world_2_y"] == 70
    printed = build_object(fields, {"players": ["Ann", "Ben"], "difference": "totals", "elimination": "board",
                                    "layout": "printed"})
    assert not any(name.startswith("world_") for name in printed)


def test_a_place_off_the_sheet_is_refused_naming_the_field():
    messages = refusal({**own(), "world_3_y": 101})
    assert messages == {"world_3_y": ["a position on the sheet runs from 0 to 100, not 101"]}
    assert "world_5_x" in refusal({**own(), "world_5_x": -1})


def test_two_worlds_in_one_place_are_refused_naming_the_later_world():
    messages = refusal(own({**PLACES, 6: PLACES[4]}))
    assert messages == {"world_6_x": ["world 6 is placed at (50, 95), where world 4 already is: "
                                      "every world needs its own place"]}


ROW = {1: (10, 50), 6: (50, 50), 3: (90, 50), 2: (50, 10), 4: (50, 90), 5: (10, 90)}


def test_three_worlds_in_a_row_are_a_possible_sheet_and_a_line_through_a_world_only_touches():
    story = opened(**own(ROW))                              # 1, 6, 3 in a row; 2, 6, 4 too
    draw(story, (2, 6), (4, 6), (5, 6))
    assert bridge_cost(story.game, 1, 3) == (2, [])         # through world 6, where those lines end
    draw(story, (2, 4))
    assert bridge_cost(story.game, 1, 3) == (3, [[2, 4]])   # 2-4 runs on through world 6: a crossing


def test_an_own_layout_needs_every_place_and_the_printed_one_takes_none():
    partial = own()
    del partial["world_4_y"]
    assert refusal(partial) == {"world_4_y": ["layout 'own' needs a place for every world: world_4_y is missing"]}
    assert list(refusal({"world_2_x": 10})) == ["world_2_x"]


def test_the_places_cannot_be_adjusted_during_play():
    story = opened(**own())
    with pytest.raises(Exception) as caught:
        D6D.check_adjust(story.game, [{"path": "/sheet/0", "set": [1, 1]}])
    assert caught.value.rule == "d6d.adjust.sheet"
