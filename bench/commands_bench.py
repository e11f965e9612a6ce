"""Each command kind of every ruleset against a dice roll, on one store, in the same run.

Plays every demo script of every ruleset command by command through the journal service on
a temporary SQLite store; after every command it appends one dice roll to a dice campaign in
the same store, so each command and the roll beside it are timed under the same conditions:
each timed once the projector's thread is done with what came before (what the caller waits for).
Prints, for each ruleset and command kind, the median command against the median of the
rolls taken beside that kind, the ratio, the target and PASS or OVER.

Every line ends PASS or OVER; the bench exits 0 either way (benches report, they do not fail CI).

Usage: python bench/commands_bench.py [--rounds N] [--quick]   (each round plays every demo once)
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import domain.rulesets as registry  # noqa: E402
from journal.errors import CommandRejected  # noqa: E402
from journal.service import Journal  # noqa: E402

ROLL = {"type": "roll", "dice": [{"sides": 6, "value": 3, "kind": "action"}, {"sides": 6, "value": 5, "kind": "action"}],
        "purpose": "bench"}
TARGET = 3.0


def timed(action) -> float:
    started = time.perf_counter()
    action()
    return time.perf_counter() - started


def play(journal: Journal, dice: str, rules, script: dict, found: dict) -> None:
    """One demo script: each command timed, then a roll beside it."""
    campaign = journal.create_campaign(rules.name, script["name"], script.get("setup"))
    for command in script["commands"]:
        command = dict(command)
        actor = command.pop("actor", "bench")
        journal.settled()   # the projector done with what came before: its telling is not this command's time
        try:
            spent = timed(lambda: journal.execute(campaign, command, actor=actor))
        except CommandRejected:   # a demo step that the script expects refused: not a command's cost
            continue
        runs = found.setdefault((rules.name, command["type"]), ([], []))
        runs[0].append(spent)
        journal.settled()
        runs[1].append(timed(lambda: journal.execute(dice, ROLL)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--quick", action="store_true", help="one round")
    args = parser.parse_args()
    found: dict[tuple[str, str], tuple[list[float], list[float]]] = {}
    with tempfile.TemporaryDirectory() as folder:
        journal = Journal(url=f"sqlite:///{Path(folder) / 'journal.sqlite'}")
        try:
            dice = journal.create_campaign("dice", "Bench rolls")
            journal.execute(dice, ROLL)   # the first roll commits the campaign's dice seed too
            for _ in range(1 if args.quick else args.rounds):
                for rules in registry.all_rulesets():
                    for script in journal.demo_scripts(rules.name):
                        play(journal, dice, rules, script, found)
        finally:
            journal.close()
    over = 0
    for (ruleset, kind), (commands, rolls) in sorted(found.items()):
        command, roll = statistics.median(commands), statistics.median(rolls)
        ratio = command / roll
        over += ratio > TARGET
        print(f"{ruleset} {kind}: {len(commands)} runs, median {command * 1000:.2f} ms, {ratio:.2f}x a dice roll "
              f"({roll * 1000:.2f} ms)  target <= {TARGET:g}x  {'PASS' if ratio <= TARGET else 'OVER'}")
    print(f"command kinds: {len(found)}; over the target: {over}")


if __name__ == "__main__":
    main()
