"""A chronicle laid out in a process of its own: the same book, and the process that asked
for it never imports WeasyPrint (the site's memory stays its own)."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import reports
from tests.chronicle_pdf import pdf_pages
from reports.worker import RenderFailed, render_apart

ROOT = Path(__file__).resolve().parents[2]


def _campaign(journal) -> str:
    cid = journal.create_campaign("dice", "Apart", {}, actor="alice")
    journal.execute(cid, {"type": "roll", "spec": "3d6", "kind": "d", "purpose": "the crossing"}, actor="alice")
    journal.execute(cid, {"type": "note", "text": "The ferry held."}, actor="alice")
    return cid


def test_the_book_laid_out_apart_is_the_book_laid_out_here(journal):
    cid = _campaign(journal)
    stages = []
    apart = reports.render_chronicle(journal, cid, apart=True, progress=lambda done, total: stages.append(done))
    here = reports.render_chronicle(journal, cid)
    assert pdf_pages(apart) == pdf_pages(here)
    assert stages == sorted(stages) and stages[-1] == reports.TOTAL


def test_the_process_that_asks_never_imports_weasyprint(tmp_path):
    script = textwrap.dedent(f"""
        import sys
        from journal.service import Journal
        import reports
        journal = Journal(url="sqlite:///{tmp_path}/apart.sqlite")
        cid = journal.create_campaign("dice", "Apart", {{}}, actor="alice")
        journal.execute(cid, {{"type": "note", "text": "The ferry held."}}, actor="alice")
        pdf = reports.render_chronicle(journal, cid, apart=True)
        print(pdf[:4].decode(), "weasyprint" in sys.modules)
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["%PDF", "False"]


def test_a_child_that_fails_says_why():
    try:
        render_apart("<p>a page</p>", "no such size")
    except RenderFailed as failed:
        assert "no such size" in str(failed) or "page size" in str(failed).lower(), failed
    else:
        raise AssertionError("a page size the stylesheet cannot take made a book")
