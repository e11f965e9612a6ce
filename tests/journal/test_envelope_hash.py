"""An envelope's hash is checked from its stored bytes with the hash field cut out (no
encoding again), and the long way when the bytes are not in the canonical form: either way a
changed value is caught, and an intact event in other bytes still reads."""
from __future__ import annotations

import json

from journal.envelopes import envelope as envelopes


def _sealed(text: str) -> dict:
    body = {field: None for field in envelopes.FIELDS if field not in ("prev", "hash")}
    body.update(position=1, cmd=1, type="journal/noted", version=1, data={"text": text}, ruleset="dice",
                actor="olga", recorded_at="2026-11-29T00:00:00", source="typed", rolls=[], command={})
    return envelopes.seal(body, envelopes.GENESIS)


def test_canonical_bytes_are_intact_and_a_changed_value_is_caught():
    sealed = _sealed("The party argues about the toll.")
    data = envelopes.encode(sealed)
    assert envelopes.check(data, "journal/noted", 1, canonical=False) == (sealed, None)
    changed = data.replace(b"the toll", b"the tall")
    assert envelopes.check(changed, "journal/noted", 1, canonical=False)[1] == \
        "hash does not match the event's content (content was changed)"


def test_bytes_in_another_form_are_checked_the_long_way():
    sealed = _sealed("A note")
    spaced = json.dumps(sealed, indent=2).encode()
    assert envelopes.check(spaced, "journal/noted", 1, canonical=False) == (sealed, None)
    assert envelopes.check(spaced, "journal/noted", 1)[1] == "stored bytes are not in canonical form (edited by hand?)"
    tampered = json.dumps({**sealed, "data": {"text": "Another note"}}, indent=2).encode()
    assert envelopes.check(tampered, "journal/noted", 1, canonical=False)[1] == \
        "hash does not match the event's content (content was changed)"


def test_a_value_that_quotes_the_hash_field_does_not_stand_in_for_it():
    sealed = _sealed("x")
    quoted = f',"hash":"{sealed["hash"]}"'
    moved = {**sealed, "data": {"text": "x" + quoted}}      # the field inside a value, and the real one too
    data = envelopes.encode(moved)
    assert data.count(quoted.encode().replace(b'"', b'\\"')) == 1
    assert envelopes.check(data, "journal/noted", 1, canonical=False)[1] == \
        "hash does not match the event's content (content was changed)"


def test_stored_bytes_orjson_refuses_are_read_as_json_reads_them():
    """Events are parsed by orjson; what it refuses and json reads is read as before."""
    wide = _sealed("A note")
    wide["data"]["count"] = 2 ** 70                     # wider than orjson's 64 bits
    wide = envelopes.seal({k: v for k, v in wide.items() if k not in ("prev", "hash")}, envelopes.GENESIS)
    surrogate = envelopes.encode(_sealed("x")).replace(b'"text":"x"', b'"text":"\\ud800"')
    assert envelopes.decode(envelopes.encode(wide))["data"]["count"] == 2 ** 70
    assert envelopes.decode(surrogate)["data"]["text"] == "\ud800"
    assert envelopes.decode(envelopes.encode(_sealed("Þórr's toll · 1½"))) == _sealed("Þórr's toll · 1½")
