"""The chronicle hook: the opening, a part per turn, every d6D event in words, the final score."""
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
    assert titles == [("The opening", 1), ("The game", 1), ("Turn 1: Ann", 2), ("Turn 2: Ben", 2), ("The end", 1)]
    end = book.sections[-1]
    table = next(block for block in end.blocks if isinstance(block, Table))
    assert [row[0] for row in table.rows] == ["Ann", "Ben"] and [row[-1] for row in table.rows] == [-2, 6]
    assert any(isinstance(block, Picture) for block in end.blocks)
    assert ("Result", "Ben won") in book.facts


def test_a_battle_round_is_told_with_both_totals_and_the_loss():
    book = D6D.chronicle(played_demo().timeline())
    turn = next(section for section in book.sections if section.title == "Turn 2: Ben")
    assert "Round 1: Ben 5 + 1 = 6 against Ann 2 + 0 = 2; Ann loses 4." in texts(turn)


def test_a_bridge_is_told_with_its_crossings_and_cost():
    story = opened(worlds=(5, 3))
    story.adjust([{"path": "/bridges", "set": [[1, 3], [1, 4]]}, {"path": "/players/0/armies/0/value", "set": 6}])
    story.when({"type": "bridge", "player": "Ann", "world": 5, "to": 2, "army": 1})
    game = D6D.chronicle(story.timeline()).sections[2]
    assert "Ann bridged world 5 to world 2, crossing 2 lines; army 1 paid 4 and stands at 2." in texts(game)


def test_a_game_still_under_way_prints_where_it_stands():
    story = Story()
    story.when({"type": "roll-armies", "player": "Ann", "dice": [die(2), die(5)]})
    book = D6D.chronicle(story.timeline())
    assert [section.title for section in book.sections] == ["The opening", "Where the game stands"]
    assert "Ann rolled 2 and 5 on two army dice (7)." in texts(book.sections[0])


def test_an_empty_timeline_still_makes_a_book():
    book = D6D.chronicle(Timeline("nothing yet", "d6d", []))
    assert book.title == "nothing yet" and [s.title for s in book.sections] == ["The opening"]
