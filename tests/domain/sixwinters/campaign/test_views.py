"""The projections (map, sheets, archive, history) and the map picture."""
import json
import xml.etree.ElementTree as ET

from domain.kernel.catalogs import catalog_of
from domain.rulesets.sixwinters import RULESET
from tests.domain.sixwinters.campaign.builders import known_catalog, setup, table, year_one_played


def test_every_view_is_json_ready_and_a_pure_function_of_the_state():
    game = table(setup(), *year_one_played()).state["game"]
    for name in ("map", "sheets", "archive", "history"):
        first = RULESET.views[name](game)
        assert json.loads(json.dumps(first)) == first
        assert RULESET.views[name](game) == first


def test_the_map_view_shows_regions_tags_production_and_threats():
    game = table(setup(), *year_one_played()).state["game"]
    view = {loc["name"]: loc for loc in RULESET.views["map"](game)["locations"]}
    assert view["Parisa's Glen"]["region"] == catalog_of(game)["locations"]["Parisa's Glen"]["region"]
    assert view["Parisa's Glen"]["tags"] == catalog_of(game)["locations"]["Parisa's Glen"]["tags"]
    assert view["Parisa's Glen"]["threats"] == 1
    assert view["Boar's Rift"]["production"] == [{"type": "military", "improved": False}]


def test_the_map_view_shows_each_locations_skill_used_during_winter_phase():
    """Location Cards: "Location skill (used during winter phase)"; the map shows it
    (docs/rules-notes.md: no rule of the text reads it)."""
    game = table(setup(), *year_one_played()).state["game"]
    for loc in RULESET.views["map"](game)["locations"]:
        assert loc["skill"] == catalog_of(game)["locations"][loc["name"]]["skill"], loc["name"]
    assert any(loc["skill"] for loc in RULESET.views["map"](game)["locations"])


def test_the_sheets_view_shows_winter_choices_by_year_and_the_journal():
    played = table(setup(), *year_one_played(), {"type": "choose-spotlight", "players": ["Ann", "Ben"], "spotlight": "Ben"},
                   {"type": "restore-campaign"}, {"type": "choose-scenario", "scenario": "Two Eyes in One Face"},
                   {"type": "winter-phase", "choices": [{"character": "Fuscus", "choice": "train"}, {"character": "Menas", "choice": "rest"}]})
    sheets = RULESET.views["sheets"](played.state["game"])["characters"]
    assert sheets["Fuscus"]["winter"] == {"1": {"choice": "train", "applied": False}}
    assert sheets["Keel"]["journal"][0]["result"] == "success"
    assert sheets["Yasmina"]["unlocked"] is False


def test_the_archive_view_lists_decks_reserve_burned_and_archive():
    view = RULESET.views["archive"](table(setup(), *year_one_played()).state["game"])
    assert view["archive"] == ["Artificer's Gear", "Sunriders"]
    assert view["burned"]["obstacles"] == ["Field Work", "Quintim the Vile"]
    assert view["counts"]["archive"] == 2


def test_the_history_view_shows_the_year_its_scenario_result_and_spotlight():
    view = RULESET.views["history"](table(setup(), *year_one_played()).state["game"])
    assert view["years"][0]["scenario"] == "The Order of the Blue Robe"
    assert view["years"][0]["result"] == "success" and view["years"][0]["spotlight"] == "Ann"
    assert view["year"] == 2 and view["session"] is None


def test_the_map_picture_is_svg_with_every_location_and_escaped_text():
    catalog = known_catalog()
    odd = 'Hag\'s <Hut> & "Co"'
    catalog["locations"][odd] = {**catalog["locations"]["Loomwood"], "name": odd}
    cells = [{"location": c["location"], "row": c["row"], "col": c["col"]} for c in catalog["standard_map"]["cells"]]
    taken = {(c["row"], c["col"]) for c in cells}
    free = next((r, c) for r in range(4) for c in range(7) if (r, c) not in taken)
    game = RULESET.initial_state({"catalog": catalog, "map": cells + [{"location": odd, "row": free[0], "col": free[1]}]})
    svg = RULESET.pictures["map"](game)
    root = ET.fromstring(svg)
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert odd in texts
    for cell in cells:
        assert cell["location"] in texts


def test_the_map_shows_the_set_up_of_session_start_until_the_table_is_laid_out():
    from domain.rulesets.sixwinters.demo import blue_robe_year_one
    script = blue_robe_year_one()
    steps = [c["type"] for c in script["commands"]]
    rolled = table(script["setup"], *script["commands"][:steps.index("roll-starting-dice") + 1]).state["game"]
    view = RULESET.views["map"](rolled)
    glen = view["setup"]["Parisa's Glen"]
    assert glen["scene"] == "Impress the Keeper of Forbidden Lore"
    assert glen["obstacles"] == [{"name": "Miasma of Malevolence", "hindrance": 3}] and glen["dice"]
    svg = RULESET.pictures["map"](rolled)
    ET.fromstring(svg)
    assert svg.count('<g class="set-up">') == len(view["setup"]) and "Obstacle Miasma of Malevolence, hindrance 3" in svg
    placed = table(script["setup"], *script["commands"][:steps.index("place-characters") + 1]).state["game"]
    assert "setup" not in RULESET.views["map"](placed) and 'class="set-up"' not in RULESET.pictures["map"](placed)
