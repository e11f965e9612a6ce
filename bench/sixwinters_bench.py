"""A Six Winters table command against a dice roll, on one store, in the same run.

Plays the Blue Robe year move by move (its demo script) through the journal service on a
temporary SQLite store; after every table command it appends one dice roll to a dice
campaign in the same store, so both are timed under the same conditions. Prints the
median of each and their ratio, on a line of its own:

    sixwinters-command-vs-roll: 2.4x      (target <= 3x)

Usage: python bench/sixwinters_bench.py [--rounds N]   (each round plays the year once)
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from journal.service import Journal  # noqa: E402

ROLL = {"type": "roll", "dice": [{"sides": 6, "value": 3, "kind": "action"}, {"sides": 6, "value": 5, "kind": "action"}],
        "purpose": "bench"}


def timed(action) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def play_year(journal: Journal, dice: str, table: list, rolls: list) -> None:
    """One Blue Robe year: table commands timed, each followed by a timed roll."""
    script = next(s for s in journal.demo_scripts("sixwinters") if "move by move" in s["name"])
    campaign = journal.create_campaign("sixwinters", script["name"], script["setup"])
    for command in script["commands"]:
        command = dict(command)
        actor = command.pop("actor", "bench")
        spent = timed(lambda: journal.execute(campaign, command, actor=actor))
        if command["type"].startswith("table-"):
            table.append(spent)
            rolls.append(timed(lambda: journal.execute(dice, ROLL)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    rounds = parser.parse_args().rounds
    table, rolls = [], []
    with tempfile.TemporaryDirectory() as folder:
        journal = Journal(url=f"sqlite:///{Path(folder) / 'journal.sqlite'}")
        try:
            dice = journal.create_campaign("dice", "Bench rolls")
            for _ in range(rounds):
                play_year(journal, dice, table, rolls)
        finally:
            journal.close()
    command, roll = statistics.median(table), statistics.median(rolls)
    print(f"six winters table commands: {len(table)}, median {command * 1000:.2f} ms; "
          f"dice rolls: {len(rolls)}, median {roll * 1000:.2f} ms")
    print(f"sixwinters-command-vs-roll: {command / roll:.1f}x")


if __name__ == "__main__":
    main()
