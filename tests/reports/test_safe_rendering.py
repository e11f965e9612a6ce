"""Rendering fetches nothing but reports/static files and data: URIs (WeasyPrint fetches all by default)."""
from __future__ import annotations

import base64
import os

import pytest

import reports
from reports.pdf import STATIC, RefusedFetch, SafeFetcher, render

from tests.chronicle_pdf import pdf_pages

PASSWD_LINE = "root:x:0:0"
HOSTILE_NOTE = ('Look <img src="file:///etc/passwd"> and <img src="http://127.0.0.1:9/spy.png">\n\n'
                '<style>@import url("file:///etc/passwd");</style>'
                '<link rel="attachment" href="file:///etc/passwd">')


@pytest.fixture(autouse=True)
def passwd_exists():
    with open("/etc/passwd") as f:
        assert PASSWD_LINE in f.read()  # otherwise "no leak" below would prove nothing


class RecordingFetcher(SafeFetcher):
    """The safe fetcher, remembering every URL WeasyPrint asked for."""

    def __init__(self):
        super().__init__()
        self.asked: list[str] = []

    def fetch(self, url, headers=None):
        self.asked.append(url)
        return super().fetch(url, headers)


def test_a_hostile_note_is_printed_as_text_and_fetches_nothing(journal, weasyprint_log, monkeypatch):
    cid = journal.create_campaign("dice", "Hostile notes", {}, actor="mallory")
    journal.execute(cid, {"type": "note", "text": HOSTILE_NOTE, "about": "<b>x</b>"}, actor="mallory")
    fetchers = []
    monkeypatch.setattr("reports.pdf.SafeFetcher", lambda: fetchers.append(RecordingFetcher()) or fetchers[-1])
    pdf = reports.render_chronicle(journal, cid)
    text = "\n".join(pdf_pages(pdf))
    assert '<img src="file:///etc/passwd">' in text and "@import" in text
    assert "on <b>x</b>" in text
    assert PASSWD_LINE not in text and b"root:x:0:0" not in pdf
    assert fetchers and not [url for url in fetchers[0].asked if not url.startswith("data:")]


def test_injected_markup_is_refused_by_the_fetcher_and_logged(weasyprint_log):
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">'
           '<image xlink:href="file:///etc/passwd" width="10" height="10"/></svg>')
    html = ('<html><head><style>@import url("file:///etc/passwd"); @import url("http://127.0.0.1:9/x.css");</style>'
            '<link rel="attachment" href="file:///etc/passwd"></head><body><p>Hello</p>'
            '<img src="file:///etc/passwd"><img src="http://127.0.0.1:9/spy.png">'
            f'<img src="data:image/svg+xml;base64,{base64.b64encode(svg.encode()).decode()}">'
            '<a rel="attachment" href="file:///etc/shadow">x</a></body></html>')
    fetcher = RecordingFetcher()
    result = render(html, fetcher=fetcher)
    refused = set(result.refused)
    assert {"file:///etc/passwd", "http://127.0.0.1:9/x.css", "http://127.0.0.1:9/spy.png"} <= refused
    assert any(url.startswith("data:image/svg") for url in fetcher.asked)  # data: URIs are served
    logged = "\n".join(r.getMessage() for r in weasyprint_log.records if r.name == "weasyprint")
    assert "refused to fetch file:///etc/passwd" in logged and "http://127.0.0.1:9/spy.png" in logged
    assert b"root:x:0:0" not in result.pdf and PASSWD_LINE not in "\n".join(pdf_pages(result.pdf))


def test_the_fetcher_serves_static_files_but_not_paths_that_escape_it():
    fetcher = SafeFetcher()
    inside = (STATIC / "chronicle.css").as_uri()
    assert b"@page" in fetcher.fetch(inside).read()
    for url in [STATIC.as_uri() + "/../../../../etc/passwd", STATIC.as_uri() + "/%2e%2e/pdf.py",
                "file://evil.example/etc/passwd", "ftp://127.0.0.1/x", "https://127.0.0.1/x", STATIC.as_uri()]:
        with pytest.raises(RefusedFetch):
            fetcher.fetch(url)
    assert len(fetcher.refused) == 6


def test_a_symlink_inside_the_root_pointing_outside_is_refused(tmp_path):
    root = tmp_path / "static"
    root.mkdir()
    (root / "ok.css").write_text("p { color: red }")
    os.symlink("/etc/passwd", root / "passwd.css")
    fetcher = SafeFetcher(root)
    assert fetcher.fetch((root / "ok.css").as_uri()).read() == b"p { color: red }"
    with pytest.raises(RefusedFetch):
        fetcher.fetch((root / "passwd.css").as_uri())
