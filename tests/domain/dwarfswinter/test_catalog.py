"""The board as data: the built-in board, a group's own board file (TOML or JSON), chosen at
setup, and every problem of a file refused whole, naming the file and the line."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from domain.kernel.catalogs import catalog_of
from domain.rulesets.dwarfswinter.board import distances, toward
from domain.rulesets.dwarfswinter.catalog import HOOK, BoardError, builtin, load_file, validate

from .builders import Game
from .invariants import check
from .player import choose

PASS = Path(__file__).parent / "boards" / "the-pass.toml"


def test_the_builtin_board_has_one_castle_every_zone_type_and_every_zone_reaches_it():
    catalog = validate(builtin())
    zones = catalog["board"]["zones"]
    assert [name for name, zone in zones.items() if zone["type"] == "Castle"] == ["Castle"]
    assert {zone["type"] for zone in zones.values()} == {"Forest", "Field", "Mine", "Hills", "Castle"}
    state = {"catalog": catalog}
    assert max(distances(state).values()) == 3 and len(distances(state)) == len(zones)
    assert toward(state, "Forest 2") == ["Forest 1", "Mine 4"] and toward(state, "Field 1") == ["Castle"]
    assert "17 zones" in HOOK.describe(catalog)


def test_the_play_music_example_finds_its_zones_on_the_builtin_board():
    zones = builtin()["board"]["zones"]
    assert "Mine 4" in zones["Forest 1"]["adjacent"] and "Forest 1" in zones["Forest 2"]["adjacent"]


def test_a_groups_board_file_replaces_the_board_and_the_cards_it_gives():
    catalog = HOOK.load_file(PASS)
    assert catalog["title"] == "The Pass" and catalog["source"] == "the-pass.toml"
    assert len(catalog["board"]["zones"]) == 7 and set(catalog["monsters"]) == {
        "Frost Giant 1", "Rat Swarm 1", "Harpy 1", "Ogre King 1", "Dragon 1"}
    assert catalog["heroes"] == builtin()["heroes"]
    assert toward({"catalog": catalog}, "Forest 2") == ["Forest 1"]


def test_a_game_on_a_groups_board_is_played_to_the_end(tmp_path):
    game, rng = Game(3, catalog=load_file(PASS)), random.Random(4)
    assert game.moves()
    for _ in range(3000):
        if game.document()["over"]:
            break
        command = choose(game.moves(), rng)
        game.run({**command, "roll": "app"} if command["type"] == "shuffle-decks" else command)
        check(game.state)
    assert game.state["phase"] == "over"
    assert set(catalog_of(game.state)["board"]["zones"]) == set(load_file(PASS)["board"]["zones"])


def test_a_folder_with_one_board_file_is_imported(tmp_path):
    (tmp_path / "the-pass.toml").write_text(PASS.read_text())
    seen = []
    assert HOOK.import_dir(tmp_path, lambda *step: seen.append(step))["title"] == "The Pass"
    assert seen == [("the-pass.toml", 1, 1)]
    (tmp_path / "other.json").write_text("{}")
    with pytest.raises(BoardError, match="holds one .toml or .json board file"):
        HOOK.import_dir(tmp_path)


def _broken(tmp_path, old: str, new: str, name: str = "ours.toml") -> Path:
    text = PASS.read_text()
    assert old in text
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1))
    return path


def _line(path: Path, needle: str) -> int:
    return next(n for n, line in enumerate(path.read_text().splitlines(), 1) if needle in line)


def test_a_zone_cut_off_from_the_castle_is_refused_naming_file_and_line(tmp_path):
    path = _broken(tmp_path, '[disasters.Rockfall]',
                   '[board.zones."Hills 2"]\ntype = "Hills"\nnumber = 2\nat = [90, 90]\nadjacent = ["Mine 3"]\n\n'
                   '[board.zones."Mine 3"]\ntype = "Mine"\nnumber = 3\nat = [95, 95]\nadjacent = ["Hills 2"]\n\n'
                   '[disasters.Rockfall]')
    with pytest.raises(BoardError) as refused:
        load_file(path)
    line = _line(path, '[board.zones."Hills 2"]')
    assert f'ours.toml, line {line}: zone "Hills 2" has no path to the Castle' in str(refused.value)
    assert any('"Mine 3" has no path' in error for error in refused.value.errors)


@pytest.mark.parametrize("old, new, message", [
    ('adjacent = ["Castle", "Field 1", "Hills 1"]', 'adjacent = ["Field 1", "Hills 1"]',
     'zone "Castle" lists "Mine 1" as adjacent, but "Mine 1" does not list "Castle"'),
    ('adjacent = ["Hills 1", "Forest 2"]', 'adjacent = ["Hills 1", "Forest 9"]',
     'zone "Mine 2": adjacent zone "Forest 9" is not on the board'),
    ('type = "Field"\nnumber = 1', 'type = "Castle"\nnumber = 1', "exactly one Castle zone, not 2"),
    ('types = ["Forest", "Field", "Mine", "Hills", "Castle"]', 'types = ["Forest", "Field", "Mine", "Hills", "Lake", "Castle"]',
     'no zone of the type "Lake"'),
    ('number = 2\nat = [70, 10]', 'number = 3\nat = [70, 10]', 'zone "Mine 2": a zone is named by its type and number'),
    ('spawn = "Mine 2"\ndwarfs = 1\nresources = {wood = 1}', 'spawn = "Mine 7"\ndwarfs = 1\nresources = {wood = 1}',
     "spawn 'Mine 7' is not a zone of the board"),
    ('{name = "Harp", zone_type = "Mine"}', '{name = "Harp", zone_type = "Castle"}', 'instrument "Harp": zone_type'),
    ('toward = ["Forest 1"]', 'toward = ["Mine 1"]', 'zone "Forest 2": toward must list zones adjacent to it'),
])
def test_every_problem_is_refused_whole_naming_the_file_and_line(tmp_path, old, new, message):
    path = _broken(tmp_path, old, new)
    with pytest.raises(BoardError) as refused:
        load_file(path)
    text = str(refused.value)
    assert message in text and text.startswith("ours.toml")


def test_a_problem_in_a_zone_names_the_line_of_that_zone(tmp_path):
    path = _broken(tmp_path, 'adjacent = ["Hills 1", "Forest 2"]', 'adjacent = ["Hills 1", "Forest 9"]')
    with pytest.raises(BoardError) as refused:
        load_file(path)
    error = next(error for error in refused.value.errors if "Forest 9" in error)
    assert error.startswith(f"ours.toml, line {_line(path, 'Forest 9')}:")


def test_a_json_board_file_with_a_syntax_error_names_its_line(tmp_path):
    path = tmp_path / "ours.json"
    path.write_text('{\n "board": {\n  "types": ["Forest",]\n }\n}\n')
    with pytest.raises(BoardError, match=r"ours.json, line 3: not valid JSON"):
        load_file(path)


def test_a_json_board_file_like_the_toml_one_loads(tmp_path):
    import tomllib
    path = tmp_path / "the-pass.json"
    path.write_text(json.dumps(tomllib.loads(PASS.read_text()), indent=1))
    assert load_file(path)["board"] == load_file(PASS)["board"]


def test_an_unknown_section_or_a_file_of_another_kind_is_refused(tmp_path):
    path = tmp_path / "ours.toml"
    path.write_text('[boards]\ntypes = []\n')
    with pytest.raises(BoardError, match="unknown section 'boards'"):
        load_file(path)
    with pytest.raises(BoardError, match="is .toml or .json"):
        load_file(tmp_path / "ours.csv")
