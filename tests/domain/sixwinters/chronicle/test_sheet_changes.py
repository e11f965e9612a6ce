"""Each character's sheet is printed once a chapter, as the party sets out, each line that
changed since the last chapter's sheet marked with what it was ("Conditions: Wounded (was
none)", a skill's dots "(was 2)"); the year's end shows the map alone."""
from __future__ import annotations

from domain.kernel.chronicle import Card, Table
from reports.chronicle import build
from reports.source import load_timeline

from tests import demo_store


def _book(journal):
    cid = demo_store.load_demo(journal, "sixwinters", name="Three winters, move by move")
    timeline = load_timeline(journal, cid)[1]
    return timeline, build(*load_timeline(journal, cid))


def _chapters(book):
    """Each year's chapter with its parts: the sections from its title to the next year's."""
    chapters: list[list] = []
    for section in book.sections:
        if section.level == 1:
            chapters.append([])
        if chapters:
            chapters[-1].append(section)
    return {parts[0].title: parts for parts in chapters if parts[0].title.startswith("Year ")}


def test_each_characters_sheet_is_printed_once_a_chapter(journal):
    _, book = _book(journal)
    for title, parts in _chapters(book).items():
        cards = [b.title for s in parts for b in s.blocks if isinstance(b, Card)]
        assert cards and len(cards) == len(set(cards)), (title, cards)


def test_a_skill_that_changed_since_the_last_chapter_is_marked_with_what_it_was(journal):
    timeline, book = _book(journal)
    placed = [m for m in timeline if m.kind == "sixwinters/characters-placed"]
    marked = 0
    for number, (title, parts) in enumerate(list(_chapters(book).items())[1:], 1):
        before, now = (placed[number - 1].state["campaign"]["sheets"], placed[number].state["campaign"]["sheets"])
        for card in (b for s in parts for b in s.blocks if isinstance(b, Card)):
            skills = next(b for b in card.blocks if isinstance(b, Table))
            for column, cell in zip(skills.columns, skills.rows[0]):
                was, is_now = before[card.title]["skills"][column.lower()], now[card.title]["skills"][column.lower()]
                assert (f"(was {was})" in cell) == (was != is_now), (title, card.title, column, cell)
                marked += was != is_now
    assert marked, "the demo's characters learn between the years"
