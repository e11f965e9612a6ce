"""A Six Winters v19.3 campaign printed as a book shaped for the game: a chapter per year named
for its characters and dated, the table laid by its public backs, a part per turn telling the
seasonal event, each character's deeds summed up and the moments worth telling alone
(completions with their tracks, obstacles overcome, threat rising by its icons), the year's end
with Red Bank's tracks, a dice and luck page, and after six winters the victory level. A
player's copy never prints an app shuffle's order."""
from __future__ import annotations

import pytest

import reports
from domain.kernel import Viewer
from domain.kernel.chronicle import Facts, Moment, Paragraph, Picture, Section, Table
from domain.kernel.storytelling import Voice, repetition
from domain.rulesets.sixwinters_v19 import events
from domain.rulesets.sixwinters_v19.chronicle import BEFORE
from domain.rulesets.sixwinters_v19.chronicle import phrases
from domain.rulesets.sixwinters_v19.chronicle.turns import ALONE, LATER, QUIET, ROUTINE, TurnTeller
from domain.rulesets.sixwinters_v19.chronicle.year import ENDS, SESSION_END, SETUP_QUIET
from reports.chronicle import ReportError, build
from reports.source import load_timeline
from tests.domain.sixwinters_v19.campaign import played_campaign

from tests.chronicle_pdf import pdf_pages
from tests import demo_store


@pytest.fixture(scope="module")
def campaign(journal):
    return demo_store.load_demo(journal, "sixwinters_v19")


@pytest.fixture(scope="module")
def book(journal, campaign):
    return build(*load_timeline(journal, campaign))


@pytest.fixture(scope="module")
def text(journal, campaign):
    pdf = reports.render_chronicle(journal, campaign)
    assert pdf.startswith(b"%PDF")
    return " ".join("\n".join(pdf_pages(pdf)).split())


@pytest.fixture(scope="module")
def finished(journal):
    """Six years played to Campaign End by a busy table, recorded command by command."""
    setup, commands = played_campaign(seed=5)
    cid = journal.create_campaign("sixwinters_v19", "Six winters at Red Bank", setup)
    for command in commands:
        journal.execute(cid, command)
    return cid


def paragraphs(section) -> list[str]:
    return [b.text for b in section.blocks if isinstance(b, Paragraph)]


def test_the_year_is_a_chapter_named_for_its_characters_and_dated(book):
    titles = [(s.level, s.title) for s in book.sections]
    assert titles[0] == (1, "Before the first winter")
    assert (1, "Year 1: Keel and Menas") in titles
    chapter = next(s for s in book.sections if s.title.startswith("Year 1"))
    assert chapter.byline.startswith("Played on ") and chapter.byline.endswith(" by Ann and Ben")
    assert paragraphs(chapter)[0] == "In year 1, Ann playing Keel and Ben playing Menas took up the defence of Red Bank."


def test_the_table_is_laid_by_the_public_backs_and_the_cards_kept(book):
    opening = " ".join(paragraphs(next(s for s in book.sections if s.title.startswith("Year 1"))))
    assert "their backs showed winter for the Empire, fall for Red Bank and spring for the Settled Lands" in opening
    assert "Ann began with On Two Fronts and Ben began with Border Watch" in opening
    assert "Imperial Patrol to Eastkeep" in opening
    assert "The characters took their places: Keel and Menas at Lily Manor." in opening


def test_a_part_per_turn_opens_with_the_seasonal_event_its_symbols_called(book):
    turns = [s for s in book.sections if s.level == 2 and ", turn " in s.title]
    assert [s.title for s in turns][:3] == ["Winter, turn 1", "Winter (second turn), turn 2", "Spring, turn 3"]
    assert len(turns) == 8                                   # the demo year's eight turns
    assert paragraphs(turns[0])[0] == "With one winter symbol on the backs of the obstacle decks, winter brought Hard Frost."
    assert "Two summer symbols" in paragraphs(turns[4])[0] and "Summer Storms" in paragraphs(turns[4])[0]


def test_the_routine_is_summed_up_and_completions_told_with_their_tracks(book, text):
    first = next(s for s in book.sections if s.title == "Winter, turn 1")
    assert "Keel travelled to Gray Forest, built one diplomacy asset and one sorcery asset and set one die on " \
           "On Two Fronts." in paragraphs(first)
    assert "The last die fell into place on On Two Fronts; Military rose to 3." in text
    assert "Border Watch was complete, and its dice went back: Military rose to 2." in text
    assert "Menas overcame Imperial Patrol at Eastkeep." in text
    assert "Menas wore at Flooded Fields once, but it held; their dice stayed on it." in text
    assert "The obstacles' attacks cost Menas one body stress." in text


def test_threat_rises_by_the_icons_beyond_two_as_the_demo_shows(text):
    """The rulebook's example in the demo's own numbers: three icons raise a track by one, four
    by two."""
    assert "Support by one space to 4 for three support icons" in text
    assert "Support by two spaces to 6 for four support icons" in text
    assert "Military by one space to 4 for three military icons" in text


def test_the_year_ends_with_the_tracks_a_picture_and_its_dice(book):
    end = next(s for s in book.sections if s.title == "The end of year 1")
    assert paragraphs(end)[0].startswith("Year 1 ended after eight turns, with four progress cards completed")
    table = next(b for b in end.blocks if isinstance(b, Table))
    assert table.rows[3][:2] == ["Military", 3] and table.rows[0][2:] == [3, 8]   # support threat from 3 to 8
    assert any(isinstance(b, Picture) for b in end.blocks)
    assert any(s.title == "Dice and luck in year 1" for s in book.sections)


def test_the_demo_books_vary_their_sentences(book):
    share, repeated = repetition(t for s in book.sections for t in paragraphs(s))
    assert share <= 0.05, repeated


def test_a_year_not_played_is_refused_naming_the_years_played(journal, campaign):
    with pytest.raises(ReportError, match="year 2 has not been played in this campaign; years played: 1"):
        reports.render_chronicle(journal, campaign, year=2)
    one = build(*load_timeline(journal, campaign), year=1)
    assert [s.title for s in one.sections if s.level == 1] == ["Year 1: Keel and Menas"]


def test_six_winters_end_in_a_victory_level_with_the_tracks(journal, finished):
    book = build(*load_timeline(journal, finished))
    game = journal.state(finished).state["game"]
    end = book.sections[-1]
    assert end.title == "The end of the campaign"
    assert paragraphs(end)[0].startswith(f"After six winters the campaign ended in {game['result']['level']}")
    years = [s.title for s in book.sections if s.level == 1 and s.title.startswith("Year ")]
    assert [title.split(":")[0] for title in years] == [f"Year {n}" for n in range(1, 7)]
    assert book.subtitle == f"Six Winters v19.3: Red Bank, six years, {game['result']['level']}"
    assert dict(book.facts)["Result"] == game["result"]["level"]
    share, repeated = repetition(t for s in book.sections for t in paragraphs(s))
    assert share <= 0.35, repeated[:5]         # six years of a busy table's turns: some shapes come round again


def test_a_players_chronicle_keeps_an_app_shuffles_order_sealed(journal):
    cid = journal.create_campaign("sixwinters_v19", "Sealed chronicle", {"players": ["Ann"]})
    for command in ({"type": "start-session", "players": ["Ann"]}, {"type": "roll-starting-dice", "roll": "app"},
                    {"type": "choose-characters", "player": "Ann", "characters": ["Thea", "Keel"]},
                    {"type": "shuffle-obstacle-decks", "roll": "app"}):
        journal.execute(cid, command)
    order = journal.events(cid)[-1]["data"]["order"]["empire"]
    ann = " ".join(" ".join(pdf_pages(reports.render_chronicle(journal, cid, viewer=Viewer.of("ann", "player", ["Ann"])))).split())
    assert "shuffled by the app" in ann and ", ".join(order[:3]) not in ann


def test_every_event_kind_is_told_or_named_as_routine():
    """A new kind never vanishes from the story unnoticed: each is told by a teller, or listed
    as routine the book sums up or leaves out."""
    handled = set(BEFORE) | set(ALONE) | set(LATER) | set(QUIET) | set(ROUTINE) | set(ENDS) | set(SESSION_END) | \
        set(SETUP_QUIET)
    assert set(events.KINDS) <= handled, sorted(set(events.KINDS) - handled)


def test_a_turn_whose_event_no_symbol_called_up_never_says_called_up_by_no_symbols():
    section, voice = Section("Year 1"), Voice(phrases.TEMPLATES)
    teller = TurnTeller(voice, section, {}, {})
    for _ in range(8):   # every variant of the voice comes round
        teller._opening({"second": 0, "season": "summer", "event": "Long Days", "symbols": 0})
    assert len(section.blocks) == 8
    for block in section.blocks:
        assert "symbol" not in block.text and "Long Days" in block.text, block.text


def test_each_year_opens_with_its_story_the_stakes_the_turn_the_cost_and_the_end(book):
    year = next(s for s in book.sections if s.title.startswith("Year 1"))
    story = year.blocks[1]
    assert isinstance(story, Paragraph) and story.style == "story"
    assert story.text == (
        "Year 1 began with Red Bank's threat highest on every track, at 3, and Keel and Menas set to push its "
        "progress past it. The year turned when threat rose on Support, Military and Sorcery at once. Over the "
        "year threat rose on Support by three spaces. It ended after eight turns, four progress cards completed "
        "(Border Watch, On Two Fronts, Harbour Levy and Quiet Informants).")


def test_the_campaign_ends_with_awards_read_from_the_log(journal, finished):
    book = build(*load_timeline(journal, finished))
    block = book.sections[-1].blocks[-1]
    assert isinstance(block, Facts) and block.caption == "Awards read from the log"
    completed: dict[str, int] = {}
    for moment in load_timeline(journal, finished)[1]:
        if moment.kind == events.PROGRESS_COMPLETED:
            completed[moment.data["player"]] = completed.get(moment.data["player"], 0) + 1
    top = max(completed.values())
    leaders = [player for player, n in completed.items() if n == top]
    assert dict(block.items)["Most progress cards completed"].startswith(leaders[0])
    assert "The luckiest roll" in dict(block.items) and "Most obstacles overcome" in dict(block.items)


def test_a_threat_location_that_comes_into_play_in_the_middle_of_a_year_is_told_as_it_happened():
    section = Section("Year 2")
    place = {"location": "Sorcerous Rift", "region": "settled", "slot": 1, "replaces": "Gravewood",
             "discarded": ["Wolves"], "attached": []}
    moment = events.LOCATIONS_UNLOCKED
    TurnTeller(Voice(phrases.TEMPLATES), section, {}, {}).tell([Moment(
        40, moment, {"places": [place], "threat": True}, "derived", "demo", "", 39, None, None, {})])
    said = " ".join(block.text for block in section.blocks)
    assert said == ("With its threat track at the last space, Sorcerous Rift came into play at the middle of "
                    "the Settled Lands, in place of Gravewood."), said


def test_the_cast_follows_the_table_before_the_first_winter_naming_each_character_once(book, text):
    titles = [s.title for s in book.sections if s.level == 1]
    assert titles[:3] == ["Before the first winter", "The cast", "Year 1: Keel and Menas"]
    assert "Who played whom Character Played by Years Menas Ben 1 Keel Ann 1" in text
