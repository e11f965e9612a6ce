"""A nine-trait fight is drawn once in its book: the combat tracker at the fight's turn, the
moment that swung it most, as the reader saw it at the table."""
from __future__ import annotations

import reports
from domain.kernel.chronicle import Picture
from reports.chronicle import build
from reports.editions import viewer_for
from reports.source import load_timeline
from tests import demo_store
from tests.chronicle_pdf import pdf_pages


def _fights(journal, name, edition):
    cid = demo_store.load_demo(journal, "ninetraits", name=name)
    book = build(*load_timeline(journal, cid, viewer=viewer_for(edition, [])))
    return {s.title: [b for b in s.blocks if isinstance(b, Picture)] for s in book.sections
            if s.title.startswith("Combat Flow")}


def test_each_fight_is_drawn_once_at_its_turn_in_the_printed_book(journal):
    fights = _fights(journal, "The nine-trait demo: the bandit road", "group")
    assert fights and all(len(drawn) == 1 for drawn in fights.values())
    assert [drawn[0].caption for drawn in fights.values()] == [f"{title} at its turn" for title in fights]
    assert all("Combat tracker" in drawn[0].svg for drawn in fights.values())
    cid = demo_store.load_demo(journal, "ninetraits", name="The nine-trait demo: the bandit road")
    text = " ".join("\n".join(pdf_pages(reports.render_chronicle(journal, cid))).split())
    assert "Combat Flow 1 at its turn" in text


def test_the_fight_is_drawn_after_the_moment_that_swung_it_for_the_reader_who_saw_it(journal):
    caves = "The nine-trait demo: the ice caves"
    told = _fights(journal, caves, "gm")["Combat Flow 1"][0].svg
    seen = _fights(journal, caves, "group")["Combat Flow 1"][0].svg
    assert "Fire Imp" not in told          # the Wayfinder saw it die: the turn of the fight
    assert "Fire Imp" in seen              # the group saw Audi catch fire first, the Imp still fighting
