"""Reading a group's file of card facts: JSON or TOML by suffix, every problem naming the file
and raised as the game's own error."""
from __future__ import annotations

import pytest

from domain.kernel.tables import MAX_BYTES, read_table


class GameError(ValueError):
    pass


def test_json_and_toml_files_are_read_as_tables(tmp_path):
    (tmp_path / "cards.json").write_text('{"title": "Ours", "locations": {"Mill": {"skill": "lore"}}}')
    (tmp_path / "cards.toml").write_text('title = "Ours"\n[locations.Mill]\nskill = "lore"\n')
    assert read_table(tmp_path / "cards.json") == read_table(tmp_path / "cards.toml") == {
        "title": "Ours", "locations": {"Mill": {"skill": "lore"}}}


@pytest.mark.parametrize("name, text, said", [
    ("bad.json", "{", "bad.json: not valid JSON"), ("bad.toml", "title = ", "bad.toml: not valid TOML"),
    ("list.json", "[1, 2]", "list.json: the file must hold a table/object")])
def test_a_file_that_is_not_a_table_is_refused_naming_it(tmp_path, name, text, said):
    (tmp_path / name).write_text(text)
    with pytest.raises(GameError, match=said):
        read_table(tmp_path / name, GameError)


def test_a_missing_file_is_refused_naming_it(tmp_path):
    with pytest.raises(GameError, match="gone.json: cannot read"):
        read_table(tmp_path / "gone.json", GameError)


@pytest.mark.parametrize("name, text", [("empty.json", "{}"), ("empty.toml", ""), ("blank.toml", "\n  \n# a comment\n")])
def test_a_file_that_gives_no_section_is_refused_naming_it(tmp_path, name, text):
    (tmp_path / name).write_text(text)
    with pytest.raises(GameError, match=f"{name}: the file is empty"):
        read_table(tmp_path / name, GameError)


def test_a_file_over_the_limit_is_refused_before_it_is_read(tmp_path):
    path = tmp_path / "huge.toml"
    path.write_text('title = "Ours"\n' + "# padding\n" * (MAX_BYTES // 10 + 1))
    with pytest.raises(GameError, match="huge.toml: 1.0 MB is over the limit of 1 MB for one card file"):
        read_table(path, GameError)


@pytest.mark.parametrize("name, text", [
    ("deep.json", '{"locations": ' + "[" * 40 + "]" * 40 + "}"),
    ("deep.toml", "locations = " + "[" * 40 + "]" * 40 + "\n"),
    ("deeper.json", '{"locations": ' + "[" * 100_000 + "]" * 100_000 + "}")])
def test_a_file_nested_too_deeply_is_refused_naming_the_limit(tmp_path, name, text):
    (tmp_path / name).write_text(text)
    with pytest.raises(GameError, match=f"{name}: nested deeper than 32 levels"):
        read_table(tmp_path / name, GameError)
