"""The one JSON module (domain/kernel/json_text.py): orjson where it reads and writes what json
would, json where it would not; the same values either way, and the rules work without orjson."""
from __future__ import annotations

import json

import pytest

from domain.kernel import json_text

VALUES = [{"b": 1, "a": [1.5, "é", None, True]}, [18446744073709551616, -9223372036854775809], {"text": "9" * 25},
          {"nested": {"z": {"y": [1, 2, {"x": "\u2603"}]}}}, 1180591620717411303424, "a lone \\ud800 surrogate"]


@pytest.mark.parametrize("value", VALUES)
def test_what_is_written_reads_back_as_the_same_value(value):
    for text in (json_text.canonical(value), json_text.compact(value), json_text.spaced(value), json_text.fast(value)):
        assert json_text.loads(text) == value
        assert type(json_text.loads(text)) is type(value)


def test_an_integer_wider_than_64_bits_is_read_as_that_integer_not_a_float():
    assert json_text.loads(b'{"count": 1180591620717411303424}') == {"count": 1180591620717411303424}
    assert json_text.loads('[18446744073709551616]') == [18446744073709551616]


def test_the_canonical_form_is_what_json_writes_with_sorted_keys_and_no_spaces():
    value = {"b": [1, 2.5, "é"], "a": {"d": None, "c": 1e16}}
    assert json_text.canonical(value) == json.dumps(value, sort_keys=True, separators=(",", ":"),
                                                   ensure_ascii=False).encode()


def test_a_command_in_stored_form_has_its_keys_sorted_and_tuples_as_lists():
    assert list(json_text.stored_form({"type": "roll", "dice": ({"value": 1, "sides": 6},)})) == ["dice", "type"]
    assert json_text.stored_form({"b": (1, 2), "a": 1}) == {"a": 1, "b": [1, 2]}


def test_text_people_typed_refuses_a_key_given_twice():
    with pytest.raises(ValueError) as refused:
        json_text.strict_loads('{"a": 1, "a": 2}')
    assert "given twice" in json_text.problem(refused.value)


@pytest.mark.parametrize("value", VALUES)
def test_without_orjson_every_form_reads_and_writes_the_same(monkeypatch, value):
    with_orjson = (json_text.fast(value), json_text.loads(json_text.fast(value)))
    monkeypatch.setattr(json_text, "orjson", None)
    assert json_text.loads(with_orjson[0]) == with_orjson[1]
    assert json_text.loads(json_text.fast(value)) == value
