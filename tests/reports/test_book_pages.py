"""The book around the story: the cover's group and dates, each session chapter's date and
players, the dice and luck page of a session, and the players' words quoted where they belong."""
from __future__ import annotations

import pytest

import reports
from domain.kernel.chronicle import Facts, Moment, Paragraph, Quote, Table, Timeline
from domain.kernel.luck import luck_section
from domain.kernel.storytelling import date_span, date_words
from domain.rulesets.sixwinters.chronicle import chronicle, tk
from reports.chronicle import build
from reports.editions import viewer_for
from reports.source import load_timeline

from chronicle_pdf_helpers import pdf_pages
import sixwinters_story
import test_sixwinters_table_story as table_story


# ---- dates in words ----------------------------------------------------------------------

@pytest.mark.parametrize("first, last, said", [
    ("2026-03-12T19:00:00+00:00", "2026-03-12T23:59:00+00:00", "12 March 2026"),
    ("2026-03-12T19:00:00+00:00", "2026-03-14T01:00:00+00:00", "12\u201314 March 2026"),
    ("2026-03-12T19:00:00+00:00", "2026-09-03T20:00:00+00:00", "12 March \u2013 3 September 2026"),
    ("2025-12-30T19:00:00+00:00", "2026-01-02T20:00:00+00:00", "30 December 2025 \u2013 2 January 2026"),
    ("", "2026-01-02T20:00:00+00:00", "2 January 2026"),
])
def test_a_span_of_dates_reads_as_people_write_it(first, last, said):
    assert date_span(first, last) == said


def test_an_unreadable_date_is_left_out_rather_than_guessed():
    assert date_words("yesterday") == "" and date_span("", "") == ""


# ---- the dice and luck page --------------------------------------------------------------

def _moment(position, command, source="physical", rolls=None, kind="journal/rolled", actor="Ann"):
    return Moment(position=position, kind=kind, data={"purpose": command.get("purpose", "")}, source=source,
                  actor=actor, recorded_at="2026-03-12T19:00:00", cmd=position, command=command, rolls=rolls, state={})


def _die(value, kind="action", sides=6):
    return {"sides": sides, "value": value, "kind": kind}


def test_the_luck_page_counts_dice_by_kind_and_source_and_finds_the_luckiest_and_unluckiest_roll():
    moments = [
        _moment(1, {"type": "roll", "purpose": "the weir", "dice": [_die(6), _die(6), _die(5)]}),
        _moment(2, {"type": "roll", "purpose": "the gate", "dice": [_die(1), _die(1)]}, source="digital",
                rolls=[{"n": 0, "sides": 6, "value": 1, "kind": "action"}, {"n": 1, "sides": 6, "value": 1, "kind": "action"}],
                actor="Ben"),
        _moment(3, {"type": "shuffle", "dice": [{"sides": 40, "value": 17, "kind": "shuffle"}]}, kind="x/shuffled"),
        _moment(4, {"type": "roll", "purpose": "omens", "dice": [_die(3, "omen", 8)]}),
    ]
    page = luck_section(moments)
    assert page.style == "luck"
    assert page.blocks[0].text == "Six dice were rolled, four at the table and two by the app."
    table = next(b for b in page.blocks if isinstance(b, Table))
    assert table.rows == [["action d6", 3, 2, "3.8", "3.5", 2, 2], ["omen d8", 1, 0, "3.0", "4.5", 0, 0]]
    facts = dict(next(b for b in page.blocks if isinstance(b, Facts)).items)
    assert facts["Luckiest roll"] == "Ann: 6, 6 and 5 on three action d6 (the weir, dice)"
    assert facts["Unluckiest roll"] == "Ben: 1 and 1 on two action d6 (the gate, dice)"


def test_a_game_may_say_low_is_lucky_and_which_dice_are_no_ones_luck():
    moments = [_moment(1, {"type": "roll", "dice": [_die(1, "threat")]}), _moment(2, {"type": "roll", "dice": [_die(6, "threat")]}),
               _moment(3, {"type": "roll", "dice": [_die(6, "stress")]})]
    facts = dict(next(b for b in luck_section(moments, lucky={"threat": -1}.get).blocks if isinstance(b, Facts)).items)
    assert facts["Luckiest roll"].startswith("Ann: 1 on a threat d6")
    assert facts["Unluckiest roll"].startswith("Ann: 6 on a threat d6")
    no_judge = luck_section([moments[2]], lucky=lambda kind: 0)
    assert not any(isinstance(b, Facts) for b in no_judge.blocks)


def test_a_session_without_dice_has_no_luck_page():
    assert luck_section([_moment(1, {"type": "note", "text": "We talked all night."}, kind="journal/noted")]) is None
    private = Moment(position=1, kind="journal/private", data={"sentence": "Ann made a private roll."}, source="digital",
                     actor="Ann", recorded_at="", cmd=1, command=None, rolls=None, state={})
    assert luck_section([private]) is None


def test_a_private_roll_counts_only_in_the_editions_that_may_read_it(journal):
    cid = journal.create_campaign("dice", "Luck behind the screen", {}, actor="gm")
    journal.execute(cid, {"type": "roll", "dice": [_die(4), _die(2)], "purpose": "the door"}, actor="Ann")
    journal.execute(cid, {"type": "roll", "dice": [_die(6), _die(6)], "purpose": "ambush", "audience": "gm"}, actor="gm")

    def luck(edition):
        book = build(*load_timeline(journal, cid, viewer=viewer_for(edition, [])))
        page = next(s for s in book.sections if s.style == "luck")
        return page.blocks[0].text
    assert luck("group") == "Two dice were rolled, every one of them at the table."
    assert luck("gm") == "Four dice were rolled, every one of them at the table."


# ---- the players' words where they belong -------------------------------------------------

def _table_year(extra):
    """The hand-built table year of test_sixwinters_table_story with `extra` moments put in
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


def test_a_later_note_about_an_earlier_scene_is_quoted_with_that_scene():
    memory = "Looking back, the Keeper was on our side all along."
    book = _table_year([(tk.OBSTACLES_ACTIVATED, "journal/noted", {"text": memory, "about": table_story.FIRST["name"]})])
    assert _told(_scene(book, table_story.FIRST))[-1] == memory
    assert memory not in _told(_scene(book, table_story.SECOND))


def test_a_game_recorded_in_brief_quotes_the_answers_under_the_scene_they_answer(journal):
    cid = sixwinters_story.build(journal, "Words in brief", years=1, notes=2)
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
    import journal.sealing as sealing
    real = sealing.now
    try:
        sealing.now = lambda: "2026-03-12T19:30:00.000000+00:00"
        cid = journal.create_campaign("sixwinters", "The Long Dark", {"options": {"record_play": "summary"}}, actor="Ann")
        sixwinters_story.play_year(journal, cid, 1)
        sealing.now = lambda: "2026-09-03T20:15:00.000000+00:00"
        sixwinters_story.play_year(journal, cid, 2)
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
