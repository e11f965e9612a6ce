"""A chronicle cuts a campaign's moments into runs (years, sessions, weeks, turns) where an
event of one kind begins each."""
from domain.kernel.chronicle import Moment, cut_where


def _moment(position: int, kind: str) -> Moment:
    return Moment(position, kind, {}, "derived", "olga", "2026-01-01T00:00:00+00:00", position, None, None, {})


def _kinds(runs) -> list[list[str]]:
    return [[moment.kind for moment in run] for run in runs]


def test_each_run_begins_with_its_event_and_the_first_holds_what_came_before_any():
    moments = [_moment(n, kind) for n, kind in enumerate(["setup", "began", "move", "began", "move", "move"])]
    assert _kinds(cut_where(moments, "began")) == [["setup"], ["began", "move"], ["began", "move", "move"]]


def test_a_first_moment_that_begins_a_run_leaves_the_first_run_empty():
    moments = [_moment(n, kind) for n, kind in enumerate(["began", "move"])]
    assert _kinds(cut_where(moments, "began")) == [[], ["began", "move"]]
    assert cut_where([], "began") == [[]]
