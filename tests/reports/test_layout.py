"""Layout rules that protect the page: tables never run off it, pictures fit."""
from __future__ import annotations

import io

from pypdf import PdfReader

from domain.kernel.chronicle import Chronicle, Section, Table
from reports.chronicle import to_html
from reports.pdf import render

from tests.chronicle_pdf import pdf_pages

LONG = "x" * 400


def runs_beyond_the_margin(pdf: bytes) -> list[tuple[int, float, str]]:
    """Text runs that start right of the content box (A4 width minus the 20 mm right margin)."""
    found = []
    for number, page in enumerate(PdfReader(io.BytesIO(pdf)).pages, 1):
        right = float(page.mediabox.width) - 20 / 25.4 * 72

        def visit(text, cm, tm, font, size, number=number, right=right):
            x = tm[4] * cm[0] + cm[4]
            if text.strip() and x > right:
                found.append((number, x, text))
        page.extract_text(visitor_text=visit)
    return found


def test_a_wide_table_with_an_unbreakable_cell_wraps_inside_the_page():
    book = Chronicle("Wide", sections=[Section("Tables", blocks=[
        Table([f"Column {i}" for i in range(12)], [[LONG] + [f"cell {i}" for i in range(11)]] * 2, caption="wide")])])
    pdf = render(to_html(book, inline_css=False)).pdf
    lines = [line for text in pdf_pages(pdf) for line in text.splitlines() if set(line.strip()) == {"x"}]
    assert len(lines) >= 6 and sum(len(line.strip()) for line in lines) == 2 * len(LONG)
    assert max(len(line.strip()) for line in lines) < 120
    assert runs_beyond_the_margin(pdf) == []
