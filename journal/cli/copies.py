"""`journal export`, `import` and `fork`: a campaign copied to a file, from a file, or into a
what-if branch; the same events and hashes each time."""
from __future__ import annotations

import sys
from functools import partial

import click

from .context import owner_option, pass_ctx


def _telling(bar, done: int, total: int) -> None:
    """Moves the bar of the imported events told for the campaign's readers."""
    bar.total = total
    bar.update(done - bar.n)


@click.command("export")
@click.argument("campaign_ref")
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False))
@click.option("--without-secrets", is_flag=True,
              help="the export a member who is not the owner gets: commitments, not the sealed values")
@pass_ctx
def export_cmd(ctx, campaign_ref, output, without_secrets):
    """Write the campaign as JSON Lines (docs/export-format.md); with its sealed values unless
    --without-secrets (keep an owner's export as safe as the store)."""
    info = ctx.journal.campaign(campaign_ref)
    with open(output, "w", encoding="utf-8") as fileobj:
        count = ctx.journal.export(info.id, fileobj, with_secrets=not without_secrets)
    held = "without its sealed values" if without_secrets else "with its sealed values"
    click.echo(f"exported {count} events of {info.name} to {output}, {held}")


@click.command("import")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
@click.option("--new-id", is_flag=True, help="import as a copy with a new campaign id")
@owner_option
@pass_ctx
def import_cmd(ctx, path, new_id, owner):
    """Load an export into this store: same events, same hashes, same states."""
    grant = ctx.owner(owner)
    from tqdm import tqdm

    with open(path, encoding="utf-8") as fileobj, tqdm(desc="telling", unit="event", file=sys.stderr,
                                                       disable=not sys.stderr.isatty(), leave=False) as bar:
        cid = ctx.journal.import_(fileobj, new_id=new_id, progress=partial(_telling, bar))
    grant(cid)
    click.echo(cid)


@click.command()
@click.argument("campaign_ref")
@click.option("--at", type=int, required=True, help="keep the first N events")
@click.option("--name", required=True)
@owner_option
@pass_ctx
def fork(ctx, campaign_ref, at, name, owner):
    """Start a what-if branch from the first N events; the original is untouched. Prints the new id."""
    grant = ctx.owner(owner)
    info = ctx.journal.campaign(campaign_ref)
    branch = ctx.journal.fork(info.id, at, name, "cli")
    grant(branch)
    click.echo(branch)
