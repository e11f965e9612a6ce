"""A chronicle laid out chapter by chapter, each chapter once: the book is assembled from kept parts.

WeasyPrint lays out a 300-page book in tens of seconds, and a long campaign's book grows only
at its end. So each chapter (chronicle.Pieces: it begins on a new page) is laid out alone,
starting at the page it falls on, and kept under a digest of its HTML, its first page, the
page size, the stylesheet and WeasyPrint's version: the next book finds last year's chapters
unchanged and lays out only what is new. The front (cover and contents) is laid out twice,
once to count its pages and once with the page numbers the chapters were found at; the back
(the receipt) after the chapters. pypdf joins the parts, keeps each part's bookmarks, and
links each line of the contents to its page.

`cache` is anything with get(key) -> Laid | None and put(key, Laid): the store's table of
parts (StoreParts) in the process that has the store, or worker.py's pipe to it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Callable

from .chronicle import PAGE_MARK, Pieces
from .laid import NoParts, Parts

_MARK = re.compile(re.escape(PAGE_MARK).replace("%s", r"([A-Za-z0-9_-]+)"))


@dataclass
class Assembled:
    pdf: bytes
    pages: int
    laid_out: int      # parts laid out now (the rest were kept from an earlier book)
    refused: list[str] = field(default_factory=list)


def assemble(pieces: Pieces, page_size: str, cache: Parts | None = None,
             progress: Callable[[float], None] | None = None) -> Assembled:
    """The book's PDF from its parts, laying out only the chapters `cache` does not keep;
    `progress(share)` with the share (0 to 1) of the parts done. WeasyPrint and pypdf are
    imported here, by the callers that lay out (layout.py), not by every reader of reports."""
    from . import layout as laying_out, pdf

    cache, fetcher = cache or NoParts(), pdf.SafeFetcher()
    layout = laying_out.Layout(page_size, fetcher, _running_title(pieces.title))
    total, done = len(pieces.chapters) + 3, 0

    def step():
        nonlocal done
        done += 1
        if progress:
            progress(done / total)

    front = layout.part(_numbered(pieces.front, {}), 1, cache, running=False, counting=True)
    step()
    for _ in range(3):   # numbers of other widths may change the front's length: lay out again from there
        chapters, starts = layout.chapters(pieces.chapters, front.pages + 1, cache, step)
        numbers = {key: str(starts[index] + page) for index, laid in enumerate(chapters)
                   for key, (page, _, _) in laid.anchors.items()}
        numbered = layout.part(_numbered(pieces.front, numbers), 1, cache, running=False)
        if numbered.pages == front.pages:
            break
        front = numbered
    front = numbered
    after = starts[-1] + chapters[-1].pages if chapters else front.pages + 1
    back = [layout.lay_out(pieces.back, start=after, running=True)] if pieces.back else []
    step()
    book = laying_out.joined([front, *chapters, *back], {key: starts[index] - 1 + page
                                                         for index, laid in enumerate(chapters)
                                                         for key, (page, _, _) in laid.anchors.items()})
    if progress:
        progress(1.0)
    return Assembled(book, after - 1 + sum(b.pages for b in back), layout.laid_out, list(fetcher.refused))


def _running_title(title: str) -> str:
    """The book's title in the running header of a part without the cover (which sets it in
    the whole book), every character a CSS escape, so a title is never read as CSS."""
    escaped = "".join(f"\\{ord(char):06x}" for char in title)
    return f'@page {{ @top-left {{ content: "{escaped}"; }} }}\n'


def _numbered(front: str, numbers: dict[str, str]) -> str:
    """The front with each page mark replaced by its number ("000" while not known yet)."""
    return _MARK.sub(lambda found: numbers.get(found.group(1), "000"), front)
