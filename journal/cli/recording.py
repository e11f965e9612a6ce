"""`journal do`: record commands, one from the command line or several from stdin."""
from __future__ import annotations

import json
import sys

import click

from ..errors import ConflictError, JournalError
from .context import actor_name, fail, pass_ctx


def parse_commands(text: str) -> list:
    """One JSON command, or (from a file or stdin) one command per line (JSON Lines)."""
    from ..recording import strict_json
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


@click.command("do")
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
                from ..projections.moves import stale

                raise stale(ctx.journal, info.id, error) from None
            raise error
        for envelope in stored:
            click.echo(json.dumps(envelope, sort_keys=True))
