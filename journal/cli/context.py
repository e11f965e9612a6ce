"""What every `journal` command shares: the lazily opened journal (Context), the one way to
fail (a line on stderr, exit code 1), reading JSON from the command line, the --owner option,
the actor's name and the progress bar.

Like every module of this package it imports only click and light modules at the top, so
that listing the commands imports neither the store nor the rulesets.
"""
from __future__ import annotations

import getpass
import os
import sys
from importlib.metadata import entry_points
from typing import TYPE_CHECKING

import click

from ..config import instance_path

if TYPE_CHECKING:
    from ..service import Journal


class Context:
    """Lazily opened journal: `journal rulesets` needs no store, and only `journal init` makes one."""

    def __init__(self, db: str | None, instance: str | None):
        self.db, self.instance = db, instance_path(instance)
        self._journal = None

    @property
    def journal(self) -> Journal:
        return self.open(create=False)

    def open(self, create: bool) -> Journal:
        if self._journal is None:
            from ..service import Journal   # the store's libraries: only for commands that open it

            self._journal = Journal(url=self.db, instance_path=self.instance, create=create)
        return self._journal

    def close(self) -> None:
        """Close the journal if it was opened (a command that hands the store on, as serve does)."""
        if self._journal is not None:
            self._journal.close()
            self._journal = None

    def owner(self, name: str | None):
        """A function granting `name` the owner role of a campaign, checked before anything is stored."""
        if name is None:
            return lambda campaign_id: None
        hooks = list(entry_points(group="campaign_journal.owner"))
        if not hooks:
            fail("--owner needs the web site's accounts, which are not installed here")
        return hooks[0].load()(self, name)


pass_ctx = click.make_pass_decorator(Context)


def fail(message: str) -> None:
    click.echo(f"error: {message}", err=True)
    sys.exit(1)


def parse_json(text: str, what: str):
    from ..recording import strict_json   # its depth check lives in domain.kernel, which --help never loads
    if text == "-":
        text = sys.stdin.read()
    try:
        return strict_json.loads(text)
    except ValueError as error:
        fail(f"{what} is {strict_json.problem(error)}")


owner_option = click.option("--owner", metavar="NAME", default=None,
                            help="a site user (journal user add) who owns the new campaign")


def actor_name() -> str:
    return os.environ.get("JOURNAL_ACTOR") or getpass.getuser() or "cli"


def progress(iterable, **options):
    """A progress bar on a terminal only: a pipe or a log file gets none."""
    from tqdm import tqdm

    return tqdm(iterable, file=sys.stderr, disable=not sys.stderr.isatty(), **options)
