"""Whatever JSON a client sends, the API answers with a known status and a message, never a 500."""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

SCALARS = st.none() | st.booleans() | st.integers(-10, 1000) | st.text(max_size=8)
JSON = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                    max_leaves=8)
FIELDS = st.sampled_from(["type", "colour", "count", "dice", "bold", "label", "text", "spec", "position", "changes"])
TYPES = st.sampled_from(["mark", "roll", "note", "adjust", "retract", "reveal", "nope"])
COMMANDS = st.builds(lambda kind, extra: {"type": kind, **extra}, TYPES, st.dictionaries(FIELDS, JSON, max_size=4))
BODIES = st.fixed_dictionaries({"command": COMMANDS | JSON}, optional={"expected_position": JSON}) | JSON


@pytest.fixture
def cid(auth):
    return auth.campaign("olga")


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=BODIES)
def test_any_command_body_gets_a_known_status_with_a_message(app, auth, cid, body):
    client = app.test_client()
    auth.login("olga", client)
    response = client.post(f"/api/v1/campaigns/{cid}/commands", json=body)
    assert response.status_code in (201, 400, 409, 422), response.get_data(as_text=True)[:500]
    assert response.is_json
    if response.status_code != 201:
        assert response.get_json()["message"].strip()
