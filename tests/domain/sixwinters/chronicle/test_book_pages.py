"""The book around a Six Winters story: the cover's group and dates, each year chapter's date and
players, and the players' words quoted where they belong."""
from __future__ import annotations

from dataclasses import replace

import pytest

import reports
from domain.kernel.chronicle import Moment, Paragraph, Quote, Timeline
from domain.rulesets.sixwinters.chronicle import chronicle, tk
from reports.chronicle import build
from reports.source import load_timeline
from tests.chronicle_pdf import pdf_pages

from . import story
from . import test_table_story as table_story


# ---- the players' words where they belong -------------------------------------------------

def _table_year(extra):
    """The hand-built table year of test_table_story with `extra` moments put in
    after the position given with each."""
    moments = list(table_story.moments())
    for after, kind, data in extra:
        index = next(i for i, m in enumerate(moments) if m.kind == after) + 1
        base = moments[index - 1]
        moments.insert(index, Moment(position=base.position, kind=kind, data=data, source="physical", actor="Ben",
                                     recorded_at=base.recorded_at, cmd=base.position, command=None, rolls=None,
                                     state=base.state))
    return chronicle(Timeline("Blue Robe night", "sixwinters", moments))


def _scene(book, scene):
    return next(s for s in book.sections if s.title.startswith(f"Scene: {scene['name']}"))


def _told(section):
    return [b.text for b in section.blocks if isinstance(b, (Paragraph, Quote))]


def test_the_answers_written_as_a_scene_ends_are_quoted_with_that_scene_after_its_end():
    answer = "We asked the Keeper for the ritual, and Keel sang for it."
    book = _table_year([(tk.SCENE_NARRATED, "journal/noted", {"text": answer, "about": ""})])
    first = _told(_scene(book, table_story.FIRST))
    assert first[-1] == answer and first[-2].startswith(f"{table_story.FIRST['name']} was done")
    assert answer not in _told(_scene(book, table_story.SECOND))


def test_a_completed_scene_ends_with_its_epilogue_text_and_one_not_completed_has_none():
    """Scenes: the epilogue text (an imported catalog's) is read once the scene is done."""
    said = "The Keeper closed the book, and the glen was quiet again."
    catalog = {"scenes": {name: {"epilogue": [f"{said} ({name})"]} for name in (table_story.FIRST["name"],
                                                                              table_story.SECOND["name"])}}
    moments = [replace(m, state={**m.state, "catalog": catalog}) for m in table_story.moments()]
    book = chronicle(Timeline("Blue Robe night", "sixwinters", moments))
    assert _told(_scene(book, table_story.FIRST))[-1] == f"{said} ({table_story.FIRST['name']})"
    assert not any(said in text for text in _told(_scene(book, table_story.SECOND)))


def test_a_later_note_about_an_earlier_scene_is_quoted_with_that_scene():
    memory = "Looking back, the Keeper was on our side all along."
    book = _table_year([(tk.OBSTACLES_ACTIVATED, "journal/noted", {"text": memory, "about": table_story.FIRST["name"]})])
    assert _told(_scene(book, table_story.FIRST))[-1] == memory
    assert memory not in _told(_scene(book, table_story.SECOND))


def test_a_game_recorded_in_brief_quotes_the_answers_under_the_scene_they_answer(journal):
    cid = story.build(journal, "Words in brief", years=1, notes=2)
    book = build(*load_timeline(journal, cid))
    game = next(s for s in book.sections if s.title == "The game")
    kinds = [(type(b).__name__, b.text) for b in game.blocks]
    scene = next(i for i, (_, text) in enumerate(kinds) if "Impress the Keeper of Forbidden Lore" in text)
    assert kinds[scene + 1][0] == "Quote" and kinds[scene + 2][0] == "Quote"
    assert kinds[scene + 1][1].startswith("Year 1: we answered the guiding question")


# ---- the cover and the chapters name the dates and the group --------------------------------

@pytest.fixture(scope="module")
def dated(journal):
    """Two Six Winters years played months apart (the journal's clock set for each)."""
    import journal.vaults.sealing as sealing
    real = sealing.now
    try:
        sealing.now = lambda: "2026-03-12T19:30:00.000000+00:00"
        cid = journal.create_campaign("sixwinters", "The Long Dark", {"options": {"record_play": "summary"}}, actor="Ann")
        story.play_year(journal, cid, 1)
        sealing.now = lambda: "2026-09-03T20:15:00.000000+00:00"
        story.play_year(journal, cid, 2)
    finally:
        sealing.now = real
    return cid


def test_the_cover_names_the_group_with_their_characters_and_the_dates(journal, dated):
    cover = pdf_pages(reports.render_chronicle(journal, dated))[0]
    assert "Played by Ann (Thea and Menas) and Ben (Keel and Fuscus)" in cover
    assert "12 March \u2013 3 September 2026" in cover


def test_each_year_chapter_names_its_own_date_and_players(journal, dated):
    pages = pdf_pages(reports.render_chronicle(journal, dated))
    for title, day in (("Year 1: The Order of the Blue Robe", "12 March 2026"), ("Year 2: Two Eyes in One Face", "3 September 2026")):
        first = next(text for text in pages if title in [line.strip() for line in text.splitlines()])
        assert f"Played on {day} by Ann and Ben" in " ".join(first.split())


def test_a_book_of_one_year_carries_that_years_date_only(journal, dated):
    book = build(*load_timeline(journal, dated), year=2)
    assert book.dates == "3 September 2026"
    assert book.group == ["Ann (Menas)", "Ben (Fuscus)"]


def test_the_cast_page_names_each_character_once_with_who_played_it_and_in_which_years(journal, dated):
    pages = [" ".join(page.split()) for page in pdf_pages(reports.render_chronicle(journal, dated))]
    cast = next(page for page in pages if page.startswith("The cast "))
    for row in ("Thea Ann 1", "Keel Ben 1", "Menas Ann 2", "Fuscus Ben 2"):
        assert cast.count(row) == 1, cast
    one_year = next(s for s in build(*load_timeline(journal, dated), year=2).sections if s.style == "cast")
    assert one_year.blocks[-1].rows == [["Menas", "Ann", "2"], ["Fuscus", "Ben", "2"]]
