"""Several site processes on one PostgreSQL database: real `journal serve` processes, real
clients over HTTP. A command sent without expected_position lands however many others write
at once; one that asked for a position is refused with 409 and stores nothing when the campaign
moved on; a move made through one process reaches the live streams of every other."""
from __future__ import annotations

import time
from collections import Counter
from pathlib import Path

import pytest

from ..conftest import fresh_postgres_database
from .site_processes import (CLIENTS, ROLLS, Api, SiteProcess, Stream, app_roll, heard_across, roll, rolling_at_once,
                             statuses, table_store)

pytestmark = pytest.mark.postgres



@pytest.fixture
def store(tmp_path):
    """A fresh PostgreSQL store with a user, her API token and a dice campaign she owns."""
    return table_store(fresh_postgres_database(), tmp_path / "instance")


# Streams read the head only when an append is announced or at a heartbeat (never by the poll
# here): a message within a second can only have come through LISTEN/NOTIFY.
NO_POLL = {"JOURNAL_WEB_STREAM_POLL_SECONDS": "30", "JOURNAL_WEB_STREAM_HEARTBEAT_SECONDS": "30"}


@pytest.fixture
def two_sites(store, tmp_path):
    """Two `journal serve` processes (waitress, as a single process runs) on the one database."""
    sites = [SiteProcess(store["db"], tmp_path / name / "instance", env=NO_POLL) for name in ("one", "two")]
    try:
        yield [site.wait_ready() for site in sites]
    finally:
        for site in sites:
            site.stop()


def purposes(store) -> Counter:
    """How often each roll's purpose is in the stored log (read with a fresh journal, which
    checks the whole campaign on the way: chain, dice and replay)."""
    from journal.service import Journal

    journal = Journal(url=store["db"], instance_path=store["instance"], create=False)
    try:
        assert journal.verify(store["campaign"]).ok
        events = journal.events(store["campaign"])
        return Counter(e["data"].get("purpose") for e in events if e["type"] == "journal/rolled")
    finally:
        journal.close()


def each_once(rolls: int = ROLLS) -> Counter:
    return Counter({f"client {c} roll {n}": 1 for c in range(CLIENTS) for n in range(rolls)})


def test_four_clients_rolling_through_two_processes_are_never_refused_and_each_roll_is_stored_once(two_sites, store):
    answers = rolling_at_once(two_sites, store)
    assert statuses(answers) == {201: CLIENTS * ROLLS}, [a for a in answers if a.status != 201][:5]
    assert purposes(store) == each_once()
    for site in two_sites:
        assert "Traceback" not in site.output(), site.output()


def test_dice_the_app_rolls_through_two_processes_at_once_all_land_from_one_committed_seed(two_sites, store):
    answers = rolling_at_once(two_sites, store, rolls=25, make=app_roll)
    assert statuses(answers) == {201: CLIENTS * 25}, [a for a in answers if a.status != 201][:5]
    assert purposes(store) == each_once(25)


def test_a_stale_expected_position_is_a_conflict_through_either_process_and_stores_nothing(two_sites, store):
    one, two = (Api(site.base, store["token"]) for site in two_sites)
    path = f"/api/v1/campaigns/{store['campaign']}/commands"
    status, body = one.post(path, {"command": roll(0, 0), "expected_position": 1})
    assert status == 201 and body["position"] == 2
    status, body = two.post(path, {"command": roll(0, 1), "expected_position": 1})
    assert status == 409 and body["error"] == "conflict" and body["position"] == 2
    assert len(body["changes"]) == 1 and "client 0 roll 0" in body["changes"][0], body   # the roll at 2, told
    assert one.get(f"/api/v1/campaigns/{store['campaign']}")[1]["position"] == 2
    assert purposes(store) == Counter({"client 0 roll 0": 1})


def test_a_move_chosen_from_one_process_lands_through_another_whose_cache_is_older(two_sites, store):
    one, two = (Api(site.base, store["token"]) for site in two_sites)
    campaign = store["campaign"]
    assert two.get(f"/api/v1/campaigns/{campaign}/moves")[0] == 200        # two has folded position 1
    assert one.post(f"/api/v1/campaigns/{campaign}/commands", {"command": roll(0, 0)})[0] == 201
    status, moves = one.get(f"/api/v1/campaigns/{campaign}/moves")
    assert status == 200 and moves["position"] == 2
    status, body = two.post(f"/api/v1/campaigns/{campaign}/commands",
                            {"command": roll(0, 1), "expected_position": moves["position"]})
    assert status == 201 and body["position"] == 3, body


def test_a_subscriber_of_one_process_hears_a_move_made_through_the_other_at_once(two_sites, store):
    """The streams here read the head every 30 s only (NO_POLL): a message within 5 s can only
    have come through LISTEN/NOTIFY. (How soon, against the 1 s target: bench/processes_bench.py.)"""
    one, two = two_sites
    stream, writer = Stream(one.base, store["token"], store["campaign"]), Api(two.base, store["token"])
    try:
        assert len(heard_across(stream, writer, store["campaign"], count=5, within=5.0)) == 5
    finally:
        stream.close()
        writer.close()


def worker_pids(site: SiteProcess, wanted: int, within: float = 20.0) -> set[int]:
    """The processes gunicorn forked for `journal serve --workers N`, once there are `wanted` of
    them or `within` seconds have passed: the site answers as soon as its first worker is up, and
    on a loaded machine the second is forked a moment later."""
    deadline = time.monotonic() + within
    while True:
        children = Path(f"/proc/{site.process.pid}/task/{site.process.pid}/children").read_text().split()
        if len(children) >= wanted or time.monotonic() > deadline:
            return {int(pid) for pid in children}
        time.sleep(0.05)


def test_journal_serve_with_two_workers_runs_two_processes_that_all_answer(store, tmp_path):
    site = SiteProcess(store["db"], tmp_path / "workers" / "instance", "--workers", "2", "--threads", "4")
    try:
        site.wait_ready()
        assert len(worker_pids(site, wanted=2)) == 2, site.output()
        answers = rolling_at_once([site], store)
        assert statuses(answers) == {201: CLIENTS * ROLLS}, [a for a in answers if a.status != 201][:5]
        assert purposes(store) == each_once()
        stream = Stream(site.base, store["token"], store["campaign"])
        try:
            status, body = Api(site.base, store["token"]).post(f"/api/v1/campaigns/{store['campaign']}/commands",
                                                               {"command": roll(9, 0)})
            assert status == 201 and stream.next_message(within=5.0)[0]["position"] == body["position"]
        finally:
            stream.close()
    finally:
        assert site.stop() == 0, site.output()
    assert "Traceback" not in site.output(), site.output()

