"""`journal push`, `journal pull` and `journal remote`: a campaign kept the same in this store
and on another Campaign Journal site (journal/sync). The sync code is loaded when a command
runs, not by --help."""
from __future__ import annotations

import sys

import click

from .context import actor_name, owner_option, pass_ctx

token_option = click.option("--token", metavar="TOKEN", default=None,
                             help="an API token of the campaign's owner on that site")


def _bar(what: str):
    """A progress function drawing a bar on a terminal only."""
    from tqdm import tqdm

    bar = tqdm(desc=what, unit="event", file=sys.stderr, disable=not sys.stderr.isatty(), leave=False)

    def moved(done: int, total: int) -> None:
        bar.total = total
        bar.update(done - bar.n)
    return moved


@click.command()
@click.argument("campaign_ref")
@click.argument("remote")
@token_option
@click.option("--as", "store_name", metavar="NAME", default=None,
              help="what this store is called there, naming a fork it sends (default: this computer's name)")
@pass_ctx
def push(ctx, campaign_ref, remote, token, store_name):
    """Send the campaign's events the site REMOTE (a name, or an address) lacks; refused, with
    nothing changed there, when the site recorded events this store lacks (pull first). Once a
    pull kept the site's line here, this store's line goes there as a fork, "NAME (from
    STORE)"."""
    from ..sync import remotes, syncing

    target = remotes.resolve(ctx.instance, remote, token)
    if store_name is not None and not store_name.strip():
        raise click.UsageError("--as: give this store a name, e.g. --as \"the cabin\"")
    done = syncing.push(ctx.journal, campaign_ref, target, progress=_bar("pushing"),
                        store_name=store_name.strip() if store_name else None)
    click.echo("\n".join(done.sentences))


@click.command()
@click.argument("campaign_ref")
@click.argument("remote")
@token_option
@owner_option
@pass_ctx
def pull(ctx, campaign_ref, remote, token, owner):
    """Bring the site's events of the campaign here (name a campaign not here yet by its id);
    when both recorded after a common position, the site's line is kept as a fork. Into a
    site's store, --owner names the user who owns a first copy or a fork made here."""
    from ..sync import remotes, syncing

    grant = ctx.owner(owner)
    target = remotes.resolve(ctx.instance, remote, token)
    done = syncing.pull(ctx.journal, campaign_ref, target, actor=actor_name(), progress=_bar("pulling"))
    for made in (done.campaign if done.first else None, done.fork):
        if made:
            grant(made)
    click.echo("\n".join(done.sentences))


@click.group()
def remote():
    """Name the sites a campaign is pushed to and pulled from."""


@remote.command("add")
@click.argument("name")
@click.argument("url")
@click.option("--token", metavar="TOKEN", required=True, help="an API token of yours on that site")
@pass_ctx
def remote_add(ctx, name, url, token):
    """Name the site at URL (its token is kept in the instance folder, never shown)."""
    from ..sync import remotes

    named = remotes.add(ctx.instance, name, url, token)
    click.echo(f"remote {named.name}: {named.url}")


@remote.command("list")
@pass_ctx
def remote_list(ctx):
    """The named remotes and their addresses (not their tokens)."""
    from ..sync import remotes

    for named in remotes.listed(ctx.instance):
        click.echo(f"{named.name}\t{named.url}")


@remote.command("remove")
@click.argument("name")
@pass_ctx
def remote_remove(ctx, name):
    """Forget a named remote."""
    from ..sync import remotes

    remotes.remove(ctx.instance, name)
    click.echo(f"removed remote {name}")
