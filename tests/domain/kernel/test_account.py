"""The move-by-move account kept apart from the story: scenes told move by move and rolls
told one by one leave the chapters and wait, under their chapter's title, for the appendix."""
from __future__ import annotations

from domain.kernel.account import ACCOUNT, APPENDIX_TITLE, appendix, split_account
from domain.kernel.chronicle import ROLL, Moment, Paragraph, Section, narrate_generic


def _roll(text: str) -> Paragraph:
    return Paragraph(text, style=ROLL)


def test_a_recorded_roll_is_told_as_a_line_of_the_account():
    moment = Moment(position=3, kind="journal/rolled", data={"dice": [{"value": 6}, {"value": 6}]},
                    source="physical", actor="Ben", recorded_at="", cmd=3, command=None, rolls=None, state=None)
    assert narrate_generic(moment).style == ROLL


def test_scenes_told_move_by_move_and_single_rolls_leave_the_chapters():
    year = Section("Year 1", blocks=[Paragraph("The story."), _roll("Ben rolled 6.")])
    scene = Section("Scene: the road", level=3, style=ACCOUNT, blocks=[Paragraph("Thea moved.")])
    luck = Section("Dice and luck", level=2, style="luck", blocks=[Paragraph("Two dice were rolled.")])
    told = split_account([year, scene, luck, Section("Year 2", blocks=[Paragraph("More story.")])])
    assert [s.title for s in told.story] == ["Year 1", "Dice and luck", "Year 2"]
    assert [b.text for b in told.story[0].blocks] == ["The story."]
    assert [(s.title, s.level) for s in told.account] == [("Year 1", 2), ("Rolls", 3), ("Scene: the road", 3)]
    assert told.account[1].blocks[0].text == "Ben rolled 6."


def test_a_part_made_only_of_rolls_leaves_no_empty_heading_behind():
    told = split_account([Section("Day 1"), Section("At the weir", level=2, blocks=[_roll("Ann rolled 2.")])])
    assert [s.title for s in told.story] == ["Day 1"]


def test_the_appendix_is_one_chapter_and_nothing_when_there_is_no_account():
    told = split_account([Section("Year 1", blocks=[_roll("Ben rolled 6.")])])
    chapters = appendix(told)
    assert chapters[0].title == APPENDIX_TITLE and chapters[0].level == 1
    assert all(section.level > 1 for section in chapters[1:])
    assert appendix(split_account([Section("Year 1", blocks=[Paragraph("Quiet.")])])) == []
