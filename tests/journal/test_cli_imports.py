"""`journal --help` imports neither the site, the chronicle, the rulesets nor the store's
libraries, and still lists every command with its help; each command imports what it needs
when it runs. (How fast that makes it is measured in bench/cli_bench.py, not here.)"""
from __future__ import annotations

import json
import subprocess
import sys
from importlib.metadata import EntryPoint
from pathlib import Path

import click
import pytest

from journal.cli.plugins import GROUP, summary

ROOT = Path(__file__).resolve().parents[2]
ONLY_FOR_COMMANDS = ("web", "reports", "domain.kernel", "domain.rulesets.dice", "domain.rulesets.sixwinters",
                     "domain.rulesets.d6d", "flask", "sqlalchemy", "eventsourcing", "psycopg", "marshmallow",
                     "weasyprint", "tqdm")


NOT_FOR_LISTING = ("journal.audit.verify", "journal.audit.transfer", "journal.audit.export_file", "journal.audit.audits", "marshmallow")


def run_in_fresh_python(args: list[str], tmp_path,
                        watched: tuple[str, ...] = ONLY_FOR_COMMANDS) -> tuple[str, list[str]]:
    """What `journal ARGS` prints, and which of `watched` (ONLY_FOR_COMMANDS) it imported."""
    code = ("import contextlib, io, json, sys\nfrom journal.cli import main\nout = io.StringIO()\n"
            f"with contextlib.suppress(SystemExit), contextlib.redirect_stdout(out):\n    main({args!r})\n"
            f"print(json.dumps([out.getvalue(), [m for m in {watched!r} if m in sys.modules]]))")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                            env={"PATH": "", "COLUMNS": "80", "JOURNAL_INSTANCE": str(tmp_path / "instance")})
    assert result.returncode == 0, result.stderr
    printed, imported = json.loads(result.stdout.splitlines()[-1])
    return printed, imported


def test_help_imports_no_plugin_ruleset_or_store_library(tmp_path):
    printed, imported = run_in_fresh_python(["--help"], tmp_path)
    assert imported == []
    assert "Commands:" in printed


def test_help_lists_the_plugin_commands_with_their_own_help(tmp_path):
    from importlib.metadata import entry_points

    printed, _ = run_in_fresh_python(["--help"], tmp_path)
    listed = dict(line.split(None, 1) for line in printed.split("Commands:")[1].strip().splitlines())
    assert {"serve", "user", "seat", "chronicle", "do", "log", "verify"} <= set(listed)
    limit = 78 - 6 - max(map(len, listed))   # click's width at 80 columns, less the names' column
    for entry in entry_points(group=GROUP):
        assert listed[entry.name] == entry.load().get_short_help_str(limit)


@pytest.mark.parametrize("command", [["push", "--help"], ["pull", "--help"], ["remote", "--help"],
                                     ["remote", "add", "--help"]])
def test_the_sync_commands_help_imports_neither_the_kernel_nor_the_sync_code(tmp_path, command):
    printed, imported = run_in_fresh_python(command, tmp_path, (*ONLY_FOR_COMMANDS, "journal.sync", "urllib.request"))
    assert imported == [] and "Usage:" in printed


def test_a_command_imports_the_ruleset_it_needs_when_it_runs(tmp_path):
    printed, imported = run_in_fresh_python(["rulesets"], tmp_path)
    assert "dice" in printed and "domain.rulesets.dice" in imported and "web" not in imported


def test_listing_campaigns_imports_neither_the_verifier_the_exporter_nor_marshmallow(tmp_path):
    run_in_fresh_python(["init"], tmp_path)
    run_in_fresh_python(["campaign", "new", "--ruleset", "dice", "--name", "Quiet table"], tmp_path)
    printed, imported = run_in_fresh_python(["campaign", "list"], tmp_path, NOT_FOR_LISTING)
    assert "Quiet table" in printed
    assert imported == []


def test_a_plugin_command_is_imported_when_it_runs(tmp_path):
    printed, imported = run_in_fresh_python(["serve", "--help"], tmp_path)
    assert "--workers" in printed and "web" in imported


def test_an_entry_point_whose_source_cannot_be_read_has_no_summary():
    ghost = EntryPoint(name="ghost", value="no_such_package.cli:ghost", group=GROUP)
    assert summary(ghost) == ""
    nameless = EntryPoint(name="serve", value="web.cli:no_such_function", group=GROUP)
    assert summary(nameless) == ""


@pytest.mark.parametrize("command", ["serve", "user", "seat", "chronicle"])
def test_each_plugin_command_summary_is_the_commands_own(command):
    from importlib.metadata import entry_points

    (entry,) = [e for e in entry_points(group=GROUP) if e.name == command]
    loaded: click.Command = entry.load()
    assert summary(entry) == loaded.get_short_help_str(45)
