"""Consecutive states share their unchanged parts, so a long campaign's timeline stays small."""
from __future__ import annotations

from domain.kernel.chronicle import shared


def test_unchanged_parts_are_the_previous_states_objects_and_changed_ones_are_new():
    old = {"map": {"a": {"threats": 1}, "b": {"threats": 0}}, "log": [1, 2], "year": 1}
    new = {"map": {"a": {"threats": 2}, "b": {"threats": 0}}, "log": [1, 2], "year": 1}
    result = shared(new, old)
    assert result == new
    assert result["map"]["b"] is old["map"]["b"] and result["log"] is old["log"]
    assert result["map"]["a"] == {"threats": 2} and result["map"] is not old["map"]


def test_a_flag_stays_a_flag_even_where_it_equals_a_number():
    assert shared({"done": True}, {"done": 1})["done"] is True
    assert shared([1, True], [1, 1])[1] is True
    assert shared({"n": 1}, {"n": 1.0})["n"] == 1 and type(shared({"n": 1}, {"n": 1.0})["n"]) is int


class _Untouchable:
    """A part that fails the test when it is compared or printed."""

    def __eq__(self, other):
        raise AssertionError("an unchanged part was compared")

    __hash__ = object.__hash__

    def __repr__(self):
        raise AssertionError("a state was printed")


def test_a_part_the_event_did_not_copy_is_taken_from_the_previous_state_without_a_look():
    was = {"deck": [_Untouchable()], "turn": 1}
    old = {"deck": [_Untouchable()], "turn": 1}     # what the previous state was shared into
    new = {"deck": was["deck"], "turn": 2}          # evolve copied only the turn
    result = shared(new, old, was)
    assert result["deck"] is old["deck"] and result["turn"] == 2


def test_sharing_never_prints_a_state():
    class Loud(int):
        def __repr__(self):
            raise AssertionError("a state was printed")

    result = shared({"a": [Loud(1)], "b": {"c": 1}}, {"a": [Loud(1)], "b": {"c": 1}})
    assert result["a"] == [1]


def test_a_tuple_and_a_float_share_only_when_they_read_alike():
    old = {"t": (1, 2), "f": 0.0}
    result = shared({"t": (1, 2), "f": -0.0}, old)
    assert result["t"] is old["t"] and str(result["f"]) == "-0.0"
