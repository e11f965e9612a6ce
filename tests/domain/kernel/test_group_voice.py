"""The group's own words lead the chapter they were written in: its title after the rules'
own name, the epigraph, then what mattered; the last word written for a part is printed, and
none of them is quoted as a note or told as a move."""
from __future__ import annotations

from domain.kernel.chronicle import Moment, Paragraph, Quote, Section, narrate_generic, narrate_unknown
from domain.kernel.group_voice import CHAPTER_TITLE, EPIGRAPH, WHAT_MATTERED
from domain.kernel.group_voice import lead_chapter


def _note(position: int, text: str, about: str = "") -> Moment:
    return Moment(position=position, kind="journal/noted", data={"text": text, "about": about}, source="physical",
                  actor="demo", recorded_at="", cmd=position, command=None, rolls=None, state=None)


def test_the_groups_words_lead_the_chapter_title_epigraph_and_what_mattered():
    moments = [_note(1, "The Long Road", CHAPTER_TITLE), _note(2, "Cold is the night", EPIGRAPH),
               _note(3, "The Long Night", CHAPTER_TITLE), _note(4, "We kept together.", WHAT_MATTERED),
               _note(5, "Just a note", "Claud")]
    chapter = Section("Week 3", blocks=[Paragraph("The story.", "lead")])
    lead_chapter(chapter, moments)
    assert chapter.title == "Week 3: The Long Night"                  # the last word written
    assert chapter.blocks[0] == Quote("Cold is the night")
    assert chapter.blocks[1] == Paragraph("We kept together.", "lead")
    assert chapter.blocks[2] == Paragraph("The story.", "lead")
    assert lead_chapter(Section("Year 1: Keel and Menas"), moments[:1]).title == "Year 1: The Long Road"


def test_the_groups_words_are_never_quoted_as_notes_nor_told_as_moves():
    assert narrate_generic(_note(1, "The Long Road", CHAPTER_TITLE)) is None
    assert narrate_unknown(_note(1, "The Long Road", CHAPTER_TITLE)) is None
    assert isinstance(narrate_generic(_note(1, "A note", "Claud")), Quote)
