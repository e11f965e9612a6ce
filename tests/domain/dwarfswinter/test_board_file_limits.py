"""A board file that is empty, over the size limit or nested too deeply is refused naming the
file, never read as the built-in board; one with thousands of problems lists the first ones
with their lines and counts the rest."""
from __future__ import annotations

from pathlib import Path

import pytest

from domain.kernel.tables import MAX_BYTES
from domain.rulesets.dwarfswinter.catalog import BoardError, load_file
from domain.rulesets.dwarfswinter.catalog.files import find_board_file
from domain.rulesets.dwarfswinter.catalog.validate import SHOWN

PASS = Path(__file__).parent / "boards" / "the-pass.toml"


@pytest.mark.parametrize("name, text", [
    ("ours.toml", ""), ("ours.toml", "\n# our board, to come\n"), ("ours.json", "{}"),
    ("ours.toml", '[catalog]\ntitle = "Our board"\n')])
def test_a_board_file_that_gives_no_section_is_refused(tmp_path, name, text):
    (tmp_path / name).write_text(text)
    with pytest.raises(BoardError, match=f"{name}: the file gives no section"):
        load_file(tmp_path / name)


def test_a_board_file_over_the_limit_is_refused_naming_the_limit(tmp_path):
    path = tmp_path / "ours.toml"
    path.write_text(PASS.read_text() + "# padding\n" * (MAX_BYTES // 10))
    with pytest.raises(BoardError, match=r"ours.toml: 1\.\d MB is over the limit of 1 MB for one card file"):
        load_file(path)


@pytest.mark.parametrize("name, text", [
    ("ours.toml", "[board]\ntypes = " + "[" * 33 + "]" * 33 + "\n"),
    ("ours.json", '{"board": {"types": ' + "[" * 100_000 + "]" * 100_000 + "}}")])
def test_a_board_file_nested_too_deeply_is_refused_naming_the_limit(tmp_path, name, text):
    (tmp_path / name).write_text(text)
    with pytest.raises(BoardError, match=f"{name}: nested deeper than 32 levels"):
        load_file(tmp_path / name)


def test_thousands_of_problems_are_listed_by_the_first_ones_and_counted(tmp_path):
    zones = "".join(f'[board.zones."Forest {n}"]\ntype = "Forest"\nnumber = {n}\nat = [30, 70]\n'
                    f'adjacent = ["Castle", "Nowhere {n}"]\n' for n in range(100, 5_100))
    path = tmp_path / "ours.toml"
    path.write_text(PASS.read_text() + zones)
    with pytest.raises(BoardError) as refused:
        load_file(path)
    errors = refused.value.errors
    assert len(errors) == SHOWN + 1 and errors[-1].startswith("ours.toml: and ")
    line = path.read_text().splitlines().index("number = 100") + 1   # the cell at fault: numbers end at 99
    assert errors[0] == f'ours.toml, line {line}: zone "Forest 100": number must be a whole number from 1 to 99'
    assert errors[-1] == f"ours.toml: and {5_000 - SHOWN} more problems", errors[-1]


def test_an_empty_board_file_in_a_folder_is_refused_too(tmp_path):
    (tmp_path / "board.toml").write_text("")
    with pytest.raises(BoardError, match="board.toml: the file gives no section"):
        load_file(find_board_file(tmp_path))
