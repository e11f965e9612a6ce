"""Chronicle editions on the site: a player fetches the group's edition and their own seat's,
the game master and the owner any; the note passed to Ann is in her seat's edition only."""
from __future__ import annotations

import pytest

from .members import chronicle_text, client_of
from .test_private_events import SECRETS, TO_ANN, campaign  # noqa: F401  (the fixture)


def _render(client, cid: str, edition: str) -> str:
    return chronicle_text(client, cid, edition=edition)


@pytest.mark.parametrize("name, edition, ann, gm", [
    ("paula", "group", False, False), ("paula", "seat:Ann", True, False),
    ("gina", "seat:Ann", True, False), ("gina", "gm", True, True), ("olga", "group", False, False)])
def test_each_edition_holds_what_its_reader_may_read(campaign, name, edition, ann, gm):  # noqa: F811
    text = _render(client_of(campaign["app"], name), campaign["cid"], edition)
    assert (TO_ANN in text) is ann
    assert (SECRETS[0] in text) is gm
    assert "Everyone hears the bell." in text


@pytest.mark.parametrize("edition", ["seat:Ann", "gm"])
def test_a_player_may_not_fetch_another_seats_or_the_game_masters_edition(campaign, edition):  # noqa: F811
    client = client_of(campaign["app"], "pete")
    refused = client.post(f"/campaigns/{campaign['cid']}/chronicle", data={"page_size": "A4", "edition": edition})
    assert refused.status_code == 403 and edition in refused.get_data(as_text=True)


def test_the_overview_offers_a_player_the_group_and_their_own_seat(campaign):  # noqa: F811
    page = client_of(campaign["app"], "pete").get(f"/campaigns/{campaign['cid']}").get_data(as_text=True)
    assert 'value="group"' in page and 'value="seat:Ben"' in page
    assert 'value="seat:Ann"' not in page and 'value="gm"' not in page
    owners = client_of(campaign["app"], "olga").get(f"/campaigns/{campaign['cid']}").get_data(as_text=True)
    assert all(f'value="{e}"' in owners for e in ("group", "seat:Ann", "seat:Ben", "gm"))
