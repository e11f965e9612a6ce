"""The campaign page's Sync panel: for the owner only; remotes with how far this site is ahead
and behind, push and pull told in sentences (a failure too, with nothing changed), and the
forks a pull made, listed so the group chooses which line goes on."""
from __future__ import annotations

import socket
import threading
import time

from journal.sync import remotes
from web.accounts import store_of
from web.journal_access import journal_of


def nothing_listening() -> str:
    """The address of a loopback port nobody listens on."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}"


def test_the_owner_sees_the_sync_panel_and_a_player_does_not(app, auth):
    cid = auth.campaign("olga", player="pete")
    assert "Sync</h2>" in auth.device_of("olga").get(f"/campaigns/{cid}").get_data(as_text=True)
    assert "Sync</h2>" not in auth.device_of("pete").get(f"/campaigns/{cid}").get_data(as_text=True)


def test_a_remote_that_does_not_answer_is_told_on_the_panel_and_a_push_to_it_changes_nothing(app, auth):
    cid = auth.campaign("olga")
    remotes.add(app.instance_path, "club", nothing_listening(), "cj_secret-token-of-olga")
    olga = auth.device_of("olga")
    page = olga.get(f"/campaigns/{cid}").get_data(as_text=True)
    assert "club" in page and "could not reach the site club" in page and "cj_secret-token-of-olga" not in page
    before = journal_of(app).fingerprints(cid)
    told = followed(olga, olga.post(f"/campaigns/{cid}/sync", data={"action": "push", "remote": "club"}))
    assert "The push did not happen: could not reach the site club" in told
    assert journal_of(app).fingerprints(cid) == before


def followed(client, started, within: float = 30.0) -> str:
    """The page a sync started by `started` ends on: its status page is asked again, as its
    Refresh header asks, until it redirects to the campaign's page, which tells what happened."""
    deadline, location = time.monotonic() + within, started.headers["Location"]
    answer = client.get(location)
    while answer.status_code == 200:
        assert answer.headers["Refresh"] == "1" and time.monotonic() < deadline
        time.sleep(0.1)
        answer = client.get(location)
    assert answer.status_code == 302, answer.status_code
    return client.get(answer.headers["Location"]).get_data(as_text=True)


def test_a_sync_runs_in_the_background_and_its_page_shows_how_far_it_is(app, auth, monkeypatch):
    from journal.sync import syncing
    from journal.sync.syncing import Synced

    cid = auth.campaign("olga")
    remotes.add(app.instance_path, "club", nothing_listening(), "cj_secret-token-of-olga")
    halfway, go_on = threading.Event(), threading.Event()

    def slow_push(journal, campaign, remote, progress):
        progress(3, 8)
        halfway.set()
        go_on.wait(30)
        progress(8, 8)
        return Synced(campaign, ["Pushed 8 events of Test campaign to club."])
    monkeypatch.setattr(syncing, "push", slow_push)
    olga = auth.device_of("olga")
    started = olga.post(f"/campaigns/{cid}/sync", data={"action": "push", "remote": "club"})
    assert halfway.wait(30)
    page = olga.get(started.headers["Location"])
    assert page.status_code == 200 and "3 of 8 events" in page.get_data(as_text=True) and page.headers["Refresh"]
    again = olga.post(f"/campaigns/{cid}/sync", data={"action": "pull", "remote": "club"})
    assert again.headers["Location"] == started.headers["Location"]   # one sync of a campaign at a time
    go_on.set()
    assert "Pushed 8 events of Test campaign to club." in followed(olga, started)
    assert olga.get(started.headers["Location"]).status_code == 404   # told once


def test_a_player_may_not_push_or_pull(app, auth):
    cid = auth.campaign("olga", player="pete")
    remotes.add(app.instance_path, "club", nothing_listening(), "cj_secret-token-of-olga")
    answer = auth.device_of("pete").post(f"/campaigns/{cid}/sync", data={"action": "pull", "remote": "club"})
    assert answer.status_code == 403


def test_the_forks_a_pull_made_are_listed_on_the_campaigns_panel(app, auth):
    cid = auth.campaign("olga")
    auth.execute(cid, {"type": "note", "text": "at the cabin"})
    fork = journal_of(app).fork(cid, 1, "Test campaign (from club)", "olga")
    other = journal_of(app).fork(cid, 1, "A what-if", "olga")
    for made in (fork, other):
        store_of(app).set_role(auth.user("olga").id, made, "owner")
    page = auth.device_of("olga").get(f"/campaigns/{cid}").get_data(as_text=True)
    assert "Test campaign (from club)" in page and "A what-if" not in page
