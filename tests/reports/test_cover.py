"""The cover is one page whatever it holds: a title of any length, a subtitle, the group,
the dates, the edition, a picture and a column of facts, on A4 and on Letter."""
from __future__ import annotations

import pytest

from domain.kernel.chronicle import Chronicle, Paragraph, Picture, Section
from reports.chronicle import to_html
from reports.pdf import render

from tests.chronicle_pdf import pdf_pages

SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#ccc"/></svg>'
WORDS = "The Long Campaign of the Seven Winters and the Many Roads "


def _book(title: str, facts: int) -> Chronicle:
    book = Chronicle(title=title.strip(), subtitle="Six winters, two scenarios and a long way home across the wastes",
                     group=["Ann", "Ben", "Cat", "Dov", "Eve"], dates="12 March \u2013 3 September 2026",
                     edition="The group's edition: what every player saw", picture=Picture(SVG, "The world as the story ends"),
                     facts=[(f"Fact {n}", f"value {n}") for n in range(1, facts + 1)])
    book.sections = [Section("Chapter one", blocks=[Paragraph("It began.")])]
    return book


@pytest.mark.parametrize("page_size", ["A4", "Letter"])
@pytest.mark.parametrize("title, facts", [("Short", 3), (WORDS * 3, 10), (WORDS * 6, 12)])
def test_the_cover_keeps_to_one_page(title, facts, page_size):
    pages = pdf_pages(render(to_html(_book(title, facts), page_size, inline_css=False), page_size).pdf)
    assert len(pages) == 2, [page[:60] for page in pages]
    assert f"Fact {facts}" in pages[0] and pages[1].startswith("Chapter one")
