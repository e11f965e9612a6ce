"""The `journal` command line. Errors go to stderr with exit code 1; nothing is stored then.

Commands for the site and the chronicle are contributed by web/ and reports/ through
the `campaign_journal.commands` entry point group, so this package imports neither.

`journal --help` starts in a fraction of a second (bench/cli_bench.py): this module and the
ones that register commands import only click and the light modules at the top; the store,
the rulesets and the plugins are imported by the commands that use them, when they run, and
plugin commands are listed without being imported (plugins.py).
"""
from __future__ import annotations

import getpass
import json
import os
import sys
from importlib.metadata import entry_points
from typing import TYPE_CHECKING

import click

from . import catalogs
from .config import instance_path
from .errors import CommandRejected, ConflictError, JournalError
from .plugins import PluginCommands

if TYPE_CHECKING:
    from .service import Journal


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
            from .service import Journal   # the store's libraries: only for commands that open it

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
    from . import strict_json   # its depth check lives in domain.kernel, which --help never loads
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


def usage_failure(error: click.UsageError) -> None:
    """A mistake in the command line itself (an unknown option, a value out of range, a
    missing argument): one line naming it and where the help is, exit code 1."""
    where = error.ctx.command_path if error.ctx is not None else "journal"
    fail(f"{where}: {error.format_message().rstrip('.')} (see `{where} --help`)")


class JournalGroup(PluginCommands, click.Group):
    """Turns JournalError, and click's own errors, into one clear line and exit code 1; loads
    plugin commands only when used. (Called without a command, a group shows its help.)"""

    def make_context(self, *args, **kwargs):
        try:
            return super().make_context(*args, **kwargs)
        except click.exceptions.NoArgsIsHelpError:
            raise
        except click.UsageError as error:   # the options before the command
            usage_failure(error)

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except click.exceptions.NoArgsIsHelpError:
            raise
        except click.UsageError as error:
            usage_failure(error)
        except click.ClickException as error:
            fail(error.format_message())
        except CommandRejected as error:
            fail(f"rejected by rule {error.rule}: {error.reason}")
        except JournalError as error:
            fail(error.message)
        except OSError as error:  # a file or folder named on the command line
            fail(f"{error.filename or 'file'}: {error.strerror or error}")


@click.group(cls=JournalGroup)
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


@main.command()
@pass_ctx
def init(ctx):
    """Create the instance folder and the store (and the site's secret key when the site is installed)."""
    ctx.instance.mkdir(parents=True, exist_ok=True)
    ctx.open(create=True)
    for hook in entry_points(group="campaign_journal.init"):
        hook.load()(ctx.instance)
    click.echo(f"store ready: {ctx.journal.settings.url}")


@main.command()
def rulesets():
    """List the games this installation knows."""
    import domain.rulesets as registry

    for rules in registry.all_rulesets():
        click.echo(f"{rules.name:<12} {rules.title} (rules {rules.rules_version})")


@main.group()
def campaign():
    """Create and list campaigns."""


@campaign.command("new")
@click.option("--ruleset", required=True)
@click.option("--name", required=True)
@click.option("--setup", "setup_json", default="{}", help="setup options as JSON")
@click.option("--catalog", help="card catalog: builtin, an imported name, or a .toml/.json file")
@owner_option
@pass_ctx
def campaign_new(ctx, ruleset, name, setup_json, catalog, owner):
    """Start a campaign; prints its id."""
    setup = parse_json(setup_json, "--setup")
    grant = ctx.owner(owner)
    if catalog:
        rules = ctx.journal.ruleset(ruleset)
        setup = {**setup, "catalog": catalogs.resolve(ctx.instance, rules, catalog)}
    campaign_id = ctx.journal.create_campaign(ruleset, name, setup, actor_name())
    grant(campaign_id)
    click.echo(campaign_id)


@campaign.command("list")
@pass_ctx
def campaign_list(ctx):
    """Every campaign in the store."""
    for info in ctx.journal.campaigns():
        problem = ctx.journal.first_event_problem(info.id)
        damaged = f"  DAMAGED: {problem} (see `journal verify {info.id}`)" if problem else ""
        click.echo(f"{info.id}  {info.ruleset:<10} {info.position:>6} events  {info.name}{damaged}")


def parse_commands(text: str) -> list:
    """One JSON command, or (from a file or stdin) one command per line (JSON Lines)."""
    from . import strict_json
    if text == "-":
        text = sys.stdin.read()
    try:
        return [strict_json.loads(text)]
    except ValueError as error:
        lines = [(n, line) for n, line in enumerate(text.splitlines(), start=1) if line.strip()]
        if len(lines) < 2:
            fail(f"the command is {strict_json.problem(error)}; nothing was recorded")
    commands = []
    for number, line in lines:
        try:
            commands.append(strict_json.loads(line))
        except ValueError as error:
            fail(f"line {number} is {strict_json.problem(error)}; nothing was recorded")
    return commands


@main.command("do")
@click.argument("campaign_ref")
@click.argument("command")
@click.option("--actor", default=None, help="who did it (default: $JOURNAL_ACTOR or your user name)")
@click.option("--expect", type=int, default=None, help="fail with a conflict unless the campaign is at this position")
@pass_ctx
def do(ctx, campaign_ref, command, actor, expect):
    """Record a command (JSON, or - for stdin); prints the stored events as JSON lines.

    From stdin, several commands may come one per line: each is recorded in turn, and the
    first one refused stops the run (the ones before it stay recorded).
    """
    commands = parse_commands(command)
    info = ctx.journal.campaign(campaign_ref)
    for number, payload in enumerate(commands, start=1):
        try:
            stored = ctx.journal.execute(info.id, payload, actor or actor_name(),
                                         expected_position=expect if number == 1 else None)
        except JournalError as error:
            if len(commands) > 1:
                click.echo(f"command {number} of {len(commands)} refused; {number - 1} recorded", err=True)
            if isinstance(error, ConflictError):
                from .moves import stale

                raise stale(ctx.journal, info.id, error) from None
            raise error
        for envelope in stored:
            click.echo(json.dumps(envelope, sort_keys=True))


from . import cli_read  # noqa: E402  (registers log, state, export, import, verify, rebuild, fork, demo, cards)

cli_read.register(main, pass_ctx, fail, owner_option)

from . import cli_moves  # noqa: E402  (registers moves, setup)

cli_moves.register(main, pass_ctx)
