"""`journal do`: record commands, one from the command line or several from stdin."""
from __future__ import annotations

import sys

import click

from ..errors import ConflictError, JournalError
from .context import actor_name, fail, pass_ctx


def parse_commands(text: str) -> list:
    """One JSON command, or (from a file or stdin) one command per line (JSON Lines)."""
    from domain.kernel import json_text   # loaded when the command runs, not by --help
    if text == "-":
        text = sys.stdin.read()
    try:
        return [json_text.strict_loads(text)]
    except ValueError as error:
        lines = [(n, line) for n, line in enumerate(text.splitlines(), start=1) if line.strip()]
        if len(lines) < 2:
            fail(f"the command is {json_text.problem(error)}; nothing was recorded")
    commands = []
    for number, line in lines:
        try:
            commands.append(json_text.strict_loads(line))
        except ValueError as error:
            fail(f"line {number} is {json_text.problem(error)}; nothing was recorded")
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
    from domain.kernel import json_text   # loaded when the command runs, not by --help
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
            click.echo(json_text.spaced(envelope, sort_keys=True))


@click.command("chapter")
@click.argument("campaign_ref")
@click.argument("part")
@click.argument("text")
@click.option("--actor", default=None, help="who wrote it (default: $JOURNAL_ACTOR or your user name)")
@pass_ctx
def chapter(ctx, campaign_ref, part, text, actor):
    """Give the chapter being played the group's own words: its title, an epigraph or what
    mattered. They are kept as a note of the group's, and the book leads the chapter with them
    (the last word written for a part is the one printed)."""
    from domain.kernel import json_text   # loaded when the command runs, not by --help
    from domain.kernel.group_voice import CHAPTER_PARTS   # the parts' one list (the table and the book read it)
    parts = {word.part: word.about for word in CHAPTER_PARTS}
    if part not in parts:
        fail(f"Invalid value for 'PART': {part!r} is not one of {', '.join(map(repr, parts))}; nothing was recorded")
    if not text.strip():
        fail("the text is empty: write the words the book should print; nothing was recorded")
    info = ctx.journal.campaign(campaign_ref)
    about = parts[part]
    for envelope in ctx.journal.execute(info.id, {"type": "note", "text": text.strip(), "about": about},
                                        actor or actor_name()):
        click.echo(json_text.spaced(envelope, sort_keys=True))
