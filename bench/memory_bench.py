"""Memory and CPU of a long campaign: a process playing it, and `journal verify --full` of it.

  appends: the resident set of a process playing a Six Winters campaign through the Journal
           (notes and dice rolls, one command at a time), after 100 commands and after 1,100
                                                   target: at most +10 MB from the one to the other
  verify:  `journal verify --full` of one campaign at 1,000, 5,000 and 10,000 events, each run in
           a process of its own: its peak resident set (getrusage) and its CPU time
                                                   target: at most 300 MB at 10,000 events, and CPU
                                                   time in proportion to the events

Each figure is printed against its target, PASS or OVER; the bench exits 0. Every figure
comes from a process of its own (the one that builds the campaign is another), so what one
measurement leaves in memory never counts in the next.

Usage: python bench/memory_bench.py [--quick]   (--quick: 20 and 220 commands; 200, 500, 1,000 events)
"""
from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PLAYERS = ["Ann", "Ben", "Cat", "Dov"]
GROWTH_TARGET_MB = 10
VERIFY_TARGET_MB = 300
PROPORTION_SLACK = 1.2   # CPU time may grow this much faster than the events (what a process costs to start is in both)


def command(index: int) -> dict:
    """A note or a roll of dice the table rolled (no digital dice: one event a command)."""
    if index % 2 == 0:
        return {"type": "note", "text": f"Scene {index}: the party reaches the ford and argues about the toll."}
    return {"type": "roll", "purpose": "overcome",
            "dice": [{"sides": 6, "value": index % 6 + 1, "kind": "action"},
                     {"sides": 6, "value": (index * 7) % 6 + 1, "kind": "action"}]}


def resident_mb() -> float:
    """The resident set of this process now, in MB (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise SystemExit("no VmRSS in /proc/self/status")


def peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def cpu_seconds() -> float:
    used = resource.getrusage(resource.RUSAGE_SELF)
    return used.ru_utime + used.ru_stime


def journal_at(folder: Path):
    from journal.service import Journal

    return Journal(url=f"sqlite:///{folder / 'journal.sqlite'}", instance_path=folder / "instance")


def new_campaign(journal) -> str:
    return journal.create_campaign("sixwinters", "Many long winters", {"players": PLAYERS, "record_play": "table"})


def child_appends(folder: Path, first: int, then: int) -> dict:
    """Play `first` commands, then `then` more: the resident set after each."""
    journal = journal_at(folder)
    campaign = new_campaign(journal)
    for index in range(first):
        journal.execute(campaign, command(index))
    early = resident_mb()
    for index in range(first, first + then):
        journal.execute(campaign, command(index))
    return {"early": early, "late": resident_mb(), "events": journal.head(campaign)}


def child_build(folder: Path, campaign: str | None, events: int) -> dict:
    """Play the campaign on until it holds `events` events (a new one when `campaign` is None)."""
    journal = journal_at(folder)
    campaign = campaign or new_campaign(journal)
    index = journal.head(campaign)
    while journal.head(campaign) < events:
        journal.execute(campaign, command(index))
        index += 1
    return {"campaign": campaign, "events": journal.head(campaign)}


def child_verify(folder: Path, campaign: str) -> dict:
    """`journal verify --full CAMPAIGN`, as the command line runs it."""
    from journal.cli import main as cli

    started = cpu_seconds()
    try:
        cli(["--db", f"sqlite:///{folder / 'journal.sqlite'}", "--instance", str(folder / "instance"),
             "verify", "--full", campaign], standalone_mode=False)
        ok = True
    except SystemExit as stop:
        ok = stop.code in (0, None)
    return {"ok": ok, "peak": peak_mb(), "cpu": cpu_seconds() - started}


def in_child(*arguments: str) -> dict:
    """Run one measurement in a process of its own; its answer is its last line (JSON)."""
    done = subprocess.run([sys.executable, __file__, "--child", *arguments], capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(arguments)} failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def appends(first: int, then: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        found = in_child("appends", folder, str(first), str(then))
    growth = found["late"] - found["early"]
    per = growth / then * 1000
    allowed = GROWTH_TARGET_MB * then / 1000
    print(f"appends: RSS after {first} commands {found['early']:.1f} MB, after {first + then} {found['late']:.1f} MB: "
          f"{growth:+.1f} MB ({per:+.1f} KB a command)  (target <= +{GROWTH_TARGET_MB} MB over 1,000: "
          f"{verdict(growth <= allowed)})")


def verifies(sizes: list[int]) -> None:
    with tempfile.TemporaryDirectory() as folder:
        campaign, rows = None, []
        for events in sizes:
            started = time.perf_counter()
            campaign = in_child("build", folder, campaign or "-", str(events))["campaign"]
            built = time.perf_counter() - started
            found = in_child("verify", folder, campaign)
            rows.append((events, found))
            print(f"verify --full at {events:>6} events: peak RSS {found['peak']:7.1f} MB, CPU {found['cpu']:6.2f} s "
                  f"({found['cpu'] / events * 1000:.2f} ms an event){'' if found['ok'] else '  NOT OK'}"
                  f"   (built in {built:.0f} s)", flush=True)
    first_events, first = rows[0]
    last_events, last = rows[-1]
    grown, events = last["cpu"] / first["cpu"], last_events / first_events
    print(f"verify --full: CPU a {last_events}-event campaign / a {first_events}-event one {grown:.1f}x for "
          f"{events:.0f}x the events (target: in proportion, at most {PROPORTION_SLACK}x that: "
          f"{verdict(grown <= events * PROPORTION_SLACK)}); peak {last['peak']:.0f} MB "
          f"(target <= {VERIFY_TARGET_MB} MB{' at 10,000 events' if last_events < 10_000 else ''}: "
          f"{verdict(last['peak'] <= VERIFY_TARGET_MB)})")


def verdict(met: bool) -> str:
    return "PASS" if met else "OVER"


def child(arguments: list[str]) -> None:
    kind, folder = arguments[0], Path(arguments[1])
    if kind == "appends":
        found = child_appends(folder, int(arguments[2]), int(arguments[3]))
    elif kind == "build":
        found = child_build(folder, None if arguments[2] == "-" else arguments[2], int(arguments[3]))
    else:
        found = child_verify(folder, arguments[2])
    print(json.dumps(found))


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller sizes, for a first look")
    quick = parser.parse_args().quick
    appends(20 if quick else 100, 200 if quick else 1000)
    verifies([200, 500, 1000] if quick else [1000, 5000, 10000])


if __name__ == "__main__":
    main()
