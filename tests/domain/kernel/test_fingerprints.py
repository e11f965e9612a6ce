"""Fingerprints by parts: equal states have equal fingerprints whatever they share, an unchanged
part keeps its digest (the very object), a changed part changes every digest above it, and the
trees kept are bounded by their bytes."""
import hashlib
import json

import pytest

from domain.kernel import fingerprints
from domain.kernel.caches import Bounded
from domain.kernel.json_text import plain_fingerprint
from domain.kernel.changes import apply_changes
from domain.kernel.fingerprints import PREFIX, digest, fingerprint, fingerprint_as, has_fingerprint


def _state() -> dict:
    return {"meta": {"position": 4, "retractions": []},
            "game": {"catalog": {f"card {i}": {"points": i, "tags": ["old", {"deep": i}]} for i in range(50)},
                     "table": {"pool": 8, "turn": 1, "seats": [{"name": "Ann", "hand": [1, 2]}, {"name": "Ben"}]},
                     "log": [[1, 2], {"a": [1]}, "three"]}}


def _fresh(value):
    return json.loads(json.dumps(value))


def test_equal_states_have_equal_fingerprints_whatever_their_key_order_or_sharing():
    state = _state()
    shuffled = {"game": dict(reversed(list(state["game"].items()))), "meta": state["meta"]}
    assert fingerprint(state) == fingerprint(_fresh(state)) == fingerprint(shuffled)
    assert fingerprint(state).startswith(PREFIX) and len(fingerprint(state)) == len(PREFIX) + 64


def test_an_unchanged_part_keeps_its_digest_object_and_the_result_is_a_fresh_digest():
    state = _state()
    before = digest(state)
    after = apply_changes(state, [{"path": "/game/table/pool", "add": -1}])
    tree = digest(after, before)
    assert after["game"]["catalog"] is state["game"]["catalog"]
    assert tree.parts["game"].parts["catalog"] is before.parts["game"].parts["catalog"]
    assert tree.parts["meta"] is before.parts["meta"]
    assert tree.parts["game"].parts["table"] is not before.parts["game"].parts["table"]
    assert tree.hex == digest(_fresh(after)).hex != before.hex


@pytest.mark.parametrize("change", [{"path": "/game/catalog/card 7/points", "set": 70},
                                    {"path": "/game/catalog/card 7/tags/1/deep", "set": "deeper"},
                                    {"path": "/game/table/seats/0/hand/1", "set": 3},
                                    {"path": "/game/log/1/a/0", "set": 2},
                                    {"path": "/meta/position", "add": 1},
                                    {"path": "/game/table/seats/1", "remove": True},
                                    {"path": "/game/catalog/card 9", "remove": True},
                                    {"path": "/game/new", "set": {"a": [[]]}}])
def test_a_changed_part_changes_the_fingerprint(change):
    state = _state()
    after = apply_changes(state, [change])
    assert fingerprint(after, state) != fingerprint(state)
    assert fingerprint(after, state) == fingerprint(_fresh(after))


@pytest.mark.parametrize("one, other", [({"a": [[1]]}, {"a": [1]}), ({"a": [[1]]}, {"a": "[[1]]"}),
                                        ({"a": {"b": {}}}, {"a": {"b": []}}), ([{"a": [0]}, 0], [0, {"a": [0]}]),
                                        ([[[0]]], [[0]]), ({"a": 1, "b": {"c": [1]}}, {"a": 1, "c": {"b": [1]}}),
                                        ("x", ["x"]), (1, 1.0), (True, 1), ({"a": None}, {"a": "null"})])
def test_different_values_have_different_fingerprints(one, other):
    assert fingerprint(one) != fingerprint(other)


def test_a_tuple_or_keys_json_writes_as_text_are_fingerprinted_as_their_json():
    assert fingerprint({"a": ({"b": [1]}, 2)}) == fingerprint({"a": [{"b": [1]}, 2]})
    assert fingerprint({"a": {1: {"b": [1]}}}) == fingerprint({"a": {"1": {"b": [1]}}})
    assert fingerprint({1: [2]}) == fingerprint({"1": [2]})


def test_parts_of_a_list_that_moved_keep_their_digests():
    state = {"log": [{"n": [i]} for i in range(5)]}
    before = digest(state)
    after = {"log": [{"n": ["new"]}] + state["log"]}
    tree = digest(after, before)
    assert [tree.parts["log"].parts[i + 1] for i in range(5)] == [before.parts["log"].parts[i] for i in range(5)]
    assert tree.hex == digest(_fresh(after)).hex


def test_a_fingerprint_is_taken_in_the_version_of_the_one_it_is_compared_with():
    state = _state()
    assert fingerprint_as(state, plain_fingerprint(state)) == plain_fingerprint(state)
    assert fingerprint_as(state, fingerprint(state)) == fingerprint(state)
    assert has_fingerprint(state, plain_fingerprint(state)) and has_fingerprint(state, fingerprint(state))
    other = apply_changes(state, [{"path": "/meta/position", "add": 1}])
    assert not has_fingerprint(other, plain_fingerprint(state)) and not has_fingerprint(other, fingerprint(state))
    assert not has_fingerprint(state, None) and not has_fingerprint(state, 7)


def test_the_trees_kept_are_bounded_by_their_bytes(monkeypatch):
    kept = Bounded(200_000)
    monkeypatch.setattr(fingerprints, "RECENT", kept)
    small = {"game": {"notes": ["a"]}}
    large = {"game": {"notes": ["a" * 100_000]}}
    assert fingerprints.tree(large).size - fingerprints.tree(small).size >= 90_000   # weighed by bytes, not counted
    states = [{"game": {"notes": [f"{i}" * 30_000]}} for i in range(20)]
    for state in states:
        fingerprint(state)
        assert kept.size - fingerprints.tree(state).size <= kept.limit
    assert kept.get(id(states[0])) is None and kept.get(id(states[-1])).value is states[-1]


def test_the_check_catches_a_state_changed_in_place_after_its_fingerprint_was_taken():
    previous = fingerprints.check_shared(True)
    try:
        state = {"marks": [1, 2], "game": {"table": {"pool": [1]}}}
        fingerprint(state)
        state["game"]["table"]["pool"].append(3)
        with pytest.raises(AssertionError, match="changed in place"):
            fingerprint(state)
        shared = {"game": {"table": {"pool": [1]}}, "other": {"x": [1]}}
        fingerprint(shared)
        after = apply_changes(shared, [{"path": "/other/x/0", "set": 2}])
        shared["game"]["table"]["pool"].append(3)   # a part the next state shares, changed in place
        with pytest.raises(AssertionError, match="changed in place"):
            fingerprint(after, shared)
    finally:
        fingerprints.check_shared(previous)


@pytest.mark.parametrize("leaf", [{"b": 1, "a": "é \u2028 \"quoted\"", "c": 2.5, "d": None, "e": True},
                                  [float("nan"), float("inf"), -0.0, 1e300, 10 ** 30], "plain", 7, None, {}, []])
def test_a_value_holding_no_container_is_digested_as_its_canonical_json(leaf):
    """A scalar, or a container of scalars only, is written as json.dumps writes it: its
    digest is the sha256 of that text."""
    text = json.dumps(leaf, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    assert digest(leaf).hex == hashlib.sha256(text.encode()).hexdigest()


def test_a_state_read_back_shares_its_unchanged_parts_with_one_fingerprinted_before():
    """What lets a process trust a second stored snapshot at the cost of what differs."""
    state = _state()
    before = digest(state)
    read_back = _fresh(apply_changes(state, [{"path": "/game/table/pool", "add": -1}]))
    shared = fingerprints.sharing(read_back, state)
    assert shared == read_back and shared["game"]["catalog"] is state["game"]["catalog"]
    assert shared["game"]["table"] is not state["game"]["table"]
    assert shared["game"]["table"]["seats"] is state["game"]["table"]["seats"]
    tree = digest(shared, before)
    assert tree.parts["game"].parts["catalog"] is before.parts["game"].parts["catalog"]
    assert tree.hex == digest(read_back).hex


def test_sharing_can_take_a_part_equal_by_python_but_not_as_json_so_the_result_is_what_is_fingerprinted():
    """1 == True in Python: the shared value's own fingerprint tells it from the value read."""
    reference, read_back = {"game": {"flag": True}}, {"game": {"flag": 1}}
    shared = fingerprints.sharing(read_back, reference)
    assert shared["game"] is reference["game"]
    assert fingerprint(shared) != fingerprint(read_back)
