"""The store the scale bench measures: a long Six Winters campaign played move by move by the
random legal player through the journal service, and a thousand small campaigns beside it,
all owned by one account.

A six-year campaign of random play ends after some 600 events (random tables lose their games
early), so the long campaign is played with a group's own catalog: the built-in cards with
room for a longer campaign (more years, a higher skill cap, every scenario open in every
year). The rules are the same; only the campaign is longer.

Building takes a while, so the built store is kept between runs in the temp folder, keyed by
the code that decides what it holds (domain/, the telling of sentences and STORE_FORMAT); each run works on a copy
(SQLite) or a restored dump (PostgreSQL, with pg_dump and pg_restore), so what a run adds
(read models built on open, anchors) never reaches the kept one. An interrupted SQLite build
goes on where it stopped. A move the moves document lists but the rules refuse is said on
stderr and another one is played.

Every build plays the same game and keeps the same snapshots (a build that goes on after an
interruption, another from there): the random player's choices come from a seeded generator,
the app's dice from seeds counted off one text (`same_dice`) instead of fresh randomness, and
snapshots are spaced by a fold cost fixed for the build (`SteadyCost`) instead of the one the
building process measures as it goes. So two builds for two versions of the code measure the
same campaign, read from the same snapshots, wherever the code decides the same moves. (With
fresh seeds each build was another campaign, with another number of characters and years at
the middle position; and how busy the machine was while building moved the snapshots.)
"""
from __future__ import annotations

import contextlib
import copy
import hashlib
import itertools
import json
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from typing import Callable
from pathlib import Path
from urllib.parse import urlparse

import psycopg

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from domain.kernel.moves import random_command  # noqa: E402
from domain.rulesets import get  # noqa: E402
from journal.vaults import seeds  # noqa: E402
from journal.errors import CommandRejected  # noqa: E402
from journal.store.fold_cost import MEASURED, READ, FoldCost  # noqa: E402
from journal.projections.moves import moves_document  # noqa: E402
from journal.service import Journal  # noqa: E402
from journal.projections.told import TELLING_MODULES  # noqa: E402
from web.accounts.store import AccountStore  # noqa: E402
from web.config import accounts_url  # noqa: E402

USER, PASSWORD = "bench", "bench-password"
PLAYERS = ["Ann", "Ben", "Cat", "Dov"]
LONG_YEARS, LONG_SKILL_MAX, COPIES = 400, 99, 3
KEYED = ("domain", *(f"journal/{name}" for name in TELLING_MODULES),   # the code that decides what the built store
         "journal/store/snapshots.py", "journal/store/fold_cost.py")   # holds: its sentences, and its snapshots' rows and spacing
STORE_FORMAT = 7       # of what the bench keeps: another number builds the store again
REFUSALS = 20          # refused moves in a row before the long campaign stops where it is
EVOLVE = 0.00025       # seconds of evolve a Six Winters event takes (what a site process measured folding the
                       # long campaign here on a quiet machine): the spacing of the built store's snapshots


@dataclass(frozen=True)
class Built:
    """What a run needs to know of the store it measures."""

    url: str
    campaign: str          # the long campaign's id
    first_year: str        # the same group's first year, played the same way (its pages are the measure)
    small: list[str]       # the small campaigns' ids

    def meta(self) -> dict:
        return {"campaign": self.campaign, "first_year": self.first_year, "small": self.small}

    @classmethod
    def of(cls, url: str, meta: dict) -> Built:
        return cls(url, meta["campaign"], meta["first_year"], meta["small"])


def code_key(events: int, campaigns: int, backend: str) -> str:
    """A digest of the code that decides what the built store holds, and of the sizes asked for."""
    digest = hashlib.sha256(f"{STORE_FORMAT}:{events}:{campaigns}:{backend}:{PLAYERS}:{LONG_YEARS}:{LONG_SKILL_MAX}:{COPIES}".encode())
    for name in KEYED:
        path = ROOT / name
        for file in sorted(path.rglob("*") if path.is_dir() else [path]):
            if file.suffix in (".py", ".json", ".toml") and "__pycache__" not in file.parts:
                digest.update(str(file.relative_to(ROOT)).encode() + file.read_bytes())
    return digest.hexdigest()[:16]


def cache_folder(key: str) -> Path:
    return Path(tempfile.gettempdir()) / "campaign-journal-scale" / key


def say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def long_catalog() -> dict:
    """The built-in cards with room for a long campaign (a group's own catalog): more years,
    a higher skill cap, every scenario in every year, and three of each card (a century of
    play burns cards a scenario's set-up needs)."""
    catalog = copy.deepcopy(get("sixwinters").catalogs.builtin())
    catalog["limits"]["campaign_years"] = LONG_YEARS
    catalog["skill_max"] = LONG_SKILL_MAX
    for scenario in catalog["scenarios"].values():
        scenario["year_max"] = LONG_YEARS
    for kind in ("obstacles", "assets"):
        for card in catalog[kind].values():
            card["copies"] = card.get("copies", 1) * COPIES
    catalog["source"] = "scale-bench.json"
    return catalog


def play_long(journal: Journal, events: int, progress: Progress, seed: int = 7) -> str:
    """Random legal moves from the moves document until the campaign holds `events` events
    (going on from where an interrupted build stopped)."""
    cid = progress.get("campaign") or progress.put("campaign", _started(journal, "Many long winters"))
    return play(journal, cid, seed, lambda head: head < events, "long campaign", events)


def play_first_year(journal: Journal, progress: Progress, seed: int = 7) -> str:
    """The same group's first year (the catalog, the players and the random player of the long
    campaign), played until the second year begins: what a page of the long campaign should
    cost is what it costs here. (A demo recorded at another table has other decks: the bench's
    catalog holds three of each card, so its sealed shuffles and reveals are three times as long.)"""
    cid = progress.get("first_year") or progress.put("first_year", _started(journal, "The first winter"))

    def first_year(head: int) -> bool:
        return journal.state(cid).state["game"]["campaign"].get("year", 1) == 1

    return play(journal, cid, seed, first_year, "first year", None)


def _started(journal: Journal, name: str) -> str:
    return journal.create_campaign("sixwinters", name, {"players": PLAYERS, "record_play": "table",
                                                        "catalog": long_catalog()}, actor=USER)


def play(journal: Journal, cid: str, seed: int, going: Callable[[int], bool], name: str, events: int | None) -> str:
    """Random legal moves while `going(head)` (from where an interrupted build stopped)."""
    head = reported = journal.head(cid)
    rng, started, refused = random.Random(f"{seed}:{head}"), time.perf_counter(), 0
    while going(head) and refused < REFUSALS:
        document = moves_document(journal, cid)
        command = random_command(document, rng, app=True)
        if document["over"] is not None or command is None:
            say(f"  the campaign cannot go on at position {head} ({document['over'] or 'no move listed'})")
            break
        try:
            head, refused = journal.execute(cid, command, actor=USER)[-1]["position"], 0
        except CommandRejected as error:   # the moves document listed it: a rules bug, said and played around
            refused += 1
            say(f"  a listed move was refused at position {head}: {command['type']}: {error.message}")
            continue
        if head - reported >= 250 or not going(head):
            reported = head
            say(f"  {name}: {head}{f'/{events}' if events else ''} events, {time.perf_counter() - started:.0f} s")
    return cid


class Progress:
    """What an interrupted build had made (the long campaign's id, the small campaigns)."""

    def __init__(self, path: Path):
        self.path = path
        self.found = json.loads(path.read_text()) if path.exists() else {}

    def get(self, key: str, default=None):
        return self.found.get(key, default)

    def put(self, key: str, value):
        self.found[key] = value
        self.path.write_text(json.dumps(self.found))
        return value


def small_campaigns(journal: Journal, count: int, progress: Progress, seed: int = 11) -> list[str]:
    """Dice campaigns of one to five rolls and notes each."""
    found = list(progress.get("small", []))
    rng = random.Random(f"{seed}:{len(found)}")
    for number in range(len(found) + 1, count + 1):
        cid = journal.create_campaign("dice", f"Table {number:04d}", actor=USER)
        for _ in range(rng.randint(1, 5)):
            if rng.random() < 0.3:
                journal.execute(cid, {"type": "note", "text": "The party argues about the toll."}, actor=USER)
            else:
                journal.execute(cid, {"type": "roll", "purpose": "attack",
                                      "dice": [{"sides": 6, "value": rng.randint(1, 6), "kind": "action"}]},
                                actor=USER)
        found.append(cid)
        if number % 100 == 0:
            progress.put("small", found)
            say(f"  small campaigns: {number}/{count}")
    return found


class SteadyCost(FoldCost):
    """Folding as costly in every build: the snapshots of the built store do not depend on how
    busy the machine was while building it."""

    def measured(self, ruleset, events: int, seconds: float) -> bool:
        return events >= MEASURED

    def of(self, ruleset) -> float:
        return EVOLVE + READ


@contextlib.contextmanager
def same_dice(text: str = "scale bench"):
    """The app's dice seeds counted off `text` while the store is built (the journal's own
    seeds are fresh randomness, as a table's must be)."""
    counted, fresh = itertools.count(), seeds.new_seed
    seeds.new_seed = lambda: hashlib.sha256(f"{text}:{next(counted)}".encode()).hexdigest()
    try:
        yield
    finally:
        seeds.new_seed = fresh


def build(url: str, events: int, campaigns: int, progress: Progress) -> Built:
    with same_dice(f"scale bench:{progress.get('campaign', '')}:{len(progress.get('small', []))}"):
        return _build(url, events, campaigns, progress)


def _build(url: str, events: int, campaigns: int, progress: Progress) -> Built:
    journal = Journal(url=url)
    journal.replayer.snapshots.cost = SteadyCost(journal.replayer.every)
    accounts = AccountStore(accounts_url(url, None), hash_method="pbkdf2:sha256:1")
    try:
        user = accounts.user_named(USER) or accounts.add_user(USER, PASSWORD)
        say(f"building a long Six Winters campaign of {events} events (random legal play, move by move)")
        cid = play_long(journal, events, progress)
        say("building the same group's first year")
        first_year = play_first_year(journal, progress)
        say(f"building {campaigns} small campaigns")
        small = small_campaigns(journal, campaigns, progress)
        for campaign in [cid, first_year, *small]:
            accounts.set_role(user.id, campaign, "owner")
        return Built(url, cid, first_year, small)
    finally:
        accounts.engine.dispose()
        journal.close()


# SQLite ------------------------------------------------------------------------
def sqlite_store(work: Path, events: int, campaigns: int, rebuild: bool, kept: Path | None = None) -> Built:
    """A copy of the kept SQLite store in `work` (built and kept first if need be); `kept`: a
    store folder kept by another version of the code, read as it is (one store that two versions
    read compares them like for like: each version's own store holds other random play)."""
    if kept is not None:
        if not (kept / "meta.json").exists():
            raise SystemExit(f"--store {kept}: no store kept there (no meta.json)")
        rebuild = False
    kept = kept or cache_folder(code_key(events, campaigns, "sqlite"))
    if rebuild or not (kept / "meta.json").exists():
        if rebuild or not (kept / "progress.json").exists():
            shutil.rmtree(kept, ignore_errors=True)
        kept.mkdir(parents=True, exist_ok=True)
        built = build(f"sqlite:///{kept / 'journal.sqlite'}", events, campaigns, Progress(kept / "progress.json"))
        with sqlite3.connect(kept / "journal.sqlite") as connection:   # everything in the one file
            connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        (kept / "meta.json").write_text(json.dumps(built.meta()))
    else:
        say(f"using the store kept in {kept}")
    shutil.copy(kept / "journal.sqlite", work / "journal.sqlite")
    meta = json.loads((kept / "meta.json").read_text())
    return Built.of(f"sqlite:///{work / 'journal.sqlite'}", meta)


# PostgreSQL --------------------------------------------------------------------
def _pg_tool(name: str) -> str:
    found = sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"), key=lambda p: int(p.parts[-3]))
    return str(found[-1]) if found else name


def _pg_args(url: str) -> list[str]:
    parts = urlparse(url)
    return ["-h", parts.hostname or "127.0.0.1", "-p", str(parts.port or 5432), "-U", parts.username or "postgres"]


def _fresh_database(server: str, name: str) -> str:
    with psycopg.connect(server, autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}"')
        connection.execute(f'CREATE DATABASE "{name}"')
    return urlparse(server)._replace(path=f"/{name}").geturl()


def copied(source: Path, url: str) -> Built:
    """The campaigns of the kept SQLite store, exported and imported (the same events, hashes
    and states), owned by the bench's account: much quicker than playing them again."""
    meta = json.loads((source / "meta.json").read_text())
    origin, journal = Journal(url=f"sqlite:///{source / 'journal.sqlite'}"), Journal(url=url)
    accounts = AccountStore(accounts_url(url, None), hash_method="pbkdf2:sha256:1")
    try:
        user = accounts.user_named(USER) or accounts.add_user(USER, PASSWORD)
        for number, cid in enumerate([meta["campaign"], meta["first_year"], *meta["small"]], start=1):
            with tempfile.TemporaryFile("w+", encoding="utf-8") as handle:
                origin.export(cid, handle)
                handle.seek(0)
                journal.import_(handle)
            accounts.set_role(user.id, cid, "owner")
            if number % 100 == 0:
                say(f"  copied {number} campaigns")
        return Built.of(url, meta)
    finally:
        accounts.engine.dispose()
        origin.close()
        journal.close()


def postgres_store(server: str, events: int, campaigns: int, rebuild: bool) -> Built:
    """A fresh database restored from the kept dump (made first if need be: copied from the
    kept SQLite store when there is one, else built)."""
    key = code_key(events, campaigns, "postgres")
    kept = cache_folder(key)
    url = _fresh_database(server, f"scale_{key}")
    if rebuild or not (kept / "meta.json").exists():
        shutil.rmtree(kept, ignore_errors=True)
        kept.mkdir(parents=True)
        source = cache_folder(code_key(events, campaigns, "sqlite"))
        if (source / "meta.json").exists():
            say(f"copying the store kept in {source} to PostgreSQL")
            built = copied(source, url)
        else:
            built = build(url, events, campaigns, Progress(kept / "progress.json"))
        subprocess.run([_pg_tool("pg_dump"), *_pg_args(url), "-Fc", "-f", str(kept / "store.dump"),
                        urlparse(url).path.lstrip("/")], check=True)
        (kept / "meta.json").write_text(json.dumps(built.meta()))
        url = _fresh_database(server, f"scale_{key}")
    else:
        say(f"using the store kept in {kept}")
    subprocess.run([_pg_tool("pg_restore"), *_pg_args(url), "-d", urlparse(url).path.lstrip("/"),
                    str(kept / "store.dump")], check=True)
    meta = json.loads((kept / "meta.json").read_text())
    return Built.of(url, meta)
