"""Chronicle PDFs: a campaign's events told as a book (see docs/chronicle.md).

Public API (for the CLI and the web):
    render_chronicle(journal, campaign, year=None, page_size="A4", progress=None, viewer=None) -> bytes
    render_html(journal, campaign, year=None, page_size="A4", progress=None, viewer=None) -> str
    reports.jobs.JobRegistry(journal): start / status / result for background renders.
`progress` is a callable(done, total) called as the work advances (total is constant);
`viewer` (a domain Viewer) is who the book is told for: what is private to others or face
down is left out (default: everything, for the shell).
"""
from __future__ import annotations

from typing import Callable

import domain.rulesets as rulesets
from domain.kernel import Viewer
from domain.kernel.chronicle import ChronicleRefusal
from domain.kernel.seats import game_master_seats

from . import assembly
from .laid import Laid
from .chronicle import ReportError, build, css_page_size, to_html, to_pieces
from .editions import edition_of
from .kept import StoreParts, book_key
from .source import load_source, load_timeline
from .worker import assemble_apart

Progress = Callable[[int, int], None]
TOTAL = 100
# share of the work done after each stage (layout dominates)
_FOLDED, _BUILT, _WRITTEN_HTML, _DONE = 35, 40, 45, 100

__all__ = ["render_chronicle", "render_html", "ReportError", "TOTAL"]


def _tell(progress: Progress | None, done: int) -> None:
    if progress:
        progress(done, TOTAL)


def _book(journal, campaign, year, progress, viewer=None, appendix=False):
    def folding(done, total):
        _tell(progress, _FOLDED * done // max(total, 1))

    source = load_source(journal, campaign, progress=folding if progress else None, viewer=viewer)
    _tell(progress, _FOLDED)
    try:
        book = build(source.ruleset, source.timeline, year, appendix)
    except ChronicleRefusal as refusal:
        raise ReportError(str(refusal)) from None
    if year is not None and not book.sections:
        raise ReportError(f"{source.timeline.name or 'the campaign'} has nothing to tell for year {year}")
    chairs = game_master_seats(source.ruleset, source.timeline.final)
    book.edition = edition_of((viewer or Viewer.auditor()).sight, chairs).cover
    _tell(progress, _BUILT)
    return book, source.receipt


def render_html(journal, campaign: str, year: int | None = None, page_size: str = "A4",
                progress: Progress | None = None, viewer=None, appendix: bool = False) -> str:
    """The chronicle as one standalone HTML document (stylesheet inlined); with `appendix`, the
    play move by move as its last chapter."""
    css_page_size(page_size)  # reject a bad page size before any work
    book, receipt = _book(journal, campaign, year, progress, viewer, appendix)
    html = to_html(book, page_size, inline_css=True, receipt=receipt)
    _tell(progress, _DONE)
    return html


def render_chronicle(journal, campaign: str, year: int | None = None, page_size: str = "A4",
                     progress: Progress | None = None, viewer=None, apart: bool = False,
                     appendix: bool = False) -> bytes:
    """The chronicle PDF of a campaign (id, id prefix or name), optionally of one year, laid out
    chapter by chapter from the chapters kept in the store (assembly.py); the same book asked
    again at the same head is read from the store. With `apart`, laid out in a process of its
    own (reports/worker.py), so this one never holds WeasyPrint (assembly.py imports it only
    to lay out). With `appendix`, the play move by move is the book's last chapter."""
    css_page_size(page_size)
    info = journal.campaign(campaign)
    parts = StoreParts(journal.store)
    key = book_key(journal, info, rulesets.get(info.ruleset), year, page_size, viewer, appendix)
    kept = parts.get(key)
    if kept is not None:
        _tell(progress, _DONE)
        return kept.pdf
    book, receipt = _book(journal, info.id, year, progress, viewer, appendix)
    pieces = to_pieces(book, receipt)
    _tell(progress, _WRITTEN_HTML)

    def laying_out(share: float) -> None:
        _tell(progress, _WRITTEN_HTML + int((_DONE - _WRITTEN_HTML) * share))
    if apart:
        assembled = assemble_apart(pieces, page_size, parts, laying_out)
    else:
        assembled = assembly.assemble(pieces, page_size, parts, laying_out)
    parts.put(key, Laid(assembled.pdf, assembled.pages))
    return assembled.pdf
