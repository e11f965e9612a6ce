"""The chronicle of every demo campaign tells only what happened, in varied sentences, and
each edition holds what its reader may read."""
from __future__ import annotations

import pytest

import domain.rulesets as rulesets
import reports
from domain.kernel.chronicle import Card, Paragraph, Quote
from domain.kernel.storytelling import repetition, shape
from reports.chronicle import ReportError, build
from reports.editions import allowed, viewer_for
from reports.source import load_timeline
from domain.kernel import Viewer

from chronicle_pdf_helpers import pdf_pages

MOST_REPEATED = 0.15   # at most this share of a book's sentences shares its shape with another


def _demos():
    return [(ruleset.name, script["name"]) for ruleset in rulesets.all_rulesets() if ruleset.demo
            for script in [ruleset.demo(), *ruleset.extra_demos()]]


@pytest.fixture(scope="module")
def demos(journal):
    return {name: journal.load_demo(ruleset, name=name) for ruleset, name in _demos()}


def _book(journal, cid, viewer=None):
    ruleset, timeline = load_timeline(journal, cid, viewer=viewer)
    return build(ruleset, timeline)


def _paragraphs(book):
    def inner(blocks):
        for block in blocks:
            yield from inner(block.blocks) if isinstance(block, Card) else [block]
    return [b.text for s in book.sections for b in inner(s.blocks) if isinstance(b, Paragraph)]


def test_the_shape_of_a_sentence_leaves_out_names_and_numbers():
    assert shape("Thea and Keel pushed against Animaelic Echoes (2): 1 progress.") == \
        shape("Keel pushed against Miasma of Malevolence: 4 progress.")
    assert shape("Thea overcame Miasma.") != shape("Miasma gave way before Thea.")


@pytest.mark.parametrize("name", [name for _, name in _demos()])
def test_each_demo_chronicle_varies_its_sentences(journal, demos, name):
    share, repeated = repetition(_paragraphs(_book(journal, demos[name])))
    assert share <= MOST_REPEATED, (name, share, repeated)


@pytest.mark.parametrize("name", [name for _, name in _demos()])
def test_no_demo_chronicle_has_an_empty_section(journal, demos, name):
    book = _book(journal, demos[name])
    for index, section in enumerate(book.sections):
        deeper = index + 1 < len(book.sections) and book.sections[index + 1].level > section.level
        assert section.blocks or deeper, (name, section.title)


def test_the_six_winters_cover_says_the_year_played_and_the_one_begun(journal, demos):
    book = _book(journal, demos["Six Winters demo"])
    assert book.subtitle == "Six Winters, year 1, year 2 under way"
    assert dict(book.facts)["Years played"] == 1


def test_the_blue_robe_introduction_names_only_the_characters_who_played(journal, demos):
    book = _book(journal, demos["The Order of the Blue Robe, year one, move by move"])
    opening = book.sections[0]
    assert opening.blocks[0].text == "Before the first winter, Thea and Keel were ready to ride out."
    cards = [b.title for s in book.sections for b in s.blocks if isinstance(b, Card)]
    assert set(cards) == {"Thea", "Keel"}


def test_every_year_chapter_names_who_played_whom(journal, demos):
    book = _book(journal, demos["The Order of the Blue Robe, year one, move by move"])
    year = next(s for s in book.sections if s.title.startswith("Year 1"))
    assert "Ann played Thea" in year.blocks[0].text and "Ben played Keel" in year.blocks[0].text


def test_a_d6d_game_is_one_chapter_and_a_year_of_it_is_refused(journal, demos):
    cid = demos["d6D demo: Ann against Ben"]
    book = _book(journal, cid)
    assert [s.title for s in book.sections if s.level == 1] == ["The game of Ann and Ben"]
    battle = [t for t in _paragraphs(book) if "Realm of Lost Souls" in t]
    assert len(battle) == 1 and "three rounds" in battle[0]
    before = journal.head(cid)
    with pytest.raises(ReportError, match="a d6D game has no years"):
        reports.render_chronicle(journal, cid, year=1)
    assert journal.head(cid) == before


def test_a_short_dice_journal_is_a_short_booklet(journal, demos):
    pages = pdf_pages(reports.render_chronicle(journal, demos["Dice demo"]))
    assert len(pages) <= 3 and "Contents" not in "\n".join(pages)


# ---- editions ----------------------------------------------------------------------------

SECRET = "Ann hides her reserve army behind world 5."


@pytest.fixture(scope="module")
def private_note(journal, demos):
    cid = demos["d6D demo: Ann against Ben"]
    journal.execute(cid, {"type": "note", "text": SECRET, "audience": ["Ann"]}, actor="Ann")
    return cid


@pytest.mark.parametrize("edition, shown", [("group", False), ("seat:Ann", True), ("seat:Ben", False), ("gm", True)])
def test_a_private_note_appears_only_in_its_editions(journal, private_note, edition, shown):
    book = _book(journal, private_note, viewer_for(edition, ["Ann", "Ben"]))
    quotes = [b.text for s in book.sections for b in s.blocks if isinstance(b, Quote)]
    assert (SECRET in quotes) is shown
    assert SECRET not in " ".join(_paragraphs(book))


def test_an_edition_for_a_seat_the_game_has_not_is_refused():
    with pytest.raises(ReportError, match="Zed is not a seat of this campaign; the seats: Ann, Ben"):
        viewer_for("seat:Zed", ["Ann", "Ben"])
    with pytest.raises(ReportError, match="group, gm or seat:NAME"):
        viewer_for("everyone", ["Ann", "Ben"])


def test_a_player_may_fetch_the_groups_edition_and_their_own_seats_the_game_master_any():
    ann = Viewer.of("ann", "player", ["Ann"])
    assert allowed("group", ann) and allowed("seat:Ann", ann)
    assert not allowed("seat:Ben", ann) and not allowed("gm", ann)
    gm = Viewer.of("gamemaster", "gm")
    assert all(allowed(e, gm) for e in ("group", "seat:Ann", "seat:Ben", "gm"))
