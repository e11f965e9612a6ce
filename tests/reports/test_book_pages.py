"""The book around the story: dates in words, and the dice and luck page of a session (a Six
Winters book's cover, bylines and quoted words: tests/domain/sixwinters/chronicle/test_book_pages.py)."""
from __future__ import annotations

import pytest

from domain.kernel.chronicle import Facts, Moment, Picture, Table
from domain.kernel.luck import luck_line, luck_section
from domain.kernel.storytelling import date_span, date_words
from reports.chronicle import build
from reports.editions import viewer_for
from reports.source import load_timeline


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
                  actor=actor, recorded_at="2026-03-12T19:00:00", cmd=position, command=command, rolls=rolls, state={},
                  by=actor)   # the account sat for the seat of the same name


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
    assert facts["Luckiest roll"] == "Ann's roll for the weir: 6, 6 and 5"
    assert facts["Unluckiest roll"] == "Ben's roll for the gate: 1 and 1"


def test_the_luck_page_draws_its_luckiest_and_unluckiest_roll_as_the_dice_that_landed():
    moments = [_moment(1, {"type": "roll", "purpose": "the weir", "dice": [_die(6), _die(6), _die(5)]}),
               _moment(2, {"type": "roll", "purpose": "omens", "dice": [_die(1, "omen", 8)]}, actor="Ben")]
    drawn = [b for b in luck_section(moments).blocks if isinstance(b, Picture)]
    assert [(p.style, p.caption) for p in drawn] == [("dice", "Luckiest roll, as it landed"),
                                                    ("dice", "Unluckiest roll, as it landed")]
    assert 'aria-label="Luckiest roll: Ann\'s roll for the weir: 6, 6 and 5"' in drawn[0].svg
    assert drawn[0].svg.count("<circle") == 17 and drawn[1].svg.count("<polygon") == 1 and ">1</text>" in drawn[1].svg


def test_a_game_may_say_low_is_lucky_and_which_dice_are_no_ones_luck():
    moments = [_moment(1, {"type": "roll", "dice": [_die(1, "threat")]}), _moment(2, {"type": "roll", "dice": [_die(6, "threat")]}),
               _moment(3, {"type": "roll", "dice": [_die(6, "stress")]})]
    facts = dict(next(b for b in luck_section(moments, lucky={"threat": -1}.get).blocks if isinstance(b, Facts)).items)
    assert facts["Luckiest roll"] == "Ann's roll: 1"
    assert facts["Unluckiest roll"] == "Ann's roll: 6"
    no_judge = luck_section([moments[2]], lucky=lambda kind: 0)
    assert not any(isinstance(b, Facts) for b in no_judge.blocks)


def test_a_dice_moment_is_credited_to_the_character_and_names_no_die_kind_or_event():
    moment = _moment(1, {"type": "table-refresh", "character": "Keel", "dice": [_die(6), _die(5)]},
                     kind="sixwinters/table-refreshed", actor="bench")
    facts = dict(next(b for b in luck_section([moment]).blocks if isinstance(b, Facts)).items)
    assert facts["Luckiest roll"] == "Keel's roll: 6 and 5"


def test_a_session_in_one_line_counts_its_dice_weighs_its_luck_and_names_its_luckiest_roll():
    moments = [_moment(1, {"type": "roll", "purpose": "the weir", "dice": [_die(6), _die(6)]}),
               _moment(2, {"type": "roll", "purpose": "the gate", "dice": [_die(5), _die(4)]}, actor="Ben")]
    assert luck_line(moments) == ("Four dice were rolled, their luck above the fair line; "
                                  "the luckiest roll: Ann's roll for the weir: 6 and 6.")
    assert luck_line([]) == ""


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
