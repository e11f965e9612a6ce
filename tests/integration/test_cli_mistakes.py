"""Every `journal` command, given a user's mistake, answers with a message and stores nothing:
never a traceback, never a store made by accident."""
from __future__ import annotations

import socket
import sqlite3
from pathlib import Path

import click
import pytest

from journal.cli import main

from .conftest import Cli

NOTE = '{"type":"note","text":"kept"}'


def leaf_commands(group: click.Group, ctx: click.Context, prefix: str = "") -> set[str]:
    names = set()
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        if isinstance(command, click.Group):
            names |= leaf_commands(command, ctx, f"{prefix}{name} ")
        else:
            names.add(f"{prefix}{name}")
    return names


@pytest.fixture(scope="module")
def cli(tmp_path_factory) -> Cli:
    cli = Cli(tmp_path_factory.mktemp("mistakes"))
    cli.campaign = cli("campaign", "new", "--ruleset", "dice", "--name", "Kept").stdout.strip()
    cli("do", cli.campaign, NOTE)
    cli("user", "add", "ada", stdin="password1\n")
    (cli.folder / "binary.jsonl").write_bytes(b"\xff\xfe\x00 not text")
    (cli.folder / "empty-folder").mkdir()
    return cli


@pytest.fixture(scope="module")
def busy_port():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        yield taken.getsockname()[1]


def everything_stored(cli: Cli) -> tuple:
    """Events, the campaigns index, memberships and catalogs: what a refused command must not touch."""
    with sqlite3.connect(cli.instance / "journal.sqlite") as db:
        tables = [db.execute(query).fetchall() for query in (
            "SELECT originator_id, originator_version, state FROM stored_events ORDER BY 1, 2",
            "SELECT * FROM campaign_index ORDER BY id", "SELECT * FROM memberships ORDER BY id",
            "SELECT * FROM accounts ORDER BY id", "SELECT * FROM seat_bindings ORDER BY id")]
    catalogs = sorted(str(p) for p in (cli.instance / "catalogs").rglob("*")) if (cli.instance / "catalogs").exists() else []
    return (*tables, catalogs)


C = "{campaign}"
MISTAKES = [  # (command, arguments, what the message says)
    ("init", ["--db", "mysql://root@localhost/journal", "init"], "mysql:// databases are not supported"),
    ("rulesets", ["rulesets", "extra"], "unexpected extra argument"),
    ("campaign new", ["campaign", "new", "--ruleset", "nope", "--name", "X"], "unknown ruleset 'nope'"),
    ("campaign new", ["campaign", "new", "--ruleset", "dice", "--name", "X", "--setup", '{"a": 1, "a": 2}'],
     "the key 'a' is given twice"),
    ("campaign new", ["campaign", "new", "--ruleset", "dice", "--name", b"bad \xff name"], "name: the text holds a lone surrogate"),
    ("campaign new", ["campaign", "new", "--ruleset", "dice", "--name", "X", "--owner", "nobody"], "no user called 'nobody'"),
    ("campaign list", ["--db", "sqlite:///{folder}/mistyped/journal.sqlite", "campaign", "list"], "no store at"),
    ("campaign list", ["--db", "postgresql://journal@127.0.0.1:1/journal", "campaign", "list"],
     "cannot connect to PostgreSQL at 127.0.0.1:1/journal"),
    # a server that takes the connection and never answers: the connect timeout ends the wait
    ("campaign list", ["--db", "postgresql://journal@127.0.0.1:{port}/journal", "campaign", "list"],
     "cannot connect to PostgreSQL at 127.0.0.1:{port}/journal: connection timeout expired"),
    ("do", ["do", C, '{"type": []}'], "a command's \"type\" is a string, not a list"),
    ("do", ["do", C, '{"type": "note", "text": "\\ud800"}'], "text: the text holds a lone surrogate"),
    ("do", ["do", C, '{"type": "note", "text": "a", "text": "b"}'], "the key 'text' is given twice"),
    ("do", ["do", C, '{"type": "roll", "dice": [{"value": 3}]}'], "dice[0].sides: Missing data"),
    ("do", ["do", "nowhere", NOTE], "no campaign 'nowhere'"),
    ("do", ["do", C, NOTE, "--expect", "1"], "changed at position 1; it is now at 2. Reload and try again. "
                                              "What changed: "),
    ("moves", ["moves", C, "--seat", "Zed"], "no seat 'Zed' in this campaign; the seats: none yet"),
    ("moves", ["moves", "nowhere"], "no campaign 'nowhere'"),
    ("setup", ["setup", "nope"], "unknown ruleset 'nope'"),
    ("setup", ["setup", "dice", "--catalog", "nope"], "the dice ruleset has no card catalogs"),
    ("log", ["log", C, "--from", "0"], "Invalid value for '--from'"),
    ("state", ["state", C, "--at", "99"], "position 99 is outside 1..2"),
    ("fingerprints", ["fingerprints", "nowhere"], "no campaign 'nowhere'"),
    ("export", ["export", C, "-o", "{folder}/no/such/folder/x.jsonl"], "No such file or directory"),
    ("import", ["import", "{folder}/binary.jsonl"], "not a UTF-8 text file"),
    ("import", ["import", "{folder}/binary.jsonl", "--owner", "nobody"], "no user called 'nobody'"),
    ("verify", ["verify", "--file", "{folder}/binary.jsonl"], "not a UTF-8 text file"),
    ("verify", ["verify", C, "--head", "12:not-hex"], "the hash part needs 12 to 64 hex digits"),
    ("receipt", ["receipt", C, "--at", "9"], "position 9 is outside 1..2"),
    ("receipt", ["receipt", "nowhere"], "no campaign 'nowhere'"),
    ("rebuild", ["rebuild", "nowhere"], "no campaign 'nowhere'"),
    ("migrate", ["migrate", "nowhere"], "no campaign 'nowhere'"),
    ("fork", ["fork", C, "--at", "9", "--name", "What if"], "fork position 9 is outside 1..2"),
    ("fork", ["fork", C, "--at", "1", "--name", "What if", "--owner", "nobody"], "no user called 'nobody'"),
    ("demo", ["demo", "--ruleset", "nope"], "no ruleset 'nope'"),
    ("demo", ["demo", "--owner", "nobody"], "no user called 'nobody'"),
    ("cards import", ["cards", "import", "{folder}/empty-folder", "--name", "x"], "characters.csv: missing from"),
    ("cards import", ["cards", "import", "{folder}/empty-folder", "--name", "bad name"], "catalog name 'bad name'"),
    ("cards list", ["cards", "list", "extra"], "unexpected extra argument"),
    ("chronicle", ["chronicle", C, "-o", "{folder}/no/such/folder/x.pdf"], "no folder"),
    ("explain", ["explain", C, "nope", "/rolls"], "no view 'nope'; views: summary, faces"),
    ("explain", ["explain", C, "summary", "/nothing/here"], "/nothing/here"),
    ("serve", ["serve", "--port", "{port}"], "port {port} on 127.0.0.1 is already in use"),
    ("serve", ["--db", "sqlite:///{folder}/mistyped/journal.sqlite", "serve"], "no store at"),
    ("serve", ["serve", "--workers", "2"], "several site processes need a PostgreSQL store"),
    ("serve", ["serve", "--workers", "0"], "Invalid value for '--workers'"),
    ("user add", ["user", "add", "bo"], "at least 8 characters"),
    ("user token", ["user", "token", "nobody"], "no user called 'nobody'"),
    ("user token", ["user", "token", "ada", "--revoke", "999"], "ada has no token 999"),
    ("user token", ["user", "token", "ada", "--days", "0"], "Invalid value for '--days'"),
    ("user grant", ["user", "grant", "nowhere", "ada"], "no campaign 'nowhere'"),
    ("user grant", ["user", "grant", C, "nobody"], "no user called 'nobody'"),
    ("seat", ["seat", "nowhere", "Ann", "ada"], "no campaign 'nowhere'"),
    ("seat", ["seat", C, "Ann", "ada"], "no seat 'Ann' in this campaign"),
    ("seat", ["seat", C, "Ann", "ada", "--unbind"], "name the user to bind the seat to, or give --unbind"),
    ("seat", ["seat", C, "Ann"], "name the user to bind the seat to, or give --unbind"),
    ("chapter", ["chapter", C, "title", "   "], "the text is empty"),
    ("chapter", ["chapter", C, "preface", "Words"], "'preface' is not one of 'title', 'epigraph', 'mattered'"),
    ("chapter", ["chapter", "nowhere", "title", "Words"], "no campaign 'nowhere'"),
    ("push", ["push", C, "ftp://example", "--token", "x"], "'ftp://example' is not a site's address"),
    ("pull", ["pull", "nowhere", "http://127.0.0.1:1/", "--token", "x"], "no campaign 'nowhere' in this store"),
    ("remote remove", ["remote", "remove", "nope"], "no remote named 'nope'"),
    ("remote add", ["remote", "add", "site", "notaurl", "--token", "x"], "'notaurl' is not a site's address"),
    ("remote list", ["remote", "list", "extra"], "unexpected extra argument"),
]


def test_every_command_has_a_mistake_below():
    with click.Context(main) as ctx:
        assert leaf_commands(main, ctx) == {command for command, _, _ in MISTAKES}


@pytest.mark.parametrize("command, args, message", MISTAKES, ids=[" ".join(map(str, m[1]))[:60] for m in MISTAKES])
def test_a_mistake_gets_one_clear_line_and_changes_nothing(cli, busy_port, command, args, message):
    def fill(text):
        for key, value in {"campaign": cli.campaign, "folder": cli.folder, "port": busy_port}.items():
            text = text.replace("{" + key + "}", str(value)) if isinstance(text, str) else text
        return text
    args = [fill(a) for a in args]
    before = everything_stored(cli)
    result = cli(*args, stdin="short\n", ok=False)
    stderr = result.stderr
    assert result.returncode == 1 and "Traceback" not in stderr, stderr   # usage errors too (README)
    assert fill(message) in stderr, stderr
    assert len(stderr.strip().splitlines()) == 1, stderr
    assert everything_stored(cli) == before
    assert not (Path(cli.folder) / "mistyped").exists()  # no store made by accident
