"""Dice drawn as dice: a d6 shows its pips, any other die its outline with the number rolled."""
from __future__ import annotations

from xml.etree import ElementTree

import pytest

from domain.kernel.dice_faces import dice_svg

SVG = "{http://www.w3.org/2000/svg}"


def _drawn(dice, label=""):
    return ElementTree.fromstring(dice_svg(dice, label))


@pytest.mark.parametrize("value", range(1, 7))
def test_a_d6_shows_as_many_pips_as_it_rolled_and_no_number(value):
    svg = _drawn([(6, value)])
    assert len(svg.findall(f"{SVG}circle")) == value
    assert svg.findall(f"{SVG}text") == [] and len(svg.findall(f"{SVG}rect")) == 1


@pytest.mark.parametrize("sides, corners", [(4, 3), (8, 4), (10, 4), (12, 5), (20, 6)])
def test_another_die_is_its_outline_with_the_number_it_rolled(sides, corners):
    svg = _drawn([(sides, sides - 1)])
    polygon = svg.find(f"{SVG}polygon")
    assert len(polygon.get("points").split()) == corners
    assert [text.text for text in svg.findall(f"{SVG}text")] == [str(sides - 1)]


def test_an_odd_die_is_a_numbered_circle_and_a_d6_face_it_cannot_show_is_a_number():
    assert [t.text for t in _drawn([(100, 73)]).findall(f"{SVG}text")] == ["73"]
    assert _drawn([(100, 73)]).find(f"{SVG}circle") is not None
    assert [t.text for t in _drawn([(6, 9)]).findall(f"{SVG}text")] == ["9"]


def test_a_roll_draws_its_dice_side_by_side_labelled_for_a_reader():
    svg = _drawn([(6, 6), (6, 5), (8, 3)], "Ann's roll for the weir: 6, 5 and 3")
    assert svg.get("aria-label") == svg.find(f"{SVG}title").text == "Ann's roll for the weir: 6, 5 and 3"
    lefts = [float(face.get("x")) for face in svg.findall(f"{SVG}rect")]
    lefts.append(min(float(point.split(",")[0]) for point in svg.find(f"{SVG}polygon").get("points").split()))
    assert lefts == sorted(lefts) and lefts[1] - lefts[0] >= 40 and lefts[2] - lefts[1] >= 40
    assert float(svg.get("width")) >= 3 * 40
    assert _drawn([(6, 2)]).get("aria-label") == "d6: 2"
