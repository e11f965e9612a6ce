"""Push and pull between stores: a laptop's SQLite store (the `journal` CLI) and a site served
by `journal serve` on a loopback port, over SQLite and over PostgreSQL. After every sync both
sides verify and hold the same events, hashes and so state fingerprints (each hash covers its
event's fingerprint); a refusal changes nothing on either side. The served site is read
through its API only, as the other side of a sync reads it."""
from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from uuid import UUID

import pytest

from web.accounts.store import AccountStore
from web.config import accounts_url

from ..conftest import fresh_postgres_database
from .conftest import Cli
from .site_processes import ROOT, Api, SiteProcess, journal_cli, table_store


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def site(request, tmp_path):
    """A served site with a user (ada) and her API token; stopped after the test."""
    db = f"sqlite:///{tmp_path / 'site.sqlite'}" if request.param == "sqlite" else fresh_postgres_database()
    made = table_store(db, tmp_path / "site" / "instance")
    served = SiteProcess(db, made["instance"])
    try:
        yield {**made, "base": served.wait_ready().base, "url": f"http://{served.base}", "process": served}
    finally:
        served.stop()
        assert "Traceback" not in served.output(), served.output()


@pytest.fixture
def laptop(tmp_path) -> Cli:
    return Cli(folder(tmp_path / "laptop"))


def folder(path):
    path.mkdir(parents=True)
    return path


def site_do(site, campaign: str, text: str) -> None:
    """A note recorded on the site through its API (as a tablet at the site records one)."""
    api = Api(site["base"], site["token"])
    try:
        status, body = api.post(f"/api/v1/campaigns/{campaign}/commands", {"command": {"type": "note", "text": text}})
        assert status == 201, body
    finally:
        api.close()


def site_line(site, campaign: str, verify: bool = False) -> dict:
    """The site's answer to GET .../sync: its hashes of the campaign (and with `verify`, whether it verifies)."""
    api = Api(site["base"], site["token"])
    try:
        status, body = api.get(f"/api/v1/campaigns/{campaign}/sync" + ("?verify=1" if verify else ""))
        assert status == 200, body
        return body
    finally:
        api.close()


def verified_alike(site, laptop: Cli, campaign: str) -> None:
    """Both stores verify the campaign and hold the same events, position by position."""
    there = site_line(site, campaign, verify=True)
    assert there["verified"], there["problem"]
    assert "result: OK" in laptop("verify", campaign).stdout
    assert there["hashes"] == [event["hash"] for event in laptop.log(campaign)]


def played(laptop: Cli, name: str = "Club night") -> str:
    """A campaign played on the laptop: dice the app rolled from a committed seed, and a note."""
    campaign = laptop("campaign", "new", "--ruleset", "dice", "--name", name).stdout.strip()
    laptop.do(campaign, {"type": "roll", "spec": "3d6", "purpose": "ambush"})
    laptop.do(campaign, {"type": "note", "text": "the cabin is cold"})
    return campaign


def test_a_first_push_creates_the_campaign_with_the_same_id_and_a_first_pull_copies_it_back(site, laptop, tmp_path):
    campaign = played(laptop)
    pushed = laptop("push", campaign, site["url"], "--token", site["token"]).stdout
    assert "Pushed" in pushed and "a new campaign there" in pushed
    verified_alike(site, laptop, campaign)
    assert "already holds" in laptop("push", campaign, site["url"], "--token", site["token"]).stdout
    # a second store, with nothing of it, pulls it by its id for one of its users
    other = Cli(folder(tmp_path / "other"))
    other("user", "add", "bea", stdin="password-of-bea\n")
    refused = other("pull", campaign, site["url"], "--token", site["token"], "--owner", "nobody", ok=False)
    assert refused.returncode == 1 and "no user called 'nobody'" in refused.stderr
    pulled = other("pull", campaign, site["url"], "--token", site["token"], "--owner", "bea").stdout
    assert "a first copy here" in pulled
    verified_alike(site, other, campaign)
    accounts = AccountStore(accounts_url(None, other.instance))
    try:
        assert accounts.role(accounts.user_named("bea").id, campaign) == "owner"
    finally:
        accounts.engine.dispose()


def test_fast_forwards_both_ways_keep_one_log(site, laptop):
    campaign = played(laptop)
    laptop("push", campaign, site["url"], "--token", site["token"])
    laptop.do(campaign, {"type": "roll", "spec": "2d6", "purpose": "after the push"})
    assert "Pushed 1 event" in laptop("push", campaign, site["url"], "--token", site["token"]).stdout
    verified_alike(site, laptop, campaign)
    site_do(site, campaign, "read at the club")
    site_do(site, campaign, "and printed")
    assert "Pulled 2 events" in laptop("pull", campaign, site["url"], "--token", site["token"]).stdout
    verified_alike(site, laptop, campaign)
    assert [e["data"].get("text") for e in laptop.log(campaign)][-2:] == ["read at the club", "and printed"]


def test_two_lines_after_a_common_position_refuse_the_push_and_a_pull_keeps_both(site, laptop):
    campaign = played(laptop)
    laptop("push", campaign, site["url"], "--token", site["token"])
    site_do(site, campaign, "at the club")
    laptop.do(campaign, {"type": "note", "text": "at the cabin"})
    before_there, before_here = site_line(site, campaign)["hashes"], laptop("fingerprints", campaign).stdout
    refused = laptop("push", campaign, site["url"], "--token", site["token"], ok=False)
    assert refused.returncode == 1 and "pull first" in refused.stderr and "Traceback" not in refused.stderr
    assert site_line(site, campaign)["hashes"] == before_there and laptop("fingerprints", campaign).stdout == before_here
    pulled = laptop("pull", campaign, site["url"], "--token", site["token"]).stdout
    assert "nothing is lost" in pulled and "at the cabin" in pulled and "at the club" in pulled, pulled
    fork = next(line for line in laptop("campaign", "list").stdout.splitlines() if "(from " in line).split()[0]
    assert laptop("fingerprints", campaign).stdout == before_here     # this store's line is untouched
    assert [e["data"].get("text") for e in laptop.log(fork)][-2:] == ["at the club", None]   # then the fork marker
    assert laptop.log(fork)[-1]["type"] == "journal/forked"
    for line in (campaign, fork):
        assert "result: OK" in laptop("verify", line).stdout
    assert site_line(site, campaign, verify=True)["verified"]


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def test_a_members_token_is_refused_naming_why_and_changes_nothing(tmp_path, laptop, backend):
    db = f"sqlite:///{tmp_path / 'club.sqlite'}" if backend == "sqlite" else fresh_postgres_database()
    club = table_store(db, tmp_path / "club" / "instance")   # ada owns a campaign there
    journal_cli(db, club["instance"], "user", "add", "bob", stdin="password-of-bob\n")
    journal_cli(db, club["instance"], "user", "grant", club["campaign"], "bob", "--role", "player")
    bob = journal_cli(db, club["instance"], "user", "token", "bob")
    journal_cli(db, club["instance"], "user", "add", "carl", stdin="password-of-carl\n")
    carl = journal_cli(db, club["instance"], "user", "token", "carl")   # a stranger to the campaign
    served = SiteProcess(db, club["instance"])
    try:
        site = {**club, "base": served.wait_ready().base, "url": f"http://{served.base}"}
        campaign = club["campaign"]
        laptop("pull", campaign, site["url"], "--token", site["token"])
        laptop.do(campaign, {"type": "note", "text": "bob tries"})
        before = site_line(site, campaign)["hashes"]
        for verb in ("push", "pull"):
            refused = laptop(verb, campaign, site["url"], "--token", bob, ok=False)
            assert refused.returncode == 1 and "only its owner may push or pull" in refused.stderr, refused.stderr
            assert "(403)" in refused.stderr and "Traceback" not in refused.stderr
        stranger = laptop("push", campaign, site["url"], "--token", carl, ok=False)
        assert stranger.returncode == 1 and "not for this token's owner" in stranger.stderr, stranger.stderr
        wrong = laptop("push", campaign, site["url"], "--token", "cj_not-a-token", ok=False)
        assert wrong.returncode == 1 and "refused the token" in wrong.stderr
        unnamed = laptop("push", campaign, "not a url", "--token", site["token"], ok=False)
        assert unnamed.returncode == 1 and "no remote named" in unnamed.stderr
        assert site_line(site, campaign, verify=True)["hashes"] == before
    finally:
        served.stop()
    assert "Traceback" not in served.output(), served.output()


def test_a_named_remote_is_pushed_to_by_name_and_its_token_is_never_shown(site, laptop):
    campaign = played(laptop)
    laptop("remote", "add", "club", site["url"], "--token", site["token"])
    listed = laptop("remote", "list").stdout
    assert "club" in listed and site["token"] not in listed
    assert "Pushed" in laptop("push", campaign, "club").stdout
    verified_alike(site, laptop, campaign)
    laptop("remote", "remove", "club")
    assert "club" not in laptop("remote", "list").stdout


def long_campaign(laptop: Cli, commands: int) -> str:
    """A campaign of many commands, recorded in one process (as an evening's play is)."""
    script = ("import sys\nfrom journal.service import Journal\n"
              "journal = Journal(instance_path=sys.argv[1], create=False)\n"
              "cid = journal.create_campaign('dice', 'Long winter')\n"
              "for n in range(int(sys.argv[2])):\n"
              "    journal.execute(cid, {'type': 'roll', 'spec': '2d6', 'purpose': f'roll {n}'})\n"
              "journal.close()\nprint(cid)\n")
    done = subprocess.run([sys.executable, "-c", script, str(laptop.instance), str(commands)], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


def test_a_push_killed_midway_leaves_both_sides_verifiable_and_the_next_push_completes_it(site, laptop):
    campaign = long_campaign(laptop, 700)   # more events than one batch carries
    _killed_once(laptop, "push", campaign, site, lambda: _site_has(site, campaign))
    if _site_has(site, campaign):   # a prefix of the log landed before the cut
        there = site_line(site, campaign, verify=True)
        assert there["verified"] and len(there["hashes"]) < len(laptop.log(campaign))
    assert "result: OK" in laptop("verify", campaign).stdout
    assert "Pushed" in laptop("push", campaign, site["url"], "--token", site["token"]).stdout
    verified_alike(site, laptop, campaign)


def test_a_pull_killed_midway_leaves_this_store_verifiable_and_the_next_pull_completes_it(site, laptop, tmp_path):
    campaign = long_campaign(laptop, 700)   # more events than one batch carries
    laptop("push", campaign, site["url"], "--token", site["token"])
    other = Cli(folder(tmp_path / "other"))
    _killed_once(other, "pull", campaign, site, lambda: _landed(other, campaign))   # right after its first batch landed
    landed = _landed(other, campaign)
    assert 0 < landed < len(laptop.log(campaign)), f"{landed} events landed: not cut off midway"
    assert "result: OK" in other("verify", campaign).stdout   # a prefix of the log, which verifies
    again = other("pull", campaign, site["url"], "--token", site["token"]).stdout
    assert "Pulled" in again and "a first copy here" in again, again
    verified_alike(site, other, campaign)
    assert other("log", campaign).stdout == laptop("log", campaign).stdout   # told alike: the sentences too


@pytest.mark.parametrize("backend", ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def test_a_site_killed_in_the_middle_of_a_push_comes_back_verifiable_and_the_next_push_completes_it(
        tmp_path, laptop, backend):
    db = f"sqlite:///{tmp_path / 'site.sqlite'}" if backend == "sqlite" else fresh_postgres_database()
    made = table_store(db, tmp_path / "site" / "instance")
    campaign = long_campaign(laptop, 700)   # more events than one batch carries
    served = SiteProcess(db, made["instance"]).wait_ready()
    site = {**made, "base": served.base, "url": f"http://{served.base}"}
    push = subprocess.Popen([sys.executable, "-m", "journal", "--instance", str(laptop.instance), "push", campaign,
                             site["url"], "--token", site["token"]], cwd=laptop.folder,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and push.poll() is None and not _site_has(site, campaign):
        time.sleep(0.01)
    os.killpg(served.process.pid, signal.SIGKILL)   # the site dies with a batch landed and the next on its way
    served.process.wait(timeout=30)
    _, failed = push.communicate(timeout=300)
    assert push.returncode == 1 and "Traceback" not in failed, failed
    again = SiteProcess(db, made["instance"]).wait_ready()
    try:
        site = {**site, "base": again.base, "url": f"http://{again.base}"}
        there = site_line(site, campaign, verify=True)
        assert there["verified"], there["problem"]
        assert 0 < len(there["hashes"]) < len(laptop.log(campaign))
        assert "Pushed" in laptop("push", campaign, site["url"], "--token", site["token"]).stdout
        verified_alike(site, laptop, campaign)
    finally:
        again.stop()
    assert "Traceback" not in again.output(), again.output()


def test_played_offline_and_on_the_site_the_same_evening_both_stores_end_up_with_both_lines(site, laptop):
    """Issue #51's "done when": nothing lost, both lines on both sides, every store verifying."""
    campaign = played(laptop)
    laptop("push", campaign, site["url"], "--token", site["token"])
    common = len(laptop.log(campaign))
    site_do(site, campaign, "at the club")   # the same evening: the site plays on ...
    laptop.do(campaign, {"type": "roll", "spec": "2d6", "purpose": "at the cabin"})   # ... and the laptop, offline
    laptop.do(campaign, {"type": "note", "text": "at the cabin"})
    club_line, cabin_line = site_line(site, campaign)["hashes"], [e["hash"] for e in laptop.log(campaign)]
    refused = laptop("push", campaign, site["url"], "--token", site["token"], ok=False)
    assert refused.returncode == 1 and "pull first" in refused.stderr
    laptop("pull", campaign, site["url"], "--token", site["token"])
    pushed = laptop("push", campaign, site["url"], "--token", site["token"], "--as", "the cabin").stdout
    assert "nothing is lost" in pushed and "Club night (from the cabin)" in pushed, pushed
    fork_there = pushed.split("(from ")[1].split("(")[1].split(")")[0]
    fork_here = next(line for line in laptop("campaign", "list").stdout.splitlines() if "(from " in line).split()[0]
    # both stores hold both lines, each whole, then a fork marker naming the campaign it parts from
    assert site_line(site, campaign)["hashes"] == club_line and site_line(site, fork_there)["hashes"][:-1] == cabin_line
    assert [e["hash"] for e in laptop.log(campaign)] == cabin_line
    assert [e["hash"] for e in laptop.log(fork_here)][:-1] == club_line
    for store_line in (laptop.log(fork_here)[-1], _last_there(site, fork_there)):
        assert store_line["type"] == "journal/forked" and store_line["data"]["campaign"] == campaign
        assert store_line["data"]["at"] == common
    assert "at the cabin" in [e["data"].get("text") for e in _events_there(site, fork_there)]
    for line in (campaign, fork_here):
        assert "result: OK" in laptop("verify", line).stdout
    for line in (campaign, fork_there):
        assert site_line(site, line, verify=True)["verified"]
    again = laptop("push", campaign, site["url"], "--token", site["token"]).stdout   # sent once, not again
    assert "already" in again and site_line(site, fork_there)["hashes"][:-1] == cabin_line


def _events_there(site, campaign: str) -> list[dict]:
    api = Api(site["base"], site["token"])
    try:
        status, body = api.get(f"/api/v1/campaigns/{campaign}/events?limit=500")
        assert status == 200, body
        return body["events"]
    finally:
        api.close()


def _last_there(site, campaign: str) -> dict:
    return _events_there(site, campaign)[-1]


def _killed_once(store: Cli, verb: str, campaign: str, site, landed) -> None:
    """`journal push|pull` run from `store`, killed with SIGKILL as soon as `landed()` says
    events have landed (it must still be running then)."""
    running = subprocess.Popen([sys.executable, "-m", "journal", "--instance", str(store.instance), verb, campaign,
                                site["url"], "--token", site["token"]], cwd=store.folder, start_new_session=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and running.poll() is None and not landed():
        time.sleep(0.005)
    os.killpg(running.pid, signal.SIGKILL)
    running.wait(timeout=30)
    assert running.returncode == -signal.SIGKILL, f"the {verb} ended before it could be cut off"


def _landed(store: Cli, campaign: str) -> int:
    """How many events of the campaign the store's SQLite file holds (read-only, as SQLite shares it)."""
    path = store.instance / "journal.sqlite"
    if not path.exists():
        return 0
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=5)
    try:
        found = connection.execute("SELECT count(*) FROM stored_events WHERE originator_id = ?", (UUID(campaign).hex,))
        return found.fetchone()[0]
    except sqlite3.OperationalError:   # the store's tables are not made yet
        return 0
    finally:
        connection.close()


def _site_has(site, campaign: str) -> bool:
    api = Api(site["base"], site["token"])
    try:
        return api.get(f"/api/v1/campaigns/{campaign}/sync")[0] == 200
    finally:
        api.close()


def panel_sync(client, cid: str, action: str, within: float = 120.0) -> str:
    """Press Push or Pull on the campaign's Sync panel and follow its status page to the end;
    the campaign's page that tells what happened."""
    started = client.post(f"/campaigns/{cid}/sync", data={"action": action, "remote": "site"})
    assert started.status_code == 302, started.get_data(as_text=True)[:300]
    deadline, answer = time.monotonic() + within, client.get(started.headers["Location"])
    while answer.status_code == 200 and time.monotonic() < deadline:
        time.sleep(0.2)
        answer = client.get(started.headers["Location"])
    assert answer.status_code == 302
    return client.get(answer.headers["Location"]).get_data(as_text=True)


def test_the_sync_panel_pushes_to_a_served_site_shows_what_it_lacks_and_pulls_it_back(app, client, login, site):
    from journal.sync import remotes
    from web.accounts import store_of
    from web.journal_access import journal_of

    olga = login("olga")
    cid = journal_of(app).create_campaign("dice", "Club night", {}, "olga")
    store_of(app).set_role(olga.id, cid, "owner")
    journal_of(app).execute(cid, {"type": "roll", "spec": "2d6", "purpose": "at the club"}, actor="olga")
    remotes.add(app.instance_path, "site", site["url"], site["token"])
    assert "a new campaign there" in panel_sync(client, cid, "push")
    site_do(site, campaign=cid, text="read on the site")
    page = client.get(f"/campaigns/{cid}").get_data(as_text=True)
    assert "this site is 0 ahead, 1 behind" in page and site["token"] not in page
    assert "Pulled 1 event of Club night from site" in panel_sync(client, cid, "pull")
    there = site_line(site, cid, verify=True)
    assert there["verified"] and journal_of(app).verify(cid).ok
    assert there["hashes"] == [event["hash"] for event in journal_of(app).events(cid)]
