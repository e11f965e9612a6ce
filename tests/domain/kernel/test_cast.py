"""The cast page names each character once, with everyone who played it and when."""
from __future__ import annotations

from domain.kernel.cast import Role, cast_section
from domain.kernel.chronicle import Table


def test_each_character_is_one_row_naming_every_player_and_every_time_it_was_played():
    page = cast_section([Role("Thea", "Ann", "1"), Role("Menas", "Ben", "1"),
                         Role("Thea", "Ann", "2"), Role("Thea", "Cat", "3")], "Who is who.", when="Years")
    table = next(block for block in page.blocks if isinstance(block, Table))
    assert page.style == "cast" and page.title == "The cast" and page.blocks[0].text == "Who is who."
    assert table.columns == ["Character", "Played by", "Years"]
    assert table.rows == [["Thea", "Ann and Cat", "1, 2 and 3"], ["Menas", "Ben", "1"]]


def test_a_cast_without_times_has_no_empty_column_and_no_cast_no_page():
    page = cast_section([Role("Grell"), Role("Claud", "Ann")])
    table = next(block for block in page.blocks if isinstance(block, Table))
    assert table.columns == ["Character", "Played by"] and table.rows == [["Grell", "-"], ["Claud", "Ann"]]
    assert cast_section([]) is None
