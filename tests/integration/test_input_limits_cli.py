"""The last bad inputs of the command line (issue 45): each answered with one line on stderr and
exit code 1, never a traceback, and nothing stored: deep JSON, a file that is not a database, an
empty --db, an address that is none, position 0, click's own usage errors, a setup field the
game does not ask, an export line or a board file nested too deeply, an empty or oversized board
file, a card sheet row without its name."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from domain.kernel.tables import MAX_BYTES

from .conftest import Cli

SETUPS = {"dice": {}, "sixwinters": {"players": ["Ann"]}, "sixwinters_v19": {"players": ["Ann"]},
          "dwarfswinter": {"players": ["Ann"]}, "d6d": {"players": ["Ann", "Ben"]}, "ninetraits": {}}


def deep(depth: int) -> str:
    return '{"type": "note", "text": "x", "about": ' + "[" * depth + "]" * depth + "}"


@pytest.fixture(scope="module")
def cli(tmp_path_factory) -> Cli:
    cli = Cli(tmp_path_factory.mktemp("limits"))
    cli.campaign = cli("campaign", "new", "--ruleset", "dice", "--name", "Kept").stdout.strip()
    cli("do", cli.campaign, '{"type": "note", "text": "kept"}')
    return cli


def stored(cli: Cli) -> tuple:
    """Every event, the campaigns index and the imported catalogs: what a refusal leaves alone."""
    with sqlite3.connect(cli.instance / "journal.sqlite") as db:
        events = db.execute("SELECT originator_id, originator_version, state FROM stored_events ORDER BY 1, 2").fetchall()
        index = db.execute("SELECT * FROM campaign_index ORDER BY id").fetchall()
    catalogs = sorted(str(p) for p in (cli.instance / "catalogs").rglob("*"))
    return events, index, catalogs


def refused(cli: Cli, *args: str, stdin: str | None = None) -> str:
    """The one line a refused command prints, checked to have changed nothing."""
    before = stored(cli)
    result = cli(*args, stdin=stdin, ok=False)
    assert result.returncode == 1, (result.returncode, result.stderr[-2000:])
    assert "Traceback" not in result.stderr and len(result.stderr.strip().splitlines()) == 1, result.stderr[-2000:]
    assert stored(cli) == before
    return result.stderr.strip()


@pytest.mark.parametrize("depth", [33, 1_000, 100_000])
def test_a_command_nested_too_deeply_from_stdin_is_one_line(cli, depth):
    line = refused(cli, "do", cli.campaign, "-", stdin=deep(depth))
    assert line == "error: the command is nested deeper than 32 levels (the limit for JSON and TOML input); " \
                   "nothing was recorded"


def test_a_command_at_the_limit_is_not_refused_for_its_depth(cli):
    line = refused(cli, "do", cli.campaign, "-", stdin=deep(31))   # 32 levels with the command's own object
    assert "nested" not in line and "about" in line   # refused by the note's schema, for its field


def test_a_deep_line_among_several_commands_is_named(cli):
    line = refused(cli, "do", cli.campaign, "-", stdin='{"type": "note", "text": "a"}\n' + deep(5_000) + "\n")
    assert "line 2 is nested deeper than 32 levels" in line


def test_a_setup_nested_too_deeply_is_one_line(cli):
    line = refused(cli, "campaign", "new", "--ruleset", "dice", "--name", "Deep", "--setup",
                   '{"a": ' + "[" * 40 + "]" * 40 + "}")
    assert "--setup is nested deeper than 32 levels" in line


@pytest.mark.parametrize("ruleset", SETUPS)
def test_a_setup_field_the_game_does_not_ask_is_refused_by_name(cli, ruleset):
    line = refused(cli, "campaign", "new", "--ruleset", ruleset, "--name", "Odd", "--setup",
                   json.dumps({**SETUPS[ruleset], "colour": "blue"}))
    assert f"unknown setup field 'colour'; the {ruleset} ruleset's setup takes" in line


def test_a_file_that_is_not_a_database_is_named_and_left_alone(cli):
    notes = cli.folder / "notes.txt"
    notes.write_text("Thea keeps the letter.\n")
    for args in (["campaign", "list"], ["init"], ["serve"]):
        line = refused(cli, "--db", f"sqlite:///{notes}", *args)
        assert line == f"error: {notes} is not a SQLite database: check --db or JOURNAL_DATABASE_URL"
    assert notes.read_text() == "Thea keeps the letter.\n"


def test_an_empty_db_is_refused_not_read_as_the_default(cli):
    line = refused(cli, "--db", "", "campaign", "list")
    assert line.startswith("error: --db is empty")


@pytest.mark.parametrize("host", ["999.1.1.1", "not a host", "::1x"])
def test_an_address_that_is_none_is_one_line(cli, host):
    line = refused(cli, "serve", "--host", host, "--port", "1")
    assert line == f"error: --host {host}: not an IP address or a host name (e.g. 127.0.0.1, 0.0.0.0 or ::)"


def test_position_0_is_refused_as_the_api_refuses_it(cli):
    assert "position 0 is before the campaign started" in refused(cli, "state", cli.campaign, "--at", "0")
    assert "position 0 is before the campaign started" in refused(cli, "state", cli.campaign, "--at", "0", "--json")
    assert "position 3 is outside 1..2" in refused(cli, "state", cli.campaign, "--at", "3")
    assert json.loads(cli("state", cli.campaign, "--at", "1", "--json").stdout)["position"] == 1


@pytest.mark.parametrize("args, said", [
    (["log", "{campaign}", "--from", "0"], "journal log: Invalid value for '--from': 0 is not in the range x>=1 "
                                           "(see `journal log --help`)"),
    (["--bogus", "campaign", "list"], "journal: No such option '--bogus' (see `journal --help`)"),
    (["campaign", "new", "--name", "X"], "journal campaign new: Missing option '--ruleset' "
                                         "(see `journal campaign new --help`)"),
    (["rulesets", "extra"], "journal rulesets: Got unexpected extra argument (extra) (see `journal rulesets --help`)"),
    (["nothing-like-a-command"], "journal: No such command 'nothing-like-a-command'"),
    (["user", "token", "ada", "--days", "0"], "journal user token: Invalid value for '--days'"),
])
def test_a_usage_error_is_one_line_and_exit_code_1(cli, args, said):
    line = refused(cli, *[a.replace("{campaign}", cli.campaign) for a in args])
    line = line.replace("python -m journal", "journal")   # the tests run `python -m journal`
    assert line.startswith(f"error: {said}"), line


def _broken_export(cli: Cli, tmp: Path) -> Path:
    path = tmp / "kept.jsonl"
    cli("export", cli.campaign, "-o", str(path))
    lines = path.read_text().splitlines()
    event = json.loads(lines[2])
    event["data"]["about"] = json.loads("[" * 70 + "]" * 70)
    path.write_text("\n".join([*lines[:2], json.dumps(event), *lines[3:]]) + "\n")
    return path


def test_an_export_line_nested_too_deeply_is_named(cli, tmp_path):
    path = _broken_export(cli, tmp_path)
    assert refused(cli, "import", str(path), "--new-id") == \
        "error: line 3 is nested deeper than 64 levels (the limit for JSON and TOML input)"
    assert "line 3 is nested deeper than 64 levels" in refused(cli, "verify", "--file", str(path))


@pytest.mark.parametrize("name, text, said", [
    ("ours.toml", "", "ours.toml: the file gives no section"),
    ("ours.json", "{}", "ours.json: the file gives no section"),
    ("ours.toml", "[board]\ntypes = " + "[" * 40 + "]" * 40 + "\n", "ours.toml: nested deeper than 32 levels"),
    ("ours.toml", "# padding\n" * (MAX_BYTES // 10 + 1), "ours.toml: 1.0 MB is over the limit of 1 MB"),
])
def test_a_board_file_empty_deep_or_too_big_is_refused_and_nothing_saved(cli, tmp_path, name, text, said):
    (tmp_path / name).write_text(text)
    line = refused(cli, "cards", "import", str(tmp_path), "--name", "ours", "--ruleset", "dwarfswinter")
    assert said in line, line
    line = refused(cli, "campaign", "new", "--ruleset", "dwarfswinter", "--name", "Ours",
                   "--setup", '{"players": ["Ann"]}', "--catalog", str(tmp_path / name))
    assert said in line, line


def test_a_card_sheet_row_without_its_name_refuses_the_import(cli, tmp_path):
    folder = tmp_path / "export"
    folder.mkdir()
    dots = "xxDOT" * 5
    (folder / "characters.csv").write_text(f"name,title,COMBAT,psyche,body,move\nThea,The Bold,{dots},3,3,2\n"
                                           f",The Nameless,{dots},3,3,2\n", encoding="utf-8")
    for name in ("locations.csv", "assets.csv", "obstacles.csv", "scenes.csv"):
        (folder / name).write_text("name\n", encoding="utf-8")
    line = refused(cli, "cards", "import", str(folder), "--name", "ours", "--ruleset", "sixwinters")
    assert line == "error: characters.csv, line 3, column name: the name is blank, but the row is filled in: " \
                   "give its name (or empty the whole row); nothing was imported"
