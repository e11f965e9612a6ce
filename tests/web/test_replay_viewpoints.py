"""The replay's viewpoint switch keeps secrets: the owner and the game master watch as any seat
or a spectator and read exactly what that seat's player or a spectator reads; a player watches
as their own seat only; a viewer as themselves."""
from __future__ import annotations

import json
import re

import pytest

from .members import client_of
from .test_private_events import SECRETS, TO_ANN, campaign as whispers  # noqa: F401 (the fixture)

SECRET = SECRETS[0]


@pytest.fixture
def campaign(whispers):
    """Ann (paula) and Ben (pete) with the game master's private note, roll and adjustment, and
    a note to Ann (test_private_events.py): (app, campaign id)."""
    return whispers["app"], whispers["cid"]


def replay(app, cid, name: str, watch: str | None = None, at: int = 7):
    query = f"?at={at}" + (f"&as={watch}" if watch else "")
    return client_of(app, name).get(f"/campaigns/{cid}/replay{query}")


def timeline(page: str) -> str:
    """The timeline's rows (their sentences), the part every viewpoint tells its own way; the
    owner's "Audit" links left out (the owner stays the owner, whoever they watch as)."""
    rows = page[page.index('id="timeline"'):page.index("</ol>", page.index('id="timeline"'))]
    return re.sub(r' <a class="audit" [^>]*>Audit</a>', "", rows)


def test_the_owner_watching_as_a_seat_or_a_spectator_reads_what_they_read(campaign):
    app, cid = campaign
    as_ann = replay(app, cid, "olga", "seat:Ann").get_data(as_text=True)
    as_ben = replay(app, cid, "olga", "seat:Ben").get_data(as_text=True)
    as_spectator = replay(app, cid, "olga", "spectator").get_data(as_text=True)
    assert TO_ANN in as_ann and SECRET not in as_ann
    assert TO_ANN not in as_ben and SECRET not in as_ben and TO_ANN not in as_spectator
    assert SECRET in replay(app, cid, "olga").get_data(as_text=True)
    assert timeline(as_ann) == timeline(replay(app, cid, "paula").get_data(as_text=True))
    assert timeline(as_ben) == timeline(replay(app, cid, "pete").get_data(as_text=True))
    assert timeline(as_spectator) == timeline(replay(app, cid, "vera").get_data(as_text=True))
    for choice in ('value="seat:Ann"', 'value="seat:Ben"', 'value="spectator"'):
        assert choice in as_ann


def test_a_step_and_its_changes_keep_the_viewpoint(campaign):
    app, cid = campaign
    client = client_of(app, "gina")
    step = json.loads(client.get(f"/campaigns/{cid}/replay/step?at=3&as=seat:Ben").data)
    assert SECRET not in step["current_html"] and TO_ANN not in step["current_html"]
    assert step["changes_url"].endswith("as=seat:Ben")
    assert client.get(step["changes_url"]).status_code == 200
    assert SECRET in json.loads(client.get(f"/campaigns/{cid}/replay/step?at=3").data)["current_html"]


def test_a_player_watches_as_their_own_seat_only_and_a_viewer_as_themselves(campaign):
    app, cid = campaign
    assert replay(app, cid, "paula", "seat:Ann").status_code == 200
    assert TO_ANN in replay(app, cid, "paula", "seat:Ann", at=6).get_data(as_text=True)
    for name, watch in (("paula", "seat:Ben"), ("paula", "spectator"), ("vera", "seat:Ann"), ("vera", "spectator")):
        assert replay(app, cid, name, watch).status_code == 403, (name, watch)
        assert client_of(app, name).get(f"/campaigns/{cid}/replay/step?at=3&as={watch}").status_code == 403
    assert 'id="viewpoint"' not in replay(app, cid, "paula").get_data(as_text=True)   # one seat: nothing to switch
    assert replay(app, cid, "olga", "seat:Nobody").status_code == 404
