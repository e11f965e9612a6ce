"""The kernel picks a chapter's turning point by the ruleset's own measure: the moment rated
the biggest swing, the first of equals, none when all was routine."""
from __future__ import annotations

from domain.kernel.chronicle import Moment
from domain.kernel.turning import chapter_story, turning_point


def _moment(position: int, swing: float) -> Moment:
    return Moment(position=position, kind="x/moved", data={"swing": swing}, source="physical", actor="Ann",
                  recorded_at="", cmd=position, command=None, rolls=None, state=None)


def test_the_biggest_swing_is_the_turning_point_and_the_first_of_equals_wins():
    moments = [_moment(1, 1), _moment(2, 4), _moment(3, 4), _moment(4, 2)]
    assert turning_point(moments, lambda m: m.data["swing"]).position == 2


def test_a_chapter_of_routine_has_no_turning_point():
    assert turning_point([_moment(1, 0), _moment(2, 0)], lambda m: m.data["swing"]) is None


def test_a_chapters_story_tells_the_stakes_the_turn_the_cost_and_the_end_in_that_order():
    moments = [_moment(1, 1), _moment(2, 4), _moment(3, 2)]
    told = chapter_story(moments, lambda m: m.data["swing"], "Much was at stake.",
                         lambda m: f"It turned at move {m.position}.", lambda m: "It cost a tower.", "Ann won.")
    assert told == "Much was at stake. It turned at move 2. It cost a tower. Ann won."


def test_a_story_of_fewer_than_three_sentences_is_filled_from_where_things_stood_or_not_told():
    """Two sentences are not a story: where things stood at the chapter's end fills it, in
    order and only as far as three; with nothing true to add the chapter leads with no story."""
    nothing = lambda m: ""
    assert chapter_story([_moment(1, 0)], lambda m: m.data["swing"], "Stakes.", str, nothing, "End.") == ""
    told = chapter_story([_moment(1, 3)], lambda m: m.data["swing"], "Stakes.", lambda m: "Turn.", nothing, "")
    assert told == ""
    told = chapter_story([_moment(1, 3)], lambda m: m.data["swing"], "Stakes.", lambda m: "Turn.", nothing, "",
                         standing=["", "Ann held the tower.", "Ben held the bridge."])
    assert told == "Stakes. Turn. Ann held the tower."


def test_a_chapter_of_routine_tells_its_stakes_cost_and_end_when_they_make_three_sentences():
    told = chapter_story([_moment(1, 0)], lambda m: m.data["swing"], "Stakes.", str,
                         lambda m: "Nothing turned, yet it cost a tower." if m is None else "?", "End.")
    assert told == "Stakes. Nothing turned, yet it cost a tower. End."


def test_a_story_never_runs_past_six_sentences():
    told = chapter_story([_moment(1, 3)], lambda m: m.data["swing"], "One. Two. Three.", lambda m: "Four. Five.",
                         lambda m: "Six.", "Seven.")
    assert told == "One. Two. Three. Four. Five. Six."
