"""`journal verify`, `rebuild`, `migrate` and `receipt`: prove what can be proven about a
campaign, build its read models again from its events, work out the outcome records of its
events of an earlier version, and anchor its head in a receipt kept elsewhere."""
from __future__ import annotations

import sys

import click

from .context import fail, pass_ctx, progress


def targets(journal, ref: str | None) -> list[tuple[str, str]]:
    """(id, title) of the campaigns to verify; found without reading their state, so damaged
    ones are verified (and fail) instead of stopping the command."""
    infos = {info.id: info for info in journal.campaigns()}
    ids = [journal.campaign_id(ref)] if ref else list(infos)
    titles = {cid: f"{infos[cid].name} ({cid})" if cid in infos else cid for cid in ids}
    return [(cid, titles[cid]) for cid in ids]


def rebuild_read_models(journal, campaign_ref: str | None) -> None:
    """Build the read models of one campaign (or of every one) again from its events, a line
    each; when it rebuilds every campaign, exit 1 if one of them could not be rebuilt."""
    from ..errors import JournalError

    chosen = targets(journal, campaign_ref)
    if not chosen:
        click.echo("no campaign in this store")
    failed = False
    for cid, title in progress(chosen, desc="rebuilding"):
        try:
            done = journal.rebuild(cid)
        except JournalError as error:
            if campaign_ref:
                raise
            click.echo(f"{title}: not rebuilt: {error.message}")
            failed = True
            continue
        click.echo(f"{title}: read models built again from its events: {done.sentences} sentences, "
                   f"{done.dice_records} dice records, {done.marks} mark changes, its index row and standing")
    if failed:
        sys.exit(1)


def verify_reports(ctx, campaign_ref: str | None, path: str | None, replay: bool, head: str | None,
                   full: bool) -> list:
    """(title, report) of the export file at `path`, or of the campaign (every campaign) named."""
    from ..audit.verify import verify_file

    if path:
        with open(path, encoding="utf-8") as fileobj:
            return [(path, verify_file(fileobj, replay=replay, expected_head=head))]
    chosen, anchor_rows = targets(ctx.journal, campaign_ref), ctx.journal.anchors.rows()
    return [(title, ctx.journal.verify(cid, replay, head, anchor_rows, full=full))
            for cid, title in progress(chosen, desc="verifying")]


@click.command()
@click.argument("campaign_ref", required=False)
@click.option("--file", "path", type=click.Path(exists=True, dir_okay=False), help="verify an export file instead")
@click.option("--no-replay", is_flag=True, help="skip recomputing every state fingerprint")
@click.option("--head", default=None, metavar="RECEIPT",
              help="a receipt kept outside the database, e.g. 124:3f2a-9c1b-77d0-e5a4 (or a head hash)")
@click.option("--full", is_flag=True, help="replay from the start and compare every position, not only what "
              "changed since the last verify")
@click.option("--strict", is_flag=True, hidden=True, help="kept for older scripts: replay drift always fails")
@pass_ctx
def verify(ctx, campaign_ref, path, no_replay, head, full, strict):
    """Prove what can be proven: hash chain, digital dice, replay, snapshots, seed vault,
    anchors and your receipt; says what is not proven; exit 1 on any problem. The replay
    goes on from where the last verify proved it (--full: from the start)."""
    from ..store.anchors import parse_receipt

    if head is not None:
        try:
            parse_receipt(head)
        except ValueError as error:
            fail(f"--head: {error}")
    reports = verify_reports(ctx, campaign_ref, path, not no_replay, head, full)
    if not reports:
        click.echo("no campaign in this store")
    for name, report in reports:
        click.echo(f"== {name}")
        for line in report.lines():
            click.echo(f"   {line}")
    if not all(report.ok for _, report in reports):
        sys.exit(1)


@click.command()
@click.argument("campaign_ref", required=False)
@pass_ctx
def migrate(ctx, campaign_ref):
    """Work out the outcome records of a campaign's (or every campaign's) events recorded under
    an earlier version of its rules, with those rules, and keep them: the events stay as they are."""
    journal = ctx.journal
    chosen = targets(journal, campaign_ref)
    if not chosen:
        click.echo("no campaign in this store")
    for cid, title in chosen:
        done = journal.migrate(cid)
        if not done.records:
            click.echo(f"{title}: nothing to migrate (no event of an earlier version)")
        else:
            click.echo(f"{title}: {done.records} outcome records worked out, {done.written} kept anew")


@click.command()
@click.argument("campaign_ref", required=False)
@pass_ctx
def rebuild(ctx, campaign_ref):
    """Drop the read models of a campaign (or of every campaign) and build them again from its
    events: the index row, the dice records, the sentences, the replay's marks, the standing."""
    rebuild_read_models(ctx.journal, campaign_ref)


@click.command()
@click.argument("campaign_ref")
@click.option("--at", type=int, default=None, help="position (default: the latest)")
@click.option("--list", "listing", is_flag=True, help="list the campaign's anchors instead")
@pass_ctx
def receipt(ctx, campaign_ref, at, listing):
    """Anchor the campaign's head now and print its receipt, to keep outside this computer."""
    info = ctx.journal.campaign(campaign_ref)
    if listing:
        for anchor in ctx.journal.anchors.of(info.id):
            click.echo(f"{anchor.number:>5}  {anchor.recorded_at}  {anchor.reason:<14} {anchor.receipt.code}")
        return
    anchor = ctx.journal.anchor(info.id, "receipt", position=at)
    if anchor is None:
        fail("the anchor table could not be written (see the log); nothing else changed")
    click.echo(f"receipt for {info.name} at position {anchor.position}: {anchor.receipt.code}")
    click.echo(f"keep it (a photo will do): `journal verify {info.id} --head {anchor.receipt.code}` "
               f"proves later that positions 1..{anchor.position} are unchanged")
