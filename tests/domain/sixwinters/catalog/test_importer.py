"""The card importer on spreadsheet exports in the designer's V24 and 2025 formats.

Every behaviour of the importer is checked on exports of our own (tests/data/sixwinters-v24-like
and sixwinters-2025-like: a handful of invented cards in the designer's columns and markup), so a
fresh clone tests it whole. The designer's real exports (data/ in the folder JOURNAL_DESIGNER_DATA
names, read through tests/designer_data.py) are checked too when they are there: the same
decoding on their cards, that the V24 export keeps the built-in scenarios and standard map (which
only the real cards' names can), that its cards are the built-in ones, that every token they use
is known. Without them those tests are skipped, with the reason.
"""
from __future__ import annotations

import copy
import csv
import shutil
from pathlib import Path

import pytest

from domain.rulesets.sixwinters import catalog
from domain.rulesets.sixwinters.catalog.importer import CardImportError, import_dir
from domain.rulesets.sixwinters.catalog.importing.markup import MarkupError, tokenize
from tests.designer_data import designer_path

OWN = Path(__file__).resolve().parents[3] / "data"
V24_LIKE, Y2025_LIKE = OWN / "sixwinters-v24-like", OWN / "sixwinters-2025-like"


@pytest.fixture(scope="module")
def ours() -> dict:
    """Our own export in the V24 format."""
    return import_dir(V24_LIKE)


@pytest.fixture(scope="module")
def ours_2025() -> dict:
    """Our own export in the 2025 format."""
    return import_dir(Y2025_LIKE)


@pytest.fixture(scope="module")
def v24_folder() -> Path:
    return designer_path("data", "six-winters-v24", what="the designer's V24 card export")


@pytest.fixture(scope="module")
def y2025_folder() -> Path:
    return designer_path("data", "six-winters-2025", what="the designer's 2025 card export")


@pytest.fixture(scope="module")
def v24(v24_folder) -> dict:
    return import_dir(v24_folder)


@pytest.fixture(scope="module")
def y2025(y2025_folder) -> dict:
    return import_dir(y2025_folder)


def broken_copy(tmp_path, source: Path, name: str, old: str, new: str) -> Path:
    """A copy of an export with the first ``old`` in ``name`` replaced by ``new``."""
    folder = tmp_path / source.name
    shutil.copytree(source, folder)
    path = folder / name
    path.chmod(0o644)
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


def slot(t=None, v=None, r=None):
    return {"type": t, "value": v, "region": r}


# ------------------------------------------------------------------ characters and skills

def test_oriels_skills_come_out_of_importing_our_v24_characters(ours):
    oriel = ours["characters"]["Oriel"]
    assert oriel["skills"] == {
        "command": 2, "disguise": 1, "lore": 1, "rapport": 3,
        "combat": 4, "tactics": 1, "thievery": 2, "survival": 1}
    assert (oriel["psyche"], oriel["body"], oriel["movement"]) == (4, 5, 3)
    assert oriel["title"] == "Warden of the Salt Road"


def test_thea_skills_come_out_of_importing_the_v24_characters(v24):
    assert v24["characters"]["Thea"]["skills"] == {
        "command": 3, "lore": 3, "rapport": 2, "tactics": 2,
        "disguise": 1, "combat": 1, "thievery": 1, "survival": 1}
    assert (v24["characters"]["Thea"]["psyche"], v24["characters"]["Thea"]["body"]) == (5, 3)


def test_a_known_reserve_action_keeps_its_built_in_effect_and_an_unknown_one_is_unspecified(ours, ours_2025):
    assert ours["characters"]["Oriel"]["reserve_action"] == "Hunter"
    assert ours["winter_actions"]["Hunter"] == catalog.builtin()["winter_actions"]["Hunter"]
    assert ours["winter_actions"]["Lantern Vigil"] == {"name": "Lantern Vigil", "effect": {"op": "unspecified"}}
    assert ours["characters"]["Mireille"]["reserve_action"] is None
    # a built-in action naming skills the 2025 characters lack (combat, tactics) becomes unspecified
    assert ours_2025["winter_actions"]["Military Tactician"]["effect"] == {"op": "unspecified"}
    assert any("'Military Tactician'" in note for note in ours_2025["notes"])


def test_ability_cards_are_attached_by_level_with_their_stash_and_icons(ours, ours_2025):
    oriel, corvin = ours["characters"]["Oriel"]["abilities"], ours["characters"]["Corvin"]["abilities"]
    assert [(a["name"], a["level"]) for a in oriel] == [("Shield Wall", 1), ("Salt Cache", 2)]
    assert oriel[1]["stash"] == ["military", "stability"]       # the resources boxed by the overlay
    assert oriel[1]["effect"] == {"op": "card-icons", "icons": ["military", "stability", "converts", "defend"]}
    assert [(a["name"], a["stash"]) for a in corvin] == [("Pick the Lock", ["any"]), ("Quiet Feet", [])]
    assert corvin[1]["effect"]["icons"] == ["any-die", "converts", "movement"]
    assert [(a["name"], a["level"]) for a in ours_2025["characters"]["Saffa"]["abilities"]] == [
        ("Ledger of Debts", 1), ("Tidewise", 2)]                  # 2025: a plain level number
    left_out = ((ours, "'Tamsin'", "'Blank Margins'"), (ours_2025, "'Brightdune'", "'Set in Stone'"))
    for imported, owner, untitled in left_out:
        assert any(owner in note and "not a character" in note for note in imported["notes"])
        assert any(untitled in note and "no level" in note for note in imported["notes"])


# ------------------------------------------------------------------ whole catalogs

def test_importing_our_v24_export_gives_a_valid_catalog_with_eight_skills(ours):
    assert catalog.validate(ours, "ours") is ours
    assert [s["id"] for s in ours["skills"]] == [
        "command", "disguise", "lore", "rapport", "combat", "tactics", "thievery", "survival"]
    assert set(ours["characters"]) == {"Oriel", "Corvin", "Mireille"}
    assert next(r["name"] for r in ours["resources"] if r["id"] == "sorcery") == "Sorcery"
    # none of the built-in scenarios' scenes nor the standard map's locations are in it
    assert ours["scenarios"] == {} and ours["standard_map"] is None and ours["starting_characters"] == []
    assert any("no standard map" in note for note in ours["notes"])
    assert ours["trade"]["give"] == catalog.builtin()["trade"]["give"]      # a rule fact: built-in


def test_importing_the_full_v24_export_gives_a_valid_catalog_with_eight_skills(v24):
    assert catalog.validate(v24, "v24") is v24
    assert len(v24["skills"]) == 8
    assert set(v24["scenarios"]) == {"The Order of the Blue Robe", "Two Eyes in One Face"}
    assert v24["standard_map"] == catalog.builtin()["standard_map"]
    assert v24["scenes"]["Inscribe the Ritual of Cleaving"]["completion"]  # taken from the built-in


def test_importing_our_2025_export_gives_a_valid_catalog_with_seven_skills(ours_2025):
    assert catalog.validate(ours_2025, "ours 2025") is ours_2025
    assert [s["id"] for s in ours_2025["skills"]] == [
        "edge", "steel", "shadow", "charm", "command", "lore", "survival"]
    assert set(ours_2025["characters"]) == {"Saffa", "Dorran"}
    assert next(r["name"] for r in ours_2025["resources"] if r["id"] == "sorcery") == "Magic"
    assert ours_2025["scenarios"] == {} and ours_2025["standard_map"] is None
    assert any("no standard map" in note for note in ours_2025["notes"])


def test_importing_the_full_2025_export_gives_a_valid_catalog_with_seven_skills(y2025):
    assert catalog.validate(y2025, "2025") is y2025
    assert [s["id"] for s in y2025["skills"]] == [
        "edge", "steel", "shadow", "charm", "command", "lore", "survival"]
    assert "Parin" in y2025["characters"] and "Thea" not in y2025["characters"]
    assert next(r["name"] for r in y2025["resources"] if r["id"] == "sorcery") == "Magic"
    assert y2025["scenarios"] == {} and y2025["standard_map"] is None
    assert any("no standard map" in note for note in y2025["notes"])


def test_the_v24_cards_match_the_built_in_cards(v24):
    builtin = catalog.builtin()
    facts = {key: {field: value for field, value in obstacle.items() if field != "text"}   # no card text built in
             for key, obstacle in v24["obstacles"].items()}
    assert facts == builtin["obstacles"] | {key: facts[key] for key in set(facts) - set(builtin["obstacles"])}
    for name, asset in builtin["assets"].items():
        assert {**v24["assets"][name], "effect": asset["effect"]} == asset


def test_a_starting_character_and_a_locations_missing_region_come_from_the_built_in_catalog(tmp_path):
    """A character named like a built-in starting character starts unlocked; a location row
    without a region takes the region of the built-in location of its name (noted)."""
    renamed = broken_copy(tmp_path, V24_LIKE, "characters.csv", "Oriel,", "Thea,")
    assert import_dir(renamed)["starting_characters"] == ["Thea"]
    folder = broken_copy(tmp_path / "2025", Y2025_LIKE, "locations.csv",
                         "3,Greywatch,xxEMPIRE,", "3,Eastkeep,,")
    imported = import_dir(folder)
    assert imported["locations"]["Eastkeep"]["region"] == "empire"
    assert any("Eastkeep has no region" in note for note in imported["notes"])
    nowhere = broken_copy(tmp_path / "nowhere", Y2025_LIKE, "locations.csv",
                          "3,Greywatch,xxEMPIRE,", "3,Greywatch,,")
    with pytest.raises(CardImportError, match="^locations.csv, line 4, column region: no region, and no built-in"):
        import_dir(nowhere)


# ------------------------------------------------------------------ locations

def test_our_v24_locations_read_region_index_tags_production_skill_and_travel_symbol(ours):
    gallows = ours["locations"]["Gallows Archive"]
    assert (gallows["region"], gallows["index"], gallows["tags"]) == ("empire", 4, ["vault", "eldritch"])
    assert (gallows["production"], gallows["symbol"], gallows["skill"]) == ("espionage", "magic-gate", "lore")
    assert gallows["effect_icons"] == ["psyche", "magic-gate"] and gallows["effect"] is None   # no card text
    assert ours["locations"]["Lanternport"]["symbol"] == "port"                   # the symbol column
    ferry = ours["locations"]["Saltmarsh Ferry"]                                   # the boat in its effect
    assert (ferry["symbol"], ferry["effect_icons"]) == ("port", ["action-die", "port"])
    assert ferry["production"] == "diplomacy"
    assert ours["locations"]["Thornwood Hollow"]["production"] is None
    assert [t["id"] for t in ours["location_tags"]] == [
        "keep", "vault", "eldritch", "rural", "urban", "port", "wilderness", "hall"]


def test_our_2025_locations_take_their_travel_symbol_from_the_effect_and_leave_the_developed_side(ours_2025):
    locations = ours_2025["locations"]
    assert (locations["Hollow Ferry"]["symbol"], locations["Marrow Vault"]["symbol"]) == ("port", "magic-gate")
    assert locations["Hollow Ferry"]["tags"] == ["urban", "port"]       # full stops split, the starter icon dropped
    assert all(location["production"] is None for location in locations.values())
    assert any("developed side of locations is not imported" in note for note in ours_2025["notes"])


# ------------------------------------------------------------------ assets

def test_v24_slots_decode_colours_white_faces_coloured_faces_and_regions_in_our_export(ours):
    assert ours["assets"]["Moonlit Compass"]["slots"] == [
        slot(r="settled"), slot("sorcery", 5), slot("military", r="empire")]      # a coloured region: and that type
    assert ours["assets"]["Tinker's Satchel"]["slots"] == [slot("technology"), slot(v=3), slot()]
    assert ours["assets"]["Old Drover's Coat"]["slots"] == [slot("military")]
    assert ours["assets"]["Ember Lantern"]["slots"] == []


def test_v24_slots_decode_colours_white_faces_coloured_faces_and_regions(v24):
    assert v24["assets"]["Birdshape"]["slots"] == [slot(r="settled"), slot("sorcery", 6), slot(r="empire")]
    assert v24["assets"]["Griddle Bok the Transmuter"]["slots"] == [slot("diplomacy", 4), slot("sorcery")]
    assert v24["assets"]["Radiant Fernbrake"]["slots"] == [slot("sorcery"), slot(v=6), slot()]


def test_2025_slots_read_the_die_face_and_its_resource_icon_in_our_export(ours_2025):
    chime = ours_2025["assets"]["Tidal Chime"]["slots"]
    assert [(s["type"], s["value"]) for s in chime] == [("espionage", 2), ("diplomacy", 2), ("sorcery", 2)]
    figs = ours_2025["assets"]["Pressed Figs"]["slots"]
    assert [(s["type"], s["value"]) for s in figs] == [("stability", None), (None, 5)]


def test_2025_slots_read_the_die_face_and_its_resource_icon(y2025):
    whisper = y2025["assets"]["Whisper Drip"]["slots"]
    assert [(s["type"], s["value"]) for s in whisper] == [
        ("espionage", 3), ("technology", 3), ("stability", 3)]
    apples = y2025["assets"]["Loomwood Apples"]["slots"]
    assert [(s["type"], s["value"]) for s in apples] == [("stability", None), (None, 4)]


def test_an_assets_points_skill_tags_play_icons_and_copies_are_read(ours):
    kettle = ours["assets"]["Whistling Kettle"]
    assert (kettle["points"], kettle["skill"], kettle["tags"]) == (5, "rapport", ["food", "brass"])
    assert kettle["play"] and kettle["icons"] == ["movement", "box", "play", "body"]   # the text effect's icons too
    assert ours["assets"]["Moonlit Compass"]["play"] and not ours["assets"]["Tinker's Satchel"]["play"]
    assert ours["assets"]["Tinker's Satchel"]["copies"] == 2                         # two identical rows
    assert "Unfinished Sketch" not in ours["assets"]                                  # a name only: an idea
    assert any("Unfinished Sketch" in note for note in ours["notes"])


def test_year_pips_and_locks_give_the_campaign_year_of_a_card_in_our_export(ours, ours_2025):
    assert ours["assets"]["Moonlit Compass"]["year"] == 1
    assert ours["assets"]["Tinker's Satchel"]["year"] == 2
    assert ours["assets"]["Ember Lantern"]["year"] == "lock"
    assert ours["assets"]["Old Drover's Coat"]["year"] is None  # no year pip: not in the deck
    assert ours["obstacles"]["Border Quarrel"]["year"] == 2
    assert ours["obstacles"]["Creeping Frost"]["year"] == "lock"
    assert {a["year"] for a in ours_2025["assets"].values()} == {1}   # 2025: a row with an index is Year 1


def test_year_pips_and_locks_give_the_campaign_year_of_a_card(v24):
    assert v24["assets"]["Imperial Sword"]["year"] == 2
    assert v24["assets"]["Thedda's Palimpsest"]["year"] == "lock"
    assert v24["assets"]["Aren's Shield"]["year"] is None  # no year pip: not in the V24 deck
    assert v24["obstacles"]["Miasma of Malevolence"]["year"] == "lock"


def test_2025_cards_with_a_leftover_v24_skill_keep_no_skill_and_are_noted_in_our_export(ours_2025):
    assert ours_2025["assets"]["Field Cannon"]["skill"] is None
    assert any("'Field Cannon'" in note and "tactics" in note for note in ours_2025["notes"])
    assert "Drill the Militia" not in ours_2025["scenes"]        # a scene with no skill of the export is left out
    assert any("'Drill the Militia' has no skill of this export" in note for note in ours_2025["notes"])


def test_2025_cards_with_a_leftover_v24_skill_keep_no_skill_and_are_noted(y2025):
    assert y2025["assets"]["Cannon"]["skill"] is None
    assert any("'Cannon'" in note and "tactics" in note for note in y2025["notes"])


# ------------------------------------------------------------------ obstacles

def test_obstacle_placement_movement_and_tokens_are_decoded_in_our_export(ours):
    quarrel = ours["obstacles"]["Border Quarrel"]
    assert (quarrel["placement"], quarrel["hindrance"], quarrel["progress"]) == (
        ["tag:rural", "tag:urban"], 1, 2)
    assert ours["obstacles"]["The Grey Censor"]["move_toward"] == ["lowest-skill:rapport"]
    assert ours["obstacles"]["The Grey Censor"]["placement"] == ["region:empire"]
    assert ours["obstacles"]["Howling Pack"]["move_toward"] == ["tag:rural", "tag:urban"]
    assert ours["obstacles"]["Howling Pack"]["stress"] == {"psyche": 0, "body": 2}
    assert ours["obstacles"]["Toll Collectors"]["placement"] == ["location:Millpond Green"]
    assert ours["obstacles"]["Siege Engineers"]["placement"] == ["any"]
    assert ours["obstacles"]["Siege Engineers"]["move_toward"] == ["tag:keep"]
    bell = ours["obstacles"]["Whispering Bell"]
    assert (bell["skill"], bell["difficulty"]) == ("lore", 6)


def test_obstacle_placement_movement_and_tokens_are_decoded(v24):
    clash = v24["obstacles"]["Culture Clash"]
    assert (clash["placement"], clash["hindrance"], clash["progress"]) == (
        ["tag:rural", "tag:urban"], 2, 1)
    assert v24["obstacles"]["Orb of Psychic Torment"]["move_toward"] == ["lowest-skill:command"]
    assert v24["obstacles"]["Micus the Craven"]["move_toward"] == ["tag:urban", "tag:rural"]
    assert v24["obstacles"]["Micus the Craven"]["stress"] == {"psyche": 0, "body": 2}


def test_each_activation_icon_gives_its_activation(ours, ours_2025):
    activation = {name: card["activation"] for name, card in ours["obstacles"].items()}
    assert activation["Howling Pack"] == {"effect": "threat", "resource": None, "repeat": False}
    assert activation["Whispering Bell"] == {
        "effect": "stress", "resource": None, "repeat": False, "stress_type": "psyche"}
    assert activation["Siege Engineers"]["stress_type"] == "body"
    assert activation["The Grey Censor"]["effect"] == "movement"
    assert activation["Creeping Frost"] == {"effect": "discard-resources", "resource": None, "repeat": True}
    assert activation["Toll Collectors"] == {"effect": "discard-resources", "resource": "stability", "repeat": False}
    assert {card["activation"]["effect"] for card in ours_2025["obstacles"].values()} == {"threat"}


def test_older_obstacle_rows_and_name_only_rows_are_left_out_and_noted(ours, ours_2025):
    assert "Lost Patrol" not in ours["obstacles"] and "Nameless Dread" not in ours["obstacles"]
    assert any("rows 9 to 9) are in an older card format" in note for note in ours["notes"])
    assert "Forgotten Draft" not in ours_2025["obstacles"]          # 2025: no index
    assert any("rows 5 to 5) are in an older card format" in note for note in ours_2025["notes"])
    venn = ours_2025["obstacles"]["Tax Collector Venn"]
    assert (venn["placement"], venn["move_toward"], venn["tags"]) == (["tag:urban"], ["tag:vault"], ["foe", "imperial"])
    rot = ours_2025["obstacles"]["Salt Rot"]
    assert (rot["placement"], rot["hindrance"], rot["progress"], rot["stress"]) == (
        ["region:brightdune"], 2, 1, {"psyche": 0, "body": 2})


def test_an_obstacles_resources_are_read_from_the_resource_icons_of_its_v24_card_in_our_export(ours):
    assert ours["obstacles"]["Howling Pack"]["resources"] == ["military"]
    assert ours["obstacles"]["Border Quarrel"]["resources"] == ["stability", "diplomacy"]
    assert ours["obstacles"]["Whispering Bell"]["resources"] == []  # a number there names no resource


def test_an_obstacles_resources_are_read_from_the_resource_icons_of_its_v24_card(v24):
    assert v24["obstacles"]["Remote Influence"]["resources"] == ["military"]
    assert v24["obstacles"]["Animaelic Echoes"]["resources"] == ["sorcery", "stability"]
    assert v24["obstacles"]["Field Work"]["resources"] == []  # a number there names no resource


def test_2025_obstacles_show_no_resource_and_get_none_in_our_export(ours_2025):
    assert ours_2025["obstacles"] and all(o["resources"] == [] for o in ours_2025["obstacles"].values())


def test_2025_obstacles_show_no_resource_and_get_none(y2025):
    assert all(o["resources"] == [] for o in y2025["obstacles"].values())


# ------------------------------------------------------------------ scenes

def test_v24_scene_points_per_player_and_difficult_points_are_read_in_our_export(ours):
    scene = ours["scenes"]["Hold the Causeway"]
    assert (scene["points"], scene["difficult_points"], scene["skills"]) == (18, 24, ["tactics", "combat"])
    assert scene["stress"] == {"psyche": 1, "body": 1}
    assert (scene["location"], scene["group"], scene["order"]) == ("location:Cinder Keep", "The Drowned Bell", 2)
    ledger = ours["scenes"]["Read the Drowned Ledger"]
    assert (ledger["points"], ledger["difficult_points"], ledger["location"]) == (12, 12, "tag:eldritch")
    assert "Unwritten Scene" not in ours["scenes"]
    assert any("'Unwritten Scene' has no location, points or skill" in note for note in ours["notes"])


def test_v24_scene_points_per_player_and_difficult_points_are_read(v24):
    scene = v24["scenes"]["Defend Boar's Rift"]
    assert (scene["points"], scene["difficult_points"], scene["skills"]) == (20, 25, ["tactics"])
    assert scene["stress"] == {"psyche": 1, "body": 1}


def test_2025_scenes_read_a_plain_number_of_points_and_a_bracketed_second_place(ours_2025):
    tide = ours_2025["scenes"]["Outrun the Tide"]
    assert (tide["points"], tide["difficult_points"], tide["skills"]) == (6, 6, ["steel"])
    assert (tide["location"], tide["location_else"]) == ("tag:wilderness", ["tag:rural"])
    assert tide["stress"] == {"psyche": 0, "body": 0}            # the 2025 sheet has no stress column
    assert ours_2025["scenes"]["Chart the Sunken Road"]["location"] == "region:brightdune"


def _scene_rows(folder: Path) -> dict:
    with open(folder / "scenes.csv", newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    return {row.get("name") or row.get("title"): row for row in rows}


def _cells(row: dict, stem: str) -> list[str]:
    return [row[key].strip() for key in row if key and key.startswith(stem) and key[len(stem):].isdigit()
            and (row[key] or "").strip()]


def keeps_scene_texts(imported: dict, folder: Path) -> None:
    assert catalog.validate(imported, folder.name) is imported
    rows = _scene_rows(folder)
    for name, scene in imported["scenes"].items():
        row = rows[name]
        assert scene.get("background", []) == _cells(row, "fiction")
        assert scene.get("questions", []) == _cells(row, "question")
        assert scene.get("epilogue", []) == _cells(row, "resolution")


def test_our_v24_import_keeps_each_scenes_background_guiding_questions_and_epilogue(ours):
    keeps_scene_texts(ours, V24_LIKE)
    assert sum(bool(scene.get("questions")) for scene in ours["scenes"].values()) == 2
    assert len(ours["scenes"]["Hold the Causeway"]["epilogue"]) == 2


def test_the_v24_import_keeps_each_scenes_background_guiding_questions_and_epilogue(v24, v24_folder):
    keeps_scene_texts(v24, v24_folder)
    assert sum(bool(scene.get("questions")) for scene in v24["scenes"].values()) >= 3


def keeps_prologues_and_epilogues(imported: dict, folder: Path) -> None:
    rows = _scene_rows(folder)
    scenes = [scene for scene in imported["scenes"].values() if scene.get("epilogue")]
    assert scenes and all(len(scene["background"]) == len(_cells(rows[scene["name"]], "prologue")) for scene in scenes)
    assert all("xx" not in text for scene in scenes for text in scene["epilogue"] + scene["background"])
    assert not any("questions" in scene for scene in imported["scenes"].values())   # the 2025 format has none


def test_our_2025_import_keeps_prologues_and_epilogues_without_their_icon_markup(ours_2025):
    keeps_prologues_and_epilogues(ours_2025, Y2025_LIKE)
    assert ours_2025["scenes"]["Chart the Sunken Road"]["epilogue"][1] == "Tallow Fields, Salt Rot"


def test_the_2025_import_keeps_prologues_and_epilogues_without_their_icon_markup(y2025, y2025_folder):
    keeps_prologues_and_epilogues(y2025, y2025_folder)


def test_the_built_in_catalog_holds_no_scene_text():
    for scene in catalog.builtin()["scenes"].values():
        assert not {"background", "questions", "epilogue"} & set(scene)


def test_scene_texts_that_are_not_paragraphs_make_the_catalog_invalid(ours):
    broken = copy.deepcopy(ours)
    next(iter(broken["scenes"].values()))["questions"] = [3]
    with pytest.raises(Exception, match="questions must be a list of paragraphs"):
        catalog.validate(broken, "broken")


def test_our_imports_keep_an_obstacles_narrative_text_of_either_format(ours, ours_2025):
    """V24 `bodytext`, 2025 `short_flavortext1..` and `flavortext1..`: the group's text, icon
    markup left out; a card without text has no `text`."""
    assert ours["obstacles"]["Howling Pack"]["text"] == ["Hungry, Patient"]
    assert "text" not in ours["obstacles"]["Whispering Bell"]
    assert ours_2025["obstacles"]["Tax Collector Venn"]["text"] == ["Counts twice, smiles once."]
    assert "text" not in ours_2025["obstacles"]["Rockslide"]


def test_the_v24_import_keeps_the_obstacles_narrative_text(v24):
    told = [obstacle["text"] for obstacle in v24["obstacles"].values() if obstacle.get("text")]
    assert told and all(paragraph and "xx" not in paragraph for text in told for paragraph in text)


def test_an_obstacle_text_that_is_not_paragraphs_makes_the_catalog_invalid(ours):
    broken = copy.deepcopy(ours)
    broken["obstacles"]["Howling Pack"]["text"] = "Hungry"
    with pytest.raises(Exception, match="text must be a list of paragraphs"):
        catalog.validate(broken, "broken")


# ------------------------------------------------------------------ refusals

def test_a_broken_skill_cell_names_file_row_and_column(tmp_path):
    mireille = "Mireille,Cartographer of Ash,3,3,4,,xxDOT GGxxDOTGG GGxxDOTGG GGxxDOTGG GGxxDOTGG,"
    folder = broken_copy(tmp_path, V24_LIKE, "characters.csv", mireille,
                         "Mireille,Cartographer of Ash,3,3,4,,xxDOT GGxxDOTGG GGxxDOTGG,")
    with pytest.raises(CardImportError) as caught:
        import_dir(folder)
    error = caught.value
    assert (error.file, error.row, error.column) == ("characters.csv", 4, "command")
    assert str(error).startswith("characters.csv, line 4, column command: expected 5 skill dots")


def test_an_unknown_token_in_an_asset_slot_names_its_cell(tmp_path):
    folder = broken_copy(tmp_path, V24_LIKE, "assets.csv",
                         "Tinker's Satchel,\"Gear, xxWINTERxxWINTER\",7,xxTHIEVERY,xxOVERCOME xxSPECIAL,,OOxxFSQUAREOO",
                         "Tinker's Satchel,\"Gear, xxWINTERxxWINTER\",7,xxTHIEVERY,xxOVERCOME xxSPECIAL,,OOxxBANANAOO")
    with pytest.raises(CardImportError, match=r"^assets.csv, line 3, column x1: unknown token"):
        import_dir(folder)


def test_points_that_are_not_a_number_name_the_cell(tmp_path):
    folder = broken_copy(tmp_path, Y2025_LIKE, "assets.csv", "2,Pressed Figs,Food. Brightdune.,1,",
                         "2,Pressed Figs,Food. Brightdune.,one,")
    with pytest.raises(CardImportError) as caught:
        import_dir(folder)
    assert (caught.value.file, caught.value.row, caught.value.column) == ("assets.csv", 3, "points")


def test_a_missing_sheet_is_named(tmp_path):
    folder = tmp_path / "export"
    shutil.copytree(V24_LIKE, folder)
    (folder / "obstacles.csv").unlink()
    with pytest.raises(CardImportError, match="^obstacles.csv: missing from export"):
        import_dir(folder)


def test_the_catalog_hook_imports_a_folder(ours):
    assert catalog.HOOK.import_dir(V24_LIKE) == ours


# ------------------------------------------------------------------ tokens

def unknown_tokens(folders) -> list[str]:
    unknown = []
    for path in [path for folder in folders for path in sorted(folder.glob("*.csv"))]:
        with path.open(encoding="utf-8", newline="") as handle:
            for number, row in enumerate(csv.reader(handle), start=1):
                for cell in row:
                    try:
                        tokenize(cell)
                    except MarkupError as error:
                        unknown.append(f"{path.name}:{number}: {error}")
    return unknown


def test_every_cell_of_our_exports_holds_only_known_tokens():
    assert len(list(V24_LIKE.glob("*.csv"))) >= 7 and len(list(Y2025_LIKE.glob("*.csv"))) >= 7
    assert unknown_tokens([V24_LIKE, Y2025_LIKE]) == []


def test_every_cell_of_both_exports_holds_only_known_tokens(v24_folder, y2025_folder):
    assert len(list(v24_folder.glob("*.csv"))) >= 9 and unknown_tokens([v24_folder, y2025_folder]) == []


def test_the_sheets_of_older_designs_are_not_imported_and_are_named_in_the_notes(ours, ours_2025):
    assert "not imported (older designs or text only): events.csv" in ours["notes"]
    assert "not imported (older designs or text only): conflicts.csv" in ours_2025["notes"]
