"""The chronicle of a winter: a chapter a week told from moments in the chronicle's own voice
(the demos repeat at most 15% of their sentence shapes), every feat a moment of its own, the
week's end with the board, Spring with the score and the solitaire title, or the fall."""
from __future__ import annotations

import pytest

from domain.kernel.chronicle import ChronicleRefusal, Facts, Moment, Paragraph, Picture, Table, Timeline
from domain.kernel.storytelling import repetition

from .builders import RULES
from .test_demos import SCRIPTS, _played
from .test_random_play import play_to_the_end


def _book(game, day=lambda position: "2026-03-12T19:00:00Z"):
    moments = [Moment(r.position, r.kind, dict(r.data), "physical", "demo", day(r.position), r.position, None, None,
                      game.table.states[r.position - 1]["game"]) for r in game.table.log]
    return RULES.chronicle(Timeline("A winter", "dwarfswinter", moments))


def _paragraphs(book, style=None):
    return [b.text for s in book.sections for b in s.blocks
            if isinstance(b, Paragraph) and (style is None or b.style == style)]


@pytest.fixture(scope="module")
def four():
    return _played(SCRIPTS[0])


@pytest.fixture(scope="module")
def solo():
    return _played(SCRIPTS[1])


def test_each_week_is_a_chapter_between_the_setup_and_spring(four):
    book = _book(four)
    assert [s.title for s in book.sections] == ["Before the Winter", *[f"Week {n}" for n in range(1, 8)], "Spring"]
    assert book.sections[0].byline == "Played on 12 March 2026 by Ann, Ben, Cid and Dee"
    assert all(not s.byline for s in book.sections[1:])
    for week in book.sections[1:8]:
        assert isinstance(week.blocks[-1], Picture) and week.blocks[-1].caption.startswith("The board at the end")
    opening = book.sections[0].blocks[0].text
    assert opening.startswith("Four clans stood together against the Winter: Ann (yellow), Ben (red)")


def test_the_demo_books_vary_their_sentences(four, solo):
    for game in (four, solo):
        share, repeated = repetition(_paragraphs(_book(game)))
        assert share <= 0.15, repeated


def test_every_monster_defeated_and_disaster_overcome_is_a_moment_of_its_own(four):
    kinds = [r.kind for r in four.table.log]
    feats = kinds.count("dwarfswinter/monster-defeated") + kinds.count("dwarfswinter/disaster-overcome")
    moments = _paragraphs(_book(four), "moment")
    assert len(moments) == feats == 17
    assert all("VPs" in text for text in moments)


def test_spring_gives_the_score_table_and_the_winner(four):
    spring = _book(four).sections[-1]
    assert spring.blocks[0].text == "Spring came at last: the clans had survived the Winter, and Ann won with 29 VPs."
    table = next(b for b in spring.blocks if isinstance(b, Table))
    assert [row[0] for row in table.rows] == ["Ann", "Ben", "Cid", "Dee"] and table.rows[0][-1] == 29


def test_the_solitaire_book_names_the_title_earned_and_what_the_next_one_asks(solo):
    book = _book(solo)
    assert book.subtitle == "Dwarfs Winter: Ann alone against the Winter" and ("Title", "The Beast Hunter") in book.facts
    told = book.sections[-1].blocks[1].text
    assert told == ("The solitaire chart named Ann The Beast Hunter: 30 VPs and 5 Monsters defeated. The Knight of "
                    "the Round Table asks for 35 VPs and 7 Heroes acquired; Ann had 56 VPs and 5 Heroes.")


def test_a_new_day_of_play_inside_a_week_opens_a_continued_chapter_with_its_byline(four):
    middle = next(r.position for r in four.table.log if r.kind == "dwarfswinter/turn-ended"
                  and four.table.states[r.position - 1]["game"]["week"] == 3)
    book = _book(four, lambda p: "2026-03-12T19:00:00Z" if p <= middle else "2026-03-19T19:00:00Z")
    titles = [s.title for s in book.sections]
    assert titles[3:6] == ["Week 3", "Week 3, continued", "Week 4"]
    assert book.sections[4].byline == "Played on 19 March 2026 by Ann, Ben, Cid and Dee"


def test_a_lost_game_ends_with_the_fall_and_a_year_is_refused():
    game = play_to_the_end({"players": ["Ann", "Ben"]}, 1, "app")
    assert game.state["result"]["outcome"] == "lost"
    book = _book(game)
    assert book.sections[-1].title == "The fall"
    assert book.sections[-1].blocks[0].text.startswith("The Winter won: ") and ("Result", "everyone lost") in book.facts
    with pytest.raises(ChronicleRefusal, match="no years"):
        RULES.chronicle(Timeline("A winter", "dwarfswinter", []), year=2026)


def test_a_game_just_begun_prints_a_short_book():
    book = RULES.chronicle(Timeline("A winter", "dwarfswinter", []))
    assert [s.title for s in book.sections] == ["Before the Winter"]
    assert _paragraphs(book) == ["The Winter has not begun yet."]


def _stories(book):
    return {s.title: s.blocks[0].text for s in book.sections
            if s.title.startswith("Week") and isinstance(s.blocks[0], Paragraph) and s.blocks[0].style == "story"}


def test_each_week_opens_with_its_story_the_stakes_the_turn_the_cost_and_who_leads(four):
    stories = _stories(_book(four))
    assert list(stories) == [f"Week {n}" for n in range(1, 8)]
    assert stories["Week 4"] == ("The dwarfs went into week 4 facing three Monsters, with two Disasters still to mend. "
                                 "The week's great moment came in the Castle: Ben slew the Dragon, worth 5 VPs. "
                                 "It cost Ann a dwarf sent home. At the week's close the best hunter was Ben, with "
                                 "five trophies.")
    assert stories["Week 7"].endswith("Then Spring came, and Ann won with 29 VPs.")
    assert all(3 <= story.count(". ") + 1 <= 6 for story in stories.values())


def test_an_attack_that_turned_the_week_is_not_counted_again_in_its_cost(four):
    story = _stories(_book(four))["Week 5"]
    assert "the Forest Troll struck in Forest 1, and took 1 Wood from Ann, Cid and Dee" in story
    assert story.count("Wood") == 1


def test_spring_ends_with_the_awards_read_from_the_log(four):
    spring = _book(four).sections[-1]
    block = spring.blocks[-1]
    assert isinstance(block, Facts) and block.caption == "Awards read from the log"
    slain = {}
    for record in four.table.log:
        if record.kind == "dwarfswinter/monster-defeated":
            slain[record.data["player"]] = slain.get(record.data["player"], 0) + 1
    top = max(slain.values())
    assert dict(block.items)["Most Monsters slain"].startswith(" and ".join(p for p, n in slain.items() if n == top))
    assert [title for title, _ in block.items] == ["Most Monsters slain", "Most Disasters overcome", "Most Heroes hired"]
