"""A long book is laid out chapter by chapter, each chapter once: the next book lays out only
the chapters that changed, its contents give and link the pages the chapters were found at,
and the same book asked again at the same head is read from the store."""
from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

import reports
from tests.chronicle_pdf import page_of, pdf_pages, toc_entries
from domain.kernel import Viewer
from reports import assembly
from reports.chronicle import build, to_pieces
from reports.source import load_source
from tests.domain.sixwinters.chronicle import story as sixwinters_story


class CountingParts:
    """Parts kept in a dict, counting what was laid out (put) and found (get)."""

    def __init__(self):
        self.kept, self.put_keys, self.found = {}, [], 0

    def get(self, key):
        found = self.kept.get(key)
        self.found += found is not None
        return found

    def put(self, key, laid):
        self.put_keys.append(key)
        self.kept[key] = laid


@pytest.fixture(scope="module")
def campaign(journal):
    return sixwinters_story.build(journal, "The Short Dark", years=2, notes=2)


def _pieces(journal, campaign):
    source = load_source(journal, campaign)
    return to_pieces(build(source.ruleset, source.timeline), source.receipt)


def test_the_next_book_lays_out_only_the_chapter_that_changed(journal, campaign):
    parts = CountingParts()
    first = assembly.assemble(_pieces(journal, campaign), "A4", parts)
    chapters = len(_pieces(journal, campaign).chapters)
    assert chapters >= 3 and parts.found == 0
    assert len(parts.put_keys) == chapters + 2, "each chapter, and the front counted and then numbered"
    journal.execute(campaign, {"type": "note", "text": "The snow came early that year."}, actor="Ann")
    parts.put_keys.clear()
    second = assembly.assemble(_pieces(journal, campaign), "A4", parts)
    assert len(parts.put_keys) in (1, 2), "the last chapter, which the note joined (and the front if it moved)"
    assert parts.found >= chapters, "the other chapters and the front's count were kept"
    assert second.laid_out == len(parts.put_keys) + 1, "and the receipt, made for each book"
    assert "The snow came early that year." in "\n".join(pdf_pages(second.pdf))
    assert "The snow came early that year." not in "\n".join(pdf_pages(first.pdf))


def test_the_contents_give_and_link_the_page_each_chapter_was_found_at(journal, campaign):
    pdf = assembly.assemble(_pieces(journal, campaign), "A4", CountingParts()).pdf
    pages = pdf_pages(pdf)
    entries = toc_entries(pages[1])
    years = [(title, number) for title, number in entries if title.startswith("Year ")]
    assert len(years) == 2
    for title, number in years:
        assert page_of(pages, title) == number
    reader = PdfReader(io.BytesIO(pdf))
    numbers = {page.indirect_reference.idnum: index for index, page in enumerate(reader.pages)}
    linked = sorted(numbers[annotation["/Dest"][0].idnum] for annotation in _links(reader, 1))
    assert {number - 1 for _, number in entries} <= set(linked), "every line of the contents opens its page"
    titles = [item.title for item in reader.outline if not isinstance(item, list)]
    assert [title for title, _ in years] == [title for title in titles if title.startswith("Year ")]


def _links(reader, page):
    for annotation in reader.pages[page].get("/Annots", []):
        yield annotation.get_object()


def test_a_running_title_with_css_in_it_is_printed_as_text():
    css = assembly._running_title('"; } @import url(x); a { content: "')
    assert "import" not in css and css.count('"') == 2


def test_the_same_book_at_the_same_head_is_read_from_the_store(journal, campaign, monkeypatch):
    real = assembly.assemble
    first = reports.render_chronicle(journal, campaign)
    monkeypatch.setattr(assembly, "assemble", lambda *args, **kwargs: pytest.fail("laid out again"))
    stages = []
    assert reports.render_chronicle(journal, campaign, progress=lambda done, total: stages.append(done)) == first
    assert stages == [reports.TOTAL]
    monkeypatch.undo()
    made = []
    monkeypatch.setattr(assembly, "assemble", lambda *args, **kwargs: made.append(1) or real(*args, **kwargs))
    reports.render_chronicle(journal, campaign, viewer=Viewer(role="player", seats=frozenset({"Ann"})))
    assert made, "another reader's book is another book, made for them"
    journal.execute(campaign, {"type": "note", "text": "A last word."}, actor="Ann")
    assert "A last word." in "\n".join(pdf_pages(reports.render_chronicle(journal, campaign)))


def test_a_book_laid_out_apart_uses_and_keeps_the_store_parts(journal, campaign):
    journal.execute(campaign, {"type": "note", "text": "Apart, once."}, actor="Ann")
    here = reports.render_chronicle(journal, campaign, page_size="Letter")
    journal.execute(campaign, {"type": "note", "text": "Apart, twice."}, actor="Ann")
    progress = []
    apart = reports.render_chronicle(journal, campaign, page_size="Letter", apart=True,
                                     progress=lambda done, total: progress.append(done))
    assert "Apart, twice." in "\n".join(pdf_pages(apart)) and len(pdf_pages(apart)) >= len(pdf_pages(here))
    assert progress == sorted(progress) and progress[-1] == reports.TOTAL and len(set(progress)) > 4
