"""The `journal` group: it loads a command's module only when that command runs or is listed
with its help (click's lazy-loading group), lists the plugins' commands without importing them
(plugins.py), and turns the journal's errors and click's own into one line and exit code 1.
"""
from __future__ import annotations

import importlib

import click

from ..errors import CommandRejected, JournalError
from .plugins import PluginCommands
from .context import fail


class LazyGroup(click.Group):
    """A click group whose subcommands are named by "module:attribute" and imported on first use
    (the lazy-loading pattern of click's documentation)."""

    def __init__(self, *args, lazy_subcommands: dict[str, str] | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.lazy_subcommands = lazy_subcommands or {}

    def list_commands(self, ctx):
        return sorted({*super().list_commands(ctx), *self.lazy_subcommands})

    def get_command(self, ctx, cmd_name):
        if cmd_name in self.lazy_subcommands:
            return self._lazy_load(cmd_name)
        return super().get_command(ctx, cmd_name)

    def _lazy_load(self, cmd_name: str) -> click.Command:
        module_name, attribute = self.lazy_subcommands[cmd_name].split(":")
        command = getattr(importlib.import_module(module_name), attribute)
        if not isinstance(command, click.Command):
            raise ValueError(f"{self.lazy_subcommands[cmd_name]} is not a click command")
        return command


def usage_failure(error: click.UsageError) -> None:
    """A mistake in the command line itself (an unknown option, a value out of range, a
    missing argument): one line naming it and where the help is, exit code 1."""
    where = error.ctx.command_path if error.ctx is not None else "journal"
    fail(f"{where}: {error.format_message().rstrip('.')} (see `{where} --help`)")


class JournalGroup(PluginCommands, LazyGroup):
    """Turns JournalError, and click's own errors, into one clear line and exit code 1; loads
    its own and the plugins' commands only when used. (Called without a command, a group shows
    its help.)"""

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
