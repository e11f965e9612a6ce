"""WeasyPrint laying out a chronicle's parts and pypdf joining them (assembly.py decides
which parts to lay out; only a process that lays out a book imports this)."""
from __future__ import annotations

import hashlib
import io

import weasyprint
from pypdf import PdfReader, PdfWriter
from pypdf.annotations import Link
from weasyprint import CSS, HTML
from weasyprint.text.fonts import FontConfiguration

from .laid import PX_TO_PT, VERSION, Laid, Parts
from .chronicle import STATIC, STYLESHEET, page_size_css


class Layout:
    """WeasyPrint with our stylesheet, the page size and the running title."""

    def __init__(self, page_size: str, fetcher, running_title: str):
        self.page_size, self.fetcher, self.running_title = page_size, fetcher, running_title
        self.laid_out = 0

    def chapters(self, htmls: list[str], first: int, cache: Parts, step) -> tuple[list[Laid], list[int]]:
        """Each chapter from the cache or laid out (and kept), and the page each begins on."""
        laid, starts, start = [], [], first
        for html in htmls:
            found = self.part(html, start, cache)
            laid.append(found)
            starts.append(start)
            start += found.pages
            step()
        return laid, starts

    def part(self, html: str, start: int, cache: Parts, running: bool = True, counting: bool = False) -> Laid:
        """A part from the cache, or laid out and kept; `counting`: only its pages and anchors
        are wanted (the front with unknown page numbers), so no PDF is written."""
        key = self.key(html, start, running, counting)
        found = cache.get(key)
        if found is None:
            found = self.lay_out(html, start, running, write=not counting)
            cache.put(key, found)
        return found

    def key(self, html: str, start: int, running: bool, counting: bool) -> str:
        kind = f"{'running' if running else 'own'}:{'counting' if counting else 'pdf'}"
        digest = hashlib.sha256(f"{VERSION}:{weasyprint.__version__}:{self.page_size}:{start}:{kind}:".encode())
        for part in (STYLESHEET.read_bytes(), self.running_title.encode(), html.encode()):
            digest.update(len(part).to_bytes(8, "big") + part)
        return digest.hexdigest()

    def lay_out(self, html: str, start: int, running: bool = False, write: bool = True) -> Laid:
        self.laid_out += 1
        fonts = FontConfiguration()
        extra = page_size_css(self.page_size) + f"@page :first {{ counter-reset: page {start}; }}\n"
        if running:
            extra += self.running_title
        sheets = [CSS(filename=str(STYLESHEET), url_fetcher=self.fetcher, font_config=fonts),
                  CSS(string=extra, url_fetcher=self.fetcher, font_config=fonts)]
        document = HTML(string=html, base_url=STATIC.as_uri() + "/", url_fetcher=self.fetcher).render(
            stylesheets=sheets, font_config=fonts)
        anchors = {key: (index, tuple(box), page.height) for index, page in enumerate(document.pages)
                   for key, box in page.anchors.items()}
        return Laid(document.write_pdf() if write else b"", len(document.pages), anchors)


def joined(parts: list[Laid], targets: dict[str, int]) -> bytes:
    """The parts (the front first) as one PDF, bookmarks kept, each line of the contents a
    link to the page (from 0) `targets` gives for its section."""
    writer, front = PdfWriter(), parts[0]
    for part in parts:
        writer.append(PdfReader(io.BytesIO(part.pdf)))
    for key, (page, (x1, y1, x2, y2), height) in front.anchors.items():
        target = targets.get(key.removeprefix("toc-")) if key.startswith("toc-") else None
        if target is not None:
            rect = (x1 * PX_TO_PT, (height - y2) * PX_TO_PT, x2 * PX_TO_PT, (height - y1) * PX_TO_PT)
            writer.add_annotation(page_number=page, annotation=Link(rect=rect, target_page_index=target))
    reader = PdfReader(io.BytesIO(front.pdf))
    if reader.metadata:
        writer.add_metadata({key: value for key, value in reader.metadata.items() if isinstance(value, str)})
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()
