"""The table picture is well-formed SVG showing the game and escaping its text."""
import xml.etree.ElementTree as ET

from tests.domain.sixwinters.game.builders import open_game

from domain.rulesets.sixwinters.game.pictures import PICTURES


def test_the_table_picture_shows_dice_obstacles_characters_and_the_turn():
    state = open_game([{"name": "Keel", "location": "Parisa's Glen"}, {"name": "Thea", "location": "Loomwood"}],
                      obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen", "progress": 2, "hindrance": 1}],
                      resources={"Loomwood": [{"type": "sorcery", "value": 6}]})
    svg = PICTURES["table"](state)
    root = ET.fromstring(svg)
    text = " ".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
    assert "Spring, turn 1" in text and "threat pool 5" in text
    assert "Remote Influence  \u25a02 \u25b21" in text and "Keel (3/3)" in text
    assert "Parisa's Glen" in text  # the apostrophe is escaped, the SVG still parses


def test_without_a_game_the_picture_says_so():
    assert "No game" in PICTURES["table"]({"table": None})
