"""HTML -> PDF with WeasyPrint, fetching nothing but our own static files and data: URIs.

WeasyPrint fetches every URL it meets by default (file://, http://, CSS @import, SVG
<image>, even <link rel="attachment"> files embedded into the PDF). A chronicle holds
players' text, so every fetch goes through `SafeFetcher`: data: URIs and regular files
whose real path lies inside reports/static/ are served, anything else raises. WeasyPrint
logs each refusal on the `weasyprint` logger and carries on without the resource.
"""
from __future__ import annotations

import logging
import mimetypes
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable
from urllib.parse import unquote, urlsplit

from weasyprint import CSS, HTML, URLFetcher
from weasyprint.text.fonts import FontConfiguration
from weasyprint.urls import URLFetcherResponse

from .chronicle import STATIC, STYLESHEET, page_size_css

LOGGER = logging.getLogger("weasyprint")


class RefusedFetch(ValueError):
    """A URL the chronicle may not fetch."""


class SafeFetcher(URLFetcher):
    """Serves data: URIs and files under `root` (realpath-checked); refuses the rest.

    `refused` and `served` record what was asked, for tests and logs. One fetcher per
    render: the base class keeps per-request state.
    """

    def __init__(self, root: Path = STATIC):
        super().__init__(timeout=1, allowed_protocols=("data", "file"), allow_redirects=False)
        self.root = os.path.realpath(root)
        self.refused: list[str] = []
        self.served: list[str] = []

    def fetch(self, url, headers=None):
        scheme = url.split(":", 1)[0].lower()
        if scheme == "data":
            return super().fetch(url, headers)
        path = self._local_path(url) if scheme == "file" else None
        if path is None:
            self.refused.append(url)
            LOGGER.warning("chronicle: refused to fetch %s (only reports/static files and data: URIs)", url)
            raise RefusedFetch(f"refused to fetch {url}")
        self.served.append(url)
        mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
        return URLFetcherResponse(url, Path(path).read_bytes(), {"Content-Type": mime})

    def _local_path(self, url: str) -> str | None:
        """The real path of a file: URL when it is a regular file inside root."""
        parts = urlsplit(url)
        if parts.netloc not in ("", "localhost"):
            return None
        path = os.path.realpath(unquote(parts.path))
        inside = os.path.commonpath([path, self.root]) == self.root
        return path if inside and os.path.isfile(path) else None


@dataclass
class Rendered:
    pdf: bytes
    pages: int
    refused: list[str] = field(default_factory=list)


def render(html: str, page_size: str = "A4", fetcher: SafeFetcher | None = None,
           progress: Callable[[str], None] | None = None) -> Rendered:
    """Lay out and write the PDF; `progress(stage)` is called after "layout" and "pdf"."""
    fetcher = fetcher or SafeFetcher()
    fonts = FontConfiguration()
    stylesheets = [CSS(filename=str(STYLESHEET), url_fetcher=fetcher, font_config=fonts),
                   CSS(string=page_size_css(page_size), url_fetcher=fetcher, font_config=fonts)]
    document = HTML(string=html, base_url=STATIC.as_uri() + "/", url_fetcher=fetcher).render(
        stylesheets=stylesheets, font_config=fonts)
    if progress:
        progress("layout")
    pdf = document.write_pdf()
    if progress:
        progress("pdf")
    return Rendered(pdf, len(document.pages), list(fetcher.refused))
