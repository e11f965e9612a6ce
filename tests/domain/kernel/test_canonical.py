"""Canonical JSON: the same bytes as json.dumps with sorted keys, whatever the cache holds."""
import json

import pytest

from domain.kernel import canonical
from domain.kernel.canonical import canonical_json, fingerprint
from domain.kernel.changes import apply_changes

VALUES = [{"b": [1, 2.5, True, None, "é \u2028 \"quoted\""], "a": {"z": {}, "y": []}},
          [float("nan"), float("inf"), -0.0, 1e300, 10 ** 30], "plain", 7, None, {"": {"1": [[]]}}]


@pytest.mark.parametrize("value", VALUES)
def test_canonical_json_is_byte_for_byte_json_dumps_with_sorted_keys(value):
    expected = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
    assert canonical_json(value) == expected
    assert canonical_json(value) == expected  # and again, from the cache


def test_a_state_sharing_parts_with_the_last_one_gets_the_fingerprint_of_a_fresh_encoding():
    state = {"catalog": {f"card {i}": {"points": i} for i in range(200)}, "table": {"pool": 8, "turn": 1}}
    fingerprint(state)
    after = apply_changes(state, [{"path": "/table/pool", "add": -1}])
    assert after["catalog"] is state["catalog"]
    fresh = json.loads(json.dumps(after))
    assert fingerprint(after) == fingerprint(fresh)
    assert fingerprint(after) != fingerprint(state)


def test_the_check_catches_a_state_changed_in_place_after_its_text_was_taken():
    state = {"marks": [1, 2]}
    canonical_json(state)
    state["marks"].append(3)
    previous = canonical.check_cache(True)
    try:
        with pytest.raises(AssertionError, match="changed in place"):
            canonical_json(state)
    finally:
        canonical.check_cache(previous)
