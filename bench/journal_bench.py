"""What a dice roll costs against storing a row, measured op by op in the same run (ratios, not
seconds, are the targets).

  roll:     a dice roll through the journal, against one row stored three other ways, the
            four taking turns op by op (disk latency drifts by the minute, so blocks timed
            one after the other compared the disk of two moments):
              raw sqlite3 INSERT+COMMIT               target: roll <= 3x
              eventsourcing's SQLite recorder (insert_events)    printed
              eventsourcing's Application.save (one aggregate event)  printed
  commits:  durable commits per command (fdatasync and fsync of the write-ahead log counted by
            strace, less SQLite's checkpoints, printed beside; without strace, COMMITs counted
            in the process)   target 1
  rebuild:  fold every event from the store       target <= 2x raw SELECT of all rows + json decode
  checked:  the same through the replayer's walk, every event's hash checked    target <= 5x raw read+decode
  random:   state at 20 random positions of a fresh journal    target <= 50 ms each (snapshots)

Every line ends PASS or OVER; the bench exits 0 either way (benches report, they do not fail CI).

Usage: python bench/journal_bench.py [--events N] [--quick]
"""
from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from domain.kernel import fold  # noqa: E402
from journal.envelopes import envelope as envelopes  # noqa: E402
from journal.history.replay import step  # noqa: E402
from journal.service import Journal  # noqa: E402

ROLL_TARGET, COMMITS_TARGET, REBUILD_TARGET, CHECKED_TARGET, STATE_TARGET_MS = 3.0, 1.0, 2.0, 5.0, 50.0


def verdict(value: float, target: float) -> str:
    return "PASS" if value <= target else "OVER"


def command(index: int) -> dict:
    if index % 10 == 0:
        return {"type": "note", "text": f"Scene {index}: the party reaches the ford and argues about the toll."}
    return {"type": "roll", "dice": [{"sides": 6, "value": index % 6 + 1, "kind": "action"},
                                      {"sides": 6, "value": (index * 7) % 6 + 1, "kind": "sorcery"}],
            "purpose": "overcome"}


class Raw:
    """One row a commit with sqlite3 itself (WAL, as the journal's store)."""

    def __init__(self, path: Path):
        self.connection = sqlite3.connect(path, isolation_level=None)
        self.connection.execute("PRAGMA journal_mode=WAL")
        self.connection.execute("CREATE TABLE events (stream TEXT, position INTEGER, kind TEXT, data BLOB, "
                                "PRIMARY KEY (stream, position))")
        self.position = 0

    def append(self, data: bytes) -> None:
        self.position += 1
        self.connection.execute("BEGIN")
        self.connection.execute("INSERT INTO events VALUES (?, ?, ?, ?)", ("bench", self.position, "kind", data))
        self.connection.execute("COMMIT")

    def read(self) -> list:
        rows = self.connection.execute("SELECT data FROM events WHERE stream = ? ORDER BY position", ("bench",))
        return [json.loads(data) for (data,) in rows.fetchall()]


class Recorder:
    """One stored event a call with eventsourcing's SQLite application recorder."""

    def __init__(self, path: Path):
        from eventsourcing.persistence import StoredEvent
        from eventsourcing.sqlite import SQLiteApplicationRecorder, SQLiteDatastore

        self.stored_event = StoredEvent
        self.datastore = SQLiteDatastore(str(path))
        self.recorder = SQLiteApplicationRecorder(self.datastore)
        self.recorder.create_table()
        self.stream, self.position = uuid.uuid4(), 0

    def append(self, data: bytes) -> None:
        self.position += 1
        self.recorder.insert_events([self.stored_event(self.stream, self.position, "bench", data)])


class Saved:
    """One aggregate event a call with eventsourcing's Application.save."""

    def __init__(self, path: Path):
        from eventsourcing.application import Application
        from eventsourcing.domain import Aggregate, event

        class Table(Aggregate):
            @event("Rolled")
            def roll(self, dice: list) -> None:
                self.last = dice

        self.application = Application(env={"PERSISTENCE_MODULE": "eventsourcing.sqlite", "SQLITE_DBNAME": str(path)})
        self.table = Table()
        self.application.save(self.table)

    def append(self, data: bytes) -> None:
        self.table.roll([3, 5])
        self.application.save(self.table)


def timed(work) -> float:
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def interleaved(folder: Path, count: int) -> tuple[dict[str, list[float]], Journal, str]:
    """`count` appends of each kind, taking turns op by op (the order turns too)."""
    journal = Journal(url=f"sqlite:///{folder / 'journal.sqlite'}")
    campaign = journal.create_campaign("dice", "Bench")
    journal.execute(campaign, command(1))   # the first roll also commits the campaign's dice seed
    payload = journal.store.read(journal.stream_id(campaign))[-1].data
    others = {"raw sqlite3 INSERT+COMMIT": Raw(folder / "raw.sqlite"),
              "eventsourcing recorder": Recorder(folder / "recorder.sqlite"),
              "eventsourcing Application.save": Saved(folder / "saved.sqlite")}
    works = {"journal command": None, **{name: other.append for name, other in others.items()}}
    found: dict[str, list[float]] = {name: [] for name in works}
    told: list[float] = []
    for index in range(count):
        order = list(works)
        order = order[index % len(order):] + order[:index % len(order)]
        for name in order:
            work = (lambda: journal.execute(campaign, command(index))) if name == "journal command" else \
                (lambda: works[name](payload))
            found[name].append(timed(work))
            if name == "journal command":   # the sentences told after it, timed apart: never in another op's time
                told.append(timed(journal.settled))
    found["dice roll"] = [spent for index, spent in enumerate(found.pop("journal command")) if index % 10]
    found["told after it"] = [spent for index, spent in enumerate(told) if index % 10]
    return found, journal, campaign


def rebuild_and_checked(journal: Journal, campaign: str) -> tuple[float, float]:
    """The quickest of three folds of every event, without and with the walk's checks."""
    rules = journal.ruleset_of(campaign)

    def rebuild() -> None:
        state = fold.empty_state()
        for row in journal.store.read(journal.stream_id(campaign)):
            state = step(rules, state, envelopes.decode(row.data))

    def checked() -> None:
        for _ in journal.walk(campaign):
            pass
    return min(timed(rebuild) for _ in range(3)), min(timed(checked) for _ in range(3))


def random_states(folder: Path, campaign: str, count: int) -> list[float]:
    fresh = Journal(url=f"sqlite:///{folder / 'journal.sqlite'}")
    try:
        fresh.ruleset_of(campaign)
        rng = random.Random(1)
        return [timed(lambda: fresh.state(campaign, at=rng.randint(1, count))) for _ in range(20)]
    finally:
        fresh.close()


def raw_read(folder: Path, payload: list[bytes]) -> float:
    """The quickest of three reads and decodes of the same rows with sqlite3 itself."""
    raw = Raw(folder / "raw-read.sqlite")
    raw.connection.execute("BEGIN")
    raw.connection.executemany("INSERT INTO events VALUES (?, ?, ?, ?)",
                               [("bench", position, "kind", data) for position, data in enumerate(payload)])
    raw.connection.execute("COMMIT")
    spent = min(timed(lambda: raw.read()) for _ in range(3))
    assert len(raw.read()) == len(payload)
    raw.connection.close()
    return spent


# durable commits per command ----------------------------------------------------
KINDS = {"dice roll": command(1), "note": command(0)}


def sync_child(folder: str, kind: str, count: int) -> None:
    """Run in a process of its own: open a store, make a campaign and one command of `kind`,
    then `count` more (the difference between two counts is what the commands did)."""
    counted = _count_commits() if kind.startswith("count:") else None
    kind = kind.removeprefix("count:")
    journal = Journal(url=f"sqlite:///{Path(folder) / f'sync-{kind}-{count}.sqlite'}")
    campaign = journal.create_campaign("dice", "Commits")
    journal.execute(campaign, KINDS[kind])
    if counted is not None:
        counted.clear()
    for _ in range(count):
        journal.execute(campaign, KINDS[kind])
    journal.close()
    if counted is not None:
        print(json.dumps({"commits": len(counted)}))


def _count_commits() -> list:
    """COMMITs of every sqlite3 connection and every SQLAlchemy engine made from now on."""
    from sqlalchemy import event
    from sqlalchemy.engine import Engine

    found, connect = [], sqlite3.connect

    def traced(*args, **kwargs):
        connection = connect(*args, **kwargs)
        connection.set_trace_callback(lambda sql: found.append(sql) if sql.strip().upper().startswith("COMMIT")
                                      else None)
        return connection
    sqlite3.connect = traced
    event.listen(Engine, "commit", lambda connection: found.append("COMMIT (SQLAlchemy)"))
    return found


def _syncs(folder: Path, kind: str, count: int) -> tuple[int, int]:
    """(durable commits, checkpoints) of a child process making `count` commands of `kind`.
    With strace: the fdatasync and fsync calls on the store's write-ahead log, less one for each
    checkpoint (SQLite syncs the log, then the database file, when it copies the log back: the
    database file's syncs count them); without, COMMITs counted in the process."""
    strace = shutil.which("strace")
    child = [sys.executable, __file__, "--sync-child", str(folder), kind, str(count)]
    if strace is None:
        out = subprocess.run([*child[:3], f"count:{kind}", str(count)], capture_output=True, text=True, check=True)
        return json.loads(out.stdout.strip().splitlines()[-1])["commits"], 0
    out = subprocess.run([strace, "-f", "-qq", "-y", "-e", "trace=fsync,fdatasync", *child],
                         capture_output=True, text=True, check=True)
    synced = re.findall(r"f(?:data)?sync\(\d+<([^>]*)>\)", out.stderr)
    log = sum(1 for path in synced if path.endswith(".sqlite-wal"))
    checkpoints = sum(1 for path in synced if path.endswith(".sqlite"))
    return log - checkpoints, checkpoints


def commits_per_command(folder: Path, count: int) -> tuple[str, dict[str, tuple[float, float]]]:
    how = "fdatasync of the write-ahead log (strace)" if shutil.which("strace") else \
        "COMMITs counted in the process (no strace)"
    per = {}
    for kind in KINDS:
        (commits, checkpoints), (base_commits, base_checkpoints) = _syncs(folder, kind, count), _syncs(folder, kind, 0)
        per[kind] = ((commits - base_commits) / count, (checkpoints - base_checkpoints) / count)
    return how, per


def report(found: dict[str, list[float]], commits: tuple[str, dict[str, float]], rebuild: float, checked: float,
           read: float, randoms: list[float], events: int) -> None:
    roll, raw = statistics.median(found["dice roll"]), statistics.median(found["raw sqlite3 INSERT+COMMIT"])
    print(f"events: {events}; appends taking turns op by op: {len(found['dice roll'])} dice rolls")
    print(f"dice roll (journal): median {roll * 1000:.2f} ms (what the caller waits for; its sentences are told "
          f"after it on the projector's thread, waited for apart: median {statistics.median(found['told after it']) * 1000:.2f} ms)")
    for name in ("raw sqlite3 INSERT+COMMIT", "eventsourcing recorder", "eventsourcing Application.save"):
        other = statistics.median(found[name])
        target = ROLL_TARGET if name.startswith("raw") else None
        goal = f"  target <= {target:g}x  {verdict(roll / other, target)}" if target else \
            f"  (it / raw sqlite3: {other / raw:.2f}x)"
        print(f"  against {name}: median {other * 1000:.2f} ms; dice roll / it: {roll / other:.2f}x{goal}")
    how, per = commits
    for kind, (count, checkpoints) in per.items():
        print(f"durable commits per {kind}: {count:.2f}  ({how}; besides, SQLite's checkpoints: "
              f"{checkpoints:.3f} per {kind})  target {COMMITS_TARGET:g}  {verdict(count, COMMITS_TARGET)}")
    print(f"rebuild: journal {rebuild:.3f} s  raw read+decode {read:.3f} s  ratio {rebuild / read:.2f}x  "
          f"target <= {REBUILD_TARGET:g}x  {verdict(rebuild / read, REBUILD_TARGET)}")
    print(f"checked: journal walk {checked:.3f} s  raw read+decode {read:.3f} s  ratio {checked / read:.2f}x  "
          f"target <= {CHECKED_TARGET:g}x  {verdict(checked / read, CHECKED_TARGET)}")
    slowest = max(randoms) * 1000
    print(f"state at 20 random positions: median {statistics.median(randoms) * 1000:.1f} ms, max {slowest:.1f} ms  "
          f"target <= {STATE_TARGET_MS:g} ms  {verdict(slowest, STATE_TARGET_MS)}")


def main() -> None:
    if len(sys.argv) == 5 and sys.argv[1] == "--sync-child":
        sync_child(sys.argv[2], sys.argv[3], int(sys.argv[4]))
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=3_000, help="commands appended (each kind as many times)")
    parser.add_argument("--quick", action="store_true", help="500 commands")
    args = parser.parse_args()
    count = 500 if args.quick else args.events
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        found, journal, campaign = interleaved(folder, count)
        try:
            rebuild, checked = rebuild_and_checked(journal, campaign)
            payload = [row.data for row in journal.store.read(journal.stream_id(campaign))]
        finally:
            journal.close()
        randoms = random_states(folder, campaign, len(payload))
        read = raw_read(folder, payload)
        commits = commits_per_command(folder, 20 if args.quick else 50)
    report(found, commits, rebuild, checked, read, randoms, len(payload))


if __name__ == "__main__":
    main()
