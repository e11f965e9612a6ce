"""Campaign Setup (rulebook "Campaign Setup" steps 1-4) and the setup schema."""
import pytest
from marshmallow import ValidationError

from domain.kernel.catalogs import catalog_of
from domain.rulesets.sixwinters import RULESET
from tests.domain.sixwinters.campaign.builders import known_catalog, setup


def test_a_new_campaign_starts_in_year_one_with_the_standard_map_of_the_catalog():
    game = RULESET.initial_state(setup())
    cells = {cell["location"]: cell for cell in catalog_of(game)["standard_map"]["cells"]}
    world = game["campaign"]["map"]
    assert sorted(world) == sorted(cells)
    for name, cell in cells.items():
        assert (world[name]["row"], world[name]["col"]) == (cell["row"], cell["col"])
        assert world[name]["production"] == cell["production"]
        assert world[name]["threats"] == 0
    assert game["campaign"]["year"] == 1 and game["table"] is None


def test_the_campaign_decks_hold_the_year_one_cards_and_the_reserve_holds_locked_and_later_cards():
    game = RULESET.initial_state(setup())
    catalog, campaign = catalog_of(game), game["campaign"]
    for kind in ("assets", "obstacles"):
        for key in campaign["decks"][kind]:
            assert catalog[kind][key]["year"] == 1
        for key in campaign["reserve"][kind]:
            assert catalog[kind][key]["year"] == "lock" or catalog[kind][key]["year"] > 1
        every = [key for key, card in catalog[kind].items() if card["year"] is not None for _ in range(card["copies"])]
        assert sorted(campaign["decks"][kind] + campaign["reserve"][kind]) == sorted(every)
    assert "Imperial Sword" in campaign["reserve"]["assets"] and "Tent" in campaign["decks"]["assets"]
    assert "Miasma of Malevolence" in campaign["reserve"]["obstacles"]
    assert campaign["archive"] == [] and campaign["burned"] == {"assets": [], "obstacles": []}


def test_copies_of_a_card_are_each_in_the_deck_or_reserve():
    game = RULESET.initial_state(setup())
    copies = catalog_of(game)["obstacles"]["War Machines"]["copies"]
    assert game["campaign"]["reserve"]["obstacles"].count("War Machines") == copies


def test_fuscus_thea_menas_and_keel_start_unlocked_and_the_others_are_locked():
    sheets = RULESET.initial_state(setup())["campaign"]["sheets"]
    assert sorted(n for n, s in sheets.items() if s["unlocked"]) == ["Fuscus", "Keel", "Menas", "Thea"]
    assert sorted(n for n, s in sheets.items() if not s["unlocked"]) == ["Lucia", "Oniri", "Yasmina"]


def test_a_character_sheet_is_filled_from_the_character_mat():
    game = RULESET.initial_state(setup())
    mat, sheet = catalog_of(game)["characters"]["Thea"], game["campaign"]["sheets"]["Thea"]
    assert sheet["skills"] == mat["skills"]
    assert sheet["stress"] == {"psyche": mat["psyche"], "body": mat["body"]}
    assert sheet["move"] == mat["movement"]
    assert sheet["reserve_actions"] == [mat["reserve_action"]]
    assert sheet["conditions"] == [] and sheet["winter"] == [] and sheet["journal"] == []


def test_without_a_catalog_in_the_setup_the_builtin_catalog_is_used():
    game = RULESET.initial_state({})
    assert catalog_of(game)["id"] == known_catalog()["id"]


def test_a_custom_map_that_breaks_the_map_rules_is_refused_by_the_setup_schema():
    cells = known_catalog()["standard_map"]["cells"]
    outside = {cell["location"]: {"row": cell["row"], "col": cell["col"]} for cell in cells}
    outside[cells[0]["location"]] = {"row": 4, "col": 0}      # a fifth row: beyond the 4x7 grid
    with pytest.raises(ValidationError, match="grid"):
        RULESET.setup_schema().load({"map": outside})


def test_a_legal_custom_map_is_accepted_and_used():
    cells = known_catalog()["standard_map"]["cells"]
    shifted = {cell["location"]: {"row": cell["row"], "col": cell["col"]} for cell in cells}
    loaded = RULESET.setup_schema().load({"map": shifted})
    game = RULESET.initial_state(loaded)
    assert {name: (c["row"], c["col"]) for name, c in game["campaign"]["map"].items()} == \
        {name: (c["row"], c["col"]) for name, c in shifted.items()}


def test_an_unknown_campaign_option_value_is_refused():
    with pytest.raises(ValidationError):
        RULESET.setup_schema().load({"options": {"add_cards_order": "sideways"}})
    assert RULESET.setup_schema().load({"options": {"add_cards_order": "list"}})["options"]["add_cards_order"] == "list"


def test_an_invalid_catalog_in_the_setup_is_refused_with_the_broken_entry():
    broken = known_catalog()
    broken["skills"] = []
    with pytest.raises(ValidationError, match="skills"):
        RULESET.setup_schema().load({"catalog": broken})


def test_a_catalog_without_a_standard_map_needs_a_custom_map():
    bare = known_catalog()
    bare["standard_map"] = None
    with pytest.raises(ValidationError, match="custom map"):
        RULESET.setup_schema().load({"catalog": bare})
