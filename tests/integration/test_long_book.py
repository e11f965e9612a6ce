"""A long campaign is a book, not a log (issue 49): the scale bench's long campaign, 10,000
events of Six Winters played move by move by the random legal player, prints in at most 60
pages, the group's edition laid out as the site lays it out (in a process of its own). The
figures measured on the shared machine are in docs/dev/performance.md."""
from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

import reports
from bench.scale_store import Progress, play_long, same_dice
from journal.service import Journal
from reports.editions import viewer_for

EVENTS = 10_000
PAGES = 60


@pytest.mark.slow
def test_the_long_campaign_prints_in_at_most_sixty_pages(tmp_path):
    journal = Journal(url=f"sqlite:///{tmp_path / 'journal.sqlite'}")
    try:
        with same_dice("long book"):
            campaign = play_long(journal, EVENTS, Progress(tmp_path / "progress.json"))
        assert journal.head(campaign) >= EVENTS
        pdf = reports.render_chronicle(journal, campaign, viewer=viewer_for("group", []), apart=True)
    finally:
        journal.close()
    pages = len(PdfReader(io.BytesIO(pdf)).pages)
    assert pages <= PAGES, f"{pages} pages"
