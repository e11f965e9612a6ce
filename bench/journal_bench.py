"""Journal speed against raw sqlite3, measured in the same run (ratios, not seconds, are the targets).

  append:   10,000 commands one at a time         target <= 3x raw INSERT+COMMIT per row
  rebuild:  fold every event from the store       target <= 2x raw SELECT of all rows + json decode
  checked:  the same through the replayer's walk, every event's hash checked    target <= 5x raw read+decode
  random:   state at 20 random positions          target <= 50 ms each (snapshots)

Usage: python bench/journal_bench.py [--events N]
"""
from __future__ import annotations

import argparse
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from domain.kernel import fold  # noqa: E402
from journal import envelope as envelopes  # noqa: E402
from journal.replay import step  # noqa: E402
from journal.service import Journal  # noqa: E402


def command(index: int) -> dict:
    if index % 10 == 0:
        return {"type": "note", "text": f"Scene {index}: the party reaches the ford and argues about the toll."}
    return {"type": "roll", "dice": [{"sides": 6, "value": index % 6 + 1, "kind": "action"},
                                      {"sides": 6, "value": (index * 7) % 6 + 1, "kind": "sorcery"}],
            "purpose": "overcome"}


def bench_journal(folder: Path, count: int):
    journal = Journal(url=f"sqlite:///{folder / 'journal.sqlite'}")
    campaign = journal.create_campaign("dice", "Bench")
    started = time.perf_counter()
    for index in range(count):
        journal.execute(campaign, command(index))
    append = time.perf_counter() - started
    rules = journal.ruleset_of(campaign)
    started = time.perf_counter()
    state = fold.empty_state()
    for row in journal.store.read(journal.stream_id(campaign)):
        state = step(rules, state, envelopes.decode(row.data))
    rebuild = time.perf_counter() - started
    started = time.perf_counter()
    for _ in journal.walk(campaign):
        pass
    checked = time.perf_counter() - started
    fresh = Journal(url=f"sqlite:///{folder / 'journal.sqlite'}")
    rng = random.Random(1)
    randoms = []
    for _ in range(20):
        position = rng.randint(1, count + 1)
        started = time.perf_counter()
        fresh.state(campaign, at=position)
        randoms.append(time.perf_counter() - started)
    payload = [row.data for row in journal.store.read(journal.stream_id(campaign))]
    journal.close()
    fresh.close()
    return append, (rebuild, checked), randoms, payload


def bench_raw(folder: Path, payload: list[bytes]):
    connection = sqlite3.connect(folder / "raw.sqlite", isolation_level=None)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("CREATE TABLE events (stream TEXT, position INTEGER, kind TEXT, data BLOB, PRIMARY KEY (stream, position))")
    started = time.perf_counter()
    for position, data in enumerate(payload, start=1):
        connection.execute("BEGIN")
        connection.execute("INSERT INTO events VALUES (?, ?, ?, ?)", ("bench", position, "kind", data))
        connection.execute("COMMIT")
    append = time.perf_counter() - started
    started = time.perf_counter()
    rows = connection.execute("SELECT data FROM events WHERE stream = ? ORDER BY position", ("bench",)).fetchall()
    decoded = [json.loads(data) for (data,) in rows]
    read = time.perf_counter() - started
    connection.close()
    assert len(decoded) == len(payload)
    return append, read


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    count = parser.parse_args().events
    with tempfile.TemporaryDirectory() as folder:
        append, (rebuild, checked), randoms, payload = bench_journal(Path(folder), count)
        raw_append, raw_read = bench_raw(Path(folder), payload)
    print(f"events: {len(payload)}")
    print(f"append:  journal {append:.2f} s   raw sqlite3 {raw_append:.2f} s   ratio {append / raw_append:.2f}x  (target <= 3x)")
    print(f"rebuild: journal {rebuild:.3f} s  raw read+decode {raw_read:.3f} s  ratio {rebuild / raw_read:.2f}x  (target <= 2x)")
    print(f"checked: journal walk {checked:.3f} s  raw read+decode {raw_read:.3f} s  ratio {checked / raw_read:.2f}x  "
          "(target <= 5x)")
    print(f"state at 20 random positions: median {statistics.median(randoms) * 1000:.1f} ms, "
          f"max {max(randoms) * 1000:.1f} ms  (target <= 50 ms)")


if __name__ == "__main__":
    main()
