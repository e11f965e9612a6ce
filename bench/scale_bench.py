"""A long campaign and a thousand campaigns cost what a small one does: every figure of a
10,000-event Six Winters campaign (played move by move) and of the list of 1,001 campaigns,
as a ratio against the cheapest call in the same run, GET /api/v1/campaigns/<id>.

  replay page and replay step at a middle position     target <= 8x
  the page's marks (what changed there: its script asks) target <= 8x
  dice audit, table page, history pages (newest, middle) target <= 8x
  campaign list API and campaigns page (1,001 campaigns) target <= 8x
  serve --demo start-up (the demo account owns every campaign)
  state at a position (none read before in the run)      target <= 50 ms
  the replay page and step, a note posted at the head and the table page right after it,
  each against the same in a first-year Six Winters campaign (the demo recorded move by
  move): as fast as the first year is about 1x
  verify: the first time, again after a few moves (target <= 5 s), and --full
  a `journal serve` process's resident memory after 240 pages (target < 100 MB)

The store is built once (bench/scale_store.py: progress on stderr, kept in the temp folder by
code version) and copied for each run. SQLite by default; under scripts/with-postgres.sh
(JOURNAL_TEST_POSTGRES_URL set) on PostgreSQL too.

Usage: python bench/scale_bench.py [--events N] [--campaigns N] [--runs N] [--rebuild]
                                   [--backend sqlite|postgres]
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from scale_store import PASSWORD, USER, Built, postgres_store, say, sqlite_store  # noqa: E402
from site_memory import TARGET_MB, site_memory  # noqa: E402
from web import collector, create_app  # noqa: E402
from web.accounts import store_of  # noqa: E402
from web.journal_access import journal_of  # noqa: E402

PAGE_TARGET = 8.0
FIRST_YEAR = "The Order of the Blue Robe, year one, move by move"   # a Six Winters demo campaign


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
        collector.settle()   # as `journal serve` does for its process
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

    def first_year(self) -> str:
        """A Six Winters campaign in its first year, recorded move by move like the long one (the
        ruleset's demo of it), owned by the bench's account: what a move costs there is what it
        should cost in the sixth."""
        journal = journal_of(self.app)
        cid = journal.load_demo("sixwinters", name=FIRST_YEAR, actor=USER)
        store_of(self.app).set_role(store_of(self.app).user_named(USER).id, cid, "owner")
        return cid

    def close(self) -> None:
        journal = self.app.extensions.get("journal")
        if journal is not None:
            journal.close()
        store_of(self.app).engine.dispose()


NOTE = {"command": {"type": "note", "text": "Noted by the bench."}}
AS_IN_THE_FIRST_YEAR = {   # the long campaign's figure -> the same work in a first-year campaign
    "replay page, middle position": "replay page, first-year campaign",
    "replay step, middle position": "replay step, first-year campaign",
    "a note posted at the head (API)": "a note posted in a first-year campaign (API)",
    "table page right after it": "table page right after it, first-year campaign",
}


def figures(site: Site, rng: random.Random, first_year: str) -> list[tuple[str, object, float | None]]:
    """(name, work taking a random middle position, target ratio or None)."""
    cid, journal = site.built.campaign, journal_of(site.app)
    head, first_head = journal.head(cid), journal.head(first_year)

    def early(at: int) -> int:
        return max(1, at * first_head // head)
    opened = {}

    def page(at: int) -> None:
        opened["at"] = at
        site.get(f"/campaigns/{cid}/replay?at={at}")
    return [
        ("replay page, first-year campaign", lambda at: site.get(f"/campaigns/{first_year}/replay?at={early(at)}"), None),
        ("replay step, first-year campaign",
         lambda at: site.get(f"/campaigns/{first_year}/replay/step?at={early(at)}"), None),
        ("campaign info API (baseline)", lambda at: site.get(f"/api/v1/campaigns/{cid}"), None),
        ("replay page, middle position", page, PAGE_TARGET),
        ("its marks, asked right after it", lambda at: site.get(f"/campaigns/{cid}/replay/changes?at={opened['at']}"),
         PAGE_TARGET),
        ("replay step, middle position", lambda at: site.get(f"/campaigns/{cid}/replay/step?at={at}"), PAGE_TARGET),
        ("dice audit", lambda at: site.get(f"/campaigns/{cid}/dice"), PAGE_TARGET),
        ("campaign list API", lambda at: site.get("/api/v1/campaigns"), PAGE_TARGET),
        ("campaigns page", lambda at: site.get("/campaigns"), PAGE_TARGET),
        ("table page (log of the last events)", lambda at: site.get(f"/campaigns/{cid}/table"), PAGE_TARGET),
        ("history page, newest", lambda at: site.get(f"/campaigns/{cid}/history"), PAGE_TARGET),
        ("history page, middle", lambda at: site.get(f"/campaigns/{cid}/history?page={(head - at) // 50 + 1}"),
         PAGE_TARGET),
        ("events API, middle page", lambda at: site.get(f"/api/v1/campaigns/{cid}/events?start={at}&limit=100"),
         PAGE_TARGET),
        ("state at a position", lambda at: journal.state(cid, at=at), None),
    ]


def after_a_move(site: Site, runs: int, first_year: str) -> dict[str, list[float]]:
    """A note posted at the head, then the table page every tablet asks for next, in the long
    campaign and in a first-year one; measured after the pages above (a move changes the head
    every cache of a page is checked against)."""
    found: dict[str, list[float]] = {}
    for _ in range(runs + 1):
        for cid, year in ((site.built.campaign, ""), (first_year, ", first-year campaign")):
            posted = timed(lambda: site.post(f"/api/v1/campaigns/{cid}/commands", NOTE))
            table = timed(lambda: site.get(f"/campaigns/{cid}/table"))
            if _:   # the first round warms up
                found.setdefault(f"a note posted {'in a first-year campaign' if year else 'at the head'} (API)",
                                 []).append(posted)
                found.setdefault(f"table page right after it{year}", []).append(table)
    return found


def measure(site: Site, runs: int, rng: random.Random, first_year: str) -> dict[str, list[float]]:
    """Each figure `runs` times at random middle positions (so no sentence or state is cached
    from the run before), after one warm-up call of each."""
    head = journal_of(site.app).head(site.built.campaign)
    found: dict[str, list[float]] = {}
    listed = figures(site, rng, first_year)
    for name, work, _ in listed:
        work(head // 2)
    for _ in range(runs):
        for name, work, _ in listed:
            at = rng.randint(head * 2 // 5, head * 3 // 5)
            found.setdefault(name, []).append(timed(lambda: work(at)))
    return found


def verify_times(site: Site) -> list[tuple[str, float]]:
    """The first verify (from the start), the next (from where the first one got to, after a
    few more moves), and verify --full; a journal without --full verifies from the start twice."""
    journal, cid = journal_of(site.app), site.built.campaign
    found = [("verify, the first time", timed(lambda: journal.verify(cid)))]
    for _ in range(3):
        journal.execute(cid, {"type": "note", "text": "Checked by the bench."}, actor=USER)
    found.append(("verify, again after 3 moves", timed(lambda: journal.verify(cid))))
    try:
        found.append(("verify --full", timed(lambda: journal.verify(cid, full=True))))
    except TypeError:
        pass
    return found


def demo_start(site: Site) -> float:
    """`serve --demo` start-up: the demo account is made owner of every campaign (timed on a
    restart, when the account exists: making it hashes its password, on purpose slowly)."""
    from web import cli

    obj = SimpleNamespace(db=site.built.url, instance=str(site.app.instance_path), journal=journal_of(site.app))
    cli._demo_owner(obj)
    return timed(lambda: cli._demo_owner(obj))


def report(found: dict[str, list[float]], targets: dict[str, float | None], once: list[tuple[str, float]],
           runs: int) -> None:
    base = statistics.median(found["campaign info API (baseline)"])
    print(f"baseline: GET /api/v1/campaigns/<id> median {base * 1000:.1f} ms over {runs} runs")
    for name, spent in found.items():
        median = statistics.median(spent)
        target = targets.get(name)
        goal = f"  (target <= {target:g}x)" if target else ""
        if name == "state at a position":
            goal = f"  max {max(spent) * 1000:.1f} ms  (target <= 50 ms)"
        print(f"{name}: {median * 1000:.1f} ms  {median / base:.1f}x{goal}")
    for long, first in AS_IN_THE_FIRST_YEAR.items():
        ratio = statistics.median(found[long]) / statistics.median(found[first])
        print(f"{long}, long campaign / first year: {ratio:.2f}x  (as fast as the first year: about 1x)")
    for name, spent in once:
        goal = "  (target <= 5 s)" if name.startswith("verify, again") else ""
        print(f"{name}: {spent:.2f} s  {spent / base:.0f}x{goal}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--campaigns", type=int, default=1_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--rebuild", action="store_true", help="build the store again even if one is kept")
    server = os.environ.get("JOURNAL_TEST_POSTGRES_URL")
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="postgres" if server else "sqlite")
    args = parser.parse_args()
    if args.backend == "postgres" and not server:
        raise SystemExit("--backend postgres runs under scripts/with-postgres.sh (JOURNAL_TEST_POSTGRES_URL)")
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        built = (postgres_store(server, args.events, args.campaigns, args.rebuild) if args.backend == "postgres"
                 else sqlite_store(work, args.events, args.campaigns, args.rebuild))
        site = Site(built, work / "instance")
        try:
            opened = timed(lambda: journal_of(site.app))
            say(f"opened the store in {opened:.2f} s")
            head = journal_of(site.app).head(built.campaign)
            print(f"backend: {args.backend}; long campaign: {head} events; campaigns: {len(built.small) + 1}")
            rng = random.Random(5)
            first_year = site.first_year()
            targets = {name: target for name, _, target in figures(site, rng, first_year)}
            found = measure(site, args.runs, rng, first_year)
            found.update(after_a_move(site, args.runs, first_year))
            targets["table page right after it"] = PAGE_TARGET
            found["serve --demo start-up"] = [demo_start(site)]
            targets["serve --demo start-up"] = PAGE_TARGET
            report(found, targets, verify_times(site), args.runs)
            say("serving the long campaign from a `journal serve` process")
            memory = site_memory(built.url, work / "site-instance", built.campaign, head, USER, PASSWORD)
            print(f"site process: {memory['started']:.0f} MB logged in, {memory['served']:.0f} MB after 240 pages, "
                  f"highest {memory['highest']:.0f} MB  (target < {TARGET_MB} MB)")
        finally:
            site.close()


if __name__ == "__main__":
    main()
