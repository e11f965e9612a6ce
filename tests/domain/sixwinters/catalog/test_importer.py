"""The card importer on the designer's V24 and 2025 spreadsheet exports (../shared/data)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from domain.rulesets.sixwinters import catalog
from domain.rulesets.sixwinters.catalog.importer import CardImportError, import_dir

DATA = Path(__file__).resolve().parents[4].parent / "shared" / "data"
V24, Y2025 = DATA / "six-winters-v24", DATA / "six-winters-2025"


@pytest.fixture(scope="module")
def v24() -> dict:
    if not V24.is_dir():
        pytest.fail(f"the V24 export is missing: {V24}")
    return import_dir(V24)


@pytest.fixture(scope="module")
def y2025() -> dict:
    if not Y2025.is_dir():
        pytest.fail(f"the 2025 export is missing: {Y2025}")
    return import_dir(Y2025)


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


def test_thea_skills_come_out_of_importing_the_v24_characters(v24):
    assert v24["characters"]["Thea"]["skills"] == {
        "command": 3, "lore": 3, "rapport": 2, "tactics": 2,
        "disguise": 1, "combat": 1, "thievery": 1, "survival": 1}
    assert (v24["characters"]["Thea"]["psyche"], v24["characters"]["Thea"]["body"]) == (5, 3)


def test_importing_the_full_v24_export_gives_a_valid_catalog_with_eight_skills(v24):
    assert catalog.validate(v24, "v24") is v24
    assert len(v24["skills"]) == 8
    assert set(v24["scenarios"]) == {"The Order of the Blue Robe", "Two Eyes in One Face"}
    assert v24["standard_map"] == catalog.builtin()["standard_map"]
    assert v24["scenes"]["Inscribe the Ritual of Cleaving"]["completion"]  # taken from the built-in


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
    assert v24["obstacles"] == builtin["obstacles"] | {
        key: v24["obstacles"][key] for key in set(v24["obstacles"]) - set(builtin["obstacles"])}
    for name, asset in builtin["assets"].items():
        assert {**v24["assets"][name], "effect": asset["effect"]} == asset


def test_v24_slots_decode_colours_white_faces_coloured_faces_and_regions(v24):
    def slot(t=None, v=None, r=None):
        return {"type": t, "value": v, "region": r}
    assert v24["assets"]["Birdshape"]["slots"] == [slot(r="settled"), slot("sorcery", 6), slot(r="empire")]
    assert v24["assets"]["Griddle Bok the Transmuter"]["slots"] == [slot("diplomacy", 4), slot("sorcery")]
    assert v24["assets"]["Radiant Fernbrake"]["slots"] == [slot("sorcery"), slot(v=6), slot()]


def test_2025_slots_read_the_die_face_and_its_resource_icon(y2025):
    whisper = y2025["assets"]["Whisper Drip"]["slots"]
    assert [(s["type"], s["value"]) for s in whisper] == [
        ("espionage", 3), ("technology", 3), ("stability", 3)]
    apples = y2025["assets"]["Loomwood Apples"]["slots"]
    assert [(s["type"], s["value"]) for s in apples] == [("stability", None), (None, 4)]


def test_year_pips_and_locks_give_the_campaign_year_of_a_card(v24):
    assert v24["assets"]["Imperial Sword"]["year"] == 2
    assert v24["assets"]["Thedda's Palimpsest"]["year"] == "lock"
    assert v24["assets"]["Aren's Shield"]["year"] is None  # no year pip: not in the V24 deck
    assert v24["obstacles"]["Miasma of Malevolence"]["year"] == "lock"


def test_obstacle_placement_movement_and_tokens_are_decoded(v24):
    clash = v24["obstacles"]["Culture Clash"]
    assert (clash["placement"], clash["hindrance"], clash["progress"]) == (
        ["tag:rural", "tag:urban"], 2, 1)
    assert v24["obstacles"]["Orb of Psychic Torment"]["move_toward"] == ["lowest-skill:command"]
    assert v24["obstacles"]["Micus the Craven"]["move_toward"] == ["tag:urban", "tag:rural"]
    assert v24["obstacles"]["Micus the Craven"]["stress"] == {"psyche": 0, "body": 2}


def test_v24_scene_points_per_player_and_difficult_points_are_read(v24):
    scene = v24["scenes"]["Defend Boar's Rift"]
    assert (scene["points"], scene["difficult_points"], scene["skills"]) == (20, 25, ["tactics"])
    assert scene["stress"] == {"psyche": 1, "body": 1}


def test_2025_cards_with_a_leftover_v24_skill_keep_no_skill_and_are_noted(y2025):
    assert y2025["assets"]["Cannon"]["skill"] is None
    assert any("'Cannon'" in note and "tactics" in note for note in y2025["notes"])


def test_a_broken_skill_cell_names_file_row_and_column(tmp_path):
    keel = "Keel,Archer of the Amber Hand,3,3,5,Gear,xxDOT GGxxDOTGG GGxxDOTGG GGxxDOTGG GGxxDOTGG,"
    folder = broken_copy(tmp_path, V24, "characters.csv", keel,
                         "Keel,Archer of the Amber Hand,3,3,5,Gear,xxDOT GGxxDOTGG GGxxDOTGG,")
    with pytest.raises(CardImportError) as caught:
        import_dir(folder)
    error = caught.value
    assert (error.file, error.row, error.column) == ("characters.csv", 4, "command")
    assert str(error).startswith("characters.csv, line 4, column command: expected 5 skill dots")


def test_an_unknown_token_in_an_asset_slot_names_its_cell(tmp_path):
    folder = broken_copy(tmp_path, V24, "assets.csv", "Tent,\"Gear, xxWINTER\",9,xxSURVIVAL,xxPLAY,,OOxxFSQUAREOO",
                         "Tent,\"Gear, xxWINTER\",9,xxSURVIVAL,xxPLAY,,OOxxBANANAOO")
    with pytest.raises(CardImportError, match=r"^assets.csv, line 11, column x1: unknown token"):
        import_dir(folder)


def test_points_that_are_not_a_number_name_the_cell(tmp_path):
    folder = broken_copy(tmp_path, Y2025, "assets.csv", "2,Wound Paste,Gear. First Aid. xxSTARTING,1,",
                         "2,Wound Paste,Gear. First Aid. xxSTARTING,one,")
    with pytest.raises(CardImportError) as caught:
        import_dir(folder)
    assert (caught.value.file, caught.value.row, caught.value.column) == ("assets.csv", 3, "points")


def test_a_missing_sheet_is_named(tmp_path):
    folder = tmp_path / "export"
    shutil.copytree(V24, folder)
    (folder / "obstacles.csv").unlink()
    with pytest.raises(CardImportError, match="^obstacles.csv: missing from export"):
        import_dir(folder)


def test_the_catalog_hook_imports_a_folder(v24):
    assert catalog.HOOK.import_dir(V24) == v24


def test_every_cell_of_both_exports_holds_only_known_tokens():
    import csv

    from domain.rulesets.sixwinters.catalog.importing.markup import MarkupError, tokenize
    unknown = []
    for path in sorted(V24.glob("*.csv")) + sorted(Y2025.glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as handle:
            for number, row in enumerate(csv.reader(handle), start=1):
                for cell in row:
                    try:
                        tokenize(cell)
                    except MarkupError as error:
                        unknown.append(f"{path.name}:{number}: {error}")
    assert len(list(V24.glob("*.csv"))) >= 9 and unknown == []


def test_an_obstacles_resources_are_read_from_the_resource_icons_of_its_v24_card(v24):
    assert v24["obstacles"]["Remote Influence"]["resources"] == ["military"]
    assert v24["obstacles"]["Animaelic Echoes"]["resources"] == ["sorcery", "stability"]
    assert v24["obstacles"]["Field Work"]["resources"] == []  # a number there names no resource


def test_2025_obstacles_show_no_resource_and_get_none(y2025):
    assert all(o["resources"] == [] for o in y2025["obstacles"].values())


def _scene_rows(folder: Path) -> dict:
    import csv
    with open(folder / "scenes.csv", newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    return {row.get("name") or row.get("title"): row for row in rows}


def _cells(row: dict, stem: str) -> list[str]:
    return [row[key].strip() for key in row if key and key.startswith(stem) and key[len(stem):].isdigit()
            and (row[key] or "").strip()]


def test_the_v24_import_keeps_each_scenes_background_guiding_questions_and_epilogue(v24):
    assert catalog.validate(v24, "v24") is v24
    rows = _scene_rows(V24)
    for name, scene in v24["scenes"].items():
        row = rows[name]
        assert scene.get("background", []) == _cells(row, "fiction")
        assert scene.get("questions", []) == _cells(row, "question")
        assert scene.get("epilogue", []) == _cells(row, "resolution")
    assert sum(bool(scene.get("questions")) for scene in v24["scenes"].values()) >= 3


def test_the_2025_import_keeps_prologues_and_epilogues_without_their_icon_markup(y2025):
    rows = _scene_rows(Y2025)
    scenes = [scene for scene in y2025["scenes"].values() if scene.get("epilogue")]
    assert scenes and all(len(scene["background"]) == len(_cells(rows[scene["name"]], "prologue")) for scene in scenes)
    assert all("xx" not in text for scene in scenes for text in scene["epilogue"] + scene["background"])
    assert not any("questions" in scene for scene in y2025["scenes"].values())   # the 2025 export has none


def test_the_built_in_catalog_holds_no_scene_text():
    for scene in catalog.builtin()["scenes"].values():
        assert not {"background", "questions", "epilogue"} & set(scene)


def test_scene_texts_that_are_not_paragraphs_make_the_catalog_invalid(v24):
    import copy
    broken = copy.deepcopy(v24)
    next(iter(broken["scenes"].values()))["questions"] = [3]
    with pytest.raises(Exception, match="questions must be a list of paragraphs"):
        catalog.validate(broken, "broken")
