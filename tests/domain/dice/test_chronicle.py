"""A dice campaign printed as a chronicle: chapters, names and numbers come from the log."""
from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

import reports
from domain.kernel.chronicle import Facts, Picture
from reports.chronicle import ReportError, build
from reports.source import load_timeline

from tests.chronicle_pdf import page_of, pdf_pages, save_pngs, toc_entries


@pytest.fixture(scope="module")
def campaign(journal):
    cid = journal.create_campaign("dice", "The Mill Road", {}, actor="alice")
    journal.execute(cid, {"type": "note", "text": "We meet at the old mill.", "about": "the start"}, actor="alice")
    journal.execute(cid, {"type": "roll", "dice": [{"sides": 6, "value": 6, "kind": "action"},
                                                   {"sides": 6, "value": 5, "kind": "action"}],
                          "purpose": "crossing the weir"}, actor="bruno")
    for n in range(60):
        journal.execute(cid, {"type": "roll", "spec": "2d6", "kind": "action", "purpose": f"search {n}"}, actor="chiara")
    journal.execute(cid, {"type": "note", "text": "Chiara never found the key.", "about": ""}, actor="bruno")
    return cid


@pytest.fixture(scope="module")
def pdf(journal, campaign):
    return reports.render_chronicle(journal, campaign)


def test_the_chronicle_is_a_pdf_with_the_campaign_name_on_the_cover(pdf):
    assert pdf.startswith(b"%PDF")
    assert "The Mill Road" in pdf_pages(pdf)[0]


def test_every_page_says_its_page_number_counted_across_the_parts_laid_out_alone(pdf):
    pages = pdf_pages(pdf)
    assert len(pages) >= 4
    for number, text in enumerate(pages, 1):
        assert text.rstrip().endswith(f"Page {number}"), text[-80:]


def test_one_day_of_play_is_a_short_booklet_without_a_contents_page(pdf):
    pages = pdf_pages(pdf)
    assert toc_entries(pages[1]) == [] and "Contents" not in pages[1]
    assert page_of(pages, "Dice and luck", after=1) > 1
    assert next(line for line in pages[1].splitlines() if line.strip()).startswith("Day 1: ")


def test_players_rolls_and_notes_match_the_log(journal, campaign, pdf):
    text = "\n".join(pdf_pages(pdf))
    events = [e for e in journal.events(campaign) if not e["retracted"]]
    rolls = [e for e in events if e["type"] == "journal/rolled"]
    assert f"rolled {len(rolls)} times" in text
    assert "bruno rolled 6 and 5 (total 11) for crossing the weir" in text
    assert "We meet at the old mill." in text and "Chiara never found the key." in text
    table_rows = re.findall(r"^\s*(\d+)\s+chiara\s+search (\d+)", text, re.M)
    assert len(table_rows) == 60
    best = max(sum(d["value"] for d in e["data"]["dice"]) for e in rolls[1:])
    assert f"The best was {best}" in text


def test_letter_size_gives_letter_pages(journal, campaign):
    pdf = reports.render_chronicle(journal, campaign, page_size="Letter")
    box = PdfReader(io.BytesIO(pdf)).pages[0].mediabox
    assert (round(float(box.width)), round(float(box.height))) == (612, 792)


def test_an_unknown_page_size_is_refused_before_any_work(journal, campaign):
    with pytest.raises(ReportError, match="A4 or Letter"):
        reports.render_chronicle(journal, campaign, page_size="A5")


def test_a_year_without_play_is_refused_with_a_clear_message(journal, campaign):
    with pytest.raises(ReportError, match="nothing to tell for year 1999"):
        reports.render_chronicle(journal, campaign, year=1999)


def test_progress_runs_from_zero_to_the_total(journal, campaign):
    seen = []
    reports.render_chronicle(journal, campaign, progress=lambda done, total: seen.append((done, total)))
    assert seen[-1][0] == seen[-1][1] and seen == sorted(seen)


def test_render_html_stands_alone_with_its_stylesheet(journal, campaign):
    html = reports.render_html(journal, campaign, page_size="Letter")
    assert "<style>" in html and "counter(page)" in html and "size: letter" in html
    assert "The Mill Road" in html


def test_pages_render_to_png_for_a_look(pdf):
    pngs = save_pngs(pdf, "dice-chronicle")
    assert len(pngs) == len(pdf_pages(pdf)) and all(p.stat().st_size > 1000 for p in pngs)


def test_the_last_page_prints_the_receipt_of_the_head_it_was_made_from_and_anchors_it(journal, campaign, pdf):
    last = pdf_pages(pdf)[-1]
    head = journal.events(campaign)[-1]
    anchor = journal.latest_anchor(campaign)
    assert (anchor.reason, anchor.position, anchor.head) == ("chronicle", head["position"], head["hash"])
    assert "Receipt" in last and anchor.receipt.code in last
    assert re.search(r"\b\d+:[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}\b", anchor.receipt.code)
    assert journal.verify(campaign, head=anchor.receipt.code).ok


def test_a_roll_told_in_the_story_is_drawn_beside_it_as_the_dice_that_landed(journal, campaign):
    ruleset, timeline = load_timeline(journal, campaign)
    day = next(s for s in build(ruleset, timeline).sections if s.title.startswith("Day 1"))
    told = next(i for i, b in enumerate(day.blocks) if getattr(b, "text", "").startswith("bruno rolled 6 and 5"))
    drawn = day.blocks[told + 1]
    assert isinstance(drawn, Picture) and drawn.style == "dice"
    assert drawn.svg.count("<circle") == 11 and day.blocks[told].text in drawn.svg
    html = reports.render_html(journal, campaign)
    assert html.count('<figure class="picture dice">') == 1 + 2   # the roll in the story, the dice page's two


def test_the_journal_ends_with_awards_read_from_the_log_credited_to_who_rolled(journal, campaign):
    book = build(*load_timeline(journal, campaign))
    awards = dict(next(b for b in book.sections[-1].blocks if isinstance(b, Facts)).items)
    assert book.sections[-1].title == "Awards" and book.sections[-1].level == 2
    assert awards["Most rolls"] == "chiara: 60 rolls"
    rolls = [e for e in journal.events(campaign) if e["type"] == "journal/rolled"]
    best = max(rolls, key=lambda e: (sum(d["value"] for d in e["data"]["dice"]), len(e["data"]["dice"])))
    faces = [str(d["value"]) for d in best["data"]["dice"]]
    assert awards["The luckiest roll"] == (f"{best['actor']}'s roll for {best['data']['purpose']}: "
                                           f"{faces[0]} and {faces[1]}")
