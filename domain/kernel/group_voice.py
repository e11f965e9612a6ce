"""The group's own voice in its book: a chapter's title, an epigraph and a "what mattered"
paragraph, written by the group on purpose (the table's note form or `journal chapter`) as
notes whose `about` names the part (`CHAPTER_PARTS`). A part belongs to the
chapter it was written in; the last word written for a part is the one printed. The book leads
the chapter with them: its title after the chapter's own number, the epigraph, then what
mattered, before the story the rules tell. Every ruleset's chronicle calls `lead_chapter`."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .book_parts import Moment, Paragraph, Quote, Section
from .generic_events import NOTED


@dataclass(frozen=True)
class ChapterPart:
    """One part of a chapter the group may write: its word on the command line (`journal
    chapter CAMPAIGN title TEXT`), the `about` of the note that keeps it, and its label on the
    table's note form."""

    part: str
    about: str
    label: str


# the one list of the parts: the CLI, the table and the book all read it
CHAPTER_PARTS = (ChapterPart("title", "the chapter's title", "The chapter's title"),
                 ChapterPart("epigraph", "the chapter's epigraph", "An epigraph"),
                 ChapterPart("mattered", "what mattered", "What mattered"))
CHAPTER_TITLE, EPIGRAPH, WHAT_MATTERED = (part.about for part in CHAPTER_PARTS)
ABOUTS = frozenset(part.about for part in CHAPTER_PARTS)


def is_group_words(moment: Moment) -> bool:
    """Whether a moment is the group's words for its chapter (told there, never as a note)."""
    return moment.kind == NOTED and (moment.data or {}).get("about") in ABOUTS


def group_words(moments: Iterable[Moment]) -> dict[str, str]:
    """Each part the group wrote among these moments, its last word kept."""
    words: dict[str, str] = {}
    for moment in moments:
        if is_group_words(moment) and str(moment.data.get("text") or "").strip():
            words[moment.data["about"]] = moment.data["text"].strip()
    return words


def lead_chapter(section: Section, moments: Iterable[Moment]) -> Section:
    """The chapter led by the group's words written in it: its title ("Week 3: The Troll at
    the gate", the rules' own name kept before the colon), the epigraph and what mattered
    first among its blocks."""
    words = group_words(moments)
    if CHAPTER_TITLE in words:
        section.title = f"{section.title.split(':')[0]}: {words[CHAPTER_TITLE]}"
    lead = ([Quote(words[EPIGRAPH])] if EPIGRAPH in words else []) + \
        ([Paragraph(words[WHAT_MATTERED], "lead")] if WHAT_MATTERED in words else [])
    section.blocks[:0] = lead
    return section
