"""The `journal` command line. Errors go to stderr with exit code 1; nothing is stored then.

Each command is a module-level function in the module of its group; the `journal` group
imports that module only when the command runs or is listed with its help (group.py), and
every module imports only click and light modules at the top: the store, the rulesets and
the plugins are imported by the commands that use them, when they run. So `journal --help`
and `journal campaign list` load no more than they need (bench/cli_bench.py,
tests/journal/test_cli_imports.py).

Commands for the site and the chronicle are contributed by web/ and reports/ through
the `campaign_journal.commands` entry point group, so this package imports neither; they are
listed without being imported (plugins.py).

May import every layer of journal/, the Journal facade (journal.service) included: the top
layer, which nothing else in journal/ imports (tests/test_journal_layers.py).
"""
from __future__ import annotations

import click

from .context import Context, fail
from .group import JournalGroup

__all__ = ["main"]

COMMANDS = {
    "init": "journal.cli.store:init",
    "rulesets": "journal.cli.store:rulesets",
    "campaign": "journal.cli.campaign:campaign",
    "do": "journal.cli.recording:do",
    "chapter": "journal.cli.recording:chapter",
    "log": "journal.cli.reading:log",
    "state": "journal.cli.reading:state",
    "explain": "journal.cli.reading:explain",
    "fingerprints": "journal.cli.reading:fingerprints",
    "export": "journal.cli.copies:export_cmd",
    "import": "journal.cli.copies:import_cmd",
    "fork": "journal.cli.copies:fork",
    "push": "journal.cli.syncing:push",
    "pull": "journal.cli.syncing:pull",
    "remote": "journal.cli.syncing:remote",
    "verify": "journal.cli.auditing:verify",
    "rebuild": "journal.cli.auditing:rebuild",
    "migrate": "journal.cli.auditing:migrate",
    "receipt": "journal.cli.auditing:receipt",
    "demo": "journal.cli.demo:demo",
    "cards": "journal.cli.cards:cards",
    "moves": "journal.cli.moves:moves",
    "setup": "journal.cli.moves:setup",
}


@click.group(cls=JournalGroup, lazy_subcommands=COMMANDS)
@click.option("--db", envvar="JOURNAL_DATABASE_URL", help="sqlite:///PATH or postgresql://USER@HOST:PORT/DB")
@click.option("--instance", envvar="JOURNAL_INSTANCE", help="instance folder (default ./instance)")
@click.pass_context
def main(ctx, db, instance):
    """Campaign Journal: an event-sourced journal for tabletop campaigns."""
    if db is not None and not db.strip():
        fail("--db is empty: give sqlite:///PATH or postgresql://USER@HOST:PORT/DB, or leave it out "
             "for instance/journal.sqlite")
    ctx.obj = Context(db, instance)
    ctx.call_on_close(ctx.obj.close)   # the read models of the commands it ran are kept before it ends
