"""The standard map and the three map rules of Campaign Setup ("Create and Record Starting Map")."""
from __future__ import annotations

import pytest

from domain.rulesets.sixwinters import catalog
from domain.rulesets.sixwinters.catalog import CatalogError, layout
from domain.rulesets.sixwinters.catalog.layout import RULE_BRIDGE, RULE_CELLS, RULE_GRID, RULE_REGION

YEAR_ONE_LOCATIONS = {  # the setup of The Order of the Blue Robe
    "Whitehold", "Eastkeep", "Yearly Field", "Parisa's Glen", "Loomwood", "Undari's Tower",
    "Boar's Rift", "Gravewood", "Boar's Peak", "Hogel Manor"}


@pytest.fixture
def cat():
    return catalog.builtin()


def standard(cat) -> dict:
    return {cell["location"]: {"row": cell["row"], "col": cell["col"]}
            for cell in cat["standard_map"]["cells"]}


def rules_broken(cat, placed) -> set[str]:
    return {rule for rule, _ in catalog.layout_problems(cat, placed)}


def test_the_standard_map_holds_the_ten_year_one_locations_with_their_production(cat):
    cells = cat["standard_map"]["cells"]
    assert {c["location"] for c in cells} == YEAR_ONE_LOCATIONS
    producing = {c["location"]: c["production"][0]["type"] for c in cells if c["production"]}
    assert producing == {"Whitehold": "espionage", "Eastkeep": "technology",
                         "Parisa's Glen": "stability", "Undari's Tower": "sorcery",
                         "Boar's Rift": "military", "Hogel Manor": "diplomacy"}


def test_the_standard_layout_passes_the_three_map_rules(cat):
    assert catalog.layout_problems(cat, cat["standard_map"]) == []
    catalog.validate_layout(cat, cat["standard_map"])


def test_a_location_cut_off_from_its_region_breaks_the_region_rule(cat):
    placed = standard(cat)
    placed["Gravewood"] = {"row": 3, "col": 6}
    problems = catalog.layout_problems(cat, placed)
    assert [rule for rule, _ in problems] == [RULE_REGION]
    assert "Gravewood" in problems[0][1]


def test_regions_that_never_touch_break_only_the_brightdune_bridge_rule(cat):
    columns = {"empire": 0, "brightdune": 2, "settled": 4}
    rows: dict = {}
    placed = {}
    for name in sorted(YEAR_ONE_LOCATIONS):
        region = cat["locations"][name]["region"]
        placed[name] = {"row": rows.setdefault(region, 0), "col": columns[region]}
        rows[region] += 1
    assert rules_broken(cat, placed) == {RULE_BRIDGE}


def test_a_map_spilling_out_of_the_4x7_grid_breaks_the_grid_rule(cat):
    placed = {name: {"row": cell["row"], "col": cell["col"] + 3} for name, cell in standard(cat).items()}
    problems = catalog.layout_problems(cat, placed)
    assert {rule for rule, _ in problems} == {RULE_GRID}
    assert any("Hogel Manor" in message for _, message in problems)


def test_validate_layout_raises_an_error_naming_the_broken_rule(cat):
    placed = standard(cat)
    placed["Hogel Manor"] = {"row": 3, "col": 6}
    with pytest.raises(CatalogError, match=RULE_REGION):
        catalog.validate_layout(cat, placed, "our map")


def test_two_locations_on_one_cell_and_unknown_locations_are_cell_errors(cat):
    placed = standard(cat)
    placed["Loomwood"] = dict(placed["Parisa's Glen"])
    placed["Atlantis"] = {"row": 0, "col": 0}
    assert rules_broken(cat, placed) == {RULE_CELLS}


def test_the_map_rules_read_regions_and_grid_from_the_catalog(cat):
    cat["map_grid"] = {"rows": 3, "cols": 7}
    assert rules_broken(cat, cat["standard_map"]) == {RULE_GRID}  # Undari's Tower is on row 3
    assert layout.neighbours(1, 1) == ((0, 1), (2, 1), (1, 0), (1, 2))
