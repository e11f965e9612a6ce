"""jsonify's responses are written by orjson (web/json_responses.py) and read as json's did."""
from __future__ import annotations

import dataclasses
import datetime
import json

from flask import jsonify

from web import create_app


@dataclasses.dataclass
class Point:
    x: int


def _body(app, value) -> str:
    with app.app_context():
        return jsonify(value).get_data(as_text=True)


def test_keys_are_sorted_and_every_value_reads_back(tmp_path):
    app = create_app({"TESTING": True, "SECRET_KEY": "x"}, instance_path=str(tmp_path))
    value = {"b": [1, 2.5, None, True], "a": "Þórr · 1½", "c": {2: "two", "1": "one"}}
    body = _body(app, value)
    assert body.index('"a"') < body.index('"b"') < body.index('"c"') and body.endswith("\n")
    assert json.loads(body) == {**value, "c": {"1": "one", "2": "two"}}


def test_dates_and_dataclasses_read_as_flask_writes_them(tmp_path):
    app = create_app({"TESTING": True, "SECRET_KEY": "x"}, instance_path=str(tmp_path))
    when = datetime.datetime(2026, 11, 30, 12, 0, tzinfo=datetime.timezone.utc)
    assert json.loads(_body(app, {"when": when, "point": Point(3)})) == \
        {"when": "Mon, 30 Nov 2026 12:00:00 GMT", "point": {"x": 3}}


def test_what_orjson_refuses_is_written_by_json(tmp_path):
    app = create_app({"TESTING": True, "SECRET_KEY": "x"}, instance_path=str(tmp_path))
    assert json.loads(_body(app, {"wide": 2 ** 70})) == {"wide": 2 ** 70}


def test_debug_responses_are_indented(tmp_path):
    app = create_app({"TESTING": True, "SECRET_KEY": "x", "DEBUG": True}, instance_path=str(tmp_path))
    app.debug = True
    assert '\n  "a": 1' in _body(app, {"a": 1})
