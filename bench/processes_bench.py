"""Several site processes on one PostgreSQL database, against the cheapest call in the same run.

Two `journal serve` processes on one fresh database; a dice campaign; then:

  info      GET /api/v1/campaigns/<id> (the baseline: the cheapest call), median of 50
  rolls     4 clients x 100 rolls at once, each roll through the next process in turn:
            refusals (target 0), answers 500 (target 0), every roll stored once (target yes),
            the median and 95th percentile answer as a ratio of the baseline
  live      a stream on process 1, 20 rolls sent one by one through process 2: how long after
            its roll was answered each message arrives (target <= 1 s, the slowest of 20), also
            as a ratio of the baseline; the streams read the head only when an append is
            announced (LISTEN/NOTIFY), never by the poll

Each line with a target ends PASS or OVER; the bench exits 0 either way.

Usage: bash scripts/with-postgres.sh .venv/bin/python bench/processes_bench.py
"""
from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.integration.site_processes import (CLIENTS, ROLLS, Api, SiteProcess, Stream,  # noqa: E402
                                              heard_across, rolling_at_once, statuses, table_store)

NO_POLL = {"JOURNAL_WEB_STREAM_POLL_SECONDS": "30", "JOURNAL_WEB_STREAM_HEARTBEAT_SECONDS": "30"}
LIVE_ROLLS = 20


def verdict(met: bool) -> str:
    return "PASS" if met else "OVER"


def fresh_database() -> str:
    import uuid

    import psycopg

    server = os.environ.get("JOURNAL_TEST_POSTGRES_URL")
    if not server:
        sys.exit("run it under scripts/with-postgres.sh, which starts the PostgreSQL server it needs")
    name = f"bench_{uuid.uuid4().hex[:12]}"
    with psycopg.connect(server, autocommit=True) as connection:
        connection.execute(f'CREATE DATABASE "{name}"')
    return server.rsplit("/", 1)[0] + f"/{name}"


def baseline(site: SiteProcess, store: dict) -> float:
    api = Api(site.base, store["token"])
    try:
        times = []
        for _ in range(50):
            started = time.perf_counter()
            status, _ = api.get(f"/api/v1/campaigns/{store['campaign']}")
            assert status == 200
            times.append(time.perf_counter() - started)
        return statistics.median(times)
    finally:
        api.close()


def stored_once(store: dict) -> bool:
    from collections import Counter

    from journal.service import Journal

    journal = Journal(url=store["db"], instance_path=store["instance"], create=False)
    try:
        found = Counter(e["data"].get("purpose") for e in journal.events(store["campaign"])
                        if e["type"] == "journal/rolled")
        return found == Counter({f"client {c} roll {n}": 1 for c in range(CLIENTS) for n in range(ROLLS)})
    finally:
        journal.close()


def live(sites: list[SiteProcess], store: dict) -> list[float]:
    stream, writer = Stream(sites[0].base, store["token"], store["campaign"]), Api(sites[1].base, store["token"])
    try:
        return heard_across(stream, writer, store["campaign"], LIVE_ROLLS, within=10.0)
    finally:
        stream.close()
        writer.close()


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="processes-bench-"))
    store = table_store(fresh_database(), folder / "instance")
    sites = [SiteProcess(store["db"], folder / name / "instance", env=NO_POLL) for name in ("one", "two")]
    try:
        for site in sites:
            site.wait_ready()
        base = baseline(sites[0], store)
        started = time.perf_counter()
        answered = rolling_at_once(sites, store)
        elapsed = time.perf_counter() - started
        counted, answers = statuses(answered), sorted(answer.seconds for answer in answered)
        once = stored_once(store)
        heard = live(sites, store)
    finally:
        for site in sites:
            site.stop()
    print(f"baseline GET /api/v1/campaigns/<id>: {base * 1000:.1f} ms (median of 50)")
    print(f"rolls: {CLIENTS} clients x {ROLLS} through 2 processes in {elapsed:.1f} s; answers {dict(counted)}")
    print(f"  refused (409): {counted.get(409, 0)}  target 0  {verdict(counted.get(409, 0) == 0)}")
    print(f"  answered 500: {counted.get(500, 0)}  target 0  {verdict(counted.get(500, 0) == 0)}")
    print(f"  every roll stored once: {'yes' if once else 'NO'}  target yes  {verdict(once)}")
    print(f"  answer median {statistics.median(answers) * 1000:.1f} ms = {statistics.median(answers) / base:.1f}x, "
          f"95th percentile {answers[int(len(answers) * 0.95)] * 1000:.1f} ms = "
          f"{answers[int(len(answers) * 0.95)] / base:.1f}x the baseline")
    print(f"live across processes: median {statistics.median(heard) * 1000:.1f} ms "
          f"({statistics.median(heard) / base:.1f}x), slowest of {LIVE_ROLLS} {max(heard) * 1000:.1f} ms "
          f"({max(heard) / base:.1f}x)  target <= 1000 ms  {verdict(max(heard) <= 1.0)}")


if __name__ == "__main__":
    main()
