"""`journal chronicle`: the campaign as a PDF book, with a progress bar."""
from __future__ import annotations

import sys
from pathlib import Path

import click
from tqdm import tqdm


@click.command()
@click.argument("campaign_ref")
@click.option("--year", type=int, default=None, help="only this year's chapter")
@click.option("--page-size", type=click.Choice(["A4", "Letter"]), default="A4", show_default=True)
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False))
@click.pass_context
def chronicle(ctx, campaign_ref, year, page_size, output):
    """Render the narrative chronicle PDF of a campaign."""
    from . import TOTAL, ReportError, render_chronicle

    journal = ctx.find_root().obj.journal
    info = journal.campaign(campaign_ref)
    folder = Path(output).resolve().parent
    if not folder.is_dir():
        raise click.ClickException(f"{output}: no folder {folder} to write the chronicle into")
    with tqdm(total=TOTAL, desc="chronicle", unit="%", file=sys.stderr, disable=None) as bar:
        def progress(done, total):
            bar.update(max(0, done - bar.n))
        try:
            pdf = render_chronicle(journal, info.id, year=year, page_size=page_size, progress=progress)
        except ReportError as error:
            click.echo(f"error: {error}", err=True)
            sys.exit(1)
    with open(output, "wb") as handle:
        handle.write(pdf)
    click.echo(f"wrote {output} ({len(pdf) // 1024} KiB) for {info.name}")
