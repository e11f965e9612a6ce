"""Reading chronicle PDFs back in tests (page text, TOC entries, PNG renders), and the fixture
the chronicle tests share: tests/reports/ and each game's chronicle tests (tests/domain/<game>/)
name `journal` in their conftest.py, so one journal serves a whole module's rendered books."""
from __future__ import annotations

import io
import re
import subprocess
from pathlib import Path

import pytest
from pypdf import PdfReader

from journal.service import Journal

ARTIFACTS = Path(__file__).resolve().parent / "artifacts"


@pytest.fixture(scope="module")
def journal(tmp_path_factory):
    """A journal in a temp SQLite file, kept for the module: its campaigns take long to play."""
    store = Journal(url=f"sqlite:///{tmp_path_factory.mktemp('journal') / 'journal.sqlite'}")
    yield store
    store.close()


def pdf_pages(pdf: bytes) -> list[str]:
    """The text of each page (margin boxes come after the body text)."""
    return [page.extract_text() or "" for page in PdfReader(io.BytesIO(pdf)).pages]


def toc_entries(page_text: str) -> list[tuple[str, int]]:
    """(title, page) pairs from the contents page: 'Title ....... 7'."""
    return [(m[1].strip(), int(m[2])) for m in re.finditer(r"^(.+?)\s*\.{3,}\s*(\d+)\s*$", page_text, re.M)]


def page_of(pages: list[str], heading: str, after: int = 2) -> int:
    """1-based number of the first page after the TOC that has `heading` on a line of its own."""
    for number, text in enumerate(pages, 1):
        if number > after and heading in [line.strip() for line in text.splitlines()]:
            return number
    raise AssertionError(f"{heading!r} is on no page")


def save_pngs(pdf: bytes, name: str) -> list[Path]:
    """Render every page at 60 dpi into tests/artifacts/<name>-N.png (pdftoppm)."""
    ARTIFACTS.mkdir(exist_ok=True)
    for old in ARTIFACTS.glob(f"{name}-*.png"):
        old.unlink()
    source = ARTIFACTS / f"{name}.pdf"
    source.write_bytes(pdf)
    subprocess.run(["pdftoppm", "-r", "60", "-png", str(source), str(ARTIFACTS / name)], check=True)
    return sorted(ARTIFACTS.glob(f"{name}-*.png"))
