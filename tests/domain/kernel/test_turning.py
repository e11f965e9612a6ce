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


def test_a_chapter_of_routine_leads_with_no_story_and_a_sentence_with_nothing_in_it_is_left_out():
    assert chapter_story([_moment(1, 0)], lambda m: m.data["swing"], "Stakes.", str, str, "End.") == ""
    told = chapter_story([_moment(1, 3)], lambda m: m.data["swing"], "Stakes.", lambda m: "Turn.", lambda m: "", "")
    assert told == "Stakes. Turn."
