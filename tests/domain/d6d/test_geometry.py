"""The sheet's geometry: bridges cross by segment intersection on fixed world positions."""
import itertools

from domain.rulesets.d6d.geometry import WORLDS, WORLD_IDS, crossed_by, crosses, line, neighbours


def test_there_are_six_worlds_numbered_one_to_six():
    assert WORLD_IDS == (1, 2, 3, 4, 5, 6)


def test_no_three_worlds_lie_on_one_straight_line_so_a_bridge_never_passes_through_a_world():
    for a, b, c in itertools.combinations(WORLD_IDS, 3):
        (x1, y1), (x2, y2), (x3, y3) = WORLDS[a], WORLDS[b], WORLDS[c]
        assert (x2 - x1) * (y3 - y1) != (y2 - y1) * (x3 - x1), (a, b, c)


def test_a_line_across_the_sheet_crosses_the_line_through_the_middle():
    assert crosses(line(5, 2), line(1, 6))


def test_lines_that_share_a_world_meet_there_without_crossing():
    assert not crosses(line(1, 3), line(1, 4))
    assert not crosses(line(5, 6), line(6, 2))


def test_lines_on_opposite_sides_of_the_sheet_do_not_cross():
    assert not crosses(line(1, 2), line(4, 3))


def test_crossing_is_symmetric_for_every_pair_of_lines():
    lines = [line(a, b) for a, b in itertools.combinations(WORLD_IDS, 2)]
    for first, second in itertools.product(lines, repeat=2):
        assert crosses(first, second) == crosses(second, first)


def test_a_new_line_lists_every_drawn_line_it_crosses():
    drawn = [[1, 3], [1, 4], [1, 6], [3, 4]]
    assert crossed_by(drawn, 2, 5) == [[1, 3], [1, 4], [1, 6]]
    assert crossed_by(drawn, 5, 2) == [[1, 3], [1, 4], [1, 6]]


def test_a_world_is_connected_to_the_worlds_its_lines_reach():
    assert neighbours([[1, 3], [2, 3], [4, 5]], 3) == [1, 2]
    assert neighbours([[1, 3]], 6) == []
