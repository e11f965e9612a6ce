"""Commands other packages add to `journal` (the `campaign_journal.commands` entry points:
the site's serve, user and seat, the chronicle's chronicle), imported only when one runs.

`journal --help` lists them with their one-line help all the same: it is read from the
docstring of the command's function in the plugin's source, found without importing the
plugin (importing the site would cost most of a second). A command whose source cannot be
read that way is listed with a pointer to its own --help.
"""
from __future__ import annotations

import ast
import importlib.util
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path

import click

GROUP = "campaign_journal.commands"

def _source(module: str) -> Path | None:
    """The file of `module` (a.b.c), found from its top package without importing any of it."""
    top, *inner = module.split(".")
    spec = importlib.util.find_spec(top)
    if spec is None or not spec.submodule_search_locations:
        return None
    for folder in spec.submodule_search_locations:
        path = Path(folder, *inner[:-1], f"{inner[-1]}.py") if inner else Path(folder, "__init__.py")
        if path.is_file():
            return path
    return None


def summary(entry: EntryPoint, limit: int = 45) -> str:
    """The first sentence of the docstring of the function an entry point names, or ''."""
    try:
        path = _source(entry.module)
        tree = ast.parse(path.read_text(encoding="utf-8")) if path else None
    except (OSError, SyntaxError, ValueError, ImportError):
        return ""
    for node in tree.body if tree else ():
        if isinstance(node, ast.FunctionDef) and node.name == entry.attr:
            return click.Command(entry.name, help=ast.get_docstring(node) or "").get_short_help_str(limit)
    return ""


class PluginCommands:
    """A click.Group mixin: plugin commands listed and shown in --help without being imported."""

    def _plugins(self) -> dict[str, EntryPoint]:
        return {entry.name: entry for entry in entry_points(group=GROUP)}

    def list_commands(self, ctx):
        return sorted({*super().list_commands(ctx), *self._plugins()})

    def get_command(self, ctx, name):
        command = super().get_command(ctx, name)
        plugins = self._plugins() if command is None else {}
        if name in plugins:
            try:
                command = plugins[name].load()
            except ImportError as error:  # a missing optional layer must not break the core CLI
                raise click.UsageError(f"command {name!r} is unavailable: {error}") from None
        return command

    def format_commands(self, ctx, formatter) -> None:
        """click's listing, with each plugin command's help read from its source (see above)."""
        plugins, own = self._plugins(), super().get_command
        found = {name: own(ctx, name) for name in self.list_commands(ctx)}
        shown = [name for name, command in found.items() if (command is None and name in plugins)
                 or (command is not None and not command.hidden)]
        if not shown:
            return
        limit = formatter.width - 6 - max(map(len, shown))
        rows = [(name, found[name].get_short_help_str(limit) if found[name] is not None
                 else summary(plugins[name], limit) or f"see journal {name} --help") for name in shown]
        with formatter.section("Commands"):
            formatter.write_dl(rows)
