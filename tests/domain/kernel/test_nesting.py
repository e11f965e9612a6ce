"""Typed input nests at most 32 levels: deeper JSON or TOML is refused with one sentence naming
the limit, also far past the depth where the parser itself would run out of stack."""
from __future__ import annotations

import json
import tomllib

import pytest

from domain.kernel.nesting import MAX_DEPTH, TooDeep, check_depth, parsed


def lists(depth: int) -> str:
    return "[" * depth + "]" * depth


def objects(depth: int) -> str:
    return '{"a": ' * (depth - 1) + "{}" + "}" * (depth - 1)


@pytest.mark.parametrize("text", [lists(MAX_DEPTH), objects(MAX_DEPTH), '{"a": [1, {"b": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}]}'])
def test_json_up_to_the_limit_is_read(text):
    assert parsed(json.loads, text) == json.loads(text)


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1_000, 5_000, 100_000])
@pytest.mark.parametrize("make", [lists, objects])
def test_deeper_json_is_refused_naming_the_limit(make, depth):
    with pytest.raises(TooDeep, match="nested deeper than 32 levels"):
        parsed(json.loads, make(depth))


def test_bytes_are_read_as_text_is():
    with pytest.raises(TooDeep):
        parsed(json.loads, lists(MAX_DEPTH + 1).encode())
    assert parsed(json.loads, lists(3).encode()) == [[[]]]


def test_deep_toml_is_refused_too():
    with pytest.raises(TooDeep):
        parsed(tomllib.loads, f"board = {lists(MAX_DEPTH + 1)}\n")
    with pytest.raises(TooDeep):
        parsed(tomllib.loads, f"board = {lists(3_000)}\n")   # tomllib itself runs out of stack here
    assert parsed(tomllib.loads, f"board = {lists(MAX_DEPTH - 1)}\n")["board"]


def test_a_value_is_measured_without_recursion():
    value: list = []
    for _ in range(50_000):
        value = [value]
    with pytest.raises(TooDeep):
        check_depth(value)
    check_depth(value, limit=50_001)
    check_depth("[[[[", limit=0)   # a string is no level, whatever it holds
