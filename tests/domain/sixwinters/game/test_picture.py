"""The table picture is well-formed SVG showing the game and escaping its text, drawn to be read
beside the board: the columns that hold locations only, no text smaller than the map's, long
names wrapped inside their cell."""
import re
import xml.etree.ElementTree as ET

from tests.domain.sixwinters.game.builders import open_game

from domain.rulesets.sixwinters.game.pictures import CELL_W, PAD, TEXT, PICTURES

SVG = "{http://www.w3.org/2000/svg}"


def _texts(svg: str) -> list[str]:
    return [t.text or "" for t in ET.fromstring(svg).iter(f"{SVG}text")]


def _game(**opening) -> dict:
    return open_game([{"name": "Keel", "location": "Parisa's Glen"}, {"name": "Thea", "location": "Loomwood"}],
                     obstacles=[{"name": "Remote Influence", "location": "Parisa's Glen", "progress": 2, "hindrance": 1}],
                     resources={"Loomwood": [{"type": "sorcery", "value": 6}]}, **opening)


def test_the_table_picture_shows_dice_obstacles_characters_and_the_turn():
    text = " ".join(_texts(PICTURES["table"](_game())))
    assert "Spring, turn 1" in text and "threat pool 5" in text
    assert "Remote Influence" in text and "\u25a02 \u25b21" in text and "Keel (3/3)" in text
    assert "6 sor" in text
    assert "Parisa's Glen" in text  # the apostrophe is escaped, the SVG still parses


def test_the_picture_leaves_out_empty_columns_and_keeps_its_text_legible():
    state = _game()
    svg = PICTURES["table"](state)
    cols = {loc["col"] for loc in state["table"]["locations"].values()}
    width = int(re.search(r'<svg[^>]* width="(\d+)"', svg).group(1))
    assert width == 2 * PAD + (max(cols) - min(cols) + 1) * CELL_W < 2 * PAD + (max(cols) + 1) * CELL_W
    sizes = [float(t.get("font-size")) for t in ET.fromstring(svg).iter(f"{SVG}text")]
    assert min(sizes) >= TEXT


def test_a_long_obstacle_name_wraps_inside_its_cell_and_stays_one_tap():
    long = "Miasma of Malevolence"   # wider than a cell at the text size
    state = open_game([{"name": "Keel", "location": "Parisa's Glen"}],
                      obstacles=[{"name": long, "location": "Parisa's Glen", "progress": 0, "hindrance": 3}])
    root = ET.fromstring(PICTURES["table"](state))
    [tap] = [g for g in root.iter(f"{SVG}g") if g.get("data-choice") == long]
    lines = [t.text for t in tap.iter(f"{SVG}text")]
    assert len(lines) > 1 and " ".join(lines).replace("\u2620 ", "").startswith(long)
    assert all(len(line) * TEXT * 0.58 <= CELL_W - 16 for line in lines)


def test_without_a_game_the_picture_says_so():
    assert "No game" in PICTURES["table"]({"table": None})


def test_the_phone_picture_lays_the_locations_two_to_a_row_and_marks_the_same_things():
    from domain.rulesets.sixwinters.game.pictures import NARROW_PICTURES, PHONE_COLUMNS

    state = _game()
    wide, narrow = PICTURES["table"](state), NARROW_PICTURES["table"](state)
    width = int(re.search(r'<svg[^>]* width="(\d+)"', narrow).group(1))
    assert width == 2 * PAD + PHONE_COLUMNS * CELL_W < int(re.search(r'<svg[^>]* width="(\d+)"', wide).group(1))
    marked = lambda svg: sorted(g.get("data-choice") for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get("data-choice"))
    assert marked(narrow) == marked(wide) and len(marked(wide)) == len(state["table"]["locations"]) + 3
    assert min(float(t.get("font-size")) for t in ET.fromstring(narrow).iter(f"{SVG}text")) >= TEXT
