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
