"""`journal chronicle`: the campaign as a PDF book, with a progress bar."""
from __future__ import annotations

import sys
from pathlib import Path

import click
from tqdm import tqdm

from . import TOTAL, ReportError, render_chronicle
from .editions import campaign_chairs, campaign_seats, viewer_for


@click.command()
@click.argument("campaign_ref")
@click.option("--year", type=int, default=None, help="only this year's chapter")
@click.option("--edition", default="group", show_default=True, metavar="group|gm|seat:NAME",
              help="who the book is told for: the group (what every player saw), the game master, or one seat")
@click.option("--page-size", type=click.Choice(["A4", "Letter"]), default="A4", show_default=True)
@click.option("--appendix", is_flag=True, default=False,
              help="add the play move by move (every move and roll) as the book's last chapter")
@click.option("-o", "--output", required=True, type=click.Path(dir_okay=False))
@click.pass_context
def chronicle(ctx, campaign_ref, year, edition, page_size, appendix, output):
    """Render the narrative chronicle PDF of a campaign."""
    journal = ctx.find_root().obj.journal
    info = journal.campaign(campaign_ref)
    folder = Path(output).resolve().parent
    if not folder.is_dir():
        raise click.ClickException(f"{output}: no folder {folder} to write the chronicle into")
    try:
        viewer = viewer_for(edition, campaign_seats(journal, info.id), campaign_chairs(journal, info.id))
    except ReportError as error:
        raise click.ClickException(f"--edition: {error}") from None
    with tqdm(total=TOTAL, desc="chronicle", unit="%", file=sys.stderr, disable=None) as bar:
        def progress(done, total):
            bar.update(max(0, done - bar.n))
        try:
            pdf = render_chronicle(journal, info.id, year=year, page_size=page_size, progress=progress,
                                     viewer=viewer, appendix=appendix)
        except ReportError as error:
            click.echo(f"error: {error}", err=True)
            sys.exit(1)
    with open(output, "wb") as handle:
        handle.write(pdf)
    click.echo(f"wrote {output} ({len(pdf) // 1024} KiB) for {info.name}, the {edition} edition")
