"""Chronicle assembly: a campaign's timeline -> the ruleset's Chronicle -> HTML (Jinja).

reports/ never names a game: it asks the ruleset's `chronicle` hook for the book (or
uses the generic fallback) and lays out whatever blocks come back. All text reaches
the page through Jinja autoescape, so players' notes stay text.
"""
from __future__ import annotations

import base64
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup

from domain.kernel.account import appendix as account_appendix, split_account
from domain.kernel.caches import memo
from domain.kernel.chronicle import Chronicle, Section, Timeline
from domain.kernel.storytelling import and_list

from . import cover, generic

HERE = Path(__file__).parent
STATIC = HERE / "static"
STYLESHEET = STATIC / "chronicle.css"
PAGE_SIZES = {"a4": "A4", "letter": "letter"}
ENVIRONMENT_BYTES = 1024 * 1024   # weighed in its cache as an estimate (it keeps the templates it compiled)
MIN_CONTENTS = 4   # a book with fewer chapters and parts has no contents page: a short game, a short booklet


class ReportError(ValueError):
    """A request reports cannot honour (unknown page size, a year with no play...)."""


def css_page_size(page_size: str) -> str:
    """The CSS `size` value for a page size name ("A4" or "Letter", any case)."""
    size = PAGE_SIZES.get(str(page_size).lower())
    if size is None:
        raise ReportError(f"page size must be A4 or Letter, not {page_size!r}")
    return size


def page_size_css(page_size: str) -> str:
    return f"\n@page {{ size: {css_page_size(page_size)}; }}\n"


def build(ruleset, timeline: Timeline, year: int | None = None, appendix: bool = False) -> Chronicle:
    """The ruleset's own chronicle, or the generic one when it has none, with the group and
    the dates on its cover (from the seats and the log when the ruleset left them out).

    The move-by-move account (scenes told move by move, each roll on its line) is printed
    only with `appendix`, as the book's last chapter (domain/kernel/account.py); the
    chapters tell the story and sum the rolls up on the dice pages."""
    if ruleset.chronicle is not None:
        book = ruleset.chronicle(timeline, year)
    else:
        book = generic.chronicle(ruleset, timeline, year)
    told = split_account(book.sections)
    book.sections = told.story + (account_appendix(told) if appendix else [])
    book.group = book.group or cover.group(ruleset, timeline)
    book.dates = book.dates or cover.dates(ruleset, timeline)
    return book


@dataclass(frozen=True)
class _Placed:
    """A section with the anchor id the TOC links to."""

    id: str
    title: str
    level: int
    style: str
    blocks: list
    byline: str = ""


def _place(sections: list[Section]) -> list[_Placed]:
    return [_Placed(f"s{n}", s.title, max(1, int(s.level)), s.style or "chapter", s.blocks, s.byline)
            for n, s in enumerate(sections, 1)]


def svg_data_uri(svg: str) -> str:
    """A picture as a data: URI, so it is drawn in isolation and needs no fetch."""
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


def paragraphs(text: str) -> list[str]:
    """Split a note on blank lines; single line breaks are kept by CSS (pre-line)."""
    parts = [part.strip() for part in str(text).replace("\r\n", "\n").split("\n\n")]
    return [part for part in parts if part] or [""]


def _ems(text: str) -> float:
    """Rough width of a text in average characters (symbols such as dots are wider)."""
    return sum(1.0 if ord(char) < 0x250 else 1.8 for char in text)


def column_widths(table) -> list[str]:
    """Column widths in percent from the text they hold (the longest header word, in bold,
    and the longest cell, capped), so a fixed table layout (fast, and it never overflows)
    still looks proportioned."""
    def weight(index: int) -> float:
        header = max((_ems(word) for word in str(table.columns[index]).split()), default=1.0) * 1.4
        cells = [_ems(str(row[index])) for row in table.rows[:200] if index < len(row) and row[index] is not None]
        return min(max([header, 3.0, *cells]), 32.0) + 2.0   # + padding
    weights = [weight(i) for i in range(len(table.columns))]
    total = sum(weights) or 1.0
    return [f"{100 * w / total:.1f}%" for w in weights]


def block_kind(block) -> str:
    return type(block).__name__.lower()


@memo("chronicle-environment", weigh=lambda environment: ENVIRONMENT_BYTES)
def environment() -> Environment:
    env = Environment(loader=FileSystemLoader(HERE / "templates"),
                      autoescape=select_autoescape(["html"], default=True),
                      trim_blocks=True, lstrip_blocks=True)
    env.filters.update(svg_data_uri=svg_data_uri, paragraphs=paragraphs, block_kind=block_kind,
                       column_widths=column_widths, and_list=and_list)
    return env


def to_html(book: Chronicle, page_size: str = "A4", inline_css: bool = True, receipt=None) -> str:
    """The book as one HTML document; with a receipt (journal.store.anchors.Receipt), its last page
    prints the head of the log the book was made from, short enough to photograph.

    With inline_css the stylesheet (and the page size) is embedded, so the HTML stands
    alone in a browser; pdf.py passes the stylesheet as a CSS object instead.
    """
    css = None
    if inline_css:
        # our own stylesheet, trusted: Markup keeps its quotes and '>' intact inside <style>
        css = Markup(STYLESHEET.read_text(encoding="utf-8") + page_size_css(page_size))
    template = environment().get_template("chronicle.html")
    sections = _place(book.sections)
    return template.render(book=book, sections=sections, inline_css=css, receipt=receipt,
                           contents=len([s for s in sections if s.level <= 2]) >= MIN_CONTENTS)


@dataclass(frozen=True)
class Pieces:
    """A book as the parts assembly.py lays out one by one: the front (cover and contents) with
    a `{{page:ID}}` mark where the page of section ID goes, the chapters (each begins on a new
    page at a level-1 section, so it lays out alone as it would in the whole book) and the back
    (the receipt page, or "" without one)."""

    title: str
    front: str
    chapters: list[str]
    back: str


PAGE_MARK = "{{page:%s}}"


def chapters_of(sections: list[_Placed]) -> list[list[_Placed]]:
    """The placed sections grouped into chapters, each from a level-1 section to the next."""
    chapters: list[list[_Placed]] = []
    for section in sections:
        if section.level == 1 or not chapters:
            chapters.append([])
        chapters[-1].append(section)
    return chapters


def to_pieces(book: Chronicle, receipt=None) -> Pieces:
    """The book's parts as separate HTML documents (the stylesheet is passed at layout)."""
    template = environment().get_template("chronicle.html")
    sections = _place(book.sections)
    contents = len([s for s in sections if s.level <= 2]) >= MIN_CONTENTS
    front = template.render(book=book, part="front", sections=sections, contents=contents,
                            numbers={s.id: PAGE_MARK % s.id for s in sections})
    chapters = [template.render(book=book, part="chapters", sections=chapter) for chapter in chapters_of(sections)]
    back = template.render(book=book, part="back", receipt=receipt) if receipt else ""
    return Pieces(book.title, front, chapters, back)
