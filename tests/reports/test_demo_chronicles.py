"""The chronicle of every demo campaign tells only what happened, in varied sentences, and
each edition holds what its reader may read."""
from __future__ import annotations

import pytest

import domain.rulesets as rulesets
import reports
from domain.kernel.chronicle import Card, Facts, Paragraph, Picture, Quote, Table
from domain.kernel.storytelling import repetition, shape
from reports.chronicle import ReportError, build
from reports.editions import allowed, viewer_for
from reports.source import load_timeline
from domain.kernel import Viewer

from tests.chronicle_pdf import pdf_pages
from tests import demo_store

MOST_REPEATED = 0.15   # at most this share of a book's sentences shares its shape with another


def _demos():
    return [(ruleset.name, script["name"]) for ruleset in rulesets.all_rulesets() if ruleset.demo
            for script in [ruleset.demo(), *ruleset.extra_demos()]]


@pytest.fixture(scope="module")
def demos(journal):
    return {name: demo_store.load_demo(journal, ruleset, name=name) for ruleset, name in _demos()}


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


def test_each_year_of_three_winters_ends_in_its_own_words_naming_what_it_archived_and_burned(journal, demos):
    """The yearly steps come back every winter; the book tells each year's in other words,
    and still names every card archived and burned."""
    cid = demos["Three winters, move by move"]
    book = _book(journal, cid)
    ends = [s for s in book.sections if s.title == "Session end"]
    told = [[b.text for b in s.blocks if isinstance(b, Paragraph)] for s in ends]
    assert len(ends) == 3
    for first, later in ((0, 1), (0, 2), (1, 2)):
        assert not set(map(shape, told[first])) & set(map(shape, told[later])), (told[first], told[later])
    archived = [e["data"]["assets"] for e in journal.events(cid) if e["type"] == "sixwinters/assets-archived"]
    burned = [e["data"]["burned"] for e in journal.events(cid) if e["type"] == "sixwinters/decks-updated"]
    for year, text in enumerate(" ".join(paragraphs) for paragraphs in told):
        assert all(card["name"] in text for card in archived[year]), (year, text)
        assert all(card in text for card in burned[year]["assets"] + burned[year]["obstacles"]), (year, text)


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


def test_a_note_written_as_a_d6d_battle_opens_is_quoted_before_the_battle_is_told(journal, demos):
    turn = next(s for s in _book(journal, demos["d6D demo: Ann against Ben"]).sections if s.title == "Turn 2: Ben")
    told = [(type(b).__name__, b.text) for b in turn.blocks]
    note = told.index(("Quote", "Ben crosses the new bridge into Ann's world."))
    assert told[note - 1][1] == "Ben moved army 1 from world 6 to world 5."
    assert told[note + 1][1].startswith("Ben attacked Ann on world 5.")


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


# ---- the book against its content -----------------------------------------------------------

WORDS_PER_PAGE = 250   # a page of this layout holds 400-550 words of prose; tables and cards fewer


def _contents(book):
    """(pages that must start: cover, contents, chapters, sheet pages, receipt; words; pictures)."""
    def blocks(items):
        for block in items:
            yield block
            yield from blocks(getattr(block, "blocks", []))
    every = [b for s in book.sections for b in blocks(s.blocks)]
    words = sum(len(str(getattr(b, "text", "")).split()) for b in every)
    words += sum(len(str(cell).split()) for b in every if isinstance(b, Table) for row in b.rows for cell in row)
    words += sum(len(f"{k} {v}".split()) for b in every if isinstance(b, Facts) for k, v in b.items)
    pictures = sum(1 for b in every if isinstance(b, Picture))
    contents = len([s for s in book.sections if s.level <= 2]) >= 4
    starts = 2 + contents + sum(1 for s in book.sections if s.level == 1 or s.style == "sheet")
    return starts, words, pictures


@pytest.mark.parametrize("name", [name for _, name in _demos()])
def test_each_demo_chronicle_has_as_many_pages_as_its_content_needs(journal, demos, name):
    book = _book(journal, demos[name])
    starts, words, pictures = _contents(book)
    pages = len(pdf_pages(reports.render_chronicle(journal, demos[name])))
    most = starts + -(-words // WORDS_PER_PAGE) + pictures
    assert starts <= pages <= most, (name, pages, starts, words, pictures)


def _sessions(journal, cid):
    """(first event of each session, the players of it) read from the log, not from the book:
    a session starts at the ruleset's session-start kind, or on a new day of play."""
    info = journal.campaign(cid)
    ruleset = rulesets.get(info.ruleset)
    events = [e for e in journal.events(cid) if not e["retracted"] and e["type"] != "journal/campaign-started"]
    starts = [e for e in events if e["type"] in ruleset.session_start_kinds]
    if not starts:
        starts = [e for i, e in enumerate(events) if i == 0 or e["recorded_at"][:10] != events[i - 1]["recorded_at"][:10]]
    game = journal.state(cid).state["game"]
    seats = [seat.id for seat in ruleset.seats(game)]
    return [(e, e["data"].get("players") or seats or sorted({x["actor"] for x in events})) for e in starts]


@pytest.mark.parametrize("name", [name for _, name in _demos()])
def test_every_session_chapter_names_its_date_and_its_players(journal, demos, name):
    from domain.kernel.storytelling import and_list, date_words
    pages = [" ".join(page.split()) for page in pdf_pages(reports.render_chronicle(journal, demos[name]))]
    bylines = [page for page in pages if "Played on " in page]
    sessions = _sessions(journal, demos[name])
    assert len(bylines) == len(sessions), (name, len(bylines), len(sessions))
    for page, (start, players) in zip(bylines, sessions):
        assert f"Played on {date_words(start['recorded_at'])} by {and_list(players)}" in page, (name, page[:300])


@pytest.mark.parametrize("name", [name for _, name in _demos()])
def test_each_demo_cover_names_the_group_and_the_dates(journal, demos, name):
    from domain.kernel.storytelling import date_words
    cover = " ".join(pdf_pages(reports.render_chronicle(journal, demos[name]))[0].split())
    players = {p for _, players in _sessions(journal, demos[name]) for p in players}
    assert "Played by " in cover and all(p in cover.split("Played by ", 1)[1] for p in players), (name, cover[:300])
    first = journal.events(demos[name])[1]["recorded_at"]
    assert date_words(first) in cover


@pytest.mark.parametrize("edition, shown", [("group", False), ("seat:Ann", True), ("seat:Ben", False), ("gm", True)])
def test_a_private_note_is_printed_only_in_its_editions(journal, private_note, edition, shown):
    text = " ".join(" ".join(pdf_pages(reports.render_chronicle(journal, private_note,
                                                               viewer=viewer_for(edition, ["Ann", "Ben"])))).split())
    assert (SECRET in text) is shown, edition
    assert "wrote a private note" in text or shown
