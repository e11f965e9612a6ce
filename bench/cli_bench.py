"""How fast the `journal` command line starts, against starting Python itself in the same run.

Each command runs in a fresh process, the same number of times, taking turns with the
baseline so a busy machine slows them alike; the medians are compared.

  baseline  `python -c pass`
  --help    `journal --help`                            target <= 10x baseline (about 0.3 s)
  rulesets  `journal rulesets` (imports every ruleset)   printed for comparison
  list      `journal campaign list` on a small SQLite store (opens the store)
  log       `journal log CAMPAIGN` on it (the store and one ruleset)

Target: `journal --help` within 10x the baseline (Python starting takes 20 to 30 ms on these
machines, so within about 0.3 s): the site, the chronicle and the rulesets are imported only
by the commands that need them. Also printed: the modules `journal --help` imports that it
should not (none is the target). Each line with a target ends PASS or OVER; the bench exits 0
either way (benches report, they do not fail CI).

Usage: python bench/cli_bench.py [--runs N] [--quick]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# packages (and their modules) that only commands need: the plugins, the rulesets, the store
HEAVY = ("web", "reports", "domain.kernel", "domain.rulesets.", "flask", "sqlalchemy", "eventsourcing", "psycopg",
         "marshmallow", "weasyprint", "tqdm")
TARGET = 10.0


def journal_command() -> list[str]:
    """The installed `journal` script beside this Python, as a user runs it (else -m journal)."""
    script = Path(sys.executable).with_name("journal")
    return [str(script)] if script.exists() else [sys.executable, "-m", "journal"]


def timed(command: list[str], env: dict) -> float:
    started = time.perf_counter()
    subprocess.run(command, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - started


def imported_by_help(env: dict) -> list[str]:
    """The heavy packages in sys.modules after `journal --help` has run in this process."""
    code = ("import sys, contextlib, io\nfrom journal.cli import main\n"
            "with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):\n"
            "    main(['--help'])\n"
            f"print(sorted({{h for h in {HEAVY!r} for m in sys.modules if m == h or m.startswith(h.rstrip('.') + '.')}}))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().replace("'", '"'))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--quick", action="store_true", help="5 runs")
    args = parser.parse_args()
    runs = 5 if args.quick else args.runs
    folder = Path(tempfile.mkdtemp(prefix="cli-bench-"))
    env = {**os.environ, "JOURNAL_INSTANCE": str(folder / "instance")}
    env.pop("JOURNAL_DATABASE_URL", None)
    journal = journal_command()
    try:
        subprocess.run([*journal, "init"], env=env, check=True, capture_output=True)
        campaign = subprocess.run([*journal, "campaign", "new", "--ruleset", "dice", "--name", "Bench"], env=env,
                                  check=True, capture_output=True, text=True).stdout.strip()
        commands = {"baseline": [sys.executable, "-c", "pass"], "--help": [*journal, "--help"],
                    "rulesets": [*journal, "rulesets"], "list": [*journal, "campaign", "list"],
                    "log": [*journal, "log", campaign]}
        times: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(runs):
            for name, command in commands.items():
                times[name].append(timed(command, env))
        medians = {name: statistics.median(found) for name, found in times.items()}
        base = medians["baseline"]
        print(f"baseline `python -c pass`: {base * 1000:.1f} ms (median of {runs})")
        for name in list(commands)[1:]:
            ratio = medians[name] / base
            target = f"  target <= {TARGET:.0f}x  {'PASS' if ratio <= TARGET else 'OVER'}" if name == "--help" else ""
            print(f"{name:<9} {medians[name] * 1000:7.1f} ms  {medians[name] / base:5.1f}x baseline{target}")
        heavy = imported_by_help(env)
        print(f"imported by `journal --help` that only commands need: {', '.join(heavy) or 'none'}  target none  "
              f"{'OVER' if heavy else 'PASS'}")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
