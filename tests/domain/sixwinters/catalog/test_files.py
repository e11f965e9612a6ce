"""A group's own catalog file (TOML or JSON) merged over the built-in catalog."""
from __future__ import annotations

import json

import pytest

from domain.rulesets.sixwinters import catalog
from domain.rulesets.sixwinters.catalog import CatalogError

WINTER_RAID = '''
[catalog]
title = "Our table's additions"

[scenarios."Winter Raid"]
year_min = 2
threat_pool = 4
scenes = ["Hold the Ford", "Burn the Boats"]
setup = [{{op = "draw-obstacles", per_player = 1}}]

[[scenarios."Winter Raid".seasons]]
season = "spring"
turns = 2
action_dice = 2
new_obstacles = 1

[[scenarios."Winter Raid".seasons]]
season = "summer"
turns = {turns}
turns_max = 5
action_dice = 1
new_obstacles = 2

[scenarios."Winter Raid".threat]
name = "Raiders on the Ice"
effects = [{{values = [5, 6], effect = {{op = "discard-resources", resource = "military", at = "any"}}}}]

[scenes."Hold the Ford"]
scenario = "Winter Raid"
order = 1
location = "tag:fort"
points = 12
difficult_points = 16
skills = ["tactics"]
stress = {{body = 1}}

[scenes."Burn the Boats"]
scenario = "Winter Raid"
order = 2
location = "location:Boar's Rift"
points = 15
skills = ["thievery", "combat"]

[assets."Ice Skates"]
tags = ["gear"]
year = 2
points = 4
skill = "survival"
slots = [{{type = "technology"}}, {{value = 3}}]
'''


def write(tmp_path, name: str, text: str):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_a_custom_toml_catalog_adding_a_scenario_loads_over_the_builtin(tmp_path):
    cat = catalog.load_file(write(tmp_path, "my.toml", WINTER_RAID.format(turns=3)))
    raid = cat["scenarios"]["Winter Raid"]
    assert [(s["season"], s["turns"], s["turns_max"]) for s in raid["seasons"]] == [
        ("spring", 2, None), ("summer", 3, 5)]
    assert raid["starting_action_dice"] == 4  # default from the catalog limits
    assert cat["scenes"]["Burn the Boats"]["difficult_points"] == 15
    assert cat["assets"]["Ice Skates"]["slots"] == [
        {"type": "technology", "value": None, "region": None},
        {"type": None, "value": 3, "region": None}]
    assert cat["scenes"]["Hold the Ford"]["stress"] == {"psyche": 0, "body": 1}
    assert "The Order of the Blue Robe" in cat["scenarios"]
    assert cat["source"] == "my.toml"


def test_a_bad_season_names_the_file_the_scenario_and_the_season(tmp_path):
    with pytest.raises(CatalogError) as caught:
        catalog.load_file(write(tmp_path, "my.toml", WINTER_RAID.format(turns=0)))
    assert 'my.toml: scenario "Winter Raid": season 2: turns must be a positive integer' \
        in caught.value.errors


def test_a_scene_with_an_unknown_skill_names_file_and_scene(tmp_path):
    text = WINTER_RAID.format(turns=3).replace('skills = ["tactics"]', 'skills = ["juggling"]')
    with pytest.raises(CatalogError, match=r'my.toml: scene "Hold the Ford": skills \'juggling\''):
        catalog.load_file(write(tmp_path, "my.toml", text))


def test_a_json_file_may_replace_a_builtin_character(tmp_path):
    data = {"characters": {"Thea": {"title": "Speaker", "skills": {"command": 5},
                                    "psyche": 6, "body": 3, "movement": 4}}}
    cat = catalog.load_file(write(tmp_path, "ours.json", json.dumps(data)))
    assert cat["characters"]["Thea"]["skills"]["command"] == 5
    assert cat["characters"]["Thea"]["skills"]["lore"] == 0  # left-out skills are rank 0


def test_remove_drops_a_builtin_scenario_and_its_scenes(tmp_path):
    text = '[remove]\nscenarios = ["Two Eyes in One Face"]\nscenes = ["Scouting Yearly Field", ' \
           '"Defend Boar\'s Rift", "Secrets of Whitehold"]\n'
    cat = catalog.load_file(write(tmp_path, "slim.toml", text))
    assert list(cat["scenarios"]) == ["The Order of the Blue Robe"]


def test_removing_a_scenario_but_not_its_scenes_is_reported(tmp_path):
    with pytest.raises(CatalogError, match=r'slim.toml: scene "Defend Boar\'s Rift": scenario'):
        catalog.load_file(write(tmp_path, "slim.toml", '[remove]\nscenarios = ["Two Eyes in One Face"]\n'))


def test_an_unknown_section_and_broken_toml_name_the_file(tmp_path):
    with pytest.raises(CatalogError, match="my.toml: unknown section 'monsters'"):
        catalog.load_file(write(tmp_path, "my.toml", '[monsters."Big"]\nsize = 3\n'))
    with pytest.raises(CatalogError, match="bad.toml: not valid TOML"):
        catalog.load_file(write(tmp_path, "bad.toml", "[scenarios\n"))


def test_load_file_merges_over_a_given_base_without_changing_it(tmp_path):
    base = catalog.builtin()
    cat = catalog.load_file(write(tmp_path, "my.toml", WINTER_RAID.format(turns=3)), base=base)
    assert "Winter Raid" in cat["scenarios"] and "Winter Raid" not in base["scenarios"]
