"""A long campaign costs what a short one does: each page of a 10,000-event Six Winters
campaign (played move by move) against the same page of the same group's first year (the
same catalog, players and random player, played until the second year begins: the store's
"first winter"), taking turns page by page in the same run, at random middle positions (the
first-year campaign at the same share of its length).

  pages that show a fixed window: replay step, table page, history (newest, middle),
  an events API page, a note posted at the head and the table page right after it
                                                          target <= 1.3x the first year's
  pages whose marks and shuffle lists grow with the campaign: replay page, its marks, dice audit
                                                          target <= 2x the first year's
  `journal state --at N` in a fresh process against one that has read the campaign once
  (another position), at several positions: the state and its fingerprint, the ruleset
  imported first in both (its import is the same for every campaign)   target <= +50 ms
  the campaign list (API and page) of the store's campaigns: printed, no target

Every line ends PASS or OVER (printed figures have none); the bench exits 0 either way.
With --verify-and-memory also: verify (first, again after 3 moves, --full) and a `journal
serve` process's memory after 240 pages.

The store is built once (bench/scale_store.py: progress on stderr, kept in the temp folder by
code version) and copied for each run. SQLite by default; under scripts/with-postgres.sh
(JOURNAL_TEST_POSTGRES_URL set) on PostgreSQL.

To compare two versions of the code like for like, let both read one store: `--store FOLDER`
names a folder another version kept (its path is printed as it is used).

Usage: python bench/scale_bench.py [--events N] [--campaigns N] [--runs N] [--quick] [--rebuild]
                                   [--backend sqlite|postgres] [--store FOLDER] [--verify-and-memory]
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scale_store import PASSWORD, USER, Built, postgres_store, say, sqlite_store  # noqa: E402
from site_memory import TARGET_MB, site_memory  # noqa: E402
from web import create_app, process_tuning  # noqa: E402
from web.accounts import store_of  # noqa: E402
from web.journal_access import journal_of  # noqa: E402

WINDOW_TARGET = 1.3     # a page showing a fixed window, against the first year's same page
GROWING_TARGET = 2.0    # a page whose marks or shuffle lists grow with the campaign
STATE_TARGET_MS = 50.0  # `journal state --at N`: a fresh process's first read over a warm one's


def timed(work) -> float:
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


class Site:
    """The site over the built store, logged in as the account that owns every campaign."""

    def __init__(self, built: Built, instance: Path):
        self.built = built
        self.app = create_app({"TESTING": True, "SECRET_KEY": "bench", "WTF_CSRF_ENABLED": False,
                               "PASSWORD_HASH_METHOD": "pbkdf2:sha256:1", "JOURNAL_DATABASE_URL": built.url},
                              instance_path=str(instance))
        process_tuning.settle()   # as `journal serve` does for its process
        self.client = self.app.test_client()
        user = store_of(self.app).user_named(USER)
        token = store_of(self.app).logins.start(user.id, device="bench")
        with self.client.session_transaction() as session:
            session["_user_id"], session["_fresh"] = token, True

    def get(self, path: str) -> None:
        answer = self.client.get(path)
        if answer.status_code != 200:
            raise SystemExit(f"GET {path} answered {answer.status_code}: {answer.get_data(as_text=True)[:300]}")

    def post(self, path: str, body: dict) -> None:
        answer = self.client.post(path, json=body)
        if answer.status_code != 201:
            raise SystemExit(f"POST {path} answered {answer.status_code}: {answer.get_data(as_text=True)[:300]}")

    def close(self) -> None:
        journal = self.app.extensions.get("journal")
        if journal is not None:
            journal.close()
        store_of(self.app).engine.dispose()


NOTE = {"command": {"type": "note", "text": "Noted by the bench."}}


def verdict(value: float, target: float) -> str:
    return "PASS" if value <= target else "OVER"


def pages(site: Site, first_year: str) -> list[tuple[str, object, object, float]]:
    """(name, page of the long campaign at a position, the same page of the first-year
    campaign at a position, target ratio); positions are given as shares of the campaign."""
    long, journal = site.built.campaign, journal_of(site.app)
    heads = {long: journal.head(long), first_year: journal.head(first_year)}

    def at(cid: str, share: float) -> int:
        return max(1, min(heads[cid], round(heads[cid] * share)))

    def both(path):
        return (lambda share: site.get(path(long, at(long, share), heads[long])),
                lambda share: site.get(path(first_year, at(first_year, share), heads[first_year])))
    return [
        ("replay step", *both(lambda cid, n, head: f"/campaigns/{cid}/replay/step?at={n}"), WINDOW_TARGET),
        ("table page", *both(lambda cid, n, head: f"/campaigns/{cid}/table"), WINDOW_TARGET),
        ("history page, newest", *both(lambda cid, n, head: f"/campaigns/{cid}/history"), WINDOW_TARGET),
        ("history page, middle", *both(lambda cid, n, head: f"/campaigns/{cid}/history?page={(head - n) // 50 + 1}"),
         WINDOW_TARGET),
        ("events API page, middle", *both(lambda cid, n, head: f"/api/v1/campaigns/{cid}/events?"
                                           f"start={max(1, min(n, head - 99))}&limit=100"), WINDOW_TARGET),
        ("replay page", *both(lambda cid, n, head: f"/campaigns/{cid}/replay?at={n}"), GROWING_TARGET),
        ("its marks, asked right after it", *both(lambda cid, n, head: f"/campaigns/{cid}/replay/changes?at={n}"),
         GROWING_TARGET),
        ("dice audit", *both(lambda cid, n, head: f"/campaigns/{cid}/dice"), GROWING_TARGET),
    ]


def measure(site: Site, runs: int, rng: random.Random, first_year: str) -> dict[str, tuple[list, list, float]]:
    """Each page `runs` times at random middle shares of the campaigns, the long campaign's and
    the first year's taking turns (the order turns too), after one warm-up call of each."""
    found = {}
    for name, long, short, target in pages(site, first_year):
        long(0.5), short(0.5)
        found[name] = ([], [], target)
    for run in range(runs):
        for name, long, short, target in pages(site, first_year):
            share = rng.uniform(0.4, 0.6)
            for index in ((0, 1) if run % 2 == 0 else (1, 0)):
                found[name][index].append(timed(lambda: (long, short)[index](share)))
    return found


def after_a_move(site: Site, runs: int, first_year: str) -> dict[str, tuple[list, list, float]]:
    """A note posted at the head, then the table page every tablet asks for next, in the long
    campaign and in the first-year one, taking turns; measured after the pages above (a move
    changes the head every cache of a page is checked against)."""
    found = {"a note posted at the head (API)": ([], [], WINDOW_TARGET),
             "table page right after it": ([], [], WINDOW_TARGET)}
    for run in range(runs + 1):
        for index, cid in enumerate((site.built.campaign, first_year)):
            posted = timed(lambda: site.post(f"/api/v1/campaigns/{cid}/commands", NOTE))
            table = timed(lambda: site.get(f"/campaigns/{cid}/table"))
            if run:   # the first round warms up
                found["a note posted at the head (API)"][index].append(posted)
                found["table page right after it"][index].append(table)
    return found


def listing(site: Site, runs: int) -> dict[str, float]:
    """The campaign list, API and page (no short counterpart in the store: printed only)."""
    found = {}
    for name, path in (("campaign list API", "/api/v1/campaigns"), ("campaigns page", "/campaigns")):
        site.get(path)
        found[name] = statistics.median([timed(lambda: site.get(path)) for _ in range(runs)])
    return found


# `journal state --at N`, fresh and warm ------------------------------------------
def state_child(url: str, campaign: str, mode: str, at: int) -> None:
    """In a process of its own: the state at `at` and its fingerprint, as `journal state`
    prints them, timed; `warm` reads another position of the campaign first. The ruleset is
    imported before the clock starts in both."""
    from journal.service import Journal

    journal = Journal(url=url)
    journal.ruleset_of(campaign)
    head = journal.head(campaign)
    if mode == "warm":
        journal.state(campaign, at=(at + head // 2) % head + 1).fingerprint
    started, cpu = time.perf_counter(), time.process_time()
    journal.state(campaign, at=at).fingerprint
    spent, cpu = time.perf_counter() - started, time.process_time() - cpu
    journal.close()
    print(json.dumps({"seconds": spent, "cpu": cpu}))


def _state_in_a_process(url: str, campaign: str, mode: str, at: int) -> tuple[float, float]:
    """(seconds, CPU seconds) of the read in a process of its own."""
    out = subprocess.run([sys.executable, __file__, "--state-child", url, campaign, mode, str(at)],
                         capture_output=True, text=True, check=True)
    found = json.loads(out.stdout.strip().splitlines()[-1])
    return found["seconds"], found["cpu"]


def fresh_and_warm(url: str, campaign: str, head: int, runs: int) -> list[tuple[int, tuple, tuple]]:
    """(position, fresh medians, warm medians) at several positions, the two taking turns;
    each median a (seconds, CPU seconds) pair. The target is judged on CPU time: on a shared
    machine the wall clock says as much about the neighbours as about the read."""
    found = []
    for share in (0.1, 0.3, 0.5, 0.7, 0.9, 1.0):
        at = max(1, round(head * share))
        fresh, warm = [], []
        for run in range(runs):
            for mode in (("fresh", "warm") if run % 2 == 0 else ("warm", "fresh")):
                (fresh if mode == "fresh" else warm).append(_state_in_a_process(url, campaign, mode, at))
        found.append((at, *(tuple(statistics.median(part) for part in zip(*kind)) for kind in (fresh, warm))))
    return found


def verify_times(site: Site) -> list[tuple[str, float]]:
    """The first verify (from the start), the next (from where the first one got to, after a
    few more moves), and verify --full."""
    journal, cid = journal_of(site.app), site.built.campaign
    found = [("verify, the first time", timed(lambda: journal.verify(cid)))]
    for _ in range(3):
        journal.execute(cid, {"type": "note", "text": "Checked by the bench."}, actor=USER)
    found.append(("verify, again after 3 moves", timed(lambda: journal.verify(cid))))
    found.append(("verify --full", timed(lambda: journal.verify(cid, full=True))))
    return found


def report(found: dict[str, tuple[list, list, float]], listed: dict[str, float],
           states: list[tuple[int, float, float]], runs: int) -> None:
    print(f"each page: median of {runs} at random middle positions, long campaign / first-year campaign")
    for name, (long, short, target) in found.items():
        ratio = statistics.median(long) / statistics.median(short)
        print(f"{name}: {statistics.median(long) * 1000:.1f} ms / {statistics.median(short) * 1000:.1f} ms = "
              f"{ratio:.2f}x  target <= {target:g}x  {verdict(ratio, target)}")
    for name, spent in listed.items():
        print(f"{name}: {spent * 1000:.1f} ms  (printed, no target)")
    for at, (fresh, fresh_cpu), (warm, warm_cpu) in states:
        more = (fresh_cpu - warm_cpu) * 1000
        print(f"journal state --at {at}: CPU fresh process {fresh_cpu * 1000:.1f} ms, warm {warm_cpu * 1000:.1f} ms, "
              f"{more:+.1f} ms ({fresh_cpu / warm_cpu:.2f}x; wall {fresh * 1000:.1f} / {warm * 1000:.1f} ms)  "
              f"target <= +{STATE_TARGET_MS:g} ms  {verdict(more, STATE_TARGET_MS)}")


def main() -> None:
    if len(sys.argv) == 6 and sys.argv[1] == "--state-child":
        state_child(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--campaigns", type=int, default=100)
    parser.add_argument("--runs", type=int, default=15, help="of each page (the fresh and warm processes: a fifth)")
    parser.add_argument("--quick", action="store_true", help="a 2,000-event campaign, 20 campaigns, 3 runs")
    parser.add_argument("--rebuild", action="store_true", help="build the store again even if one is kept")
    parser.add_argument("--store", type=Path, metavar="FOLDER",
                        help="a store folder kept by another version of the code (SQLite), read as it is")
    parser.add_argument("--verify-and-memory", action="store_true",
                        help="also verify's times and a site process's memory (slow on a long campaign)")
    server = os.environ.get("JOURNAL_TEST_POSTGRES_URL")
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="postgres" if server else "sqlite")
    args = parser.parse_args()
    if args.quick:
        args.events, args.campaigns, args.runs = 2_000, 20, 5
    if args.backend == "postgres" and not server:
        raise SystemExit("--backend postgres runs under scripts/with-postgres.sh (JOURNAL_TEST_POSTGRES_URL)")
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        built = (postgres_store(server, args.events, args.campaigns, args.rebuild) if args.backend == "postgres"
                 else sqlite_store(work, args.events, args.campaigns, args.rebuild, args.store))
        site = Site(built, work / "instance")
        try:
            opened = timed(lambda: journal_of(site.app))
            say(f"opened the store in {opened:.2f} s")
            head = journal_of(site.app).head(built.campaign)
            print(f"backend: {args.backend}; long campaign: {head} events; campaigns: {len(built.small) + 2}")
            first_year = site.built.first_year
            print(f"first-year campaign: {journal_of(site.app).head(first_year)} events")
            found = measure(site, args.runs, random.Random(5), first_year)
            found.update(after_a_move(site, args.runs, first_year))
            listed = listing(site, args.runs)
            say("`journal state --at N` in fresh and warm processes")
            states = fresh_and_warm(built.url, built.campaign, journal_of(site.app).head(built.campaign),
                                    max(1, args.runs // 5))
            report(found, listed, states, args.runs)
            if args.verify_and_memory:
                for name, spent in verify_times(site):
                    print(f"{name}: {spent:.2f} s")
                say("serving the long campaign from a `journal serve` process")
                memory = site_memory(built.url, work / "site-instance", built.campaign, head, USER, PASSWORD)
                print(f"site process: {memory['started']:.0f} MB logged in, {memory['served']:.0f} MB after 240 "
                      f"pages, highest {memory['highest']:.0f} MB  target < {TARGET_MB} MB  "
                      f"{verdict(memory['highest'], TARGET_MB)}")
        finally:
            site.close()


if __name__ == "__main__":
    main()
