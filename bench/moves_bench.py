"""The moves document of the largest demo state, against the cost of one append, measured in the
same run (a ratio, not seconds, is what compares across machines).

  largest:  the demo position whose moves document is the largest (every demo of every ruleset
            walked, each position's document made once), its document made again and again
            target: median under 20 ms, printed next to the median append
  correcting: the largest document again, with the corrections the table asks for when
            "Correct" is tapped (printed, no target)
  every:    the median document over every position of every demo
  append:   one command (a note) appended to a campaign, median of the same number of runs

Each line with a target ends PASS or OVER; the bench exits 0 either way.

Usage: python bench/moves_bench.py [--runs N] [--quick]
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import domain.rulesets as registry  # noqa: E402
from domain.kernel import Viewer  # noqa: E402
from domain.kernel.moves import ruleset_document  # noqa: E402
from journal.service import Journal  # noqa: E402

OWNER = Viewer.of("bench", "owner")
TARGET_MS = 20.0


def timed(work, runs: int) -> list[float]:
    found = []
    for _ in range(runs):
        started = time.perf_counter()
        work()
        found.append(time.perf_counter() - started)
    return found


def demo_states(journal: Journal):
    """(ruleset, campaign name, position, game state) for every position of every demo."""
    for rules in registry.all_rulesets():
        for script in journal.demo_scripts(rules.name):
            campaign = journal.load_demo(rules.name, name=script["name"])
            for envelope, state in journal.walk(campaign):
                yield rules, script["name"], envelope["position"], state["game"]


def document(rules, game, position: int, corrections: bool = False) -> str:
    """The document as the API sends it: made for the owner and written as JSON (with
    `corrections`, as the table asks for it when "Correct" is tapped)."""
    return json.dumps(ruleset_document(rules, game, OWNER, position=position, corrections=corrections),
                      ensure_ascii=False)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--quick", action="store_true", help="10 runs")
    args = parser.parse_args()
    if args.quick:
        args.runs = 10
    with tempfile.TemporaryDirectory() as folder:
        journal = Journal(url=f"sqlite:///{Path(folder) / 'journal.sqlite'}")
        every, largest = [], None
        for rules, name, position, game in demo_states(journal):
            started = time.perf_counter()
            size = len(document(rules, game, position))
            every.append(time.perf_counter() - started)
            if largest is None or size > largest[0]:
                largest = (size, rules, name, position, game)
        size, rules, name, position, game = largest
        moves = timed(lambda: document(rules, game, position), args.runs)
        correcting = timed(lambda: document(rules, game, position, corrections=True), args.runs)
        journal.settled()   # the demos' last sentences told: the appends below pay for their own only
        campaign = journal.create_campaign("dice", "Append bench")
        appends = timed(lambda: journal.execute(campaign, {"type": "note", "text": "The party argues about the toll."}),
                        args.runs)
        journal.close()
    moves_ms, append_ms = statistics.median(moves) * 1000, statistics.median(appends) * 1000
    listed = len(ruleset_document(rules, game, OWNER, position=position)["moves"])
    print(f"largest demo state: {name!r} ({rules.name}) at position {position}: {listed} moves, {size} bytes of JSON")
    print(f"moves, largest:  median {moves_ms:7.2f} ms over {args.runs} runs   "
          f"target < {TARGET_MS:.0f} ms  {'PASS' if moves_ms < TARGET_MS else 'OVER'}")
    print(f"moves, largest, with the corrections by taps (asked for when correcting): median "
          f"{statistics.median(correcting) * 1000:7.2f} ms")
    print(f"moves, every demo position: median {statistics.median(every) * 1000:7.2f} ms over {len(every)} positions")
    print(f"append one command:         median {append_ms:7.2f} ms over {args.runs} runs")
    print(f"ratio moves/append: {moves_ms / append_ms:.2f}x")


if __name__ == "__main__":
    main()
