"""What people read of a v19.3 campaign: the status line and the replay's marks, the readings
(sentences and tables, never the order of a deck), and the pictures, wide and laid out again for
a phone, with no text under 12 units, marking what a move may pick and which values a page may
ask "why?" of."""
from __future__ import annotations

import json
import random
import re
import xml.etree.ElementTree as ET

import pytest

from domain.kernel import Viewer, reading
from domain.kernel.catalogs import catalog_of
from domain.kernel.moves import random_command
from domain.rulesets.sixwinters_v19 import RULESET as V19
from domain.rulesets.sixwinters_v19.pictures.board import TALLEST
from domain.rulesets.sixwinters_v19.pictures.svg import NARROW, TEXT, WIDE
from domain.rulesets.sixwinters_v19.words import turn_words
from tests.domain.legal_play import fresh
from tests.domain.sixwinters_v19.builders import Story
from tests.spec import Table

SVG = "{http://www.w3.org/2000/svg}"
PLAYER = Viewer.of("ann", "player", ["Ann"])


def demo_states(script=None):
    """The state after each command of a demo game."""
    script = script or V19.demo()
    table = Table(V19, script["setup"])
    for command in script["commands"]:
        table.run({k: v for k, v in command.items() if k != "actor"})
        yield table.state["game"]


def marked(svg: str, attribute: str = "data-choice") -> list[str]:
    return sorted(g.get(attribute) for g in ET.fromstring(svg).iter(f"{SVG}g") if g.get(attribute))


def width_of(svg: str) -> float:
    return float(ET.fromstring(svg).get("width"))


# ---- the status line and the marks --------------------------------------------------------

def test_the_status_line_follows_a_campaign_from_setup_to_its_end():
    table = fresh(V19, random.Random(4), {"players": ["Ann", "Ben"], "difficulty": "difficult"})
    seen = []
    for _ in range(1200):
        line = V19.status(table.game)
        if not seen or seen[-1] != line:
            seen.append(line)
        document = table.document()
        if document["over"]:
            break
        table.play(random_command(document, table.rng, app=True))
    assert seen[0] == "Year 1 of 6 · difficult · before the first game"
    assert "Year 1 of 6 · difficult · Session Setup: choosing characters" in seen
    assert "Year 1 of 6 · difficult · Winter, turn 1: Actions" in seen
    assert any("(second turn), turn " in line for line in seen)
    assert "Year 3 of 6 · difficult · Session End: burn obstacles" in seen
    assert "Year 4 of 6 · difficult · between games" in seen
    assert seen[-1] == f"Campaign over after year 6: {table.game['result']['level']}"


def test_the_marks_are_the_year_and_the_turn_on_the_wheel_of_seasons():
    story = Story()
    assert V19.marks(story.game) == {"year": 1}
    states = list(demo_states())
    turns = [V19.marks(state).get("turn") for state in states]
    assert "Winter, turn 1" in turns and any(turn and turn.endswith(", turn 2") for turn in turns)
    assert V19.marks(states[-1]) == {"year": 2}


# ---- readings ---------------------------------------------------------------------------

def _checked(blocks: list[dict]) -> list[dict]:
    for block in blocks:
        assert block["heading"] and set(block) <= {"heading", "lines", "columns", "rows"}
        for row in block.get("rows", []):
            assert len(row) == len(block["columns"])
            assert all(cell is None or isinstance(cell, (str, int, float)) for cell in row)
        assert all(isinstance(line, str) and line.endswith(".") for line in block.get("lines", []))
    json.dumps(blocks)
    return blocks


def test_every_reading_reads_every_state_of_the_demo_in_sentences_and_tables():
    for state in demo_states():
        seen = reading.seen(V19, state, PLAYER)
        for name, read in V19.readings.items():
            assert name in V19.views
            _checked(read(seen))


def test_the_table_reads_the_turn_the_decks_backs_and_each_player():
    state = next(s for s in demo_states() if (s.get("session") or {}).get("turn") and s["session"]["turn"]["number"] == 2)
    blocks = {b["heading"]: b for b in V19.readings["table"](state)}
    now = " ".join(blocks["Now"]["lines"])
    turn = state["session"]["turn"]
    assert f"{turn_words(turn)}: " in now and f"so {turn['event']} is in play" in now
    for region, deck in state["decks"]["obstacles"].items():
        assert (f"{deck['back']} on top of" in now) if deck["pile"] else "empty" in now
    assert [row[0] for row in blocks["Players"]["rows"]] == ["Ann", "Ben"]
    assert [row[0] for row in blocks["Resource pools"]["rows"]][0] == "Support"


def test_a_player_reads_the_backs_of_an_app_shuffled_deck_but_never_its_order():
    story = Story(seed=11)
    story.do("start-session", players=["Ann", "Ben"])
    story.do("roll-starting-dice", roll="app")
    story.do("choose-characters", player="Ann", characters=["Thea"])
    story.do("choose-characters", player="Ben", characters=["Keel"])
    story.do("shuffle-obstacle-decks", roll="app")
    whole = story.game
    seen = reading.seen(V19, whole, PLAYER)
    text = json.dumps([read(seen) for read in V19.readings.values()])
    for region, deck in whole["decks"]["obstacles"].items():
        assert deck["back"] in text
        assert ", ".join(deck["pile"][:3]) not in text
    assert sorted(seen["decks"]["obstacles"]["empire"]["pile"]) == sorted(whole["decks"]["obstacles"]["empire"]["pile"])


def test_the_campaign_reads_the_years_played_and_every_reading_chosen():
    states = list(demo_states())
    blocks = {b["heading"]: b for b in V19.readings["campaign"](states[-1])}
    assert blocks["Years played"]["rows"][0][:3] == [1, states[-1]["history"][0]["turns"], "Ann and Ben"]
    assert len(blocks["Rule readings"]["rows"]) == len(states[-1]["options"])


# ---- pictures -----------------------------------------------------------------------------

def _fonts(svg: str) -> list[float]:
    return [float(t.get("font-size")) for t in ET.fromstring(svg).iter(f"{SVG}text")]


@pytest.mark.parametrize("script", [V19.demo(), *V19.extra_demos()], ids=lambda s: s["name"])
def test_every_picture_keeps_its_text_legible_wide_and_on_a_phone(script):
    for state in demo_states(script):
        for name, draw in V19.pictures.items():
            wide, narrow = draw(state), V19.narrow_pictures[name](state)
            if 'data-empty="true"' in wide:
                continue
            assert width_of(wide) <= WIDE and width_of(narrow) <= NARROW, name
            assert min(_fonts(wide) + _fonts(narrow)) >= TEXT, name
            assert marked(wide) == marked(narrow), name
        assert float(ET.fromstring(V19.pictures["locations"](state)).get("height")) <= TALLEST


def test_the_location_board_marks_every_location_and_obstacle_a_move_may_pick():
    story = Story()
    while story.step != "place-characters":
        document = story.document()
        story.table.run(random_command(document, random.Random(2), app=True))
    placing = next(m for m in story.document()["moves"] if m["type"] == "place-character")
    drawn = marked(V19.pictures["locations"](story.game))
    assert set(placing["fields"]["location"]["choices"]) <= set(drawn)
    obstacles = [item["card"] for place in story.game["locations"].values() for item in place["obstacles"]]
    assert obstacles and set(obstacles) <= set(drawn)


def test_a_crowded_board_drops_the_obstacles_details_rather_than_its_text_size():
    story = Story()
    crowded = [{"card": card, "dice": [6, 6]} for card in sorted(catalog_of(story.game)["obstacles"])[:12]]
    story.place("Eastkeep", *crowded)
    svg = V19.pictures["locations"](story.game)
    assert min(_fonts(svg)) >= TEXT and "diff " not in "".join(t.text or "" for t in ET.fromstring(svg).iter(f"{SVG}text"))
    assert "diff " in "".join(t.text or "" for t in ET.fromstring(V19.narrow_pictures["locations"](story.game)).iter(f"{SVG}text"))


def test_each_cube_on_the_tracks_answers_why_from_the_tracks_view():
    state = list(demo_states())[-1]
    svg = V19.pictures["tracks"](state)
    root = ET.fromstring(svg)
    pointers = [(g.get("data-view"), g.get("data-pointer")) for g in root.iter(f"{SVG}g") if g.get("data-pointer")]
    assert len(pointers) == 12 and {view for view, _ in pointers} == {"tracks"}
    view = V19.views["tracks"](state)
    for _, pointer in pointers:
        _, _, name, key = pointer.split("/")
        assert key in ("progress", "threat") and view["tracks"][name][key] == state["tracks"][name][key]
    assert marked(svg) == sorted(state["tracks"])           # a track is tapped to pick it


def test_between_games_the_progress_picture_has_nothing_to_show():
    assert 'data-empty="true"' in V19.pictures["progress"](Story().game)
    assert re.search(r"<svg[^>]*data-empty", V19.narrow_pictures["progress"](Story().game))
