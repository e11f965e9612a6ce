"""A long campaign is a book, not a log: more years than a book holds chapters are told a few
years to a chapter, each year in a few sentences, the company's sheets once a chapter."""
from __future__ import annotations

import importlib

import pytest

from domain.kernel.chronicle import Table
from domain.rulesets.sixwinters.chronicle.eras import CHAPTERS, eras
from domain.rulesets.sixwinters.chronicle.year import Year
from reports.source import load_timeline

from . import story


def test_a_century_of_years_fits_the_chapters_a_book_holds_in_order():
    years = [Year(number) for number in range(1, 146)]
    runs = eras(years)
    assert len(runs) <= CHAPTERS and [y for run in runs for y in run] == years
    assert eras(years[:3]) == [[years[0]], [years[1]], [years[2]]]


@pytest.fixture(scope="module")
def long_book(journal):
    campaign = story.build(journal, "Six long winters", years=5)
    ruleset, timeline = load_timeline(journal, campaign)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(importlib.import_module("domain.rulesets.sixwinters.chronicle.eras"), "CHAPTERS", 2)   # five years against a book of two chapters a year
        return ruleset.chronicle(timeline)


def test_more_years_than_chapters_are_told_in_eras_each_year_a_part(long_book):
    chapters = [s.title for s in long_book.sections if s.level == 1]
    assert chapters[1:] == ["The cast", "Years 1 to 3", "Years 4 to 5"]
    years = [s.title for s in long_book.sections if s.level == 3 and s.title.startswith("Year ")]
    assert [title.split(":")[0] for title in years] == [f"Year {n}" for n in range(1, 6)]


def test_an_eras_company_is_printed_once_with_what_changed(long_book):
    sheets = [s for s in long_book.sections if s.style == "sheet"]
    assert [s.title for s in sheets][1:] == ["The company after year 3", "The company after year 5"]
    table = next(b for b in sheets[1].blocks if isinstance(b, Table))
    assert table.columns[-1] == "Since year 1" and all(row[-1] for row in table.rows)
