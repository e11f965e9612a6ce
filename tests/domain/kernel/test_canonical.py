"""Canonical JSON: the same bytes as json.dumps with sorted keys."""
import hashlib
import json

import pytest

from domain.kernel.json_text import canonical, plain_fingerprint

VALUES = [{"b": [1, 2.5, True, None, "é \u2028 \"quoted\""], "a": {"z": {}, "y": []}},
          [float("nan"), float("inf"), -0.0, 1e300, 10 ** 30], "plain", 7, None, {"": {"1": [[]]}}]


@pytest.mark.parametrize("value", VALUES)
def test_canonical_json_is_byte_for_byte_json_dumps_with_sorted_keys(value):
    expected = json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()
    assert canonical(value) == expected


def test_the_plain_fingerprint_is_the_sha256_of_the_canonical_json():
    """What every log recorded before fingerprints were taken by parts (version 1)."""
    value = {"b": [1, {"c": "é"}], "a": None}
    assert plain_fingerprint(value) == hashlib.sha256(canonical(value)).hexdigest()
    assert plain_fingerprint(value) == plain_fingerprint(json.loads(json.dumps(value)))
