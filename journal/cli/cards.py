"""`journal cards import` and `journal cards list`: card catalogs read from a designer's
spreadsheets, and the ones a new campaign can choose."""
from __future__ import annotations

import sys
from pathlib import Path

import click

import domain.rulesets as registry

from ..store import catalogs
from .context import fail, pass_ctx


class SheetProgress:
    """One progress bar per card sheet while it is read, on a terminal only."""

    def __init__(self):
        self.bars: dict = {}

    def update(self, sheet: str, done: int, total: int) -> None:
        if not sys.stderr.isatty():
            return
        bar = self.bars.get(sheet)
        if bar is None:
            from tqdm import tqdm

            bar = self.bars[sheet] = tqdm(total=total, desc=sheet, unit="line", leave=False, file=sys.stderr)
        bar.update(max(0, done - bar.n))

    def close(self) -> None:
        for bar in self.bars.values():
            bar.close()
        self.bars = {}

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def import_by_first_reader(candidates: list, directory: Path, bars: SheetProgress) -> tuple:
    """(ruleset, catalog) of the first game whose importer reads the folder (without --ruleset,
    every game that imports catalogs is tried in turn); ValueError listing each game's reason."""
    problems = []
    for rules in candidates:
        try:
            return rules, rules.catalogs.import_dir(directory, bars.update)
        except ValueError as error:
            bars.close()
            problems.append(str(error) if len(candidates) == 1 else f"{rules.name}: {error}")
    raise ValueError("; ".join(problems))


def importers(ruleset: str | None) -> list:
    """The rulesets whose importer may read a folder (only `ruleset`'s when named); fails with
    the reason when there is none."""
    from domain.kernel import imports_cards   # here: `journal --help` imports no ruleset or kernel

    candidates = [r for r in registry.all_rulesets()
                  if imports_cards(r.catalogs) and (ruleset is None or r.name == ruleset)]
    if not candidates:
        named = registry.get(ruleset) if ruleset in registry.available() else None
        if named is not None and named.catalogs:
            fail(f"the {ruleset} ruleset has no card spreadsheets to import; start a campaign with "
                 "--catalog FILE (a .toml or .json catalog)")
        fail(f"no ruleset {ruleset!r} imports card catalogs" if ruleset else "no ruleset here imports card catalogs")
    return candidates


@click.group()
def cards():
    """Card catalogs: import a designer's spreadsheets, list what is imported."""


@cards.command("import")
@click.argument("directory", type=click.Path(exists=True, file_okay=False))
@click.option("--name", default=None, help="catalog name (default: the folder's name)")
@click.option("--ruleset", default=None, help="the ruleset whose importer reads the folder")
@pass_ctx
def cards_import(ctx, directory, name, ruleset):
    """Read a folder of card spreadsheets into a catalog a new campaign can choose."""
    candidates = importers(ruleset)
    name = catalogs.check_name(name or Path(directory).resolve().name)
    with SheetProgress() as bars:
        try:
            rules, catalog = import_by_first_reader(candidates, Path(directory), bars)
        except ValueError as error:
            bars.close()
            fail(f"{error}; nothing was imported")
    path = catalogs.save(ctx.instance, rules.name, name, catalog)
    describe = getattr(rules.catalogs, "describe", None)
    click.echo(f"imported {name} for {rules.name}: {describe(catalog) if describe else ''} -> {path}")


@cards.command("list")
@pass_ctx
def cards_list(ctx):
    for rules in registry.all_rulesets():
        if rules.catalogs:
            click.echo(f"{rules.name}: {', '.join(['builtin', *catalogs.names(ctx.instance, rules.name)])}")
