"""The chronicle button in a real browser: the status page updates itself by fetch()
until the PDF is ready, then offers the download."""
from __future__ import annotations

import threading

import pytest
from playwright.sync_api import expect

import reports.jobs

from .conftest import press
from .test_table_story import create_campaign, register

pytestmark = pytest.mark.browser


@pytest.fixture
def gate(monkeypatch, live):
    """Hold each render (after reporting some progress) until the test opens the gate;
    afterwards, let the render end before the live server closes the journal."""
    opened, real = threading.Event(), reports.jobs.render_chronicle

    def held(journal, campaign, year, page_size, progress, viewer=None, apart=False):
        progress(30, 100)
        opened.wait(120)
        return real(journal, campaign, year, page_size, progress=progress, viewer=viewer, apart=apart)

    monkeypatch.setattr(reports.jobs, "render_chronicle", held)
    yield opened
    opened.set()
    jobs = live[1].extensions.get("chronicle_jobs")
    if jobs is not None:
        jobs.shutdown()


def test_the_chronicle_button_renders_in_the_background_and_offers_the_pdf(live, page, look, gate):
    base, _ = live
    register(page, base, "ada")
    create_campaign(page, base, "dice", "Harbour of Ash")
    look(page, "chronicle-panel")
    page.select_option(".chronicle-panel select[name=page_size]", "Letter")
    press(page, "text=Render chronicle PDF")
    expect(page.locator(".chronicle-status h2")).to_have_text("Chronicle PDF")
    expect(page.locator("#chronicle-percent")).to_have_text("30%")
    expect(page.locator("#chronicle-state")).to_have_text("running")
    download = page.locator("#chronicle-download")
    expect(download).to_be_hidden()
    page.evaluate("window.stillTheSamePage = true")
    gate.set()
    expect(download).to_be_visible(timeout=120_000)
    expect(page.locator("#chronicle-state")).to_have_text("done")
    expect(page.locator("#chronicle-percent")).to_have_text("100%")
    assert page.evaluate("window.stillTheSamePage") is True  # updated by fetch(), not reloaded
    look(page, "chronicle-status")
    with page.expect_download() as info:
        press(download)
    assert info.value.suggested_filename == "Harbour_of_Ash-chronicle-group.pdf"   # the edition in the name
    assert info.value.path().read_bytes().startswith(b"%PDF")


def test_a_failed_render_shows_its_error_on_the_status_page(live, page, look):
    base, _ = live
    register(page, base, "bo")
    create_campaign(page, base, "dice", "Quiet year")
    page.fill(".chronicle-panel input[name=year]", "1800")
    press(page, "text=Render chronicle PDF")
    expect(page.locator("#chronicle-error")).to_be_visible(timeout=120_000)
    expect(page.locator("#chronicle-error")).to_contain_text("nothing to tell for year 1800")
    expect(page.locator("#chronicle-download")).to_be_hidden()
    look(page, "chronicle-failed")
    press(page, "text=Back to the overview")
    expect(page.locator("h1")).to_have_text("Quiet year")
