"""The chronicle of a six-year Six Winters campaign: every chapter, name and number from the log."""
from __future__ import annotations

import pytest

import reports
from domain.rulesets import get
from domain.kernel.chronicle import Card, Picture, Quote
from domain.kernel.storytelling import and_list, capital
from domain.rulesets.sixwinters.chronicle.phrases import TEMPLATES
from reports.source import load_timeline

from tests.chronicle_pdf import page_of, pdf_pages, save_pngs, toc_entries
from . import story


@pytest.fixture(scope="module")
def campaign(journal):
    return story.build(journal, "The Long Dark")


@pytest.fixture(scope="module")
def pages(journal, campaign):
    pdf = reports.render_chronicle(journal, campaign)
    save_pngs(pdf, "sixwinters-chronicle")
    return pdf_pages(pdf)


@pytest.fixture(scope="module")
def book(journal, campaign):
    ruleset, timeline = load_timeline(journal, campaign)
    return ruleset.chronicle(timeline)


def test_the_ruleset_registers_its_own_chronicle():
    from domain.rulesets.sixwinters.chronicle import chronicle
    assert get("sixwinters").chronicle is chronicle


def test_the_cover_names_the_campaign_the_years_and_the_final_title(journal, campaign, pages):
    ended = journal.state(campaign).state["game"]["campaign"]["ended"]
    cover = pages[0]
    assert "The Long Dark" in cover and "years 1 to 6" in cover
    assert f"Final title {ended['title']}" in cover and f"Campaign score {ended['total']}" in cover
    assert cover.rstrip().endswith("Page 1")


def test_the_contents_list_a_chapter_per_year_at_its_real_page(journal, campaign, pages):
    history = journal.state(campaign).state["game"]["campaign"]["history"]
    entries = toc_entries(pages[1])
    titles = [title for title, _ in entries]
    for item in history:
        assert f"Year {item['year']}: {item['scenario']}" in titles
    assert titles[-1] == "The end of the campaign"
    for title, number in entries:
        if title.startswith("Year ") or title.startswith("The end"):
            assert page_of(pages, title) == number


def test_each_year_shows_the_party_and_the_map_at_its_start_and_end(book):
    for year in range(1, 7):
        captions = [b.caption for s in book.sections for b in s.blocks if isinstance(b, Picture)]
        assert f"The world map as year {year} begins" in captions
        if year < 6:
            assert f"The world map as year {year} closes" in captions
    sheets = [s for s in book.sections if s.style == "sheet"]
    assert all(any(isinstance(b, Card) for b in s.blocks) for s in sheets)


def test_a_sheet_shows_the_skills_as_dots_and_the_player(journal, campaign, pages):
    sheet = journal.view(campaign, "sheets", at=1)["characters"]["Thea"]
    start = page_of(pages, "Year 1: The Order of the Blue Robe")
    party = pages[start]  # the party page follows the chapter's opening page
    assert "Thea" in party and sheet["title"] in party and "Ann" in party
    ranks = [sheet["skills"][s] for s in ("command", "disguise", "lore", "rapport")]
    assert " ".join("\u25cf" * r + "\u25cb" * (5 - r) for r in ranks) in party


def test_skill_improvements_archives_and_journals_match_the_session_end_events(journal, campaign, pages):
    text = "\n".join(pages)
    events = journal.events(campaign)
    for event in events:
        if event["type"] == "sixwinters/skills-improved":
            for name, change in event["data"]["improved"].items():
                assert f"{name} {change['skill']} {change['from']} {change['to']}" in text
        if event["type"] == "sixwinters/assets-archived" and event["data"]["assets"]:
            names = and_list([asset["name"] for asset in event["data"]["assets"]])
            told = [capital(t.format(names=names)) for t in TEMPLATES["archived"]]
            assert any(sentence in " ".join(text.split()) for sentence in told), (names, told)
    assert "In year 1 Thea kept the watch fire." in text and "Fuscus counted the cost of year 2." in text


def test_players_notes_are_quoted_under_their_year(book):
    quotes = {q.text: s.title for s in book.sections for q in s.blocks if isinstance(q, Quote)}
    assert quotes["Year 3: we answered the guiding question with a song."] == "The game"
    assert any(q.by == "Ben" for s in book.sections for q in s.blocks if isinstance(q, Quote))


def test_the_finale_gives_the_score_parts_and_title(journal, campaign, pages):
    ended = journal.state(campaign).state["game"]["campaign"]["ended"]
    finale = pages[page_of(pages, "The end of the campaign") - 1]
    assert f"Total {ended['total']}" in finale and ended["title"] in finale
    assert f"Archived assets {ended['archived_assets']} {ended['parts']['archive']}" in finale
    missions = f"{ended['successful_missions']} / {ended['successful_difficult_missions']} {ended['parts']['missions']}"
    assert f"Successful missions (standard / difficult) {missions}" in finale


def test_a_conditions_taken_in_a_summarised_game_is_a_key_moment(book):
    moments = [b.text for s in book.sections if s.title == "Moments in the dice" for b in s.blocks]
    assert "Menas came home with the condition Wounded." in moments


def test_one_year_prints_only_that_years_chapter(journal, campaign):
    text = "\n".join(pdf_pages(reports.render_chronicle(journal, campaign, year=2)))
    assert "Year 2: Two Eyes in One Face" in text
    assert "Year 1: The Order" not in text and "The end of the campaign" not in text


def test_a_campaign_under_way_prints_without_an_ending(journal):
    cid = story.build(journal, "Half way", years=2)
    journal.execute(cid, {"type": "choose-spotlight", "players": ["Ann", "Ben"], "spotlight": "Ann"}, actor="Ann")
    book = get("sixwinters").chronicle(load_timeline(journal, cid)[1])
    titles = [s.title for s in book.sections]
    assert "Year 2: Two Eyes in One Face" in titles and "The end of the campaign" not in titles
    assert [s.title for s in book.sections if s.level == 1][-1] == "Year 3: an unknown scenario"
    assert book.subtitle == "Six Winters, years 1 to 2, year 3 under way"
