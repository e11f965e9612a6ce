"""The chronicle hook: one chapter (the opening, a part per turn with its battles told whole,
the end with the score), every d6D event in words."""
from domain.kernel.chronicle import Paragraph, Picture, Table, Timeline
from domain.rulesets.d6d.events import KINDS
from domain.rulesets.d6d.narrate import SENTENCES
from tests.domain.d6d.builders import D6D, Story, die, opened


def played_demo() -> Story:
    demo = D6D.demo()
    story = Story(**demo["setup"])
    for command in demo["commands"]:
        if command["type"] != "note":
            story.when(command)
    return story


def texts(section):
    return [block.text for block in section.blocks if isinstance(block, Paragraph)]


def test_every_d6d_event_kind_is_told_in_its_own_words():
    assert set(SENTENCES) == set(KINDS)


def test_the_book_has_the_opening_a_part_per_turn_and_the_end_with_the_score():
    book = D6D.chronicle(played_demo().timeline())
    titles = [(section.title, section.level) for section in book.sections]
    assert titles == [("The game of Ann and Ben", 1), ("Turn 1: Ann", 2), ("Turn 2: Ben", 2), ("The end", 2)]
    end = book.sections[-1]
    table = next(block for block in end.blocks if isinstance(block, Table))
    assert [row[0] for row in table.rows] == ["Ann", "Ben"] and [row[-1] for row in table.rows] == [-2, 6]
    assert any(isinstance(block, Picture) for block in end.blocks)
    assert ("Result", "Ben won") in book.facts


def test_a_battle_is_told_whole_its_rounds_summed_up():
    book = D6D.chronicle(played_demo().timeline())
    turn = next(section for section in book.sections if section.title == "Turn 2: Ben")
    battle = next(text for text in texts(turn) if "world 5" in text and "Realm" in text)
    assert battle.startswith("Ben attacked Ann on world 5. It took three rounds: Ben won 2 and Ann 1, "
                             "for 10 damage dealt against 1.")
    assert battle.endswith("Ben held world 5 when the fighting ended.")


def test_a_year_of_a_d6d_game_is_refused():
    import pytest
    from domain.kernel.chronicle import ChronicleRefusal
    with pytest.raises(ChronicleRefusal, match="no years"):
        D6D.chronicle(played_demo().timeline(), 1)


def test_a_bridge_is_told_with_its_crossings_and_cost():
    story = opened(worlds=(5, 3))
    story.adjust([{"path": "/bridges", "set": [[1, 3], [1, 4]]}, {"path": "/players/0/armies/0/value", "set": 6}])
    story.when({"type": "bridge", "player": "Ann", "world": 5, "to": 2, "army": 1})
    game = D6D.chronicle(story.timeline()).sections[1]
    assert "Ann bridged world 5 to world 2, crossing 2 lines; army 1 paid 4 and stands at 2." in texts(game)


def test_a_game_still_under_way_prints_where_it_stands():
    story = Story()
    story.when({"type": "roll-armies", "player": "Ann", "dice": [die(2), die(5)]})
    book = D6D.chronicle(story.timeline())
    assert [section.title for section in book.sections] == ["The game of Ann and Ben"]
    assert "The opening rolls were Ann 7; the lowest total plays first." in texts(book.sections[0])


def test_an_empty_timeline_still_makes_a_book():
    book = D6D.chronicle(Timeline("nothing yet", "d6d", []))
    assert book.title == "nothing yet" and [s.title for s in book.sections] == ["The game"]
    assert texts(book.sections[0]) == ["Nothing has been played yet."]


def test_the_game_opens_with_its_story_the_stakes_the_turn_the_cost_and_the_end():
    chapter = D6D.chronicle(played_demo().timeline()).sections[0]
    story = texts(chapter)[0]
    assert story.startswith("Ann and Ben fought for the worlds: three points for each world held at the end")
    assert "The game turned on world 5, which Ben held when the fighting ended." in story
    assert "It cost Ann two armies, their dice gone to the Realm." in story
    assert story.endswith("In the end Ben won: all of Ann's armies are destroyed.")
    assert 3 <= story.count(". ") + 1 <= 6


def test_the_end_hands_out_the_awards_read_from_the_log():
    from domain.kernel.chronicle import Facts
    end = D6D.chronicle(played_demo().timeline()).sections[-1]
    assert isinstance(end.blocks[-1], Facts) and end.blocks[-1].caption == "Awards read from the log"
    assert dict(end.blocks[-1].items)["Most battle rounds won"] == "Ben: two rounds"
