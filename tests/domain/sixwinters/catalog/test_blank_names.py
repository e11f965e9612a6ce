"""A row of a card sheet that is filled in but leaves its name blank is refused naming file,
line and column: a card (and the scenario its scene belongs to) never drops out of an import
silently. Each sheet is a small CSV written here."""
from __future__ import annotations

import pytest

from domain.rulesets.sixwinters.catalog import builtin
from domain.rulesets.sixwinters.catalog.importing.assets import read_assets
from domain.rulesets.sixwinters.catalog.importing.characters import read_abilities, read_characters
from domain.rulesets.sixwinters.catalog.importing.errors import CardImportError
from domain.rulesets.sixwinters.catalog.importing.locations import read_locations
from domain.rulesets.sixwinters.catalog.importing.obstacles import read_obstacles
from domain.rulesets.sixwinters.catalog.importing.scenes import read_scenes
from domain.rulesets.sixwinters.catalog.importing.sheet import Sheet
from domain.rulesets.sixwinters.catalog.importing.vocabulary import Vocabulary

DOTS = "xxDOT" * 5


def _words() -> Vocabulary:
    return Vocabulary(stress_types=list(builtin()["stress_types"]))


def _context() -> dict:
    return {"tags": set(), "locations": {}}


# sheet -> (how it is read, its header, a row with a blank name, the blank column)
SHEETS = {
    "characters.csv": (lambda sheet: read_characters(sheet, _words()), "name,title,COMBAT,psyche,body,move",
                       f",The Nameless,{DOTS},3,3,2", "name"),
    "achievements.csv": (lambda sheet: read_abilities(sheet, {}, _words()), "name,title,level", ",Brave,1", "name"),
    "locations.csv": (lambda sheet: read_locations(sheet, _words(), {}), "index,name,region,tags", "4,,,Eldritch",
                      "name"),
    "assets.csv": (lambda sheet: read_assets(sheet, _words()), "name,tags,points,skill,x1,x2,x3,x4",
                   ",Eldritch,3,,,,,", "name"),
    "obstacles.csv": (lambda sheet: read_obstacles(sheet, _words(), _context()),
                      "index,name,skill,difficulty,stress,location,tags,actiontext1", "7,,,6,,,,", "name"),
    "scenes.csv": (lambda sheet: read_scenes(sheet, _words(), _context()), "title,location,points,skill",
                   ",,4,", "title"),
}


@pytest.mark.parametrize("name", SHEETS)
def test_a_filled_row_without_its_name_is_refused_naming_file_line_and_column(tmp_path, name):
    read, header, blank, column = SHEETS[name]
    (tmp_path / name).write_text(f"{header}\n\n{blank}\n", encoding="utf-8")
    with pytest.raises(CardImportError) as refused:
        read(Sheet(tmp_path, name))
    error = refused.value
    assert (error.file, error.row, error.column) == (name, 3, column)
    assert str(error).startswith(f"{name}, line 3, column {column}: the {column} is blank, but the row is filled in")


@pytest.mark.parametrize("name", ["locations.csv", "obstacles.csv"])
def test_a_row_holding_only_its_index_is_an_empty_row(tmp_path, name):
    read, header, _, _ = SHEETS[name]
    (tmp_path / name).write_text(f"{header}\n9{',' * header.count(',')}\n", encoding="utf-8")
    assert read(Sheet(tmp_path, name)) == {}
