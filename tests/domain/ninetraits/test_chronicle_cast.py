"""The nine-trait book names its cast once, before the first session: each player character
with its player, the Wayfinder in the lead, and no character its reader may not see."""
from __future__ import annotations

import reports
from domain.kernel.chronicle import Table
from reports.chronicle import build
from reports.editions import viewer_for
from reports.source import load_timeline
from tests import demo_store
from tests.chronicle_pdf import pdf_pages

BANDITS = "The nine-trait demo: the bandit road"


def test_the_cast_page_prints_each_player_character_once_with_its_player(journal):
    cid = demo_store.load_demo(journal, "ninetraits", name=BANDITS)
    pages = [" ".join(page.split()) for page in pdf_pages(reports.render_chronicle(journal, cid))]
    cast = next(page for page in pages if page.startswith("The cast "))
    for row in ("Claud Ann", "Luis Ben", "Audi Cat", "Teddie Dan"):
        assert cast.count(row) == 1, cast
    assert "was the Wayfinder." in cast


def test_the_groups_cast_names_no_character_behind_the_screen(journal):
    cid = demo_store.load_demo(journal, "ninetraits", name="The nine-trait demo: the ice caves")
    book = build(*load_timeline(journal, cid, viewer=viewer_for("group", [])))
    first = next(s for s in book.sections if s.level == 1)
    table = next(block for block in first.blocks if isinstance(block, Table))
    assert first.title == "The cast" and [row[0] for row in table.rows] == ["Claud", "Luis", "Audi", "Teddie"]
