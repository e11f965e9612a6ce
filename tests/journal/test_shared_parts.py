"""A snapshot's big parts that other snapshots hold alike are parsed once per process
(journal/shared_parts.py): the state read is the one json.loads reads, and a catalog met
twice is the same object from then on."""
from __future__ import annotations

import json

import pytest

from domain.kernel.canonical import plain_json
from journal import shared_parts


@pytest.fixture(autouse=True)
def nothing_remembered():
    shared_parts.forget()
    yield
    shared_parts.forget()


CATALOG = {"cards": {f"card {n}": {"skill": "lore", "text": "x" * 40, "copies": n % 3 + 1} for n in range(400)}}


def state(position: int, catalog=CATALOG) -> str:
    campaign = {"year": position // 100 + 1, "log": [f"step {n}" for n in range(position % 7)], "big": "y" * 20_000}
    return plain_json({"game": {"campaign": campaign, "catalog": catalog, "table": None},
                       "meta": {"position": position, "name": "Ünter"}}).decode()


def test_a_state_reads_as_json_loads_reads_it_and_a_catalog_met_twice_is_shared_after():
    first, second, third = (shared_parts.loads(state(n)) for n in (110, 220, 330))
    assert [first, second, third] == [json.loads(state(n)) for n in (110, 220, 330)]
    assert first["game"]["catalog"] is not second["game"]["catalog"]     # met once, then twice: remembered
    assert third["game"]["catalog"] is second["game"]["catalog"]
    assert third["game"]["campaign"] is not second["game"]["campaign"]  # a part that changes is parsed each time


def test_another_catalog_is_parsed_and_texts_not_shaped_as_a_state_are_parsed_whole():
    for n in (1, 2, 3):
        shared_parts.loads(state(n))
    other = {"cards": {**CATALOG["cards"], "card 0": {"skill": "might"}}}
    read = shared_parts.loads(state(4, other))
    assert read == json.loads(state(4, other)) and read["game"]["catalog"]["cards"]["card 0"] == {"skill": "might"}
    for text in ('{"game":{}}', '{"game":{},"meta":{"position":1}}', '[1,2]', '{"game":{"a":1,}}'[:-1] + "}"):
        try:
            expected = json.loads(text)
        except ValueError:
            with pytest.raises(ValueError):
                shared_parts.loads(text)
            continue
        assert shared_parts.loads(text) == expected


def test_what_is_remembered_is_bounded_by_its_characters(monkeypatch):
    monkeypatch.setattr(shared_parts, "KEPT_CHARACTERS", len(json.dumps(CATALOG)) + 10)
    other = {"cards": {"only": {"skill": "might", "text": "z" * 20_000}}}
    for catalog in (CATALOG, CATALOG, other, other):
        shared_parts.loads(state(5, catalog))
    kept = shared_parts._kept
    assert len(kept) == 1 and json.loads(next(iter(kept))) == other


def test_a_remembered_part_is_cut_out_and_the_rest_read_by_orjson_as_json_loads_reads_it():
    for n in (1, 2):
        shared_parts.loads(state(n))
    kept = shared_parts.loads(state(2))["game"]["catalog"]
    read = []
    real = shared_parts.orjson.loads
    shared_parts.orjson.loads = lambda text: read.append(len(text)) or real(text)
    try:
        third = shared_parts.loads(state(3))
    finally:
        shared_parts.orjson.loads = real
    assert third == json.loads(state(3)) and third["game"]["catalog"] is kept
    assert read and read[0] < len(state(3)) - 10_000   # orjson read the state with the catalog cut out


def test_a_remembered_part_anywhere_but_in_game_or_a_string_like_the_cut_is_read_as_json_loads_reads_it():
    for n in (1, 2):
        shared_parts.loads(state(n))
    kept = shared_parts.loads(state(2))["game"]["catalog"]
    deeper = plain_json({"game": {"campaign": {"catalog": CATALOG}, "catalog": {"other": 1}, "table": None},
                         "meta": {"position": 9}}).decode()
    nul = plain_json({"game": {"campaign": {"note": "\x00"}, "catalog": CATALOG}, "meta": {"position": 9}}).decode()
    wide = plain_json({"game": {"campaign": {"big": 2 ** 70}, "catalog": CATALOG}, "meta": {"position": 9}}).decode()
    for text in (deeper, nul, wide):
        assert shared_parts.loads(text) == json.loads(text)
    assert shared_parts.loads(wide)["game"]["catalog"] is kept
