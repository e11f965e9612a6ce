"""What session end reads from the table (docs/dev/sixwinters.md, "The two levels")."""
from tests.domain.sixwinters.game.builders import open_game, run
from tests.domain.sixwinters.game.test_examples import NARRATE, scene_table

from domain.rulesets.sixwinters.game import views


def test_summary_splits_played_assets_from_played_obstacles_and_keeps_scene_effects():
    state = scene_table()
    state["table"]["locations"]["Parisa's Glen"]["obstacles"].append({"name": "Miasma of Malevolence", "progress": 0, "hindrance": 3})
    summary = views.summary(run(state, NARRATE)["table"])
    thea = summary["characters"]["Thea"]
    assert thea["played_assets"] == ["Imperial Violin"] and thea["played_obstacles"] == ["Repeating Histories"]
    assert summary["burned"] == {"assets": [], "obstacles": ["Miasma of Malevolence"]}
    assert summary["winter_actions"] == ["Ritual of Cleaving"]
    assert summary["scenes_completed"] == ["Inscribe the Ritual of Cleaving"] and summary["result"] is None
    assert summary["map"]["Arankh"]["production"] == [{"type": "sorcery", "improved": False}]


def test_the_table_view_shows_the_supply_left():
    state = open_game([{"name": "Keel", "location": "Loomwood"}, {"name": "Thea", "location": "Loomwood"}])
    view = views.VIEWS["table"](state)
    assert view["supply"]["action"] == 18 - 8 and view["season"] == "spring" and view["step"] == "actions"
